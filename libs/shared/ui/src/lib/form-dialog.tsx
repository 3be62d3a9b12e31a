import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useCallback, useId, useState, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Form, type FormProps } from './form';
import { DiscardChangesDialog } from './leave-guard';
import { type MessageValues, useTranslate } from './message';

export interface FormDialogProps<TValues extends FieldValues>
  extends Omit<FormProps<TValues>, 'id' | 'children' | 'onDirtyChange'> {
  /** Default true: a dialog that stays mounted (for its closing transition) passes its state. */
  open?: boolean;
  /** Catalogue id of the title, which also names the dialog. */
  titleId: string;
  titleValues?: MessageValues;
  /** A line above the fields (what the form does). */
  introId?: string;
  introValues?: MessageValues;
  /** Catalogue id of the submit button (default Save). */
  submitLabelId?: string;
  /** The submit button in the error colour (reject, remove). */
  destructive?: boolean;
  /** While the call runs: Cancel and closing wait, the submit button spins. */
  busy?: boolean;
  maxWidth?: 'sm' | 'md';
  onClose: () => void;
  children: ReactNode;
}

/**
 * A form in a dialog — the one add / edit / reject popup of the portals: titled, its fields validated with the shared
 * schema (`Form`: server field errors land on their fields, others above the form), Cancel and a submit button. The
 * form is mounted afresh each time the dialog opens. With `confirmLeave`, closing it (Cancel, Escape, outside) or
 * leaving the page while it holds changes asks first.
 */
export function FormDialog<TValues extends FieldValues>({
  open = true,
  titleId,
  titleValues,
  introId,
  introValues,
  submitLabelId = 'common.save',
  destructive,
  busy = false,
  maxWidth = 'sm',
  onClose,
  children,
  ...form
}: FormDialogProps<TValues>) {
  const t = useTranslate();
  const titleDomId = useId();
  const formId = useId();
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const reportDirty = useCallback((now: boolean) => setDirty(now), []);
  const close = () => {
    if (form.confirmLeave && dirty) setAsking(true);
    else onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : close}
      aria-labelledby={titleDomId}
      fullWidth
      maxWidth={maxWidth}
    >
      <DialogTitle id={titleDomId}>{t(titleId, titleValues)}</DialogTitle>
      <DialogContent>
        {introId ? <DialogContentText>{t(introId, introValues)}</DialogContentText> : null}
        {open ? (
          <Form<TValues> id={formId} {...form} onDirtyChange={form.confirmLeave ? reportDirty : undefined}>
            {children}
          </Form>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button
          type="submit"
          form={formId}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          loading={busy}
        >
          {t(submitLabelId)}
        </Button>
      </DialogActions>
      <DiscardChangesDialog
        open={asking}
        onStay={() => setAsking(false)}
        onDiscard={() => {
          setAsking(false);
          setDirty(false);
          onClose();
        }}
      />
    </Dialog>
  );
}
