import { ConfirmDialog, useToast } from '@platform/ui';

/**
 * "Delete …?" for a bank or a question: asks, calls the gateway's delete for the row being deleted, says it is done
 * (or shows the gateway's refusal) and closes either way.
 */
export function DeleteDialog<T extends { id: number }>({
  row,
  messageId,
  messageValues,
  doneId,
  remove,
  onClose,
}: {
  /** The row being deleted; null: closed. */
  row: T | null;
  messageId: string;
  messageValues?: Record<string, string>;
  doneId: string;
  remove: { trigger: (args: { params: { id: number } }) => Promise<unknown>; isMutating: boolean };
  onClose: () => void;
}) {
  const toast = useToast();
  return (
    <ConfirmDialog
      open={row !== null}
      messageId={messageId}
      messageValues={messageValues}
      destructive
      loading={remove.isMutating}
      onCancel={onClose}
      onConfirm={() => {
        if (!row) return;
        remove
          .trigger({ params: { id: row.id } })
          .then(() => toast.success(doneId))
          .catch((error: unknown) => toast.error(error))
          .finally(onClose);
      }}
    />
  );
}
