import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { type ReactNode, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { JobApplicant } from '@platform/contract';
import { useInterviewSchedules, useInviteToSchedule } from '@platform/recruiter-data-access-job-management';
import { useToast, useTranslate, useFormatters } from '@platform/ui';
import { useFormatTime } from './format-time';

/**
 * Sends the interview invitations of a set of applications to one schedule (→ 32): the gateway notifies them and the
 * board, all or none, within its capacity. Says it, or why not, and closes on success.
 */
export function useSendInvitations(jobId: number, onClose: () => void) {
  const toast = useToast();
  const invite = useInviteToSchedule();
  return {
    busy: invite.isMutating,
    send: async (scheduleId: number, applicationIds: number[]) => {
      try {
        await invite.trigger({
          params: { id: jobId, scheduleId },
          body: { application_ids: applicationIds },
        });
        toast.success('job_pipeline.success.invitation_sent');
        onClose();
      } catch (error) {
        toast.error(error);
      }
    },
  };
}

/** The frame of both invitation dialogs: the title, the content, Cancel and Send invitations. */
export function InviteFrame({
  title,
  busy,
  canSend,
  onSend,
  onClose,
  children,
}: {
  title: string;
  busy: boolean;
  canSend: boolean;
  onSend: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useTranslate();
  const titleId = useId();
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button onClick={onSend} variant="contained" disabled={busy || !canSend}>
          {t('recruiter_pipeline.invite.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Invite the chosen candidates (selected for interview, or confirmed / declined / absent for a reschedule) to one of
 * the job's interview schedules, chosen here.
 */
export function InviteDialog({
  jobId,
  applicants,
  onClose,
}: {
  jobId: number;
  applicants: JobApplicant[];
  onClose: () => void;
}) {
  const t = useTranslate();
  const { formatDate, formatNumber } = useFormatters();
  const formatTime = useFormatTime();
  const { data: schedules } = useInterviewSchedules(jobId);
  const invitations = useSendInvitations(jobId, onClose);
  const [scheduleId, setScheduleId] = useState('');
  const [missing, setMissing] = useState(false);
  const open = (schedules ?? []).filter((s) => s.candidates < s.max_candidates);

  return (
    <InviteFrame
      title={t('recruiter_pipeline.invite.title', { count: applicants.length })}
      busy={invitations.busy}
      canSend={open.length > 0}
      onClose={onClose}
      onSend={() =>
        scheduleId
          ? void invitations.send(
              Number(scheduleId),
              applicants.map((a) => a.id),
            )
          : setMissing(true)
      }
    >
      {schedules && open.length === 0 ? (
        <Alert severity="info">
          {t('recruiter_pipeline.invite.no_schedule')}{' '}
          <Link component={RouterLink} to={`/jobs/${jobId}/interview/schedule`}>
            {t('recruiter_pipeline.invite.create_schedule')}
          </Link>
        </Alert>
      ) : (
        <>
          <DialogContentText>{t('recruiter_pipeline.invite.intro')}</DialogContentText>
          <TextField
            select
            fullWidth
            margin="normal"
            required
            label={t('recruiter_pipeline.invite.schedule')}
            value={scheduleId}
            error={missing}
            helperText={missing ? t('validation.required') : undefined}
            onChange={(event) => {
              setScheduleId(event.target.value);
              setMissing(false);
            }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="" />
            {open.map((s) => (
              <option key={s.id} value={s.id}>
                {t('recruiter_pipeline.invite.option', {
                  title: s.title,
                  date: formatDate(s.interview_date),
                  start: formatTime(s.start_time),
                  end: formatTime(s.end_time),
                  seats: formatNumber(s.max_candidates - s.candidates),
                })}
              </option>
            ))}
          </TextField>
        </>
      )}
    </InviteFrame>
  );
}
