import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslate, type MessageValues } from './message';

export interface ConfirmDialogProps {
  open: boolean;
  titleId?: string;
  messageId: string;
  messageValues?: MessageValues;
  confirmLabelId?: string;
  cancelLabelId?: string;
  /** Destructive actions (delete, reject) get the error colour. */
  destructive?: boolean;
  /** Shows a spinner and blocks both buttons while the action runs. */
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action that cannot be undone easily. */
export function ConfirmDialog({
  open,
  titleId = 'ui.confirm.title',
  messageId,
  messageValues,
  confirmLabelId = 'ui.confirm.ok',
  cancelLabelId = 'common.cancel',
  destructive,
  loading,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useTranslate();
  const titleDomId = useId();
  const textDomId = useId();
  return (
    <Dialog
      open={open}
      onClose={loading ? undefined : onCancel}
      aria-labelledby={titleDomId}
      aria-describedby={textDomId}
    >
      <DialogTitle id={titleDomId}>{t(titleId)}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textDomId}>{t(messageId, messageValues)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={loading}>
          {t(cancelLabelId)}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={loading}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          startIcon={loading ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t(confirmLabelId)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
