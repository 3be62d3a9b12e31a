import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { FormattedMessage } from 'react-intl';
import { useAddressList } from '@platform/api-client';
import {
  endpoints,
  NOTIFICATION_PERMISSIONS as P,
  type NotificationLog,
  type NotificationQueueState,
} from '@platform/contract';
import { RequirePermission } from '@platform/auth';
import { listColumns, useTranslate } from '@platform/ui';
import { useRetryNotificationLog } from '@platform/admin-data-access-notifications';
import { NOTIFICATION_LOG_FILTERS, NOTIFICATION_LOG_LIST } from './notification-log-filters';
import { AgainCell, NotificationListFrame, RunCells, type StateColor, When } from './notification-list-frame';

export function NotificationLogsRoute() {
  return (
    <RequirePermission keys={[P.viewLog]}>
      <NotificationLogsPage />
    </RequirePermission>
  );
}

type FilterName = keyof typeof NOTIFICATION_LOG_FILTERS;
const SELECTS = (Object.keys(NOTIFICATION_LOG_FILTERS) as FilterName[]).map((name) => ({
  name,
  values: NOTIFICATION_LOG_FILTERS[name].values,
  optionPrefix: NOTIFICATION_LOG_FILTERS[name].labels,
  minWidth: name === 'event' ? 280 : 180,
}));

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
  const { list, result: logs } = useAddressList(NOTIFICATION_LOG_LIST, endpoints.notificationLogs);
  return (
    <NotificationListFrame
      current="logs"
      result={logs}
      paging={list.paging}
      labelPrefix="pages.notification_logs"
      loadingId="pages.notification_logs.loading"
      filterBar={{ list, selects: SELECTS }}
      columns={COLUMNS}
      renderRow={(log) => <LogRow log={log} />}
    />
  );
}

const stateColor: Record<NotificationQueueState, StateColor> = {
  IN_PRODUCER: 'default',
  IN_QUEUE: 'info',
  IN_CONSUMER: 'warning',
  DONE: 'success',
  FAILED: 'error',
};

function LogRow({ log }: { log: NotificationLog }) {
  const t = useTranslate();
  const retry = useRetryNotificationLog();
  return (
    <TableRow hover>
      <TableCell>{log.id}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <When at={log.created_at} />
      </TableCell>
      <TableCell>
        <FormattedMessage id={`enums.notification_event.${log.event}`} />
      </TableCell>
      <TableCell>
        <FormattedMessage id={`enums.notification_channel.${log.channel}`} />
      </TableCell>
      <TableCell sx={{ wordBreak: 'break-all' }}>{log.recipient}</TableCell>
      <RunCells
        color={stateColor[log.state]}
        label={t(`enums.notification_queue_state.${log.state}`)}
        runs={log.attempts}
        error={log.last_error}
      />
      <AgainCell
        failed={log.state === 'FAILED'}
        again={() => retry.trigger({ params: { id: log.id } })}
        busy={retry.isMutating}
        labelId="notification_admin.logs.send_again"
        ariaLabel={t('notification_admin.logs.retry', { id: log.id })}
        successId="notification_admin.success.retried"
      />
    </TableRow>
  );
}
