import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useFormState } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { JOB_WIZARD_STEPS, type JobPost, type JobWizardStep } from '@platform/contract';
import { useRecruiterJob, useSaveJobStep } from '@platform/recruiter-data-access-jobs';
import {
  Form,
  PageTitle,
  PaperSection,
  ReasonAlert,
  useToast,
  useTranslate,
  useLocalTitle,
} from '@platform/ui';
import { JobPreview } from './job-preview';
import { EDITABLE_STATUSES, JobStatusChip } from './job-status-chip';
import { PayJobButton } from './pay-job-dialog';
import { WizardFieldView } from './step-fields';
import {
  isWizardScreen,
  resumeScreen,
  stepDef,
  stepValues,
  WIZARD_SCREENS,
  type WizardScreen,
} from './wizard-steps';

/**
 * The heading of a screen: "Step 3 of 6: Candidate requirement" for the six saved steps (the job list says "3 of 6
 * steps saved" — one count, issue 12 defect 10); the preview and the confirmation have their own.
 */
function screenHeading(screen: WizardScreen, t: ReturnType<typeof useTranslate>): string {
  if (screen === 'preview') return t('recruiter_jobs.wizard.preview_heading');
  if (screen === 'complete') return t('recruiter_jobs.wizard.complete_heading');
  return t('recruiter_jobs.wizard.step_of', {
    current: JOB_WIZARD_STEPS.indexOf(screen) + 1,
    total: JOB_WIZARD_STEPS.length,
    name: t(`jobs.step.${screen}`),
  });
}

/** `/jobs/create` and `/jobs/:id/edit`: the posting wizard (a new draft, or a saved one resumed). */
export function JobWizardRoute() {
  const { id } = useParams();
  const jobId = id && /^\d+$/.test(id) ? Number(id) : null;
  // a new id (create → edit) starts a new wizard
  return <JobWizard key={jobId ?? 'new'} jobId={jobId} />;
}

function SaveButtons({ onBack }: { onBack: (() => void) | null }) {
  const t = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'space-between' }}>
      {onBack ? (
        <Button onClick={onBack} disabled={isSubmitting}>
          {t('recruiter_jobs.wizard.back')}
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" variant="contained" disabled={isSubmitting}>
        {t(isSubmitting ? 'recruiter_jobs.wizard.saving' : 'recruiter_jobs.wizard.save_next')}
      </Button>
    </Stack>
  );
}

/** One saved step of the wizard: its fields from the step definition, checked by the step's shared schema. */
function StepForm({
  step,
  job,
  onSaved,
  onBack,
}: {
  step: JobWizardStep;
  job: JobPost | undefined;
  onSaved: (job: JobPost) => void;
  onBack: (() => void) | null;
}) {
  const def = stepDef(step);
  const save = useSaveJobStep();
  return (
    <Form<Record<string, unknown>>
      key={`${step}-${job?.id ?? 'new'}`}
      schema={def.schema}
      defaultValues={stepValues(def, job)}
      labelId={`jobs.step.${step}`}
      onSubmit={async (values) => onSaved(await save(step, job?.id ?? null, values))}
    >
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {def.fields.map((field) => (
          <WizardFieldView key={`${field.kind}:${field.name}`} field={field} job={job} />
        ))}
      </Box>
      <SaveButtons onBack={onBack} />
    </Form>
  );
}

