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
import { useId, useState } from 'react';
import { useController, useFormState } from 'react-hook-form';
import { isApiError } from '@platform/api-client';
import {
  JOB_SERVICE_PRICES_BDT,
  type JobPost,
  type JobSubmitBody,
  type JobWizardStep,
  SERVICE_TYPE,
  type ServiceType,
} from '@platform/contract';
import { JobDetailView } from '@platform/jobs-ui-job-detail';
import { useSubmitJob } from '@platform/recruiter-data-access-jobs';
import { Form, useFormatters, useTranslate } from '@platform/ui';
import { jobSubmitSchema, publicJobDetail } from '@platform/validation';
import { WHOLE_TAKA } from './pay-job-dialog';
import { fieldLabelId, WIZARD_STEPS } from './wizard-steps';

/**
 * The service type as a labelled radio group (spec §3: basic listing, stand-out listing, stand-out premium), each with
 * its price in Taka before the payment step (issue 12 defect 10): the same table the gateway charges from.
 */
function ServiceTypeField() {
  const t = useTranslate();
  const { formatBDT } = useFormatters();
  const helper = useId();
  const { field, fieldState } = useController({ name: 'service_type' });
  return (
    <FormControl
      component="fieldset"
      error={Boolean(fieldState.error)}
      required
      margin="normal"
      aria-describedby={helper}
    >
      <FormLabel component="legend">{t(fieldLabelId('service_type'))}</FormLabel>
      <RadioGroup
        name={field.name}
        value={field.value === null || field.value === undefined ? '' : String(field.value)}
        onChange={(e) => field.onChange(Number(e.target.value))}
      >
        {(Object.values(SERVICE_TYPE) as ServiceType[]).map((value) => (
          <FormControlLabel
            key={value}
            value={String(value)}
            control={
              <Radio slotProps={{ input: value === SERVICE_TYPE.BASIC_LISTING ? { ref: field.ref } : {} }} />
            }
            label={
              <span>
                {t('recruiter_jobs.preview.price', {
                  service: t(`jobs.service_type.${value}`),
                  price: formatBDT(JOB_SERVICE_PRICES_BDT[value], WHOLE_TAKA),
                })}
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                  {t(`recruiter_jobs.service_type_help.${value}`)}
                </Typography>
              </span>
            }
          />
        ))}
      </RadioGroup>
      <FormHelperText id={helper}>
        {fieldState.error ? t(fieldState.error.message) : t('recruiter_jobs.preview.pay_later')}
      </FormHelperText>
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

/**
 * The job exactly as youth will see it (issue 12 defect 10): the public view of the saved post (`publicJobDetail`,
 * the gateway's own rule) drawn by the youth job page's own component; a way back to each step; then the service type
 * with its price and the submission for approval.
 */
export function JobPreview({ job, editable, onEditStep, onSubmitted }: JobPreviewProps) {
  const t = useTranslate();
  const submit = useSubmitJob();
  const [fixStep, setFixStep] = useState<JobWizardStep | null>(null);
  const complete = job.completed_steps >= WIZARD_STEPS.length;
  const changeId = useId();

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
      {editable ? (
        <Box component="nav" aria-labelledby={changeId}>
          <Typography id={changeId} variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
            {t('recruiter_jobs.preview.change')}
          </Typography>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
            {WIZARD_STEPS.map((step) => (
              <Button
                key={step.key}
                size="small"
                variant="outlined"
                startIcon={<EditOutlined />}
                onClick={() => onEditStep(step.key)}
                aria-label={t('recruiter_jobs.preview.edit_step', { step: t(`jobs.step.${step.key}`) })}
              >
                {t(`jobs.step.${step.key}`)}
              </Button>
            ))}
          </Stack>
        </Box>
      ) : null}
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby={`${changeId}-youth`}
        sx={{ p: { xs: 2, md: 3 } }}
      >
        <Alert severity="info" icon={false} sx={{ mb: 2 }} id={`${changeId}-youth`}>
          {t('recruiter_jobs.preview.as_youth')}
        </Alert>
        <JobDetailView job={publicJobDetail(job)} headingLevel={2} />
      </Paper>
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
