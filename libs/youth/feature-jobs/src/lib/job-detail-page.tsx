import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { useAuth } from '@platform/auth';
import type { PublicJobDetail } from '@platform/contract';
import { ContentLoader, LoadErrorAlert, PageTitle, useToast } from '@platform/ui';
import { useApplicationStatus, useExpectedSalary, usePublicJob } from '@platform/youth-data-access-jobs';
import { JobDetailView, useJobText } from '@platform/jobs-ui-job-detail';
import { ApplyDialog } from './apply-dialog';
import { FavouriteButton } from './favourite-button';

/** /jobs/{id} (spec §2): the job as its recruiter chose to show it, the youth's application, apply and favourite. */
export function JobDetailPage() {
  const { id } = useParams();
  const jobId = Number(id);
  const valid = Number.isInteger(jobId) && jobId > 0;
  const { data, error, isLoading, mutate } = usePublicJob(valid ? jobId : null);
  const { t } = useJobText();
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Link component={RouterLink} to="/jobs" sx={{ display: 'inline-block', mb: 2 }}>
        {t('youth_jobs.detail.back')}
      </Link>
      {data ? (
        <JobDetail job={data} />
      ) : !valid || error?.status === 404 ? (
        <>
          <PageTitle titleId="youth_jobs.detail.title" />
          <Alert severity="info">{t('youth_jobs.detail.not_found')}</Alert>
        </>
      ) : error && !isLoading ? (
        <LoadErrorAlert
          messageId="youth_jobs.detail.load_failed"
          retryId="youth_jobs.search.retry"
          mb={0}
          onRetry={() => void mutate()}
        />
      ) : (
        <ContentLoader />
      )}
    </Container>
  );
}

/** The job as the shared presentation draws it (the recruiter's preview draws the same), with favourite and Apply. */
function JobDetail({ job }: { job: PublicJobDetail }) {
  const text = useJobText();
  const { t } = text;
  const title = text.jobTitle(job);
  return (
    <JobDetailView
      job={job}
      titleAction={<FavouriteButton jobId={job.id} title={title} />}
      companyLink={(company, organizationId) => (
        <Link
          component={RouterLink}
          to={`/company/${organizationId}`}
          aria-label={t('youth_jobs.detail.company_link', { company })}
        >
          {company}
        </Link>
      )}
      apply={<ApplyPanel job={job} title={title} />}
    />
  );
}

/** Apply, the application's status, or why not (signed out, not a youth, deadline passed). */
function ApplyPanel({ job, title }: { job: PublicJobDetail; title: string }) {
  const text = useJobText();
  const { t } = text;
  const toast = useToast();
  const location = useLocation();
  const { user, flags, signIn } = useAuth();
  const youth = Boolean(user) && flags.isYouthUser;
  const status = useApplicationStatus(youth ? job.id : null);
  const canApply = youth && job.status !== 'expired' && !status.data && !status.isLoading;
  const expectedSalary = useExpectedSalary(canApply);
  const [open, setOpen] = useState(false);
  const application = status.data ?? null;
  const mandatory = job.mandatory_criteria.map((c) => t(`jobs.criterion.${c}`));

  let body: ReactNode;
  if (application) {
    body = (
      <Alert severity="success" role="status">
        {t('youth_jobs.apply.applied_on', { date: text.formatDate(application.applied_at) })}{' '}
        {t('youth_jobs.apply.status', { status: t(`jobs.application_status.${application.status}`) })}
      </Alert>
    );
  } else if (job.status === 'expired') {
    body = <Alert severity="info">{t('youth_jobs.apply.closed')}</Alert>;
  } else if (!user) {
    body = (
      <Button variant="contained" fullWidth onClick={() => void signIn(location.pathname)}>
        {t('youth_jobs.apply.sign_in')}
      </Button>
    );
  } else if (!youth) {
    body = <Alert severity="info">{t('youth_jobs.apply.youth_only')}</Alert>;
  } else {
    body = (
      <Button variant="contained" fullWidth onClick={() => setOpen(true)} disabled={status.isLoading}>
        {t('youth_jobs.apply.button')}
      </Button>
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        {body}
        {mandatory.length && !application ? (
          <Typography variant="body2" color="text.secondary">
            {t('youth_jobs.detail.mandatory', { criteria: mandatory.join(', ') })}
          </Typography>
        ) : null}
      </Stack>
      {open ? (
        <ApplyDialog
          jobId={job.id}
          title={title}
          expectedSalary={expectedSalary}
          onClose={() => setOpen(false)}
          onApplied={(applied) => {
            setOpen(false);
            void status.mutate(applied, { revalidate: false });
            toast.success('jobs.success.applied');
          }}
        />
      ) : null}
    </Paper>
  );
}
