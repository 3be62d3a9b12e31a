import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { defineListParams, isApiError, useListParams } from '@platform/api-client';
import { RequirePermission } from '@platform/auth';
import {
  SEARCH_PERMISSIONS,
  type SearchIndexInfo,
  type SearchIndexName,
  type SearchIndexSync,
} from '@platform/contract';
import {
  JobProgress,
  listColumns,
  progressPercent,
  ServerList,
  ServerListPage,
  useFormatters,
  useTranslate,
} from '@platform/ui';
import { useSearchIndexes, useSearchIndexSyncs, useSyncSearchIndex } from './search-index-data';

export function SearchIndexRoute() {
  return (
    <RequirePermission keys={[SEARCH_PERMISSIONS.manage]}>
      <SearchIndexPage />
    </RequirePermission>
  );
}

const COLUMNS = listColumns(
  'search_index',
  ['index_name', 'document_count', 'last_synced_at', 'action'],
  ['document_count'],
);
const HISTORY_COLUMNS = listColumns(
  'search_index.history.col',
  ['index_name', 'started_at', 'state', 'documents', 'duration', 'started_by'],
  ['documents', 'duration'],
);
const HISTORY_LIST = defineListParams({ params: {}, pageSizes: [10, 25, 50], defaultPageSize: 10 });

/** A sync this visit started: its index, and its id once the gateway answered (or the refusal's message id). */
type Started = { index: SearchIndexName; id?: number; refused?: string };

/** The error a sync recorded, in the reader's language when it is one of the catalogue's (a stopped run). */
function useErrorText() {
  const t = useTranslate();
  return (error: string | null) => (error?.startsWith('search_index.errors.') ? t(error) : (error ?? ''));
}

/**
 * `/search-index` (issue 17 item 5, ADR 0097, ADR 0116): each search index with its document count and last sync; a
 * document sync per row starts a background job whose progress (done of total) the row shows, asked again every
 * second while it runs; the page says in its live region what the sync it started came to; the history of syncs
 * (state, figures, the error of a failed one) below.
 */
export function SearchIndexPage() {
  const t = useTranslate();
  const errorText = useErrorText();
  const indexes = useSearchIndexes();
  const sync = useSyncSearchIndex();
  const [started, setStarted] = useState<Started | null>(null);
  const nameOf = (index: SearchIndexName) => t(`search_index.name.${index}`);

  async function run(index: SearchIndexName) {
    setStarted({ index });
    try {
      const s = await sync.trigger({ params: { index_name: index } });
      setStarted({ index, id: s.id });
    } catch (error) {
      setStarted({
        index,
        refused: isApiError(error) && error.message.startsWith('search_index.') ? error.message : 'failed',
      });
    }
  }

  // what the started sync came to, read from the polled list (its index's newest sync)
  const mine = started?.id
    ? indexes.data?.find((i) => i.index_name === started.index)?.latest_sync
    : undefined;
  const outcome = mine?.id === started?.id ? mine : undefined;
  let message = '';
  let failed = false;
  if (started) {
    const name = nameOf(started.index);
    if (started.refused === 'failed') [message, failed] = [t('search_index.sync_failed', { name }), true];
    else if (started.refused) [message, failed] = [t(started.refused), true];
    else if (outcome?.state === 'done') message = t('search_index.synced', { name, count: outcome.done });
    else if (outcome?.state === 'failed')
      [message, failed] = [
        t('search_index.sync_failed_because', { name, error: errorText(outcome.error) }),
        true,
      ];
    else message = t('search_index.syncing', { name });
  }
  const syncing = Boolean(
    started && !started.refused && outcome?.state !== 'done' && outcome?.state !== 'failed',
  );

  return (
    <ServerListPage<SearchIndexInfo>
      labelPrefix="search_index"
      result={indexes}
      columns={COLUMNS}
      rowKey={(row) => row.index_name}
      intro={
        <>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {t('search_index.intro')}
          </Typography>
          <Typography
            role="status"
            aria-live="polite"
            color={failed ? 'error' : 'text.primary'}
            sx={{ minHeight: '1.5em', mb: 1 }}
          >
            {message}
          </Typography>
        </>
      }
      renderRow={(row) => (
        <IndexRow
          row={row}
          name={nameOf(row.index_name)}
          starting={syncing && started?.index === row.index_name}
          busy={sync.isMutating}
          onSync={() => void run(row.index_name)}
        />
      )}
    >
      <SyncHistory nameOf={nameOf} />
    </ServerListPage>
  );
}

