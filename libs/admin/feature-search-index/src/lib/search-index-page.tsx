import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { RequirePermission } from '@platform/auth';
import { SEARCH_PERMISSIONS, type SearchIndexInfo, type SearchIndexName } from '@platform/contract';
import { listColumns, ServerListPage, useFormatters, useTranslate } from '@platform/ui';
import { useSearchIndexes, useSyncSearchIndex } from './search-index-data';

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

/** What the last sync of this visit did, said in the page's live region. */
type SyncNews =
  | { state: 'syncing'; index: SearchIndexName }
  | { state: 'synced'; index: SearchIndexName; count: number }
  | { state: 'failed'; index: SearchIndexName };

const NEWS_ID: Record<SyncNews['state'], string> = {
  syncing: 'search_index.syncing',
  synced: 'search_index.synced',
  failed: 'search_index.sync_failed',
};

/**
 * `/search-index` (issue 17 item 5, ADR 0097): each search index with its document count and last sync, and a
 * document sync per row; the page says which sync runs and what it did.
 */
export function SearchIndexPage() {
  const t = useTranslate();
  const indexes = useSearchIndexes();
  const sync = useSyncSearchIndex();
  const [news, setNews] = useState<SyncNews | null>(null);
  const nameOf = (index: SearchIndexName) => t(`search_index.name.${index}`);

  async function run(index: SearchIndexName) {
    setNews({ state: 'syncing', index });
    try {
      const info = await sync.trigger({ params: { index_name: index } });
      setNews({ state: 'synced', index, count: info.last_sync_count ?? info.document_count });
    } catch {
      setNews({ state: 'failed', index });
    }
  }

  const message = news
    ? t(NEWS_ID[news.state], {
        name: nameOf(news.index),
        ...(news.state === 'synced' ? { count: news.count } : {}),
      })
    : '';
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
            color={news?.state === 'failed' ? 'error' : 'text.primary'}
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
          syncing={news?.state === 'syncing' && news.index === row.index_name}
          busy={sync.isMutating}
          onSync={() => void run(row.index_name)}
        />
      )}
    />
  );
}

function IndexRow({
  row,
  name,
  syncing,
  busy,
  onSync,
}: {
  row: SearchIndexInfo;
  name: string;
  syncing: boolean;
  busy: boolean;
  onSync: () => void;
}) {
  const t = useTranslate();
  const { formatDateTime, formatNumber } = useFormatters();
  return (
    <TableRow hover>
      <TableCell component="th" scope="row">
        {name}
      </TableCell>
      <TableCell align="right">{formatNumber(row.document_count)}</TableCell>
      <TableCell>
        {row.last_synced_at ? (
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
          disabled={busy}
          onClick={onSync}
          aria-label={t('search_index.sync_label', { name })}
          startIcon={syncing ? <CircularProgress size={16} aria-hidden /> : undefined}
        >
          {t('search_index.sync')}
        </Button>
      </TableCell>
    </TableRow>
  );
}
