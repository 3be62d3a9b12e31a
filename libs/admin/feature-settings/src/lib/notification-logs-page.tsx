import type { ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import type { NotificationLog, NotificationLogQuery, NotificationQueueState } from '@platform/contract';
import { RequirePermission } from '@platform/auth';
import { DEFAULT_LOCALE, formatDateTime, isLocale } from '@platform/i18n';
import { PageTitle, ServerPagination } from '@platform/ui';
import { useNotificationLogs } from '@platform/admin-data-access-settings';
import {
  PAGE_SIZE_OPTIONS,
  filterOptions,
  queryFromSearchParams,
  searchParamsFromQuery,
} from './notification-log-filters';
import { SETTINGS_PERMISSIONS } from './settings-routes';

export function NotificationLogsRoute() {
  return (
    <RequirePermission keys={[SETTINGS_PERMISSIONS.viewNotificationLogs]}>
      <NotificationLogsPage />
    </RequirePermission>
  );
}

type FilterName = keyof typeof filterOptions;
const filterLabel: Record<FilterName, string> = {
  state: 'enums.notification_queue_state',
  event: 'enums.notification_event',
  channel: 'enums.notification_channel',
};

const COLUMNS = [
  'id',
  'created',
  'event',
  'channel',
  'recipient',
  'state',
  'attempts',
  'last_error',
] as const;

/** `/notifications`: every queued e-mail, SMS and in-app message with its state and attempts, server-paged. */
export function NotificationLogsPage() {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = queryFromSearchParams(searchParams);
  const { data, error, isLoading, isValidating, mutate } = useNotificationLogs(query);

  function update(next: NotificationLogQuery) {
    setSearchParams(searchParamsFromQuery(next));
  }

  function onFilter(name: FilterName) {
    return (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value || undefined;
      update({ ...query, [name]: value, page: 1 });
    };
  }

  const rows = data?.data ?? [];
  const total = data?.meta.total ?? 0;

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 4 } }}>
      <PageTitle titleId="pages.notification_logs.title" />

      <Box
        component="fieldset"
        sx={{ border: 0, p: 0, m: 0, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2 }}
      >
        <Box component="legend" sx={{ mb: 1, typography: 'subtitle2' }}>
          <FormattedMessage id="pages.notification_logs.filters" />
        </Box>
        {(Object.keys(filterOptions) as FilterName[]).map((name) => (
          <TextField
            key={name}
            select
            size="small"
            id={`notification-filter-${name}`}
            label={intl.formatMessage({ id: `pages.notification_logs.filter.${name}` })}
            value={query[name] ?? ''}
            onChange={onFilter(name)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: name === 'event' ? 280 : 180 }}
          >
            <option value="">{intl.formatMessage({ id: 'pages.notification_logs.filter.all' })}</option>
            {filterOptions[name].map((value) => (
              <option key={value} value={value}>
                {intl.formatMessage({ id: `${filterLabel[name]}.${value}` })}
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
              <FormattedMessage id="pages.static.retry" />
            </Button>
          }
        >
          <FormattedMessage id="pages.notification_logs.load_error" />
        </Alert>
      )}

      <Paper variant="outlined">
        <Box sx={{ height: 4 }}>{(isLoading || isValidating) && <LinearProgress aria-hidden />}</Box>
        <TableContainer>
          <Table
            size="small"
            aria-label={intl.formatMessage({ id: 'pages.notification_logs.title' })}
            aria-busy={isLoading || isValidating}
          >
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column} align={column === 'attempts' ? 'right' : 'left'} scope="col">
                    <FormattedMessage id={`pages.notification_logs.col.${column}`} />
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((log) => (
                <LogRow key={log.id} log={log} />
              ))}
              {!isLoading && !error && rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={COLUMNS.length} align="center" sx={{ py: 4 }}>
                    <FormattedMessage id="pages.notification_logs.empty" />
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
          pageSizes={PAGE_SIZE_OPTIONS}
          onChange={(next) => update({ ...query, ...next })}
        />
      </Paper>
    </Container>
  );
}

const stateColor: Record<NotificationQueueState, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  IN_PRODUCER: 'default',
  IN_QUEUE: 'info',
  IN_CONSUMER: 'warning',
  DONE: 'success',
  FAILED: 'error',
};

function LogRow({ log }: { log: NotificationLog }) {
  const intl = useIntl();
  const locale = isLocale(intl.locale) ? intl.locale : DEFAULT_LOCALE;
  return (
    <TableRow hover>
      <TableCell>{log.id}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <time dateTime={log.created_at}>{formatDateTime(log.created_at, locale)}</time>
      </TableCell>
      <TableCell>
        <FormattedMessage id={`enums.notification_event.${log.event}`} />
      </TableCell>
      <TableCell>
        <FormattedMessage id={`enums.notification_channel.${log.channel}`} />
      </TableCell>
      <TableCell sx={{ wordBreak: 'break-all' }}>{log.recipient}</TableCell>
      <TableCell>
        <Chip
          size="small"
          color={stateColor[log.state]}
          label={intl.formatMessage({ id: `enums.notification_queue_state.${log.state}` })}
        />
      </TableCell>
      <TableCell align="right">{intl.formatNumber(log.attempts)}</TableCell>
      <TableCell sx={{ maxWidth: 320 }}>
        <Box component="span" sx={{ color: log.last_error ? 'error.main' : 'text.disabled' }}>
          {log.last_error ?? '—'}
        </Box>
      </TableCell>
    </TableRow>
  );
}
