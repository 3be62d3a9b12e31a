import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import type { DefaultValues } from 'react-hook-form';
import type { ObjectSchema } from 'yup';
import { Form, useTranslate } from '@platform/ui';

export type FormValues = Record<string, unknown>;

export interface FormDialogProps {
  /** The translated dialog title (also the dialog's accessible name). */
  title: string;
  schema: ObjectSchema<FormValues>;
  defaultValues: FormValues;
  /** Performs the call; rejects with the ApiError, whose field errors land on their fields. */
  onSubmit: (values: FormValues) => Promise<unknown>;
  busy: boolean;
  onClose: () => void;
  children: ReactNode;
  /** The schema's yup context. */
  context?: object;
}

/** A profile form in a dialog: titled, cancel and save, the form mounted afresh each time it opens. */
export function FormDialog({
  title,
  schema,
  defaultValues,
  onSubmit,
  busy,
  onClose,
  children,
  context,
}: FormDialogProps) {
  const t = useTranslate();
  const titleId = useId();
  const formId = useId();
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Form
          id={formId}
          schema={schema}
          defaultValues={defaultValues as DefaultValues<FormValues>}
          onSubmit={onSubmit}
          context={context}
        >
          {children}
        </Form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={busy}>
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
