import Button from '@mui/material/Button';
import { useState } from 'react';
import { useEndpointMutation } from '@platform/api-client';
import type { DeactivationBody, EndpointDef } from '@platform/contract';
import { ConfirmDialog, ReasonDialog, useToast, useTranslate } from '@platform/ui';
import { deactivationSchema } from '@platform/validation';

/*
 * The staff actions of a platform-wide list (ADR 0107): deactivate (off the public site) and restore, each asked
 * first. One frame for the job and the course lists: `<prefix>.deactivate.*` and `<prefix>.restore.*` name the
 * buttons and the confirmation; the gateway's success message or refusal is the toast. Deactivate asks for the
 * reason (10–500 characters, its rules in the dialog before the first error; ADR 0112): the owner's administrators
 * are told it, and a refusal stays in the dialog on its field or above it.
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

type IdEndpoint<B> = EndpointDef<unknown, B, undefined, { id: number }>;

/**
 * The staff actions of one kind of record: the catalogue prefix of their texts, the two endpoints (PUT …/:id/deactivate
 * with the reason, PUT …/:id/restore; both revalidate the lists) and the gateway's success messages the toast says.
 */
export interface StaffActions {
  prefix: string;
  deactivate: IdEndpoint<DeactivationBody>;
  restore: IdEndpoint<undefined>;
  doneIds: Record<StaffAction, string>;
}

/** The asked-for action on a record (a row or the page's one) and its dialog. */
export function useStaffAction<T extends { id: number }>(
  { prefix, doneIds, ...endpoints }: StaffActions,
  nameOf: (record: T) => string,
) {
  const toast = useToast();
  const deactivation = useEndpointMutation(endpoints.deactivate);
  const restoration = useEndpointMutation(endpoints.restore);
  const [pending, setPending] = useState<PendingAction<T> | null>(null);
  // the record the dialogs name, kept while a closing dialog fades out
  const [named, setNamed] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => setPending(null);
  const restore = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await restoration.trigger({ params: { id: pending.record.id } });
      toast.success(doneIds.restore);
    } catch (e) {
      toast.error(e);
    } finally {
      setBusy(false);
      close();
    }
  };
  const deactivate = async (body: DeactivationBody) => {
    if (!pending) return;
    setBusy(true);
    try {
      // a refusal is thrown on to the form: a reason's error on its field, any other above the form
      await deactivation.trigger({ params: { id: pending.record.id }, body });
      toast.success(doneIds.deactivate);
      close();
    } finally {
      setBusy(false);
    }
  };
  const name = named === null ? '' : nameOf(named);
  const dialog = (
    <>
      <ReasonDialog<DeactivationBody>
        open={pending?.action === 'deactivate'}
        titleId={`${prefix}.deactivate.title`}
        introId={`${prefix}.deactivate.body`}
        introValues={{ name }}
        submitLabelId={`${prefix}.deactivate.confirm`}
        destructive
        busy={busy}
        onClose={close}
        schema={deactivationSchema}
        reasonLabelId="platform_lists.reason"
        rulesId="platform_lists.reason_rules"
        onSubmit={deactivate}
      />
      <ConfirmDialog
        open={pending?.action === 'restore'}
        titleId={`${prefix}.restore.title`}
        messageId={`${prefix}.restore.body`}
        messageValues={{ name }}
        confirmLabelId={`${prefix}.restore.confirm`}
        loading={busy}
        onCancel={close}
        onConfirm={() => void restore()}
      />
    </>
  );
  const ask = (action: StaffAction, record: T) => {
    setNamed(record);
    setPending({ action, record });
  };
  return { ask, dialog };
}
