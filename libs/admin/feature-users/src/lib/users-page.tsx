import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import AddOutlined from '@mui/icons-material/AddOutlined';
import MoreVertOutlined from '@mui/icons-material/MoreVertOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type AdminUser, ROW_STATUS, USER_TYPE, type UserListQuery, VENDOR_STATUS } from '@platform/contract';
import { RequirePermission, useAuth } from '@platform/auth';
import { resourcePermissions, roles } from '@platform/resources';
import { ConfirmDialog, PageTitle, ServerPagination, useToast } from '@platform/ui';
import {
  USER_PAGE_SIZES,
  paramsFromUserQuery,
  useApproveVendor,
  useAssignMessageChannels,
  useAssignUserRole,
  useCreateUser,
  useDeactivateUser,
  useRejectVendor,
  useRestoreUser,
  useUpdateUser,
  useUsers,
  userQueryFromParams,
} from '@platform/admin-data-access-users';
import { useLocalName } from './local-name';
import {
  ChannelsDialog,
  CreateUserDialog,
  EditUserDialog,
  RejectVendorDialog,
  RoleDialog,
} from './user-dialogs';
import { USER_PERMISSIONS } from './users-routes';
import { canApprove, canDeactivate, canReject, canRestore } from './user-actions';

export function UsersRoute() {
  return (
    <RequirePermission keys={[USER_PERMISSIONS.viewAnyUser]}>
      <UsersPage />
    </RequirePermission>
  );
}

type Filter = 'user_type_code' | 'row_status' | 'vendor_status';
const FILTERS: { name: Filter; values: readonly (string | number)[]; labelPrefix: string }[] = [
  { name: 'user_type_code', values: Object.values(USER_TYPE), labelPrefix: 'users.user_type' },
  { name: 'row_status', values: Object.values(ROW_STATUS), labelPrefix: 'enums.row_status' },
  { name: 'vendor_status', values: Object.values(VENDOR_STATUS), labelPrefix: 'users.vendor_status' },
];

const ROLE_KEYS = resourcePermissions(roles);
const COLUMNS = ['name', 'user_type', 'role', 'contact', 'status', 'actions'] as const;

type Pending =
  | { kind: 'edit' | 'role' | 'channels' | 'reject'; user: AdminUser }
  | { kind: 'confirm'; action: 'deactivate' | 'restore' | 'approve'; user: AdminUser }
  | null;

