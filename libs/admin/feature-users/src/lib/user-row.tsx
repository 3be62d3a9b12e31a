import MoreVertOutlined from '@mui/icons-material/MoreVertOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '@platform/auth';
import { type AdminUser, ROW_STATUS } from '@platform/contract';
import { resourcePermissions, roles } from '@platform/resources';
import { useLocalName, useTranslate } from '@platform/ui';
import { canApprove, canDeactivate, canReject, canRestore } from './user-actions';
import { USER_PERMISSIONS } from './users-routes';

const ROLE_KEYS = resourcePermissions(roles);

/** What a row's menu asked for: a dialog with the user, or a confirmed status change. */
export type PendingUserAction =
  | { kind: 'edit' | 'role' | 'channels' | 'reject'; user: AdminUser }
  | { kind: 'confirm'; action: 'deactivate' | 'restore' | 'approve'; user: AdminUser }
  | null;

/** The actions on one user the signed-in admin may take, by permission and by the user's state. */
function UserActionsMenu({
  user,
  name,
  isSelf,
  onAction,
}: {
  user: AdminUser;
  name: string;
  isSelf: boolean;
  onAction: (pending: PendingUserAction) => void;
}) {
  const t = useTranslate();
  const { hasPermission } = useAuth();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const update = hasPermission(USER_PERMISSIONS.updateUser);
  const vendor = hasPermission(USER_PERMISSIONS.approveVendor);
  const pick = (pending: PendingUserAction) => () => {
    setAnchor(null);
    onAction(pending);
  };
  const confirm = (action: 'deactivate' | 'restore' | 'approve') => pick({ kind: 'confirm', action, user });
  const entries: { key: string; show: boolean; onClick?: () => void; to?: string; danger?: boolean }[] = [
    { key: 'edit', show: update, onClick: pick({ kind: 'edit', user }) },
    { key: 'role', show: update && hasPermission(ROLE_KEYS.viewAny), onClick: pick({ kind: 'role', user }) },
    {
      key: 'permissions',
      show:
        hasPermission(USER_PERMISSIONS.assignPermissionToUser) &&
        hasPermission(USER_PERMISSIONS.viewAnyPermission),
      to: `/users/${user.id}/assign-permission`,
    },
    {
      key: 'channels',
      show: hasPermission(USER_PERMISSIONS.assignMessageChannel),
      onClick: pick({ kind: 'channels', user }),
    },
    { key: 'approve', show: vendor && canApprove(user), onClick: confirm('approve') },
    { key: 'reject', show: vendor && canReject(user), onClick: pick({ kind: 'reject', user }) },
    {
      key: 'deactivate',
      show: update && !isSelf && canDeactivate(user),
      onClick: confirm('deactivate'),
      danger: true,
    },
    { key: 'restore', show: update && canRestore(user), onClick: confirm('restore') },
  ];
  const shown = entries.filter((entry) => entry.show);
  if (shown.length === 0) return null;
  return (
    <>
      <IconButton
        aria-label={t('users.actions.open', { name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertOutlined />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {shown.map((entry) =>
          entry.to ? (
            <MenuItem key={entry.key} component={RouterLink} to={entry.to}>
              {t(`users.actions.${entry.key}`)}
            </MenuItem>
          ) : (
            <MenuItem
              key={entry.key}
              onClick={entry.onClick}
              sx={entry.danger ? { color: 'error.main' } : undefined}
            >
              {t(`users.actions.${entry.key}`)}
            </MenuItem>
          ),
        )}
      </Menu>
    </>
  );
}

function vendorColor(status: AdminUser['vendor_status']) {
  return status === 'pending' ? 'warning' : status === 'rejected' ? 'error' : 'success';
}

/** One user: names, type, role, contact, state (and a vendor's approval), and the actions menu. */
export function UserRow({
  user,
  isSelf,
  onAction,
}: {
  user: AdminUser;
  isSelf: boolean;
  onAction: (pending: PendingUserAction) => void;
}) {
  const t = useTranslate();
  const name = useLocalName();
  const displayName = name(user.full_name, user.full_name_en) || user.username;
  const roleName = name(user.role_title, user.role_title_en);
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
      <TableCell>{t(`users.user_type.${user.user_type_code}`)}</TableCell>
      <TableCell>
        {roleName || (
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
            label={t(`enums.row_status.${user.row_status}`)}
          />
          {user.vendor_status && (
            <Chip
              size="small"
              color={vendorColor(user.vendor_status)}
              label={t(`users.vendor_status.${user.vendor_status}`)}
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
        <UserActionsMenu user={user} name={displayName} isSelf={isSelf} onAction={onAction} />
      </TableCell>
    </TableRow>
  );
}
