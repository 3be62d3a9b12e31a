import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuth } from '@platform/auth';
import { resourcePermissions, roles, type ResourceDef } from '@platform/resources';
import { PageTitle, useToast } from '@platform/ui';
import { usePermissionTree, useRole, useRolePermissions, useUpdateRolePermissions } from '@platform/admin-data-access-users';
import { useLocalName } from './local-name';
import { PermissionTreeAssignment } from './permission-tree';
import { USER_PERMISSIONS } from './users-routes';

const ROLE_KEYS = resourcePermissions(roles);
const text = (v: unknown) => (typeof v === 'string' && v ? v : null);

/**
 * `/roles/{id}`: a role and its permissions. Mounted as the resource engine's show page of `roles` (the route's guard
 * is `view_single_role`); the assignment needs `assign_permission_to_role` and `view_any_permission`.
 */
export default function RolePage(_props: { def: ResourceDef }) {
  const { id: raw } = useParams();
  const id = Number.isSafeInteger(Number(raw)) && Number(raw) > 0 ? Number(raw) : null;
  const intl = useIntl();
  const toast = useToast();
  const name = useLocalName();
  const { hasPermission } = useAuth();
  const canAssign = hasPermission(USER_PERMISSIONS.assignPermissionToRole) && hasPermission(USER_PERMISSIONS.viewAnyPermission);
  const role = useRole(id);
  const tree = usePermissionTree(canAssign);
  const grants = useRolePermissions(canAssign ? id : null);
  const save = useUpdateRolePermissions();
  const title = role.data ? (name(text(role.data.title), text(role.data.title_en)) ?? String(role.data.id)) : '';
  const failed = role.error ?? tree.error ?? grants.error;

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 4 } }}>
      <Button component={RouterLink} to="/roles" startIcon={<ArrowBackOutlined />} sx={{ mb: 1 }}>
        <FormattedMessage id="users.role_page.back" />
      </Button>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <PageTitle titleId={role.data ? 'users.role_page.title_of' : 'users.role_page.title'} values={{ name: title }} />
        {role.data && hasPermission(ROLE_KEYS.update) && (
          <Button component={RouterLink} to={`/roles/${role.data.id}/edit`} variant="outlined" startIcon={<EditOutlined />} sx={{ flexShrink: 0 }}>
            <FormattedMessage id="users.role_page.edit" />
          </Button>
        )}
      </Stack>
      {(failed || id === null) && (
        <Alert severity="error" sx={{ mb: 2 }}>
          <FormattedMessage id={failed?.status === 404 || id === null ? 'users.role_page.not_found' : 'users.role_page.load_error'} />
        </Alert>
      )}
      {!role.data && !failed && id !== null && <Skeleton variant="rounded" height={120} />}
      {role.data && (
        <Paper component="section" variant="outlined" aria-labelledby="role-details" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
          <Typography id="role-details" component="h2" variant="h6" sx={{ mb: 1 }}>
            <FormattedMessage id="users.role_page.details" />
          </Typography>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}>
            {(
              [
                ['users.role_page.field.title', text(role.data.title)],
                ['users.role_page.field.title_en', text(role.data.title_en)],
                ['users.role_page.field.key', text(role.data.key)],
                ['users.role_page.field.status', intl.formatMessage({ id: `enums.row_status.${role.data.row_status}` })],
              ] as const
            ).map(([labelId, value]) => (
              <Box key={labelId} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary">
                  <FormattedMessage id={labelId} />
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {value ?? '—'}
                </Typography>
              </Box>
            ))}
          </Box>
        </Paper>
      )}
      {role.data && !canAssign && (
        <Alert severity="info">
          <FormattedMessage id="users.role_page.no_assign" />
        </Alert>
      )}
      {role.data && canAssign && (
        <section aria-labelledby="role-permissions">
          <Typography id="role-permissions" component="h2" variant="h5" sx={{ mb: 2 }}>
            <FormattedMessage id="users.role_page.permissions" />
          </Typography>
          {tree.data && grants.data ? (
            <PermissionTreeAssignment
              key={grants.data.permission_ids.join()}
              tree={tree.data}
              value={grants.data.permission_ids}
              labelId="users.role_page.form"
              labelValues={{ name: title }}
              onSave={async (permission_ids) => {
                try {
                  await save.trigger({ params: { id: role.data?.id ?? 0 }, body: { permission_ids } });
                  toast.success('users.role_page.saved');
                } catch (error) {
                  toast.error(error);
                  throw error;
                }
              }}
            />
          ) : (
            !failed && <Skeleton variant="rounded" height={320} />
          )}
        </section>
      )}
    </Container>
  );
}
