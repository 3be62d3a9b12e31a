import Alert from '@mui/material/Alert';
import { useRouteId } from '@platform/api-client';
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import type { InterviewSchedule } from '@platform/contract';
import {
  useInterviewBoards,
  useInterviewSchedules,
  useScheduleCandidates,
} from '@platform/recruiter-data-access-job-management';
import { PageTitle, ServerList, useFormatters, useLocalName, useTranslate } from '@platform/ui';

function ScheduleCandidates({ jobId, schedule }: { jobId: number; schedule: InterviewSchedule }) {
  const t = useTranslate();
  const local = useLocalName();
  const { formatDate } = useFormatters();
  const candidates = useScheduleCandidates(jobId, schedule.id);
  return (
    <Box component="section" aria-label={schedule.title}>
      <Typography component="h2" variant="h6">
        {schedule.title}: {formatDate(schedule.interview_date)}, {schedule.start_time}–{schedule.end_time}
      </Typography>
      <ServerList
        result={candidates}
        labelId="recruiter_assessments.interview.board_candidates"
        loadErrorId="recruiter_assessments.interview.load_error"
        emptyTypeId="recruiter_assessments.candidates.message_type"
        rowKey={(c) => c.application_id}
        columns={[
          { key: 'name', labelId: 'recruiter_assessments.candidates.col.name' },
          { key: 'status', labelId: 'recruiter_assessments.candidates.col.status' },
          { key: 'response', labelId: 'recruiter_assessments.interview.response' },
          { key: 'result', labelId: 'recruiter_assessments.interview.result' },
        ]}
        renderRow={(c) => (
          <TableRow key={c.application_id}>
            <TableCell>{local(c.full_name, c.full_name_en)}</TableCell>
            <TableCell>{t(`jobs.application_status.${c.status}`)}</TableCell>
            <TableCell>{c.response ? t(`job_pipeline.response.${c.response}`) : '—'}</TableCell>
            <TableCell>{c.result ? t(`job_pipeline.result.${c.result}`) : '—'}</TableCell>
          </TableRow>
        )}
      />
    </Box>
  );
}

/**
 * /interview-board/{id}/candidates (spec §2): a board's candidates with their answers and results, schedule by
 * schedule. The job comes with the address (`?job=`), as the job's interview overview links it.
 */
export function BoardCandidatesPage() {
  const t = useTranslate();
  const boardId = useRouteId();
  const [params] = useSearchParams();
  const raw = params.get('job');
  const jobId = raw && /^\d+$/.test(raw) ? Number(raw) : 0;
  const boards = useInterviewBoards(jobId);
  const schedules = useInterviewSchedules(jobId);
  const board = boards.data?.find((b) => b.id === boardId);
  const mine = (schedules.data ?? []).filter((s) => s.board?.id === boardId);
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 960, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageTitle
        titleId="recruiter_assessments.interview.board_title"
        values={{ board: board?.title ?? '' }}
      />
      {!jobId ? (
        <Alert severity="info">{t('recruiter_assessments.interview.open_from_job')}</Alert>
      ) : mine.length === 0 ? (
        <Typography>{t('recruiter_assessments.interview.none')}</Typography>
      ) : (
        mine.map((s) => <ScheduleCandidates key={s.id} jobId={jobId} schedule={s} />)
      )}
    </Box>
  );
}
