import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { useRouteId } from '@platform/api-client';
import { RequirePermission, useAuth } from '@platform/auth';
import { JOB_PERMISSIONS, type JobPost } from '@platform/contract';
import { JobDetailView, JobStatusChip } from '@platform/jobs-ui-job-detail';
import { FactList, PageTitle, RecordRoute, useFormatters, useLocalName, useTranslate } from '@platform/ui';
import { publicJobDetail } from '@platform/validation';
import { StaffActionButton, useStaffAction } from './deactivation-dialog';
import { staffActionOf } from './platform-jobs-page';
import { JOB_STAFF_ACTIONS, usePlatformJob } from './platform-jobs-data';

export function PlatformJobRoute() {
  return (
    <RequirePermission keys={[JOB_PERMISSIONS.viewPlatformJobs, JOB_PERMISSIONS.viewSingleJob]}>
      <RecordRoute
        id={useRouteId()}
        useRecord={usePlatformJob}
        loadErrorId="platform_jobs.detail.load_error"
        notFoundId="platform_jobs.detail.not_found"
      >
        {(job) => <PlatformJobPage job={job} />}
      </RecordRoute>
    </RequirePermission>
  );
}

/**
 * `/platform-jobs/:id` (ADR 0107): the post's organisation, status and dates, deactivate or restore (with
 * `deactivate_job`), and the post as youth see it — the same `JobDetailView` the youth's job page and the recruiter's
 * preview draw.
 */
export function PlatformJobPage({ job }: { job: JobPost }) {
  const t = useTranslate();
  const name = useLocalName();
  const { formatDate, formatNumber } = useFormatters();
  const { hasPermission } = useAuth();
  const title = name(job.job_title, job.job_title_en);
  const staff = useStaffAction<JobPost>(JOB_STAFF_ACTIONS, () => title);
  const action = hasPermission(JOB_PERMISSIONS.deactivateJob) ? staffActionOf(job) : null;
  const day = (value: string | null | undefined) => (value ? formatDate(value) : '—');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Link component={RouterLink} to="/platform-jobs">
        {t('platform_jobs.detail.back')}
      </Link>
      <PageTitle titleId="platform_jobs.detail.title" values={{ title }} />
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <JobStatusChip status={job.status} />
        {action ? (
          <StaffActionButton
            prefix="platform_jobs"
            action={action}
            name={title}
            onClick={() => staff.ask(action, job)}
          />
        ) : null}
      </Stack>
      <FactList
        keepEmpty
        rows={[
          [t('platform_jobs.col.organization'), name(job.organization_title, job.organization_title_en)],
          [t('platform_jobs.detail.submitted'), day(job.submitted_at)],
          [t('platform_jobs.col.published'), day(job.published_at)],
          [t('platform_jobs.col.deadline'), day(job.application_deadline)],
          [t('platform_jobs.detail.deactivated'), day(job.deactivated_at)],
          [t('platform_jobs.detail.deactivated_by'), job.deactivated_by_name ?? '—'],
          [t('platform_jobs.detail.reason'), job.deactivation_reason ?? '—'],
          [t('platform_jobs.detail.applications'), formatNumber(job.applications)],
        ]}
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mt: 3 }}>
        <JobDetailView job={publicJobDetail(job)} headingLevel={2} />
      </Paper>
      {staff.dialog}
    </Container>
  );
}