function IndexRow({
  row,
  name,
  starting,
  busy,
  onSync,
}: {
  row: SearchIndexInfo;
  name: string;
  starting: boolean;
  busy: boolean;
  onSync: () => void;
}) {
  const t = useTranslate();
  const { formatDateTime, formatNumber } = useFormatters();
  const running = row.latest_sync?.state === 'running' ? row.latest_sync : null;
  return (
    <TableRow hover>
      <TableCell component="th" scope="row">
        {name}
      </TableCell>
      <TableCell align="right">{formatNumber(row.document_count)}</TableCell>
      <TableCell sx={{ minWidth: 180 }}>
        {running ? (
          <JobProgress
            done={running.done}
            total={running.total}
            label={t('search_index.progress_label', { name })}
          />
        ) : row.last_synced_at ? (
          <>
            {formatDateTime(row.last_synced_at)}
            <Typography variant="body2" color="text.secondary">
              {t('search_index.last_sync_detail', {
                count: row.last_sync_count ?? 0,
                ms: formatNumber(row.last_sync_ms ?? 0),
              })}
            </Typography>
          </>
        ) : (
          t('search_index.never')
        )}
      </TableCell>
      <TableCell>
        <Button
          size="small"
          variant="outlined"
          disabled={busy || Boolean(running)}
          onClick={onSync}
          aria-label={t('search_index.sync_label', { name })}
          startIcon={starting || running ? <CircularProgress size={16} aria-hidden /> : undefined}
        >
          {t('search_index.sync')}
        </Button>
      </TableCell>
    </TableRow>
  );
}

/** The history of syncs, newest first, server-paged (the page in the address). */
function SyncHistory({ nameOf }: { nameOf: (index: SearchIndexName) => string }) {
  const t = useTranslate();
  const headingId = useId();
  const list = useListParams(HISTORY_LIST);
  const syncs = useSearchIndexSyncs(list.query);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} component="h2" variant="h6">
        {t('search_index.history.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('search_index.history.intro')}
      </Typography>
      <ServerList<SearchIndexSync>
        labelPrefix="search_index.history"
        loadingId="search_index.history.loading"
        result={syncs}
        paging={list.paging}
        columns={HISTORY_COLUMNS}
        renderRow={(s) => <HistoryRow sync={s} name={nameOf(s.index_name)} />}
      />
    </Box>
  );
}

function HistoryRow({ sync: s, name }: { sync: SearchIndexSync; name: string }) {
  const t = useTranslate();
  const errorText = useErrorText();
  const { formatDateTime, formatNumber, formatPercent } = useFormatters();
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {name}
      </TableCell>
      <TableCell>{formatDateTime(s.started_at)}</TableCell>
      <TableCell>
        <Typography variant="body2" color={s.state === 'failed' ? 'error' : 'text.primary'}>
          {t(`search_index.state.${s.state}`)}
        </Typography>
        {s.error ? (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {errorText(s.error)}
          </Typography>
        ) : null}
      </TableCell>
      <TableCell align="right">
        {t('common.progress_count', {
          done: formatNumber(s.done),
          total: formatNumber(s.total),
          percent: formatPercent(progressPercent(s.done, s.total), 0),
        })}
        {s.removed ? (
          <Typography variant="body2" color="text.secondary">
            {t('search_index.history.removed', { count: s.removed })}
          </Typography>
        ) : null}
      </TableCell>
      <TableCell align="right">
        {s.duration_ms === null ? '' : t('search_index.history.ms', { ms: formatNumber(s.duration_ms) })}
      </TableCell>
      <TableCell>{s.started_by ?? ''}</TableCell>
    </TableRow>
  );
}
