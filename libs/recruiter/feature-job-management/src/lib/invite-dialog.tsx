import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { JobApplicant } from '@platform/contract';
import { useInterviewSchedules, useInviteToSchedule } from '@platform/recruiter-data-access-job-management';
import { useToast, useTranslate, useFormatters } from '@platform/ui';
import { useFormatTime } from './format-time';

/**
 * Invite the chosen candidates (selected for interview, or confirmed / declined / absent for a reschedule) to one of
 * the job's interview schedules (→ 32): the gateway notifies them and the board, all or none, within its capacity.
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
  const toast = useToast();
  const { formatDate, formatNumber } = useFormatters();
  const formatTime = useFormatTime();
  const { data: schedules } = useInterviewSchedules(jobId);
  const invite = useInviteToSchedule();
  const [scheduleId, setScheduleId] = useState('');
  const [missing, setMissing] = useState(false);
  const titleId = useId();
  const open = (schedules ?? []).filter((s) => s.candidates < s.max_candidates);

  async function submit() {
    if (!scheduleId) {
      setMissing(true);
      return;
    }
    try {
      await invite.trigger({
        params: { id: jobId, scheduleId: Number(scheduleId) },
        body: { application_ids: applicants.map((a) => a.id) },
      });
      toast.success('job_pipeline.success.invitation_sent');
      onClose();
    } catch (error) {
      toast.error(error);
    }
  }

  return (
    <Dialog
      open
      onClose={invite.isMutating ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>
        {t('recruiter_pipeline.invite.title', { count: applicants.length })}
      </DialogTitle>
      <DialogContent>
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
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={invite.isMutating}>
          {t('common.cancel')}
        </Button>
        <Button
          onClick={() => void submit()}
          variant="contained"
          disabled={invite.isMutating || open.length === 0}
        >
          {t('recruiter_pipeline.invite.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
