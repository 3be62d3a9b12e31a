import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useController, useFormState } from 'react-hook-form';
import { isApiError } from '@platform/api-client';
import {
  MATCHING_CRITERIA,
  type JobPost,
  type JobSubmitBody,
  type JobWizardStep,
  SERVICE_TYPE,
} from '@platform/contract';
import { useSubmitJob } from '@platform/recruiter-data-access-jobs';
import { Form, useTranslate, useFormatters, useLocalTitle } from '@platform/ui';
import { jobSubmitSchema } from '@platform/validation';
import { fieldLabelId, WIZARD_STEPS, type WizardField } from './wizard-steps';

type Translate = ReturnType<typeof useTranslate>;
type Formatters = ReturnType<typeof useFormatters>;

/** A stored field as the preview says it, in the reader's language and digits. */
function shownValue(
  field: Exclude<WizardField, { kind: 'section' }>,
  job: JobPost,
  t: Translate,
  f: Formatters,
  title: ReturnType<typeof useLocalTitle>,
): string {
  const value = (job as unknown as Record<string, unknown>)[field.name];
  const list = (items: string[]) => (items.length ? items.join(', ') : t('recruiter_jobs.preview.empty'));
  switch (field.kind) {
    case 'switch':
      return t(value ? 'recruiter_jobs.preview.yes' : 'recruiter_jobs.preview.no');
    case 'number':
      return typeof value === 'number' ? f.formatNumber(value) : t('recruiter_jobs.preview.empty');
    case 'date':
      return typeof value === 'string' ? f.formatDate(value) : t('recruiter_jobs.preview.empty');
    case 'select': {
      const option = field.options.find((o) => o.value === value);
      return option ? t(option.labelId) : t('recruiter_jobs.preview.empty');
    }
    case 'choices':
      return list(
        field.options
          .filter((o) => ((value as unknown[] | null) ?? []).includes(o.value))
          .map((o) => t(o.labelId)),
      );
    case 'lookup':
      if (field.name === 'job_sector_id') return title(job.job_sector) || t('recruiter_jobs.preview.empty');
      if (field.name === 'occupation_id') return title(job.occupation) || t('recruiter_jobs.preview.empty');
      return list(job.skills.map((s) => title(s)));
    case 'list':
      return list((value as string[] | null) ?? []);
    case 'locations':
      return list(
        job.locations.map((l) =>
          [
            title({ title: l.upazila_title, title_en: l.upazila_title_en }),
            title({ title: l.district_title, title_en: l.district_title_en }),
            title({ title: l.division_title, title_en: l.division_title_en }),
          ]
            .filter(Boolean)
            .join(', '),
        ),
      );
    case 'criteria':
      return list(
        MATCHING_CRITERIA.filter((c) => job.criteria[c]?.enabled).map((c) =>
          job.criteria[c]?.mandatory
            ? `${t(`jobs.criterion.${c}`)} (${t('jobs.criterion.mandatory')})`
            : t(`jobs.criterion.${c}`),
        ),
      );
    case 'text':
      return typeof value === 'string' && value !== '' ? value : t('recruiter_jobs.preview.empty');
  }
}

/** The service type as a labelled radio group (spec §3: basic listing, stand-out listing, stand-out premium). */
function ServiceTypeField() {
  const t = useTranslate();
  const { field, fieldState } = useController({ name: 'service_type' });
  return (
    <FormControl component="fieldset" error={Boolean(fieldState.error)} required margin="normal">
      <FormLabel component="legend">{t(fieldLabelId('service_type'))}</FormLabel>
      <RadioGroup
        name={field.name}
        value={field.value === null || field.value === undefined ? '' : String(field.value)}
        onChange={(e) => field.onChange(Number(e.target.value))}
      >
        {Object.values(SERVICE_TYPE).map((value) => (
          <FormControlLabel
            key={value}
            value={String(value)}
            control={
              <Radio slotProps={{ input: value === SERVICE_TYPE.BASIC_LISTING ? { ref: field.ref } : {} }} />
            }
            label={
              <span>
                {t(`jobs.service_type.${value}`)}
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                  {t(`recruiter_jobs.service_type_help.${value}`)}
                </Typography>
              </span>
            }
          />
        ))}
      </RadioGroup>
      {fieldState.error ? <FormHelperText>{t(fieldState.error.message)}</FormHelperText> : null}
    </FormControl>
  );
}

