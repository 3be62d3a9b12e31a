import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { APPLICATION_STATUS, type InterviewCandidate, type InterviewSchedule } from '@platform/contract';
import {
  useRecordInterviewResult,
  useScheduleCandidates,
} from '@platform/recruiter-data-access-job-management';
import { BusyBar, LoadErrorAlert, useFormatters, useToast, useTranslate } from '@platform/ui';
import { useLocalName } from './local-title';

/**
 * One schedule's candidates: board status, the candidate's answer (accepted, asked to reschedule with a note,
 * rejected) and the result; a confirmed candidate (33 — the only status the transition table moves to 35 or 36) can
 * be recorded as interviewed or absent.
 */
export function ScheduleCandidates({
  jobId,
  schedule,
  canChange,
}: {
  jobId: number;
  schedule: InterviewSchedule;
  canChange: boolean;
}) {
  const t = useTranslate();
  const toast = useToast();
  const localName = useLocalName();
  const { formatDate } = useFormatters();
  const { data: candidates, error, isLoading, mutate } = useScheduleCandidates(jobId, schedule.id);
  const record = useRecordInterviewResult();

  async function recordResult(candidate: InterviewCandidate, result: 'interviewed' | 'absent') {
    try {
      await record.trigger({
        params: { id: jobId, applicationId: candidate.application_id },
        body: { result },
      });
      toast.success(`job_pipeline.success.${result}`);
      void mutate();
    } catch (e) {
      toast.error(e);
    }
  }

  if (error)
    return (
      <LoadErrorAlert
        messageId="recruiter_pipeline.schedules.candidates_error"
        retryId="common.retry"
        onRetry={() => void mutate()}
      />
    );
  return (
    <>
      <BusyBar busy={isLoading} labelId="recruiter_pipeline.schedules.loading" />
      {candidates && candidates.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('recruiter_pipeline.schedules.no_candidates')}
        </Typography>
      ) : null}
      {candidates && candidates.length > 0 ? (
        <Table
          size="small"
          aria-label={t('recruiter_pipeline.schedules.candidates_of', { title: schedule.title })}
        >
          <TableHead>
            <TableRow>
              <TableCell scope="col">{t('recruiter_pipeline.col.name')}</TableCell>
              <TableCell scope="col">{t('recruiter_pipeline.col.status')}</TableCell>
              <TableCell scope="col">{t('job_pipeline.response.title')}</TableCell>
              <TableCell scope="col">{t('job_pipeline.result.title')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {candidates.map((candidate) => {
              const name = localName(candidate);
              return (
                <TableRow key={candidate.application_id}>
                  <TableCell component="th" scope="row">
                    {name}
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {t('recruiter_pipeline.schedules.invited_on', {
                        date: formatDate(candidate.invited_at),
                      })}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    {t(`jobs.application_status.${candidate.status}`)}
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {t(`job_pipeline.board_status.${candidate.board_status}`)}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    {candidate.response
                      ? t(`job_pipeline.response.${candidate.response}`)
                      : t('job_pipeline.response.none')}
                    {candidate.response_note ? (
                      <Typography variant="caption" sx={{ display: 'block' }}>
                        {t('job_pipeline.response.note')}: {candidate.response_note}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell>
                    {candidate.result ? t(`job_pipeline.result.${candidate.result}`) : null}
                    {canChange && candidate.status === APPLICATION_STATUS.INTERVIEW_INVITATION_CONFIRMED ? (
                      <Stack direction="row" spacing={1}>
                        {(['interviewed', 'absent'] as const).map((result) => (
                          <Button
                            key={result}
                            size="small"
                            variant="outlined"
                            disabled={record.isMutating}
                            onClick={() => void recordResult(candidate, result)}
                            aria-label={t(`recruiter_pipeline.schedules.mark_${result}`, { name })}
                          >
                            {t(`job_pipeline.action.mark_${result}`)}
                          </Button>
                        ))}
                      </Stack>
                    ) : null}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      ) : null}
    </>
  );
}
