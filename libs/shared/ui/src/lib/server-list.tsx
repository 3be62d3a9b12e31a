import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { BusyBar, LoadErrorAlert } from './load-states';
import { useTranslate } from './message';
import { ServerPagination } from './server-pagination';
import { visuallyHidden } from './visually-hidden';

/**
 * What a list read gives (an SWR response, duck-typed: ui does no I/O): a page with its total (`useEndpointList`),
 * or the whole of a short list (`useEndpoint` of an endpoint answering an array).
 */
export interface ServerListResult<T> {
  data?: { data: readonly T[]; meta: { total: number } } | readonly T[] | undefined;
  error?: unknown;
  isLoading: boolean;
  isValidating: boolean;
  mutate: () => unknown;
}

/** Paging as `useListParams(…).paging` gives it. */
export interface ServerListPaging {
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  onChange: (next: { page: number; page_size: number }) => void;
}

export interface ListColumn {
  key: string;
  /** Catalogue id of the header. */
  labelId?: string;
  /** A header that is not text (a select-all checkbox). */
  header?: ReactNode;
  align?: 'left' | 'right' | 'center';
  /** Named for assistive technology only (an actions column). */
  hiddenLabel?: boolean;
  padding?: 'checkbox' | 'normal';
}

/**
 * A table's columns named from the catalogue: `listColumns('jobs.col', ['title', 'actions'], ['actions'])` →
 * `jobs.col.title`, `jobs.col.actions` (the keys listed last are aligned right: amounts, counts, actions).
 */
export function listColumns(
  prefix: string,
  keys: readonly string[],
  right: readonly string[] = [],
): ListColumn[] {
  return keys.map((key) => ({
    key,
    labelId: `${prefix}.${key}`,
    ...(right.includes(key) ? { align: 'right' as const } : {}),
  }));
}

interface ServerListBase<T> {
  result: ServerListResult<T>;
  /** The footer of a server-paged list; a short list that comes whole has none. */
  paging?: ServerListPaging;
  labelValues?: Record<string, string | number>;
  /** The retry button's label (after the load error). */
  retryId?: string;
  /** The busy bar's name for assistive technology. */
  loadingId?: string;
  /** A second line for the empty list (what to do next). */
  emptyHintId?: string;
  /** The filter bar: search box, filters, counts. */
  filters?: ReactNode;
  /** Between the filters and the list (a bar of bulk actions). */
  above?: ReactNode;
  /**
   * Catalogue id of a live "{count} results" line above the list (ICU plural over `count`, the list's total). Its
   * line is kept empty while the first page loads, so nothing below moves when the count arrives.
   */
  countId?: string;
  rowKey?: (row: T) => string | number;
}

interface ServerListTextIds {
  /** Catalogue id naming the table or list. */
  labelId: string;
  /** What failed to load. */
  loadErrorId: string;
  /** Catalogue id of what the list holds, in the plural ("users"): the empty list says "No {messageType} found". */
  emptyTypeId: string;
}

/**
 * The list's catalogue ids: each given, or a `labelPrefix` by the convention of list pages — `<prefix>.title`,
 * `<prefix>.load_error`, `<prefix>.message_type` (an id given as well wins over its convention).
 */
export type ServerListTexts =
  | ({ labelPrefix: string } & Partial<ServerListTextIds>)
  | ({ labelPrefix?: undefined } & ServerListTextIds);

/** The catalogue ids a list shows, from its ids or its prefix. */
function serverListTexts(texts: ServerListTexts): ServerListTextIds {
  const prefix = texts.labelPrefix;
  return {
    labelId: texts.labelId ?? `${prefix}.title`,
    loadErrorId: texts.loadErrorId ?? `${prefix}.load_error`,
    emptyTypeId: texts.emptyTypeId ?? `${prefix}.message_type`,
  };
}

export type ServerListProps<T> = ServerListBase<T> &
  ServerListTexts &
  (
    | { variant?: 'table'; columns: readonly ListColumn[]; renderRow: (row: T) => ReactNode }
    | { variant: 'cards'; renderCard: (row: T) => ReactNode }
  );

function isPage<T>(
  data: { data: readonly T[]; meta: { total: number } } | readonly T[],
): data is { data: readonly T[]; meta: { total: number } } {
  return !Array.isArray(data);
}

function defaultKey(row: unknown): string | number {
  const id = (row as { id?: unknown }).id;
  return typeof id === 'number' || typeof id === 'string' ? id : JSON.stringify(row);
}

