import { useState } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
import type { MessageValues } from './message';
import { useToast } from './toast';

export interface DeleteDialogProps<T>
  extends Omit<
    ConfirmDialogProps,
    'open' | 'messageValues' | 'destructive' | 'loading' | 'onConfirm' | 'onCancel'
  > {
  /** What is to be deleted; null: the dialog is closed. */
  target: T | null;
  /** The question's values for it (its name). */
  messageValues?: (target: T) => MessageValues;
  /** Deletes it; a refusal shows as a toast (the gateway's message). */
  remove: (target: T) => Promise<unknown>;
  /** The delete is under way (the mutation's `isMutating`). */
  busy: boolean;
  /** Catalogue id of the toast after the delete. */
  successId: string;
  /** Closes the dialog: on cancel, and after the delete whether it was done or refused. */
  onClose: () => void;
  /** After a delete that was done (e.g. select what stands in its place). */
  onDeleted?: (target: T) => void;
}

/**
 * THE "delete this?" of a list, a card or a tree: asks with the record's name, deletes it, says so (or shows the
 * refusal) and closes. The record's name stays in the question while the dialog fades out.
 */
export function DeleteDialog<T>({
  target,
  messageValues,
  remove,
  busy,
  successId,
  onClose,
  onDeleted,
  ...texts
}: DeleteDialogProps<T>) {
  const toast = useToast();
  const [shown, setShown] = useState<T | null>(target);
  if (target !== null && target !== shown) setShown(target);
  if (shown === null) return null;

  async function confirm() {
    if (target === null) return;
    try {
      await remove(target);
      toast.success(successId);
      onDeleted?.(target);
    } catch (error) {
      toast.error(error);
    }
    onClose();
  }

  return (
    <ConfirmDialog
      {...texts}
      open={target !== null}
      messageValues={messageValues?.(shown)}
      destructive
      loading={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
