import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { PermissionAssignment, PermissionIdsBody } from '@platform/contract';
import { useAuth } from '@platform/auth';
import { resourcePermissions, type ResourceDef, type ResourceRecord } from '@platform/resources';
import { FactList, PageHeader, PaperSection, useLocalName, useToast } from '@platform/ui';
import { usePermissionTree } from '@platform/admin-data-access-users';
import { PermissionTreeAssignment } from './permission-tree';
import { USER_PERMISSIONS } from './users-routes';

interface Loaded<T> {
  data?: T;
  error?: { status?: number } | null;
}

/**
 * What differs between the holders of grants that have a page of their own (roles, organisations, institutes): the
 * resource, the catalogue prefix of the page's texts, the key that allows the assignment and the hooks that read and
 * save the grants. Module constants, so the hooks are called in the same order on every render.
 */
export interface PermissionHolder {
  def: ResourceDef;
  /** Catalogue prefix: `<messages>.title`, `.title_of`, `.back`, `.edit`, `.details`, `.field.<field>`, … */
  messages: string;
  /** Fields shown in the details list (`row_status` is labelled `.field.status` and shown translated). */
  detailFields: readonly string[];
  assignKey: string;
  useRecord: (id: number | null) => Loaded<ResourceRecord>;
  useGrants: (id: number | null) => Loaded<PermissionAssignment>;
  useSave: () => { trigger: (args: { params: { id: number }; body: PermissionIdsBody }) => Promise<unknown> };
  /** A catalogue id to show above the tree for these grants (e.g. an institute whose grant limits no one yet). */
  noticeOf?: (grants: PermissionAssignment) => string | null;
}

const text = (v: unknown) => (typeof v === 'string' && v ? v : null);

function useIdParam(): number | null {
  const { id } = useParams();
  const n = Number(id);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/**
 * `/<segment>/{id}` of a holder of grants: the record's details and, for someone holding the holder's assignment key
 * and `view_any_permission`, its permissions on THE permission tree (the one of users and roles). Mounted as the
 * resource engine's show page, so the engine keeps the route and its `view_single_<key>` guard.
 */
export function PermissionHolderPage({ holder }: { holder: PermissionHolder }) {
  const { def, messages: m } = holder;
  const id = useIdParam();
  const intl = useIntl();
  const toast = useToast();
  const name = useLocalName();
  const { hasPermission } = useAuth();
  const canAssign = hasPermission(holder.assignKey) && hasPermission(USER_PERMISSIONS.viewAnyPermission);
  const record = holder.useRecord(id);
  const tree = usePermissionTree(canAssign);
  const grants = holder.useGrants(canAssign ? id : null);
  const save = holder.useSave();
  const title = record.data
    ? name(text(record.data.title), text(record.data.title_en)) || String(record.data.id)
    : '';
  const failed = record.error ?? tree.error ?? grants.error;
  const notice = grants.data && holder.noticeOf ? holder.noticeOf(grants.data) : null;
  const base = `/${def.segment}`;
  const permissionsId = `${def.name}-permissions`;

  const value = (field: string): string | null => {
    const raw = record.data?.[field];
    if (field === 'row_status') return intl.formatMessage({ id: `enums.row_status.${String(raw)}` });
    return text(raw);
  };

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 4 } }}>
      <Button component={RouterLink} to={base} startIcon={<ArrowBackOutlined />} sx={{ mb: 1 }}>
        <FormattedMessage id={`${m}.back`} />
      </Button>
      <PageHeader
        titleId={record.data ? `${m}.title_of` : `${m}.title`}
        values={{ name: title }}
        actions={
          record.data && hasPermission(resourcePermissions(def).update) ? (
            <Button
              component={RouterLink}
              to={`${base}/${record.data.id}/edit`}
              variant="outlined"
              startIcon={<EditOutlined />}
            >
              <FormattedMessage id={`${m}.edit`} />
            </Button>
          ) : null
        }
      />
      {(failed || id === null) && (
        <Alert severity="error" sx={{ mb: 2 }}>
          <FormattedMessage
            id={failed?.status === 404 || id === null ? `${m}.not_found` : `${m}.load_error`}
          />
        </Alert>
      )}
      {!record.data && !failed && id !== null && <Skeleton variant="rounded" height={120} />}
      {record.data && (
        <PaperSection title={<FormattedMessage id={`${m}.details`} />} sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
          <FactList
            keepEmpty
            rows={holder.detailFields.map(
              (field) =>
                [
                  <FormattedMessage
                    key={field}
                    id={`${m}.field.${field === 'row_status' ? 'status' : field}`}
                  />,
                  value(field) ?? '—',
                ] as const,
            )}
          />
        </PaperSection>
      )}
      {record.data && !canAssign && (
        <Alert severity="info">
          <FormattedMessage id={`${m}.no_assign`} />
        </Alert>
      )}
      {record.data && canAssign && (
        <section aria-labelledby={permissionsId}>
          <Typography id={permissionsId} component="h2" variant="h5" sx={{ mb: 1 }}>
            <FormattedMessage id={`${m}.permissions`} />
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            <FormattedMessage id={`${m}.description`} />
          </Typography>
          {notice && (
            <Alert severity="info" sx={{ mb: 2 }}>
              <FormattedMessage id={notice} />
            </Alert>
          )}
          {tree.data && grants.data ? (
            <PermissionTreeAssignment
              tree={tree.data}
              value={grants.data.permission_ids}
              labelId={`${m}.form`}
              labelValues={{ name: title }}
              onSave={async (permission_ids) => {
                try {
                  await save.trigger({ params: { id: record.data?.id ?? 0 }, body: { permission_ids } });
                  toast.success(`${m}.saved`);
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
