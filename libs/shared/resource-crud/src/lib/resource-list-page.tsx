import AddOutlined from '@mui/icons-material/AddOutlined';
import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import RestoreFromTrashOutlined from '@mui/icons-material/RestoreFromTrashOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { Suspense, lazy, useCallback, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { isApiError, useApiClient, useListParams } from '@platform/api-client';
import { REORDER_DIRECTION, type ReorderDirection } from '@platform/contract';
import type { FieldDef, ResourceRecord } from '@platform/resources';
import {
  ConfirmDialog,
  LoadErrorAlert,
  PageTitle,
  ServerPagination,
  saveFile,
  usePrefetchWhenIdle,
  useToast,
  useTranslate,
} from '@platform/ui';
import { endpointsOf } from './endpoints';
import { useReferencesOf, useResourceList, useResourceMutations, useResourcePermissions } from './hooks';
import { resourceTitleId } from './labels';
import { PAGE_SIZES, listQuery, resourceListParams, stateValue } from './list-query';
import { ListToolbar } from './list-toolbar';
import type { RowAction } from './resource-grid';
import type { ResourcePageProps } from './resource-routes';
import { useDisplayValue } from './use-display';
import { useCatalogueLocale, useFieldLabelId, useRecordTitle } from './use-labels';

const loadGrid = () => import('./resource-grid');
const ResourceGrid = lazy(loadGrid);
const ImportDialog = lazy(() => import('./import-dialog'));

/** Export pages through the list this many rows at a time (the gateway's maximum page size). */
export const EXPORT_PAGE_SIZE = 100;
/** An export stops after this many pages (20 000 rows) and says so. */
export const EXPORT_MAX_PAGES = 200;

type Pending = { kind: 'delete'; record: ResourceRecord } | { kind: 'bulk'; ids: number[] } | null;

/**
 * `/<segment>`: the list of a resource — server paging, sorting, search and filters kept in the address; row actions
 * by permission; trash with restore; bulk delete; xlsx export and import.
 */
