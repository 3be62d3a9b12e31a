import type { AdminUser } from '@platform/contract';
import { ConfirmDialog, useToast } from '@platform/ui';
import {
  useApproveVendor,
  useAssignMessageChannels,
  useAssignUserRole,
  useCreateUser,
  useDeactivateUser,
  useRejectVendor,
  useRestoreUser,
  useUpdateUser,
} from '@platform/admin-data-access-users';
import { CreateUserDialog, EditUserDialog } from './user-dialogs';
import { ChannelsDialog, RejectVendorDialog, RoleDialog } from './user-row-dialogs';
import type { PendingUserAction } from './user-row';

type Confirmed = 'deactivate' | 'restore' | 'approve';

/**
 * The dialogs of the user list: create, and what a row's menu asked for (edit, role, channels, reject a vendor, or a
 * confirmed deactivate / restore / approve). Each runs its call, says it is done and closes; a dialog's form shows a
 * refusal on its fields, a confirmation's refusal is a toast.
 */
export function UserActionDialogs({
  creating,
  onCreated,
  pending,
  onClose,
}: {
  creating: boolean;
  onCreated: () => void;
  pending: PendingUserAction;
  onClose: () => void;
}) {
  const toast = useToast();
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const assignRole = useAssignUserRole();
  const assignChannels = useAssignMessageChannels();
  const reject = useRejectVendor();
  const confirmed = {
    deactivate: useDeactivateUser(),
    restore: useRestoreUser(),
    approve: useApproveVendor(),
  };
  const done = (messageId: string) => {
    toast.success(messageId);
    onClose();
  };
  const userOf = (kind: NonNullable<PendingUserAction>['kind']): AdminUser | null =>
    pending?.kind === kind ? pending.user : null;
  const action: Confirmed | null = pending?.kind === 'confirm' ? pending.action : null;

  async function confirm(next: Confirmed, user: AdminUser) {
    try {
      await confirmed[next].trigger({ params: { id: user.id } });
      done(`users.${next}.done`);
    } catch (e) {
      toast.error(e);
      onClose();
    }
  }

  return (
    <>
      <CreateUserDialog
        open={creating}
        onClose={onCreated}
        onSubmit={async (body) => {
          await createUser.trigger({ body });
          toast.success('users.create.done');
          onCreated();
        }}
      />
      <EditUserDialog
        user={userOf('edit')}
        onClose={onClose}
        onSubmit={async (body) => {
          if (pending?.kind !== 'edit') return;
          await updateUser.trigger({ params: { id: pending.user.id }, body });
          done('users.edit.done');
        }}
      />
      <RoleDialog
        user={userOf('role')}
        onClose={onClose}
        onSubmit={async (roleId) => {
          if (pending?.kind !== 'role') return;
          await assignRole.trigger({ params: { id: pending.user.id }, body: { role_id: roleId } });
          done('users.role.done');
        }}
      />
      <ChannelsDialog
        user={userOf('channels')}
        onClose={onClose}
        onSubmit={async (channels) => {
          if (pending?.kind !== 'channels') return;
          await assignChannels.trigger({ params: { id: pending.user.id }, body: { channels } });
          done('users.channels.done');
        }}
      />
      <RejectVendorDialog
        user={userOf('reject')}
        onClose={onClose}
        onSubmit={async (reason) => {
          if (pending?.kind !== 'reject') return;
          await reject.trigger({ params: { id: pending.user.id }, body: { reason } });
          done('users.reject.done');
        }}
      />
      <ConfirmDialog
        open={action !== null}
        titleId={action ? `users.${action}.title` : undefined}
        messageId={`users.${action ?? 'deactivate'}.body`}
        messageValues={{ name: pending?.user.username ?? '' }}
        confirmLabelId={action ? `users.${action}.confirm` : undefined}
        destructive={action === 'deactivate'}
        loading={action !== null && confirmed[action].isMutating}
        onCancel={onClose}
        onConfirm={() => {
          if (pending?.kind === 'confirm') void confirm(pending.action, pending.user);
        }}
      />
    </>
  );
}
