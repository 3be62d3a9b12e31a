import Box from '@mui/material/Box';
import { useRouteId } from '@platform/api-client';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { INTERVIEW_KIND } from '@platform/contract';
import {
  useApplicantCounts,
  useInterviewBoards,
  useInterviewSchedules,
  useManagedJob,
} from '@platform/recruiter-data-access-job-management';
import {
  ContentLoader,
  LoadErrorAlert,
  PageTitle,
  PaperSection,
  useFormatters,
  useLocalName,
  useTranslate,
} from '@platform/ui';

const STAGES = [0, 1, 2, 3, 4, 5, 9] as const;

/**
 * /jobs/{id}/interview (spec §2): the job's interview overview — candidates by pipeline stage, its interview boards
 * (each board's candidates) and schedules — where the assessment hands over to the interview. Boards and schedules are
 * made on /jobs/{id}/interview/board and /jobs/{id}/interview/schedule.
 */
export function InterviewOverviewPage() {
  const t = useTranslate();
  const local = useLocalName();
  const { formatNumber, formatDate } = useFormatters();
  const jobId = useRouteId() ?? 0;
  const job = useManagedJob(jobId);
  const counts = useApplicantCounts(jobId);
  const boards = useInterviewBoards(jobId);
  const schedules = useInterviewSchedules(jobId);
  if (job.error) return <LoadErrorAlert messageId="recruiter_assessments.interview.load_error" />;
  if (!job.data) return <ContentLoader />;
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 960, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageTitle
        titleId="recruiter_assessments.interview.title"
        values={{ job: local(job.data.job_title ?? '', job.data.job_title_en) }}
      />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button component={RouterLink} to={`/jobs/${jobId}/interview/board`} variant="outlined">
          {t('recruiter_assessments.interview.boards_manage')}
        </Button>
        <Button component={RouterLink} to={`/jobs/${jobId}/interview/schedule`} variant="outlined">
          {t('recruiter_assessments.interview.schedules_manage')}
        </Button>
        <Button component={RouterLink} to={`/jobs/${jobId}/interview/preview`}>
          {t('recruiter_assessments.interview.preview')}
        </Button>
        <Button component={RouterLink} to={`/jobs/${jobId}/management`}>
          {t('recruiter_assessments.interview.applicants')}
        </Button>
      </Stack>
      <PaperSection title={t('recruiter_assessments.interview.by_stage')}>
        <Box component="ul" sx={{ pl: 3, m: 0 }}>
          {STAGES.map((s) => (
            <li key={s}>
              {t(`jobs.stage.${s}`)}: {formatNumber(counts.data?.stages[s] ?? 0)}
            </li>
          ))}
        </Box>
      </PaperSection>
      <PaperSection title={t('recruiter_assessments.interview.boards')}>
        {(boards.data ?? []).length === 0 && (
          <Typography>{t('recruiter_assessments.interview.none')}</Typography>
        )}
        <Box component="ul" sx={{ pl: 3, m: 0 }}>
          {(boards.data ?? []).map((b) => (
            <li key={b.id}>
              {b.title} (
              {t('recruiter_assessments.interview.members', { count: formatNumber(b.members.length) })}){' '}
              <Button
                size="small"
                component={RouterLink}
                to={`/interview-board/${b.id}/candidates?job=${jobId}`}
              >
                {t('recruiter_assessments.interview.board_candidates')}
              </Button>
            </li>
          ))}
        </Box>
      </PaperSection>
      <PaperSection title={t('recruiter_assessments.interview.schedules')}>
        {(schedules.data ?? []).length === 0 && (
          <Typography>{t('recruiter_assessments.interview.none')}</Typography>
        )}
        <Box component="ul" sx={{ pl: 3, m: 0 }}>
          {(schedules.data ?? []).map((s) => (
            <li key={s.id}>
              {s.title}: {formatDate(s.interview_date)}, {s.start_time}–{s.end_time},{' '}
              {t(
                s.kind === INTERVIEW_KIND.ONLINE
                  ? 'recruiter_assessments.interview.online'
                  : 'recruiter_assessments.interview.physical',
              )}
              {' · '}
              {t('recruiter_assessments.interview.seats', {
                taken: formatNumber(s.candidates),
                max: formatNumber(s.max_candidates),
              })}
            </li>
          ))}
        </Box>
      </PaperSection>
    </Box>
  );
}