export default function ResourceListPage({ def }: ResourcePageProps) {
  const t = useTranslate();
  const toast = useToast();
  const navigate = useNavigate();
  const client = useApiClient();
  const locale = useCatalogueLocale();
  const labelId = useFieldLabelId(def);
  const title = useRecordTitle(def);
  const can = useResourcePermissions(def);
  const mutations = useResourceMutations(def);
  const list = useListParams(resourceListParams(def));
  const { state } = list;
  const query = useMemo(() => listQuery(state), [state]);
  const { data, error, isLoading, isValidating, mutate } = useResourceList(def, query);
  const rows = useMemo(() => data?.data ?? [], [data]);
  const references = useReferencesOf(def, rows, true);
  const display = useDisplayValue(references.lookup, references.isLoading);
  // the selection belongs to one address: another page, filter or sort starts with none
  const address = JSON.stringify(query);
  const [selected, setSelected] = useState<{ address: string; ids: number[] }>({ address, ids: [] });
  const selection = selected.address === address ? selected.ids : [];
  const trashed = stateValue(state, 'trashed') === 'only';
  const orderBy = stateValue(state, 'order_by') ?? null;
  const [pending, setPending] = useState<Pending>(null);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  usePrefetchWhenIdle(loadGrid);

  const base = `/${def.segment}`;
  const resourceName = t(resourceTitleId(def));

  // the grid reports its selection whenever its rows change: keep the same array when nothing changed
  const select = useCallback(
    (ids: number[]) =>
      setSelected((now) =>
        now.address === address && now.ids.length === ids.length && now.ids.every((id, i) => id === ids[i])
          ? now
          : { address, ids },
      ),
    [address],
  );

  const restoreTrigger = mutations.restore.trigger;
  const restore = useCallback(
    async (record: ResourceRecord) => {
      try {
        await restoreTrigger({ params: { id: record.id } });
        toast.success('resources.messages.restored', { name: title(record) });
      } catch (failure) {
        toast.error(failure);
      }
    },
    [restoreTrigger, toast, title],
  );

  async function confirmDelete() {
    if (!pending) return;
    try {
      if (pending.kind === 'delete') {
        await mutations.remove.trigger({ params: { id: pending.record.id } });
        toast.success('resources.messages.deleted', { name: title(pending.record) });
      } else {
        const { deleted } = await mutations.bulkDelete.trigger({ body: { ids: pending.ids } });
        toast.success('resources.messages.bulk_deleted', { count: deleted });
        select([]);
      }
    } catch (failure) {
      // 409 errors.in_use: other records point at it (nothing was deleted)
      const inUse = isApiError(failure) && failure.status === 409;
      if (inUse && pending.kind === 'delete')
        toast.error('resources.messages.in_use', { name: title(pending.record) });
      else if (inUse) toast.error('resources.messages.bulk_in_use');
      else toast.error(failure);
    } finally {
      setPending(null);
    }
  }

  async function exportRows() {
    setExporting(true);
    try {
      const xlsx = await import('./xlsx');
      const all: ResourceRecord[] = [];
      let total = 0;
      for (let page = 1; page <= EXPORT_MAX_PAGES; page += 1) {
        const result = await client.list(endpointsOf(def).list, {
          query: listQuery(state, { page, page_size: EXPORT_PAGE_SIZE }),
        });
        all.push(...result.data);
        total = result.meta.total;
        if (page >= result.meta.total_page || result.data.length === 0) break;
      }
      const blob = await xlsx.workbookBlob(await xlsx.buildWorkbook(def, all));
      saveFile(blob, xlsx.exportFileName(def, new Date()));
      if (all.length < total) toast.warning('resources.export.truncated', { count: all.length, total });
      else toast.success('resources.export.done', { count: all.length });
    } catch (failure) {
      toast.error(isApiError(failure) ? failure : 'resources.export.failed');
    } finally {
      setExporting(false);
    }
  }

  // a definition with the domain's swap call: a record trades places with its neighbour (spec §7 … swap)
  const swapCall = def.swap;
  const swap = useCallback(
    async (record: ResourceRecord, direction: ReorderDirection) => {
      if (!swapCall) return;
      try {
        await client.call(swapCall, { params: { id: record.id }, body: { direction } });
        await mutate();
        toast.success('resources.messages.moved', { name: title(record) });
      } catch (failure) {
        toast.error(failure);
      }
    },
    [swapCall, client, mutate, toast, title],
  );

  const actions = useCallback(
    (record: ResourceRecord): RowAction[] => {
      const name = title(record);
      if (trashed) {
        return can.update
          ? [
              {
                key: 'restore',
                label: t('resources.actions.restore_record', { name }),
                icon: <RestoreFromTrashOutlined />,
                onClick: () => void restore(record),
              },
            ]
          : [];
      }
      const list: RowAction[] = [];
      if (can.viewSingle)
        list.push({
          key: 'show',
          label: t('resources.actions.show_record', { name }),
          icon: <VisibilityOutlined />,
          onClick: () => navigate(`${base}/${record.id}`),
        });
      if (can.update)
        list.push({
          key: 'edit',
          label: t('resources.actions.edit_record', { name }),
          icon: <EditOutlined />,
          onClick: () => navigate(`${base}/${record.id}/edit`),
        });
      if (swapCall && can.update)
        list.push(
          {
            key: 'up',
            label: t('resources.actions.move_up_record', { name }),
            icon: <ArrowUpwardOutlined />,
            onClick: () => void swap(record, REORDER_DIRECTION.UP),
          },
          {
            key: 'down',
            label: t('resources.actions.move_down_record', { name }),
            icon: <ArrowDownwardOutlined />,
            onClick: () => void swap(record, REORDER_DIRECTION.DOWN),
          },
        );
      if (can.delete)
        list.push({
          key: 'delete',
          label: t('resources.actions.delete_record', { name }),
          icon: <DeleteOutlined />,
          onClick: () => setPending({ kind: 'delete', record }),
        });
      return list;
    },
    [trashed, can.update, can.viewSingle, can.delete, title, t, navigate, base, restore, swapCall, swap],
  );
  const headerOf = useCallback((field: FieldDef) => t(labelId(field.name)), [t, labelId]);
  const selectable = Boolean(def.bulkDelete) && can.delete && !trashed;

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 4 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <PageTitle titleId={resourceTitleId(def)} />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {can.create && !trashed ? (
            <Button
              component={RouterLink}
              to={`${base}/create`}
              variant="contained"
              startIcon={<AddOutlined />}
            >
              {t('resources.actions.create')}
            </Button>
          ) : null}
          {def.importable && can.create && !trashed ? (
            <Button variant="outlined" startIcon={<FileUploadOutlined />} onClick={() => setImporting(true)}>
              {t('resources.actions.import')}
            </Button>
          ) : null}
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            onClick={() => void exportRows()}
            disabled={exporting}
            aria-busy={exporting}
          >
            {t(exporting ? 'resources.export.running' : 'resources.actions.export')}
          </Button>
        </Stack>
      </Stack>

      <ListToolbar def={def} list={list} />

      {selectable && selection.length > 0 ? (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button
              color="error"
              variant="outlined"
              size="small"
              startIcon={<DeleteOutlined />}
              onClick={() => setPending({ kind: 'bulk', ids: selection })}
            >
              {t('resources.actions.bulk_delete')}
            </Button>
          }
        >
          {t('resources.messages.selected', { count: selection.length })}
        </Alert>
      ) : null}

      {error ? (
        <LoadErrorAlert
          messageId={error.status === 403 ? 'errors.forbidden' : 'resources.messages.load_error'}
          retryId="resources.actions.retry"
          onRetry={() => void mutate()}
        />
      ) : null}

      <Suspense fallback={<GridLoading label={t('common.loading')} />}>
        <ResourceGrid
          def={def}
          label={t(trashed ? 'resources.trash.grid_label' : 'resources.list.grid_label', {
            resource: resourceName,
          })}
          headerOf={headerOf}
          actionsHeader={t('resources.columns.actions')}
          display={display}
          actions={actions}
          rows={rows}
          rowCount={data?.meta.total ?? 0}
          loading={isLoading || isValidating}
          page={state.page}
          pageSize={state.page_size}
          orderBy={orderBy}
          order={stateValue(state, 'order') === 'desc' ? 'desc' : 'asc'}
          onSortChange={(field, order) =>
            list.set({ order_by: field ?? undefined, order: field && order === 'desc' ? 'desc' : undefined })
          }
          selectable={selectable}
          selection={selection}
          onSelectionChange={select}
          locale={locale}
        />
      </Suspense>
      {/* the footer every server list has (its counts in the reader's language and digits) */}
      <ServerPagination
        total={data?.meta.total ?? 0}
        page={state.page}
        pageSize={state.page_size}
        pageSizes={PAGE_SIZES}
        onChange={list.paging.onChange}
      />

      <ConfirmDialog
        open={pending !== null}
        titleId={
          pending?.kind === 'bulk' ? 'resources.confirm.bulk_delete_title' : 'resources.confirm.delete_title'
        }
        messageId={pending?.kind === 'bulk' ? 'resources.confirm.bulk_delete' : 'resources.confirm.delete'}
        messageValues={
          pending?.kind === 'bulk'
            ? { count: pending.ids.length }
            : { name: pending?.kind === 'delete' ? title(pending.record) : '' }
        }
        confirmLabelId="resources.actions.delete"
        destructive
        loading={mutations.remove.isMutating || mutations.bulkDelete.isMutating}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPending(null)}
      />

      {importing ? (
        <Suspense fallback={null}>
          <ImportDialog def={def} onClose={() => setImporting(false)} />
        </Suspense>
      ) : null}
    </Container>
  );
}

function GridLoading({ label }: { label: string }) {
  return (
    <Box sx={{ py: 2 }}>
      <LinearProgress aria-label={label} />
    </Box>
  );
}