function SubmitButton() {
  const t = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={isSubmitting}>
      {t(isSubmitting ? 'recruiter_jobs.preview.submitting' : 'recruiter_jobs.preview.submit')}
    </Button>
  );
}

export interface JobPreviewProps {
  job: JobPost;
  /** False for a job that is waiting for approval or approved: no edit, no submit. */
  editable: boolean;
  onEditStep: (step: JobWizardStep) => void;
  onSubmitted: (job: JobPost) => void;
}

/** Every saved step as the recruiter entered it, then the service type and the submission for approval. */
export function JobPreview({ job, editable, onEditStep, onSubmitted }: JobPreviewProps) {
  const t = useTranslate();
  const formatters = useFormatters();
  const title = useLocalTitle();
  const submit = useSubmitJob();
  const [fixStep, setFixStep] = useState<JobWizardStep | null>(null);
  const complete = job.completed_steps >= WIZARD_STEPS.length;

  async function onSubmit(values: JobSubmitBody) {
    setFixStep(null);
    try {
      onSubmitted(await submit.trigger({ params: { id: job.id }, body: values }));
    } catch (error) {
      const step = isApiError(error) ? error.fieldErrors.step?.[0] : undefined;
      const known = WIZARD_STEPS.find((s) => step === `jobs.step.${s.key}`);
      if (known) setFixStep(known.key);
      throw error;
    }
  }

  return (
    <Stack spacing={2}>
      {editable ? <Typography>{t('recruiter_jobs.preview.intro')}</Typography> : null}
      {WIZARD_STEPS.map((step) => (
        <Paper
          key={step.key}
          variant="outlined"
          component="section"
          aria-labelledby={`preview-${step.key}`}
          sx={{ p: 2 }}
        >
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography component="h3" variant="h6" id={`preview-${step.key}`}>
              {t(`jobs.step.${step.key}`)}
            </Typography>
            {editable ? (
              <Button size="small" startIcon={<EditOutlined />} onClick={() => onEditStep(step.key)}>
                {t('recruiter_jobs.preview.edit_step', { step: t(`jobs.step.${step.key}`) })}
              </Button>
            ) : null}
          </Stack>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(12rem, 1fr) 2fr' },
              columnGap: 2,
              rowGap: 0.5,
              m: 0,
              mt: 1,
            }}
          >
            {step.fields.map((field) => {
              if (field.kind === 'section') return null;
              if (
                field.showIf &&
                !field.showIf.is((job as unknown as Record<string, unknown>)[field.showIf.field])
              )
                return null;
              return (
                <Box key={field.name} sx={{ display: 'contents' }}>
                  <Box component="dt" sx={{ color: 'text.secondary' }}>
                    {t(fieldLabelId(field.name))}
                  </Box>
                  <Box component="dd" sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {shownValue(field, job, t, formatters, title)}
                  </Box>
                </Box>
              );
            })}
          </Box>
        </Paper>
      ))}
      {editable ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          {!complete ? (
            <Alert severity="info">{t('recruiter_jobs.preview.incomplete')}</Alert>
          ) : (
            <Form<JobSubmitBody>
              schema={jobSubmitSchema}
              defaultValues={{ service_type: job.service_type ?? SERVICE_TYPE.BASIC_LISTING }}
              onSubmit={onSubmit}
              labelId="recruiter_jobs.preview.submit"
            >
              {fixStep ? (
                <Alert
                  severity="warning"
                  sx={{ mb: 2 }}
                  action={
                    <Button color="inherit" size="small" onClick={() => onEditStep(fixStep)}>
                      {t(`jobs.step.${fixStep}`)}
                    </Button>
                  }
                >
                  {t('recruiter_jobs.wizard.fix_step', { step: t(`jobs.step.${fixStep}`) })}
                </Alert>
              ) : null}
              <ServiceTypeField />
              <Box sx={{ mt: 1 }}>
                <SubmitButton />
              </Box>
            </Form>
          )}
        </Paper>
      ) : null}
    </Stack>
  );
}