function Pagination({ total, paging }: { total: number; paging: ServerListPaging }) {
  return (
    <ServerPagination
      total={total}
      page={paging.page}
      pageSize={paging.pageSize}
      pageSizes={paging.pageSizes}
      onChange={paging.onChange}
    />
  );
}

/** "No {messageType} found" (spec §6 lists), with an optional next step. */
export function EmptyListMessage({ typeId, hintId }: { typeId: string; hintId?: string }) {
  const t = useTranslate();
  return (
    <>
      <Typography component="span" sx={{ display: 'block' }}>
        {t('list.none_found', { messageType: t(typeId) })}
      </Typography>
      {hintId ? (
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'block', mt: 0.5 }}
        >
          {t(hintId)}
        </Typography>
      ) : null}
    </>
  );
}

/**
 * THE list of the portals: filter bar, the load error with a retry, a busy bar while (re)loading, the rows as a table
 * (or cards), "No {messageType} found" when a loaded list is empty, and the shared pagination footer for a server-paged
 * one. Paging and filters live in the address through `useListParams` of @platform/api-client.
 */
export function ServerList<T>(props: ServerListProps<T>) {
  const t = useTranslate();
  const { result, paging, labelValues, filters, above } = props;
  const { labelId, loadErrorId, emptyTypeId } = serverListTexts(props);
  const page = result.data;
  const rows: readonly T[] = page === undefined ? [] : isPage(page) ? page.data : page;
  const total = page === undefined ? 0 : isPage(page) ? page.meta.total : page.length;
  const busy = result.isLoading || result.isValidating;
  const empty = !result.isLoading && !result.error && rows.length === 0;
  const key = props.rowKey ?? defaultKey;
  const name = t(labelId, labelValues);

  return (
    <>
      {filters}
      {above}
      {props.countId ? (
        <Typography
          role="status"
          aria-live="polite"
          color="text.secondary"
          sx={{ minHeight: '1.5em', mb: 1 }}
        >
          {page === undefined ? '' : t(props.countId, { count: total })}
        </Typography>
      ) : null}
      {result.error ? (
        <LoadErrorAlert
          messageId={loadErrorId}
          retryId={props.retryId}
          onRetry={() => void result.mutate()}
        />
      ) : null}
      {props.variant === 'cards' ? (
        <>
          <BusyBar busy={busy} labelId={props.loadingId ?? 'common.loading'} mb={1} />
          {empty ? (
            <Typography color="text.secondary">
              <EmptyListMessage typeId={emptyTypeId} hintId={props.emptyHintId} />
            </Typography>
          ) : (
            <Stack
              component="ul"
              aria-label={name}
              aria-busy={busy}
              spacing={2}
              sx={{ listStyle: 'none', m: 0, p: 0 }}
            >
              {rows.map((row) => (
                <li key={key(row)}>{props.renderCard(row)}</li>
              ))}
            </Stack>
          )}
          {paging ? <Pagination total={total} paging={paging} /> : null}
        </>
      ) : (
        <Paper variant="outlined">
          <BusyBar busy={busy} labelId={props.loadingId ?? 'common.loading'} />
          {/* positioned, so visually hidden labels (absolute) scroll with the table instead of widening the page; a
              named region in the tab order, so a table wider than a phone scrolls from the keyboard too */}
          <TableContainer sx={{ position: 'relative' }} tabIndex={0} role="region" aria-label={name}>
            <Table size="small" aria-label={name} aria-busy={busy}>
              <TableHead>
                <TableRow>
                  {props.columns.map((column) => (
                    <TableCell key={column.key} scope="col" align={column.align} padding={column.padding}>
                      {column.header ??
                        (column.hiddenLabel ? (
                          <Box component="span" sx={visuallyHidden}>
                            {t(column.labelId)}
                          </Box>
                        ) : (
                          t(column.labelId)
                        ))}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <Fragment key={key(row)}>{props.renderRow(row)}</Fragment>
                ))}
                {empty ? (
                  <TableRow>
                    <TableCell colSpan={props.columns.length} align="center" sx={{ py: 4 }}>
                      <EmptyListMessage typeId={emptyTypeId} hintId={props.emptyHintId} />
                    </TableCell>
                  </TableRow>
                ) : null}
              </TableBody>
            </Table>
          </TableContainer>
          {paging ? <Pagination total={total} paging={paging} /> : null}
        </Paper>
      )}
    </>
  );
}
