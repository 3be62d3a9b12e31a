import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useManagedJob } from '@platform/recruiter-data-access-job-management';
import { LoadErrorAlert, PageTitle, useTranslate, useFormatters, useLocalTitle } from '@platform/ui';

/** The job id of the address (`/jobs/:id/...`); NaN when malformed (the gateway then answers 404). */
export function useJobId(): number {
  const { id } = useParams();
  return id && /^\d+$/.test(id) ? Number(id) : Number.NaN;
}

const SECTIONS = [
  { to: 'management', labelId: 'recruiter_pipeline.nav.applicants' },
  { to: 'interview/board', labelId: 'recruiter_pipeline.nav.boards' },
  { to: 'interview/schedule', labelId: 'recruiter_pipeline.nav.schedules' },
] as const;

/**
 * The top of every pipeline page: the page's h1, the job it is about (title, status, deadline, applications) and
 * links between the job's applicants, interview boards and interview schedules.
 */
export function JobHeader({
  titleId,
  current,
  children,
}: {
  titleId: string;
  current: (typeof SECTIONS)[number]['to'];
  children?: ReactNode;
}) {
  const t = useTranslate();
  const jobId = useJobId();
  const { formatDate, formatNumber } = useFormatters();
  const localTitle = useLocalTitle();
  const { data: job, error, mutate } = useManagedJob(jobId);
  const title = job ? localTitle({ title: job.job_title, title_en: job.job_title_en }) : '';
  return (
    <Box component="header" sx={{ mb: 2 }}>
      <Button component={RouterLink} to="/jobs" size="small" startIcon={<ArrowBackOutlined />} sx={{ mb: 1 }}>
        {t('recruiter_pipeline.nav.back_to_jobs')}
      </Button>
      <PageTitle titleId={titleId} />
      {error ? (
        <LoadErrorAlert
          messageId="recruiter_pipeline.job.load_error"
          retryId="common.retry"
          onRetry={() => void mutate()}
        />
      ) : null}
      {job ? (
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={{ xs: 1, md: 3 }}
          sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }}
        >
          <Typography variant="h6" component="p" sx={{ fontWeight: 500 }}>
            {title}
          </Typography>
          <Chip
            size="small"
            label={t(`jobs.status.${job.status}`)}
            color={job.status === 'live' ? 'success' : 'default'}
          />
          <Typography variant="body2">
            {t('recruiter_pipeline.job.deadline', {
              date: job.application_deadline ? formatDate(job.application_deadline) : '—',
            })}
          </Typography>
          <Typography variant="body2">
            {t('recruiter_pipeline.job.applications', {
              count: job.applications,
              shown: formatNumber(job.applications),
            })}
          </Typography>
        </Stack>
      ) : null}
      <Stack
        component="nav"
        aria-label={t('recruiter_pipeline.nav.label')}
        direction="row"
        spacing={1}
        sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}
      >
        {SECTIONS.map((section) => (
          <Button
            key={section.to}
            component={RouterLink}
            to={`/jobs/${jobId}/${section.to}`}
            size="small"
            variant={section.to === current ? 'contained' : 'outlined'}
            aria-current={section.to === current ? 'page' : undefined}
          >
            {t(section.labelId)}
          </Button>
        ))}
      </Stack>
      {children}
    </Box>
  );
}