/** `/users`: every user of the caller's tenant, server-paged, with filters in the address and the user actions. */
export function UsersPage() {
  const intl = useIntl();
  const toast = useToast();
  const { hasPermission, user: me } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = userQueryFromParams(searchParams);
  const { data, error, isLoading, isValidating, mutate } = useUsers(query);
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const [searchText, setSearchText] = useState(query.search ?? '');
  const searchId = useId();

  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const assignRole = useAssignUserRole();
  const assignChannels = useAssignMessageChannels();
  const deactivate = useDeactivateUser();
  const restore = useRestoreUser();
  const approve = useApproveVendor();
  const reject = useRejectVendor();

  function update(next: UserListQuery) {
    setSearchParams(paramsFromUserQuery(next));
  }

  function onFilter(name: Filter) {
    return (event: ChangeEvent<HTMLInputElement>) => {
      const raw = event.target.value;
      const value = raw === '' ? undefined : name === 'vendor_status' ? raw : Number(raw);
      update({ ...query, [name]: value, page: 1 });
    };
  }

  function onSearch(event: FormEvent) {
    event.preventDefault();
    update({ ...query, search: searchText.trim() || undefined, page: 1 });
  }

  const close = () => setPending(null);
  const done = (messageId: string) => {
    toast.success(messageId);
    close();
  };

  async function confirm(action: 'deactivate' | 'restore' | 'approve', user: AdminUser) {
    const mutation = { deactivate, restore, approve }[action];
    try {
      await mutation.trigger({ params: { id: user.id } });
      done(`users.${action}.done`);
    } catch (e) {
      toast.error(e);
      close();
    }
  }

  const rows = data?.data ?? [];
  const total = data?.meta.total ?? 0;
  const busy = pending?.kind === 'confirm' && { deactivate, restore, approve }[pending.action].isMutating;

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 4 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <PageTitle titleId="users.list.title" />
        {hasPermission(USER_PERMISSIONS.createUser) && (
          <Button
            variant="contained"
            startIcon={<AddOutlined />}
            onClick={() => setCreating(true)}
            sx={{ flexShrink: 0 }}
          >
            <FormattedMessage id="users.create.open" />
          </Button>
        )}
      </Stack>

      <Box
        component="form"
        role="search"
        onSubmit={onSearch}
        sx={{ display: 'flex', gap: 1, mb: 2, maxWidth: 560 }}
      >
        <TextField
          id={searchId}
          type="search"
          size="small"
          fullWidth
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          label={intl.formatMessage({ id: 'users.list.search' })}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <Button type="submit" variant="outlined" startIcon={<SearchOutlined />} sx={{ flexShrink: 0 }}>
          <FormattedMessage id="users.list.search_submit" />
        </Button>
      </Box>

      <Box
        component="fieldset"
        sx={{ border: 0, p: 0, m: 0, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2 }}
      >
        <Box component="legend" sx={{ mb: 1, typography: 'subtitle2' }}>
          <FormattedMessage id="users.list.filters" />
        </Box>
        {FILTERS.map(({ name, values, labelPrefix }) => (
          <TextField
            key={name}
            select
            size="small"
            id={`user-filter-${name}`}
            label={intl.formatMessage({ id: `users.list.filter.${name}` })}
            value={query[name] ?? ''}
            onChange={onFilter(name)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 200 }}
          >
            <option value="">{intl.formatMessage({ id: 'users.list.filter.all' })}</option>
            {values.map((value) => (
              <option key={value} value={value}>
                {intl.formatMessage({ id: `${labelPrefix}.${value}` })}
              </option>
            ))}
          </TextField>
        ))}
      </Box>

      {error && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void mutate()}>
              <FormattedMessage id="users.list.retry" />
            </Button>
          }
        >
          <FormattedMessage id="users.list.load_error" />
        </Alert>
      )}

      <Paper variant="outlined">
        <Box sx={{ height: 4 }}>
          {(isLoading || isValidating) && (
            <LinearProgress aria-label={intl.formatMessage({ id: 'users.list.loading' })} />
          )}
        </Box>
        <TableContainer>
          <Table
            size="small"
            aria-label={intl.formatMessage({ id: 'users.list.title' })}
            aria-busy={isLoading || isValidating}
          >
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column} scope="col" align={column === 'actions' ? 'right' : 'left'}>
                    <FormattedMessage id={`users.list.col.${column}`} />
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((user) => (
                <UserRow key={user.id} user={user} isSelf={user.id === me?.id} onAction={setPending} />
              ))}
              {!isLoading && !error && rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={COLUMNS.length} align="center" sx={{ py: 4 }}>
                    <FormattedMessage id="users.list.empty" />
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <ServerPagination
          total={total}
          page={query.page}
          pageSize={query.page_size}
          pageSizes={USER_PAGE_SIZES}
          onChange={(next) => update({ ...query, ...next })}
        />
      </Paper>

      <CreateUserDialog
        open={creating}
        onClose={() => setCreating(false)}
        onSubmit={async (body) => {
          await createUser.trigger({ body });
          toast.success('users.create.done');
          setCreating(false);
        }}
      />
      <EditUserDialog
        user={pending?.kind === 'edit' ? pending.user : null}
        onClose={close}
        onSubmit={async (body) => {
          if (pending?.kind !== 'edit') return;
          await updateUser.trigger({ params: { id: pending.user.id }, body });
          done('users.edit.done');
        }}
      />
      <RoleDialog
        user={pending?.kind === 'role' ? pending.user : null}
        onClose={close}
        onSubmit={async (roleId) => {
          if (pending?.kind !== 'role') return;
          await assignRole.trigger({ params: { id: pending.user.id }, body: { role_id: roleId } });
          done('users.role.done');
        }}
      />
      <ChannelsDialog
        user={pending?.kind === 'channels' ? pending.user : null}
        onClose={close}
        onSubmit={async (channels) => {
          if (pending?.kind !== 'channels') return;
          await assignChannels.trigger({ params: { id: pending.user.id }, body: { channels } });
          done('users.channels.done');
        }}
      />
      <RejectVendorDialog
        user={pending?.kind === 'reject' ? pending.user : null}
        onClose={close}
        onSubmit={async (reason) => {
          if (pending?.kind !== 'reject') return;
          await reject.trigger({ params: { id: pending.user.id }, body: { reason } });
          done('users.reject.done');
        }}
      />
      <ConfirmDialog
        open={pending?.kind === 'confirm'}
        titleId={pending?.kind === 'confirm' ? `users.${pending.action}.title` : undefined}
        messageId={pending?.kind === 'confirm' ? `users.${pending.action}.body` : 'users.deactivate.body'}
        messageValues={{ name: pending?.user.username ?? '' }}
        confirmLabelId={pending?.kind === 'confirm' ? `users.${pending.action}.confirm` : undefined}
        destructive={pending?.kind === 'confirm' && pending.action === 'deactivate'}
        loading={Boolean(busy)}
        onCancel={close}
        onConfirm={() => {
          if (pending?.kind === 'confirm') void confirm(pending.action, pending.user);
        }}
      />
    </Container>
  );
}

