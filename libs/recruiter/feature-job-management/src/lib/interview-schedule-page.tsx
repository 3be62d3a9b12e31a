import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '@platform/auth';
import { INTERVIEW_KIND, JOB_PERMISSIONS, type InterviewSchedule } from '@platform/contract';
import {
  useDeleteInterviewSchedule,
  useInterviewSchedules,
} from '@platform/recruiter-data-access-job-management';
import { PaperSection, useFormatters, useTranslate } from '@platform/ui';
import { useFormatTime } from './format-time';
import { useJobId } from './job-header';
import { JobRecordsPage, type JobRecordsTexts } from './job-records-page';
import { ScheduleCandidates } from './schedule-candidates';
import { InviteCandidatesDialog, ScheduleDialog } from './schedule-dialogs';

/** The address of the recruiter portal's video page for an online interview's room. */
export const videoConfPath = (link: string) => `/video-conf?room=${encodeURIComponent(link)}`;

/** One schedule: when, how (venue or video room), its board and candidates; invite, edit, delete, its candidates. */
function ScheduleCard({
  jobId,
  schedule,
  canChange,
  onInvite,
  onEdit,
  onDelete,
}: {
  jobId: number;
  schedule: InterviewSchedule;
  canChange: boolean;
  onInvite: () => void;
  onEdit: (() => void) | null;
  onDelete: () => void;
}) {
  const t = useTranslate();
  const { formatDate } = useFormatters();
  const formatTime = useFormatTime();
  const [open, setOpen] = useState(false);
  return (
    <PaperSection title={schedule.title}>
      <TableContainer>
        <Table
          size="small"
          aria-label={t('recruiter_pipeline.schedules.details_of', { title: schedule.title })}
        >
          <TableBody>
            <TableRow>
              <TableCell component="th" scope="row">
                {t('job_pipeline.schedule.date')}
              </TableCell>
              <TableCell>
                {formatDate(schedule.interview_date)},{' '}
                {t('job_pipeline.schedule.time_range', {
                  start: formatTime(schedule.start_time),
                  end: formatTime(schedule.end_time),
                })}
              </TableCell>
            </TableRow>
            <TableRow>
              <TableCell component="th" scope="row">
                {t('job_pipeline.schedule.kind')}
              </TableCell>
              <TableCell>
                {t(`job_pipeline.kind.${schedule.kind}`)}
                {schedule.kind === INTERVIEW_KIND.PHYSICAL && schedule.venue ? ` — ${schedule.venue}` : null}
                {schedule.kind === INTERVIEW_KIND.ONLINE && schedule.video_link ? (
                  <>
                    {' — '}
                    <Link component={RouterLink} to={videoConfPath(schedule.video_link)}>
                      {t('recruiter_pipeline.schedules.open_room', { title: schedule.title })}
                    </Link>
                  </>
                ) : null}
              </TableCell>
            </TableRow>
            <TableRow>
              <TableCell component="th" scope="row">
                {t('job_pipeline.schedule.board')}
              </TableCell>
              <TableCell>
                {schedule.board ? schedule.board.title : t('job_pipeline.schedule.no_board')}
              </TableCell>
            </TableRow>
            <TableRow>
              <TableCell component="th" scope="row">
                {t('job_pipeline.schedule.candidates')}
              </TableCell>
              <TableCell>
                {t('job_pipeline.schedule.candidates_of', {
                  count: schedule.candidates,
                  max: schedule.max_candidates,
                })}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <Button size="small" aria-expanded={open} onClick={() => setOpen(!open)}>
          {t(
            open
              ? 'recruiter_pipeline.schedules.hide_candidates'
              : 'recruiter_pipeline.schedules.show_candidates',
          )}
        </Button>
        {canChange && schedule.candidates < schedule.max_candidates ? (
          <Button size="small" variant="outlined" onClick={onInvite}>
            {t('recruiter_pipeline.schedules.invite')}
          </Button>
        ) : null}
        {onEdit ? (
          <>
            <Button
              size="small"
              onClick={onEdit}
              aria-label={t('recruiter_pipeline.schedules.edit', { title: schedule.title })}
            >
              {t('job_pipeline.schedule.edit')}
            </Button>
            {schedule.candidates === 0 ? (
              <Button
                size="small"
                color="error"
                onClick={onDelete}
                aria-label={t('recruiter_pipeline.schedules.delete', { title: schedule.title })}
              >
                {t('job_pipeline.schedule.delete')}
              </Button>
            ) : null}
          </>
        ) : null}
      </Stack>
      {open ? <ScheduleCandidates jobId={jobId} schedule={schedule} canChange={canChange} /> : null}
    </PaperSection>
  );
}

/**
 * `/jobs/:id/interview/schedule` (spec §2 interview board and schedule): the job's schedules (date, time, physical
 * venue or online video room, board, candidates of the maximum); create, edit, delete one without candidates;
 * invite the selected-for-interview candidates; each schedule's candidates with their answers and results.
 */
export function InterviewSchedulePage() {
  const jobId = useJobId();
  const { hasPermission } = useAuth();
  const canChange = hasPermission(JOB_PERMISSIONS.changeApplicationStatus);
  const schedules = useInterviewSchedules(jobId);
  const remove = useDeleteInterviewSchedule();
  const [inviting, setInviting] = useState<InterviewSchedule | null>(null);
  return (
    <JobRecordsPage<InterviewSchedule>
      texts={SCHEDULE_TEXTS}
      current="interview/schedule"
      result={schedules}
      remove={{
        trigger: (schedule) => remove.trigger({ params: { id: jobId, scheduleId: schedule.id } }),
        isMutating: remove.isMutating,
      }}
      renderCard={(schedule, actions) => (
        <ScheduleCard
          jobId={jobId}
          schedule={schedule}
          canChange={canChange}
          onInvite={() => setInviting(schedule)}
          {...actions}
        />
      )}
      renderDialog={(schedule, onClose) => (
        <ScheduleDialog jobId={jobId} schedule={schedule} onClose={onClose} />
      )}
    >
      {inviting ? (
        <InviteCandidatesDialog jobId={jobId} schedule={inviting} onClose={() => setInviting(null)} />
      ) : null}
    </JobRecordsPage>
  );
}

const SCHEDULE_TEXTS: JobRecordsTexts = {
  titleId: 'job_pipeline.schedule.title_list',
  addId: 'job_pipeline.schedule.add',
  loadErrorId: 'recruiter_pipeline.schedules.load_error',
  loadingId: 'recruiter_pipeline.schedules.loading',
  messageTypeId: 'recruiter_pipeline.schedules.message_type',
  deleteTitleId: 'job_pipeline.schedule.delete',
  deleteTextId: 'recruiter_pipeline.schedules.delete_text',
  deletedId: 'job_pipeline.success.schedule_deleted',
};
