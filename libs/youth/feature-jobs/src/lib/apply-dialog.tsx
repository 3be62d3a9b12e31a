import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  MATCHING_CRITERIA,
  type ApplicationCv,
  type ApplyJobBody,
  type JobApplication,
  type JobEligibility,
  type MatchingCriterion,
} from '@platform/contract';
import { useJobText } from '@platform/jobs-ui-job-detail';
import { Form, FormTextField, PaperSection, useTranslate } from '@platform/ui';
import { useApplyJob } from '@platform/youth-data-access-jobs';

/** The rules, loaded when the form is first used (ADR 0148). */
const rules = () => import('./apply-rules').then((m) => m.applyRules);

export interface ApplyDialogProps {
  jobId: number;
  title: string;
  /** The employer as the job shows it (null when hidden). */
  company: string | null;
  /** What the page's check said (the CV the employer receives, a salary limit); null when it could not be read. */
  eligibility: JobEligibility | null;
  /** The expected salary of the youth's job preferences, prefilled (not asked twice). */
  expectedSalary: number | null;
  onClose: () => void;
  onApplied: (application: JobApplication) => void;
}

interface Refusal {
  criterion: MatchingCriterion;
  messageId: string;
}

const isCriterion = (key: string): key is MatchingCriterion =>
  (MATCHING_CRITERIA as readonly string[]).includes(key);

/**
 * Before sending (issue 12, defect 4): which CV the employer receives — the youth's CV as /my-cv shows it, its
 * template and completion, and the parts it leaves out — with the way to look at it first.
 */
function CvSent({ cv, company }: { cv: ApplicationCv; company: string | null }) {
  const text = useJobText();
  const { t } = text;
  const name = text.name({ title: cv.full_name, title_en: cv.full_name_en });
  return (
    <PaperSection
      title={company ? t('youth_jobs.apply.cv_title', { company }) : t('youth_jobs.apply.cv_title_hidden')}
      headingLevel="h3"
      headingVariant="subtitle1"
      sx={{ p: 1.5, mb: 2 }}
    >
      <Typography variant="body2">
        {t('youth_jobs.apply.cv_what', {
          name,
          template: t(`profile_enum.cv_template.${cv.cv_template}`),
          completion: cv.profile_completion,
        })}
      </Typography>
      {cv.hidden_sections.length ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('youth_jobs.apply.cv_left_out', {
            sections: cv.hidden_sections.map((s) => t(`profile.section.${s}`)).join(', '),
          })}
        </Typography>
      ) : null}
      <Link
        component={RouterLink}
        to="/my-cv"
        target="_blank"
        rel="noopener"
        sx={{ display: 'inline-block', mt: 0.5 }}
      >
        {t('youth_jobs.apply.cv_see')}
      </Link>
    </PaperSection>
  );
}

/**
 * Apply for a job with an expected salary (Taka a month). The gateway refuses per failing mandatory criterion: each
 * refusal is listed by criterion with its reason and a way to fix the profile. A duplicate or late application
 * shows the gateway's message above the form; a salary the gateway refuses shows on the field.
 */
export function ApplyDialog({
  jobId,
  title,
  company,
  eligibility,
  expectedSalary,
  onClose,
  onApplied,
}: ApplyDialogProps) {
  const t = useTranslate();
  const { taka } = useJobText();
  const titleId = useId();
  const formId = useId();
  const apply = useApplyJob();
  const [refusals, setRefusals] = useState<Refusal[]>([]);

  const submit = async (values: ApplyJobBody) => {
    setRefusals([]);
    try {
      onApplied(
        await apply.trigger({ params: { id: jobId }, body: { expected_salary: values.expected_salary } }),
      );
    } catch (error) {
      const fieldErrors = (error as { fieldErrors?: Record<string, string[]> }).fieldErrors ?? {};
      const found = Object.entries(fieldErrors).flatMap(([key, ids]) =>
        isCriterion(key) && ids[0] ? [{ criterion: key, messageId: ids[0] }] : [],
      );
      if (found.length === 0) throw error; // salary field errors, duplicate, deadline: the form shows them
      setRefusals(found);
    }
  };

  return (
    <Dialog
      open
      onClose={apply.isMutating ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{t('youth_jobs.apply.dialog_title', { title })}</DialogTitle>
      <DialogContent>
        {refusals.length ? (
          <Alert
            severity="warning"
            role="alert"
            sx={{ mb: 2 }}
            action={
              <Button component={RouterLink} to="/profile-edit" color="inherit" size="small">
                {t('youth_jobs.apply.edit_profile')}
              </Button>
            }
          >
            <AlertTitle>{t('youth_jobs.apply.refused_title')}</AlertTitle>
            {t('jobs.errors.criteria_not_met')}
            <ul style={{ margin: '8px 0 0', paddingInlineStart: 20 }}>
              {refusals.map((r) => (
                <li key={r.criterion}>
                  <strong>{t(`jobs.criterion.${r.criterion}`)}:</strong> {t(r.messageId)}
                </li>
              ))}
            </ul>
          </Alert>
        ) : null}
        {eligibility ? <CvSent cv={eligibility.cv} company={company} /> : null}
        {eligibility?.max_expected_salary != null ? (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('youth_jobs.apply.salary_limit', { amount: taka(eligibility.max_expected_salary) })}
          </Typography>
        ) : null}
        <Form<ApplyJobBody>
          id={formId}
          schema={rules}
          defaultValues={expectedSalary === null ? {} : { expected_salary: expectedSalary }}
          onSubmit={submit}
          labelId="youth_jobs.apply.submit"
        >
          <FormTextField
            name="expected_salary"
            labelId="youth_jobs.apply.expected_salary"
            helperId="youth_jobs.apply.expected_salary_help"
            type="number"
            inputMode="numeric"
            required
          />
        </Form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={apply.isMutating}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={apply.isMutating}>
          {t('youth_jobs.apply.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