function JobWizard({ jobId }: { jobId: number | null }) {
  const t = useTranslate();
  const toast = useToast();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { data: job, error, isLoading, mutate } = useRecruiterJob(jobId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const localTitle = useLocalTitle();

  const editable = !job || EDITABLE_STATUSES.includes(job.status);
  const saved = job?.completed_steps ?? 0;
  // a step can be opened once its predecessor is saved; the preview once every step is
  const reachable = (screen: WizardScreen) => {
    const index = WIZARD_SCREENS.indexOf(screen);
    if (screen === 'complete') return job !== undefined && job.status !== 'draft';
    return editable ? index <= saved : screen === 'preview';
  };
  const asked = params.get('step');
  const screen: WizardScreen =
    isWizardScreen(asked) && reachable(asked) ? asked : editable ? resumeScreen(job) : 'preview';
  const index = WIZARD_SCREENS.indexOf(screen);

  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [screen]);

  const go = (next: WizardScreen) => setParams({ step: next });

  function onSaved(savedJob: JobPost) {
    toast.success('recruiter_jobs.wizard.saved');
    const next = WIZARD_SCREENS[index + 1] ?? 'preview';
    if (jobId === null) navigate(`/jobs/${savedJob.id}/edit?step=${next}`, { replace: true });
    else {
      void mutate(savedJob, { revalidate: false });
      go(next);
    }
  }

  if (jobId !== null && error) {
    return (
      <Container maxWidth="lg" sx={{ py: 4 }}>
        <PageTitle titleId="recruiter_jobs.wizard.edit_title" />
        <Alert severity="error">{t('recruiter_jobs.wizard.load_error')}</Alert>
        <Button component={RouterLink} to="/jobs" sx={{ mt: 2 }}>
          {t('recruiter_jobs.wizard.to_list')}
        </Button>
      </Container>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <PageTitle
          titleId={jobId === null ? 'recruiter_jobs.wizard.create_title' : 'recruiter_jobs.wizard.edit_title'}
        />
        {job ? <JobStatusChip status={job.status} /> : null}
      </Stack>
      {jobId !== null && isLoading ? <LinearProgress aria-label={t('common.loading')} /> : null}
      {jobId === null || job ? (
        <>
          <Box
            component="nav"
            aria-label={t('recruiter_jobs.wizard.steps')}
            sx={{ overflowX: 'auto', py: 2 }}
          >
            <Stepper nonLinear activeStep={index} alternativeLabel sx={{ minWidth: 720 }}>
              {WIZARD_SCREENS.map((s, i) => (
                <Step
                  key={s}
                  completed={
                    i < JOB_WIZARD_STEPS.length
                      ? i < saved
                      : s === 'complete'
                        ? job?.status !== 'draft' && job !== undefined
                        : saved >= JOB_WIZARD_STEPS.length
                  }
                >
                  <StepButton
                    onClick={() => go(s)}
                    disabled={!reachable(s)}
                    // only the six saved steps are numbered (as the job list counts them)
                    icon={
                      s === 'preview' ? (
                        <VisibilityOutlined color={screen === s ? 'primary' : 'disabled'} />
                      ) : s === 'complete' ? (
                        <TaskAltOutlined color={screen === s ? 'primary' : 'disabled'} />
                      ) : undefined
                    }
                  >
                    {t(`jobs.step.${s}`)}
                  </StepButton>
                </Step>
              ))}
            </Stepper>
          </Box>
          {job?.status === 'rejected' ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {t('recruiter_jobs.wizard.rejected', { reason: job.rejection_reason ?? '' })}
            </Alert>
          ) : null}
          {/* platform staff took the post off the board and said why (ADR 0112) */}
          <ReasonAlert
            messageId="platform_lists.deactivated_with_reason"
            reason={job?.status === 'deactivated' ? job.deactivation_reason : null}
            sx={{ mb: 2 }}
          />
          {job && !editable && screen !== 'complete' ? (
            <Alert
              severity="info"
              sx={{ mb: 2 }}
              action={
                job.status === 'approved' ? (
                  <PayJobButton
                    job={{
                      id: job.id,
                      title: localTitle({ title: job.job_title, title_en: job.job_title_en }),
                      service_type: job.service_type,
                    }}
                    size="small"
                  />
                ) : undefined
              }
            >
              {t('recruiter_jobs.wizard.locked', { status: t(`jobs.status.${job.status}`) })}
            </Alert>
          ) : null}
          <Typography
            component="h2"
            variant="h5"
            ref={headingRef}
            tabIndex={-1}
            sx={{ mb: 1, outline: 'none' }}
          >
            {screenHeading(screen, t)}
          </Typography>
          {screen === 'preview' && job ? (
            <JobPreview
              job={job}
              editable={editable}
              onEditStep={go}
              onSubmitted={(next) => {
                void mutate(next, { revalidate: false });
                go('complete');
              }}
            />
          ) : screen === 'complete' && job ? (
            <PaperSection title={t('recruiter_jobs.complete.title')} headingLevel="h3" sx={{ p: 3 }}>
              <Typography sx={{ mb: 1 }}>{t('recruiter_jobs.complete.text')}</Typography>
              <Typography>
                {t('recruiter_jobs.complete.status', { status: t(`jobs.status.${job.status}`) })}
              </Typography>
              <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
                {job.status === 'approved' ? (
                  <PayJobButton
                    job={{
                      id: job.id,
                      title: localTitle({ title: job.job_title, title_en: job.job_title_en }),
                      service_type: job.service_type,
                    }}
                  />
                ) : null}
                <Button
                  component={RouterLink}
                  to="/jobs"
                  variant={job.status === 'approved' ? 'outlined' : 'contained'}
                >
                  {t('recruiter_jobs.wizard.to_list')}
                </Button>
              </Stack>
            </PaperSection>
          ) : screen !== 'preview' && screen !== 'complete' ? (
            <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
              <StepForm
                step={screen}
                job={job}
                onSaved={onSaved}
                onBack={index > 0 ? () => go(WIZARD_SCREENS[index - 1] ?? 'primary_info') : null}
              />
            </Paper>
          ) : null}
        </>
      ) : null}
    </Container>
  );
}
