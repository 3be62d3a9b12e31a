import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { RequirePermission } from '@platform/auth';
import { PageTitle, useToast, useTranslate, useLocalName } from '@platform/ui';
import {
  usePermissionTree,
  useUpdateUserPermissions,
  useUser,
  useUserPermissions,
} from '@platform/admin-data-access-users';
import { PermissionTreeAssignment } from './permission-tree';
import { USER_PERMISSIONS } from './users-routes';

export function AssignPermissionRoute() {
  return (
    <RequirePermission keys={[USER_PERMISSIONS.assignPermissionToUser, USER_PERMISSIONS.viewAnyPermission]}>
      <AssignPermissionPage />
    </RequirePermission>
  );
}

function useIdParam(): number | null {
  const { id } = useParams();
  const n = Number(id);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** `/users/{id}/assign-permission`: the user's own grants on the permission tree; role grants are marked. */
export function AssignPermissionPage() {
  const id = useIdParam();
  const toast = useToast();
  const t = useTranslate();
  const name = useLocalName();
  const user = useUser(id);
  const tree = usePermissionTree();
  const grants = useUserPermissions(id);
  const save = useUpdateUserPermissions();
  const failed = user.error ?? tree.error ?? grants.error;
  const loading = !failed && (!user.data || !tree.data || !grants.data);
  const displayName = user.data
    ? name(user.data.full_name, user.data.full_name_en) || user.data.username
    : '';

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 4 } }}>
      <Button component={RouterLink} to="/users" startIcon={<ArrowBackOutlined />} sx={{ mb: 1 }}>
        <FormattedMessage id="users.assign.back" />
      </Button>
      <PageTitle
        titleId={user.data ? 'users.assign.title_of' : 'users.assign.title'}
        values={{ name: displayName }}
      />
      {user.data && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          <FormattedMessage id="users.assign.description" values={{ username: user.data.username }} />
        </Typography>
      )}
      {(failed || id === null) && (
        <Alert severity="error">
          <FormattedMessage
            id={failed?.status === 404 || id === null ? 'users.assign.not_found' : 'users.assign.load_error'}
          />
        </Alert>
      )}
      {loading && id !== null && (
        <Box role="status" aria-busy="true" aria-label={t('users.assign.loading')}>
          <Skeleton variant="rounded" height={320} />
        </Box>
      )}
      {grants.data?.institute_grant_ids && (
        <Alert severity="info" sx={{ mb: 2 }}>
          <FormattedMessage id="users.assign.grant_note" />
        </Alert>
      )}
      {user.data && tree.data && grants.data && (
        <PermissionTreeAssignment
          tree={tree.data}
          value={grants.data.permission_ids}
          inherited={grants.data.inherited_permission_ids}
          grant={grants.data.institute_grant_ids}
          labelId="users.assign.form"
          labelValues={{ name: displayName }}
          onSave={async (permission_ids) => {
            try {
              await save.trigger({ params: { id: user.data?.id ?? 0 }, body: { permission_ids } });
              toast.success('users.assign.saved');
            } catch (error) {
              toast.error(error);
              throw error;
            }
          }}
        />
      )}
    </Container>
  );
}
