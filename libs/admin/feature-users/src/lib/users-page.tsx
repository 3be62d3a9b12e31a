import { useState } from 'react';
import { useAddressList } from '@platform/api-client';
import { RequirePermission, useAuth } from '@platform/auth';
import { endpoints, ROW_STATUS, USER_TYPE, VENDOR_STATUS } from '@platform/contract';
import { listColumns, ServerListPage } from '@platform/ui';
import { USER_LIST_PARAMS } from '@platform/admin-data-access-users';
import { UserActionDialogs } from './user-action-dialogs';
import { type PendingUserAction, UserRow } from './user-row';
import { USER_PERMISSIONS } from './users-routes';

export function UsersRoute() {
  return (
    <RequirePermission keys={[USER_PERMISSIONS.viewAnyUser]}>
      <UsersPage />
    </RequirePermission>
  );
}

const FILTERS = [
  { name: 'user_type_code', values: Object.values(USER_TYPE), optionPrefix: 'users.user_type' },
  { name: 'row_status', values: Object.values(ROW_STATUS), optionPrefix: 'enums.row_status' },
  { name: 'vendor_status', values: Object.values(VENDOR_STATUS), optionPrefix: 'users.vendor_status' },
] as const;

const COLUMNS = listColumns(
  'users.list.col',
  ['name', 'user_type', 'role', 'contact', 'status', 'actions'],
  ['actions'],
);

/** `/users`: every user of the caller's tenant, server-paged, with search and filters in the address, and the actions. */
export function UsersPage() {
  const { hasPermission, user: me } = useAuth();
  const { list, result: users } = useAddressList(USER_LIST_PARAMS, endpoints.users);
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState<PendingUserAction>(null);

  return (
    <ServerListPage
      result={users}
      paging={list.paging}
      labelPrefix="users.list"
      loadingId="users.list.loading"
      create={
        hasPermission(USER_PERMISSIONS.createUser) && {
          onClick: () => setCreating(true),
          labelId: 'users.create.open',
        }
      }
      filterBar={{ list, selects: FILTERS }}
      columns={COLUMNS}
      renderRow={(user) => <UserRow user={user} isSelf={user.id === me?.id} onAction={setPending} />}
    >
      <UserActionDialogs
        creating={creating}
        onCreated={() => setCreating(false)}
        pending={pending}
        onClose={() => setPending(null)}
      />
    </ServerListPage>
  );
}
