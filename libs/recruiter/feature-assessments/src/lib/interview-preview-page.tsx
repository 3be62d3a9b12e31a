import Alert from '@mui/material/Alert';
import { useRouteId } from '@platform/api-client';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { INTERVIEW_KIND } from '@platform/contract';
import { useInterviewSchedules, useManagedJob } from '@platform/recruiter-data-access-job-management';
import {
  ContentLoader,
  LoadErrorAlert,
  PageTitle,
  useFormatters,
  useLocalName,
  useTranslate,
} from '@platform/ui';

/**
 * /jobs/{id}/interview/preview (spec §2): what an invited candidate is told of each schedule — the job, the date and
 * time, the venue or that an online room's link comes with the invitation — and nothing of the board or others.
 */
export function InterviewPreviewPage() {
  const t = useTranslate();
  const local = useLocalName();
  const { formatDate } = useFormatters();
  const jobId = useRouteId() ?? 0;
  const job = useManagedJob(jobId);
  const schedules = useInterviewSchedules(jobId);
  if (job.error || schedules.error)
    return <LoadErrorAlert messageId="recruiter_assessments.interview.load_error" />;
  if (!job.data || !schedules.data) return <ContentLoader />;
  const title = local(job.data.job_title ?? '', job.data.job_title_en);
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 720, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageTitle titleId="recruiter_assessments.interview.preview_title" />
      <Alert severity="info">{t('recruiter_assessments.interview.preview_intro')}</Alert>
      {schedules.data.length === 0 && <Typography>{t('recruiter_assessments.interview.none')}</Typography>}
      {schedules.data.map((s) => (
        <Paper
          key={s.id}
          variant="outlined"
          component="section"
          aria-label={s.title}
          sx={{ p: 2, display: 'grid', gap: 0.5 }}
        >
          <Typography component="h2" variant="h6">
            {t('notifications.interview_invitation_candidate.subject', { job_title: title })}
          </Typography>
          <Typography>{s.title}</Typography>
          <Typography>
            {formatDate(s.interview_date)}, {s.start_time}–{s.end_time}
          </Typography>
          <Typography>
            {s.kind === INTERVIEW_KIND.ONLINE
              ? t('recruiter_assessments.interview.online_link')
              : t('recruiter_assessments.interview.venue', { venue: s.venue ?? '' })}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
