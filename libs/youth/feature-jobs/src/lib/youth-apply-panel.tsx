import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { type ReactNode, Suspense, lazy, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { JobEligibility, PublicJobDetail } from '@platform/contract';
import { useJobText } from '@platform/jobs-ui-job-detail';
import { useToast } from '@platform/ui';
import { useApplicationStatus, useExpectedSalary, useJobEligibility } from '@platform/youth-data-access-jobs';
import { ApplyFrame } from './apply-frame';

// The apply form (dialog, fields, the yup rules, react-hook-form) loads when the youth opens it: a job's public page
// is read far more often than it is applied to (issue 13).
const loadApplyDialog = () => import('./apply-dialog');
const ApplyDialog = lazy(() => loadApplyDialog().then((m) => ({ default: m.ApplyDialog })));

/** Why the youth cannot apply, said beside the disabled Apply: each mandatory criterion missed, and what to do. */
function NotEligible({ eligibility, id }: { eligibility: JobEligibility; id: string }) {
  const { t } = useJobText();
  return (
    <Alert
      severity="warning"
      id={id}
      action={
        <Button component={RouterLink} to="/profile-edit" color="inherit" size="small">
          {t('youth_jobs.apply.edit_profile')}
        </Button>
      }
      sx={{ '& .MuiAlert-action': { alignItems: 'flex-start' }, flexWrap: 'wrap' }}
    >
      <AlertTitle>{t('youth_jobs.apply.not_eligible_title')}</AlertTitle>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {eligibility.unmet.map((u) => (
          <li key={u.criterion}>
            <strong>{t(`jobs.criterion.${u.criterion}`)}:</strong> {t(u.message)}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

/**
 * A signed-in youth's Apply panel (its own chunk: a visitor's job page does not load it, issue 13): the application's
 * status, or Apply, or why not (deadline passed, a mandatory criterion the profile misses — checked when the page
 * opens, issue 12 defect 4).
 */
export function YouthApplyPanel({ job, title }: { job: PublicJobDetail; title: string }) {
  const text = useJobText();
  const { t } = text;
  const toast = useToast();
  const reasonId = useId();
  const open = job.status !== 'expired';
  const status = useApplicationStatus(job.id);
  const eligibility = useJobEligibility(open ? job.id : null);
  const application = status.data ?? null;
  const checking = status.isLoading || eligibility.isLoading;
  // a failed check leaves Apply on: the gateway checks again when the application is sent
  const blocked = eligibility.data ? !eligibility.data.can_apply : false;
  const canApply = open && !application && !checking && !blocked;
  const expectedSalary = useExpectedSalary(canApply);
  const [dialogOpen, setDialogOpen] = useState(false);
  const mandatory = job.mandatory_criteria.map((c) => t(`jobs.criterion.${c}`));

  let body: ReactNode;
  let action: ReactNode = null;
  if (application) {
    body = (
      <Alert severity="success" role="status">
        {t('youth_jobs.apply.applied_on', { date: text.formatDate(application.applied_at) })}{' '}
        {t('youth_jobs.apply.status', { status: t(`jobs.application_status.${application.status}`) })}
      </Alert>
    );
  } else if (!open) {
    body = <Alert severity="info">{t('youth_jobs.apply.closed')}</Alert>;
  } else {
    const notEligible = eligibility.data && eligibility.data.blocked_by === 'criteria_not_met';
    action = (
      <Button
        variant="contained"
        onClick={() => setDialogOpen(true)}
        onPointerEnter={() => void loadApplyDialog()}
        onFocus={() => void loadApplyDialog()}
        disabled={!canApply}
        loading={checking}
        aria-describedby={notEligible ? reasonId : undefined}
      >
        {t('youth_jobs.apply.button')}
      </Button>
    );
    body = (
      <>
        {action}
        {notEligible ? <NotEligible eligibility={eligibility.data as JobEligibility} id={reasonId} /> : null}
      </>
    );
  }
  const note =
    mandatory.length && !application
      ? eligibility.data?.can_apply
        ? t('youth_jobs.apply.meets_mandatory', { criteria: mandatory.join(', ') })
        : t('youth_jobs.detail.mandatory', { criteria: mandatory.join(', ') })
      : null;
  return (
    <ApplyFrame title={title} body={body} action={action} sticky={canApply} note={note}>
      {dialogOpen ? (
        <Suspense fallback={null}>
          <ApplyDialog
            jobId={job.id}
            title={title}
            company={text.company(job)}
            expectedSalary={expectedSalary}
            eligibility={eligibility.data ?? null}
            onClose={() => setDialogOpen(false)}
            onApplied={(applied) => {
              setDialogOpen(false);
              void status.mutate(applied, { revalidate: false });
              toast.success('jobs.success.applied');
            }}
          />
        </Suspense>
      ) : null}
    </ApplyFrame>
  );
}
