import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { FormattedMessage, useIntl } from 'react-intl';
import { useListParams } from '@platform/api-client';
import {
  NOTIFICATION_PERMISSIONS as P,
  type NotificationLog,
  type NotificationQueueState,
} from '@platform/contract';
import { RequirePermission, useAuth } from '@platform/auth';
import { DEFAULT_LOCALE, formatDateTime, isLocale } from '@platform/i18n';
import {
  listColumns,
  ListFilterBar,
  ListSearchField,
  ListSelectFilter,
  PageTitle,
  ServerList,
  useToast,
  useTranslate,
} from '@platform/ui';
import { useNotificationLogs, useRetryNotificationLog } from '@platform/admin-data-access-notifications';
import { NOTIFICATION_LOG_FILTERS, NOTIFICATION_LOG_LIST } from './notification-log-filters';
import { NotificationTabs } from './notification-tabs';

export function NotificationLogsRoute() {
  return (
    <RequirePermission keys={[P.viewLog]}>
      <NotificationLogsPage />
    </RequirePermission>
  );
}

type FilterName = keyof typeof NOTIFICATION_LOG_FILTERS;
const FILTER_NAMES = Object.keys(NOTIFICATION_LOG_FILTERS) as FilterName[];

const COLUMNS = [
  ...listColumns(
    'pages.notification_logs.col',
    ['id', 'created', 'event', 'channel', 'recipient', 'state', 'attempts', 'last_error'],
    ['attempts'],
  ),
  { key: 'actions', labelId: 'notification_admin.logs.col.actions' },
];

/**
 * `/notifications`: every queued e-mail, SMS and in-app message with its state and attempts, server-paged; a FAILED one
 * can be sent again by a holder of `retry_notification_log`.
 */
export function NotificationLogsPage() {
  const t = useTranslate();
  const list = useListParams(NOTIFICATION_LOG_LIST);
  const logs = useNotificationLogs(list.query);
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 4 } }}>
      <PageTitle titleId="pages.notification_logs.title" />
      <NotificationTabs current="logs" />
      <ServerList
        result={logs}
        paging={list.paging}
        labelPrefix="pages.notification_logs"
        loadingId="pages.notification_logs.loading"
        filters={
          <ListFilterBar legendId="pages.notification_logs.filters">
            <ListSearchField
              labelId="notification_admin.logs.search"
              submitId="notification_admin.logs.search_submit"
              search={list.search}
            />
            {FILTER_NAMES.map((name) => (
              <ListSelectFilter
                key={name}
                id={`notification-filter-${name}`}
                labelId={`pages.notification_logs.filter.${name}`}
                allLabelId="pages.notification_logs.filter.all"
                value={list.state[name]}
                onChange={(raw) => list.setText(name, raw)}
                options={NOTIFICATION_LOG_FILTERS[name].values.map((value) => ({
                  value,
                  label: t(`${NOTIFICATION_LOG_FILTERS[name].labels}.${value}`),
                }))}
                minWidth={name === 'event' ? 280 : 180}
              />
            ))}
          </ListFilterBar>
        }
        columns={COLUMNS}
        renderRow={(log) => <LogRow log={log} />}
      />
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
  const t = useTranslate();
  const toast = useToast();
  const { hasPermission } = useAuth();
  const retry = useRetryNotificationLog();
  async function sendAgain() {
    try {
      await retry.trigger({ params: { id: log.id } });
      toast.success('notification_admin.success.retried');
    } catch (error) {
      toast.error(error);
    }
  }
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
        <Box component="span" sx={{ color: log.last_error ? 'error.main' : 'text.secondary' }}>
          {log.last_error ?? '—'}
        </Box>
      </TableCell>
      <TableCell>
        {log.state === 'FAILED' && hasPermission(P.retry) ? (
          <Button
            size="small"
            variant="outlined"
            disabled={retry.isMutating}
            onClick={() => void sendAgain()}
            aria-label={t('notification_admin.logs.retry', { id: log.id })}
          >
            <FormattedMessage id="notification_admin.logs.send_again" />
          </Button>
        ) : null}
      </TableCell>
    </TableRow>
  );
}
