import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { CANDIDATE_RESPONSE, type CandidateResponse, PIPELINE_LIMITS } from '@platform/contract';
import { ConfirmDialog } from '@platform/ui';
import { useJobText } from '@platform/youth-ui-jobs';

/** Ask for another time, with an optional note of when suits (the contract's PIPELINE_LIMITS.note characters at most). */
export function RescheduleDialog({
  job,
  busy,
  onSend,
  onCancel,
}: {
  job: string;
  busy: boolean;
  onSend: (note: string) => void;
  onCancel: () => void;
}) {
  const { t } = useJobText();
  const titleId = useId();
  const [note, setNote] = useState('');
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('job_alerts.interview.reschedule_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('job_alerts.interview.reschedule_body', { job })}</DialogContentText>
        <TextField
          label={t('job_pipeline.youth.reschedule_note')}
          value={note}
          onChange={(e) => setNote(e.target.value.slice(0, PIPELINE_LIMITS.note))}
          multiline
          minRows={2}
          fullWidth
          margin="normal"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" onClick={() => onSend(note.trim())} loading={busy}>
          {t('job_alerts.interview.reschedule_send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export interface InterviewAnswersProps {
  /** The job as the youth reads it, and when the interview is (in the confirmations). */
  job: string;
  when: string;
  /** An invitation not yet accepted can be accepted; a confirmed one can still be moved or declined. */
  canAccept: boolean;
  busy: boolean;
  size?: 'small' | 'medium';
  /** Sends the answer; resolves once the page has shown the outcome (the dialogs then close). */
  onAnswer: (response: CandidateResponse, note?: string) => Promise<unknown>;
}

/**
 * The candidate's answers to an interview invitation (spec §4 candidate responses; /my-jobs and the link of the
 * invitation e-mail/SMS): accept, ask for another time with a note, or decline — each confirmed first.
 */
export function InterviewAnswers({ job, when, canAccept, busy, size, onAnswer }: InterviewAnswersProps) {
  const { t } = useJobText();
  const [asking, setAsking] = useState<CandidateResponse | null>(null);
  const answer = async (response: CandidateResponse, note?: string) => {
    try {
      await onAnswer(response, note);
    } finally {
      setAsking(null);
    }
  };
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: size === 'small' ? 1.5 : 2, flexWrap: 'wrap' }}>
        {canAccept ? (
          <Button
            size={size}
            variant="contained"
            onClick={() => setAsking(CANDIDATE_RESPONSE.ACCEPTED)}
            disabled={busy}
          >
            {t('job_alerts.interview.accept')}
          </Button>
        ) : null}
        <Button
          size={size}
          variant="outlined"
          onClick={() => setAsking(CANDIDATE_RESPONSE.RESCHEDULED)}
          disabled={busy}
        >
          {t('job_alerts.interview.reschedule')}
        </Button>
        <Button
          size={size}
          variant="outlined"
          color="error"
          onClick={() => setAsking(CANDIDATE_RESPONSE.REJECTED)}
          disabled={busy}
        >
          {t('job_alerts.interview.reject')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={asking === CANDIDATE_RESPONSE.ACCEPTED}
        titleId="job_alerts.interview.accept_title"
        messageId="job_alerts.interview.accept_body"
        messageValues={{ job, when }}
        confirmLabelId="job_pipeline.youth.accept"
        loading={busy}
        onConfirm={() => void answer(CANDIDATE_RESPONSE.ACCEPTED)}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === CANDIDATE_RESPONSE.REJECTED}
        titleId="job_alerts.interview.reject_title"
        messageId="job_alerts.interview.reject_body"
        messageValues={{ job }}
        confirmLabelId="job_pipeline.youth.decline"
        destructive
        loading={busy}
        onConfirm={() => void answer(CANDIDATE_RESPONSE.REJECTED)}
        onCancel={() => setAsking(null)}
      />
      {asking === CANDIDATE_RESPONSE.RESCHEDULED ? (
        <RescheduleDialog
          job={job}
          busy={busy}
          onSend={(note) => void answer(CANDIDATE_RESPONSE.RESCHEDULED, note)}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </>
  );
}
