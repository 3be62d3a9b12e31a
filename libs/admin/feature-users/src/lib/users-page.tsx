import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useState } from 'react';
import { useListParams } from '@platform/api-client';
import { RequirePermission, useAuth } from '@platform/auth';
import { ROW_STATUS, USER_TYPE, VENDOR_STATUS } from '@platform/contract';
import {
  listColumns,
  ListFilterBar,
  ListSearchField,
  ListSelectFilter,
  PageHeader,
  ServerList,
  useTranslate,
} from '@platform/ui';
import { USER_LIST_PARAMS, useUsers } from '@platform/admin-data-access-users';
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
  { name: 'user_type_code', values: Object.values(USER_TYPE), labelPrefix: 'users.user_type' },
  { name: 'row_status', values: Object.values(ROW_STATUS), labelPrefix: 'enums.row_status' },
  { name: 'vendor_status', values: Object.values(VENDOR_STATUS), labelPrefix: 'users.vendor_status' },
] as const;

const COLUMNS = listColumns(
  'users.list.col',
  ['name', 'user_type', 'role', 'contact', 'status', 'actions'],
  ['actions'],
);

/** `/users`: every user of the caller's tenant, server-paged, with search and filters in the address, and the actions. */
export function UsersPage() {
  const t = useTranslate();
  const { hasPermission, user: me } = useAuth();
  const list = useListParams(USER_LIST_PARAMS);
  const users = useUsers(list.query);
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState<PendingUserAction>(null);

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 4 } }}>
      <PageHeader
        titleId="users.list.title"
        actions={
          hasPermission(USER_PERMISSIONS.createUser) ? (
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
              {t('users.create.open')}
            </Button>
          ) : null
        }
      />
      <ServerList
        result={users}
        paging={list.paging}
        labelPrefix="users.list"
        loadingId="users.list.loading"
        filters={
          <ListFilterBar legendId="users.list.filters">
            <ListSearchField
              labelId="users.list.search"
              submitId="users.list.search_submit"
              search={list.search}
            />
            {FILTERS.map(({ name, values, labelPrefix }) => (
              <ListSelectFilter
                key={name}
                id={`user-filter-${name}`}
                labelId={`users.list.filter.${name}`}
                allLabelId="users.list.filter.all"
                value={list.state[name]}
                onChange={(raw) => list.setText(name, raw)}
                options={values.map((value) => ({ value, label: t(`${labelPrefix}.${value}`) }))}
              />
            ))}
          </ListFilterBar>
        }
        columns={COLUMNS}
        renderRow={(user) => <UserRow user={user} isSelf={user.id === me?.id} onAction={setPending} />}
      />
      <UserActionDialogs
        creating={creating}
        onCreated={() => setCreating(false)}
        pending={pending}
        onClose={() => setPending(null)}
      />
    </Container>
  );
}