function UserRow({
  user,
  isSelf,
  onAction,
}: {
  user: AdminUser;
  isSelf: boolean;
  onAction: (p: Pending) => void;
}) {
  const intl = useIntl();
  const name = useLocalName();
  const { hasPermission } = useAuth();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const displayName = name(user.full_name, user.full_name_en) ?? user.username;
  const roleName = name(user.role_title, user.role_title_en);
  const can = {
    update: hasPermission(USER_PERMISSIONS.updateUser),
    role: hasPermission(USER_PERMISSIONS.updateUser) && hasPermission(ROLE_KEYS.viewAny),
    channels: hasPermission(USER_PERMISSIONS.assignMessageChannel),
    permissions:
      hasPermission(USER_PERMISSIONS.assignPermissionToUser) &&
      hasPermission(USER_PERMISSIONS.viewAnyPermission),
    vendor: hasPermission(USER_PERMISSIONS.approveVendor),
  };
  const pick = (p: Pending) => () => {
    setAnchor(null);
    onAction(p);
  };
  const items = [
    can.update && (
      <MenuItem key="edit" onClick={pick({ kind: 'edit', user })}>
        <FormattedMessage id="users.actions.edit" />
      </MenuItem>
    ),
    can.role && (
      <MenuItem key="role" onClick={pick({ kind: 'role', user })}>
        <FormattedMessage id="users.actions.role" />
      </MenuItem>
    ),
    can.permissions && (
      <MenuItem key="permissions" component={RouterLink} to={`/users/${user.id}/assign-permission`}>
        <FormattedMessage id="users.actions.permissions" />
      </MenuItem>
    ),
    can.channels && (
      <MenuItem key="channels" onClick={pick({ kind: 'channels', user })}>
        <FormattedMessage id="users.actions.channels" />
      </MenuItem>
    ),
    can.vendor && canApprove(user) && (
      <MenuItem key="approve" onClick={pick({ kind: 'confirm', action: 'approve', user })}>
        <FormattedMessage id="users.actions.approve" />
      </MenuItem>
    ),
    can.vendor && canReject(user) && (
      <MenuItem key="reject" onClick={pick({ kind: 'reject', user })}>
        <FormattedMessage id="users.actions.reject" />
      </MenuItem>
    ),
    can.update && !isSelf && canDeactivate(user) && (
      <MenuItem
        key="deactivate"
        onClick={pick({ kind: 'confirm', action: 'deactivate', user })}
        sx={{ color: 'error.main' }}
      >
        <FormattedMessage id="users.actions.deactivate" />
      </MenuItem>
    ),
    can.update && canRestore(user) && (
      <MenuItem key="restore" onClick={pick({ kind: 'confirm', action: 'restore', user })}>
        <FormattedMessage id="users.actions.restore" />
      </MenuItem>
    ),
  ].filter(Boolean);

  return (
    <TableRow hover>
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {displayName}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {user.username}
        </Typography>
      </TableCell>
      <TableCell>
        <FormattedMessage
          id={`users.user_type.${user.user_type_code}`}
          defaultMessage={String(user.user_type_code)}
        />
      </TableCell>
      <TableCell>
        {roleName ?? (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            —
          </Box>
        )}
      </TableCell>
      <TableCell sx={{ wordBreak: 'break-all' }}>
        <Typography variant="body2">{user.email ?? '—'}</Typography>
        <Typography variant="caption" color="text.secondary">
          {user.mobile ?? ''}
        </Typography>
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Chip
            size="small"
            color={user.row_status === ROW_STATUS.ACTIVE ? 'success' : 'default'}
            label={intl.formatMessage({ id: `enums.row_status.${user.row_status}` })}
          />
          {user.vendor_status && (
            <Chip
              size="small"
              color={
                user.vendor_status === 'pending'
                  ? 'warning'
                  : user.vendor_status === 'rejected'
                    ? 'error'
                    : 'success'
              }
              label={intl.formatMessage({ id: `users.vendor_status.${user.vendor_status}` })}
            />
          )}
        </Stack>
        {user.vendor_status === 'rejected' && user.vendor_rejection_reason && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
            {user.vendor_rejection_reason}
          </Typography>
        )}
      </TableCell>
      <TableCell align="right">
        {items.length > 0 && (
          <>
            <IconButton
              aria-label={intl.formatMessage({ id: 'users.actions.open' }, { name: displayName })}
              aria-haspopup="menu"
              aria-controls={anchor ? menuId : undefined}
              aria-expanded={anchor ? true : undefined}
              onClick={(event) => setAnchor(event.currentTarget)}
            >
              <MoreVertOutlined />
            </IconButton>
            <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
              {items}
            </Menu>
          </>
        )}
      </TableCell>
    </TableRow>
  );
}
