import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import { Suspense, lazy, useCallback, useMemo, useState } from 'react';
import { isApiError, useListParams } from '@platform/api-client';
import type { FieldDef, ResourceRecord } from '@platform/resources';
import {
  ConfirmDialog,
  LoadErrorAlert,
  ServerPagination,
  usePrefetchWhenIdle,
  useToast,
  useTranslate,
} from '@platform/ui';
import { useReferencesOf, useResourceList, useResourceMutations, useResourcePermissions } from './hooks';
import { resourceTitleId } from './labels';
import { ListHeader, SelectionBar } from './list-header';
import { PAGE_SIZES, listQuery, resourceListParams, stateValue } from './list-query';
import { ListToolbar } from './list-toolbar';
import type { ResourcePageProps } from './resource-routes';
import { useRowActions } from './row-actions';
import { useDisplayValue } from './use-display';
import { useCatalogueLocale, useFieldLabelId, useRecordTitle } from './use-labels';

const loadGrid = () => import('./resource-grid');
const ResourceGrid = lazy(loadGrid);
const ImportDialog = lazy(() => import('./import-dialog'));

type Pending = { kind: 'delete'; record: ResourceRecord } | { kind: 'bulk'; ids: number[] } | null;

/**
 * `/<segment>`: the list of a resource — server paging, sorting, search and filters kept in the address; row actions
 * by permission; trash with restore; bulk delete; xlsx export and import. The heading and export live in
 * `list-header.tsx`, the row actions in `row-actions.tsx`.
 */
export default function ResourceListPage({ def }: ResourcePageProps) {
  const t = useTranslate();
  const toast = useToast();
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
  usePrefetchWhenIdle(loadGrid);

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

  const askDelete = useCallback((record: ResourceRecord) => setPending({ kind: 'delete', record }), []);
  const actions = useRowActions({ def, can, trashed, title, reload: mutate, onDelete: askDelete });

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

  const headerOf = useCallback((field: FieldDef) => t(labelId(field.name)), [t, labelId]);
  const selectable = Boolean(def.bulkDelete) && can.delete && !trashed;

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 4 } }}>
      <ListHeader def={def} state={state} can={can} trashed={trashed} onImport={() => setImporting(true)} />

      <ListToolbar def={def} list={list} />

      {selectable && selection.length > 0 ? (
        <SelectionBar
          count={selection.length}
          onDelete={() => setPending({ kind: 'bulk', ids: selection })}
        />
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
          loadingLabel={t('common.loading')}
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
