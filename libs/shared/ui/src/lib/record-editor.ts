import { useState } from 'react';
import { useToast } from './toast';

export interface RecordEditorConfig<R, B> {
  /** Creates a record from the form's body. */
  create: (body: B) => Promise<unknown>;
  /** Saves the body over the record being edited. */
  update: (record: R, body: B) => Promise<unknown>;
  /** Catalogue ids of the toasts after each. */
  createdId: string;
  updatedId: string;
  /** A create or an update is under way (the two mutations' `isMutating`). */
  busy: boolean;
}

export interface RecordEditor<R, B> {
  /** The dialog is open: for a new record (`record` undefined) or for `record`. */
  open: boolean;
  record: R | undefined;
  /** Opens the dialog for a new record (no argument) or for one to edit. */
  edit: (record?: R) => void;
  close: () => void;
  /** The dialog's props: its submit (creates or updates, says so and closes; a refusal rejects into the form), its
   * close and whether a save is under way — `<XFormDialog x={editor.record} {...editor.form} />`. */
  form: { onSubmit: (body: B) => Promise<void>; onClose: () => void; busy: boolean };
}

/**
 * THE add / edit dialog's state of a list: which record it edits (or a new one), and the save that creates or
 * updates it, toasts and closes. A refusal is left to the form (its field errors, its message above).
 */
export function useRecordEditor<R, B>({
  create,
  update,
  createdId,
  updatedId,
  busy,
}: RecordEditorConfig<R, B>): RecordEditor<R, B> {
  const toast = useToast();
  const [editing, setEditing] = useState<{ record?: R } | null>(null);
  const record = editing?.record;
  const close = () => setEditing(null);
  async function onSubmit(body: B) {
    if (record === undefined) {
      await create(body);
      toast.success(createdId);
    } else {
      await update(record, body);
      toast.success(updatedId);
    }
    close();
  }
  return {
    open: editing !== null,
    record,
    edit: (next?: R) => setEditing(next === undefined ? {} : { record: next }),
    close,
    form: { onSubmit, onClose: close, busy },
  };
}
