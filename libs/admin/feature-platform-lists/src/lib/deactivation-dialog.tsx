import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmDialog, useToast, useTranslate } from '@platform/ui';

/*
 * The staff actions of a platform-wide list (ADR 0107): deactivate (off the public site) and restore, each asked
 * first. One frame for the job and the course lists: `<prefix>.deactivate.*` and `<prefix>.restore.*` name the
 * buttons and the confirmation; the gateway's success message or refusal is the toast.
 */

export type StaffAction = 'deactivate' | 'restore';

export interface PendingAction<T> {
  action: StaffAction;
  record: T;
}

/** The row's button: Deactivate or Restore, its accessible name saying which record. */
export function StaffActionButton({
  prefix,
  action,
  name,
  onClick,
}: {
  prefix: string;
  action: StaffAction;
  name: string;
  onClick: () => void;
}) {
  const t = useTranslate();
  return (
    <Button
      size="small"
      variant="outlined"
      color={action === 'deactivate' ? 'error' : 'primary'}
      aria-label={t(`${prefix}.${action}.button_label`, { name })}
      onClick={onClick}
    >
      {t(`${prefix}.${action}.button`)}
    </Button>
  );
}

/**
 * The asked-for action on a row and its confirmation: `run` performs the call; `doneIds` are the gateway's success
 * messages the toast says.
 */
export function useStaffAction<T>(
  prefix: string,
  nameOf: (record: T) => string,
  run: (pending: PendingAction<T>) => Promise<unknown>,
  doneIds: Record<StaffAction, string>,
) {
  const toast = useToast();
  const [pending, setPending] = useState<PendingAction<T> | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => setPending(null);
  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await run(pending);
      toast.success(doneIds[pending.action]);
    } catch (e) {
      toast.error(e);
    } finally {
      setBusy(false);
      close();
    }
  };
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      titleId={`${prefix}.${pending?.action ?? 'deactivate'}.title`}
      messageId={`${prefix}.${pending?.action ?? 'deactivate'}.body`}
      messageValues={{ name: pending ? nameOf(pending.record) : '' }}
      confirmLabelId={`${prefix}.${pending?.action ?? 'deactivate'}.confirm`}
      destructive={pending?.action === 'deactivate'}
      loading={busy}
      onCancel={close}
      onConfirm={() => void confirm()}
    />
  );
  return { ask: (action: StaffAction, record: T) => setPending({ action, record }), dialog };
}
