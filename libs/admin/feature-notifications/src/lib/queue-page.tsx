import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { FormattedMessage, useIntl } from 'react-intl';
import { defineListParams, listParam, useListParams } from '@platform/api-client';
import { RequirePermission, useAuth } from '@platform/auth';
import {
  NOTIFICATION_PERMISSIONS as P,
  QUEUE_JOB_STATE,
  type QueueJob,
  type QueueJobState,
} from '@platform/contract';
import { DEFAULT_LOCALE, formatDateTime, isLocale } from '@platform/i18n';
import {
  listColumns,
  ListFilterBar,
  ListSelectFilter,
  PageTitle,
  ServerList,
  useToast,
  useTranslate,
} from '@platform/ui';
import { useQueueJobs, useRequeueQueueJob } from '@platform/admin-data-access-notifications';
import { NotificationTabs } from './notification-tabs';

export function QueueRoute() {
  return (
    <RequirePermission keys={[P.viewLog]}>
      <QueuePage />
    </RequirePermission>
  );
}

const STATES = Object.values(QUEUE_JOB_STATE);
const QUEUE_LIST = defineListParams({
  params: { state: listParam.oneOf(STATES) },
  pageSizes: [10, 25, 50, 100],
});

const COLUMNS = listColumns(
  'notification_admin.queue.col',
  ['created', 'log', 'state', 'attempts', 'last_error', 'completed', 'actions'],
  ['attempts'],
);

/**
 * `/notifications/queue` (the spec's rmq-logs): the jobs of the notification queue — which message each carries, its
 * state, failed runs and last error — and requeue of a FAILED one for holders of `retry_notification_log`.
 */
export function QueuePage() {
  const t = useTranslate();
  const list = useListParams(QUEUE_LIST);
  const jobs = useQueueJobs(list.query);
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 4 } }}>
      <PageTitle titleId="pages.notification_logs.title" />
      <NotificationTabs current="queue" />
      <ServerList
        result={jobs}
        paging={list.paging}
        labelPrefix="notification_admin.queue"
        loadingId="notification_admin.queue.loading"
        filters={
          <ListFilterBar legendId="notification_admin.queue.filters">
            <ListSelectFilter
              id="queue-filter-state"
              labelId="notification_admin.queue.filter.state"
              allLabelId="notification_admin.queue.filter.all"
              value={list.state.state}
              onChange={(raw) => list.setText('state', raw)}
              options={STATES.map((value) => ({
                value,
                label: t(`notification_admin.queue.state.${value}`),
              }))}
            />
          </ListFilterBar>
        }
        columns={COLUMNS}
        renderRow={(job) => <JobRow job={job} />}
      />
    </Container>
  );
}

const stateColor: Record<QueueJobState, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  created: 'info',
  retry: 'warning',
  active: 'warning',
  completed: 'success',
  cancelled: 'default',
  failed: 'error',
};

function When({ at }: { at: string | null }) {
  const intl = useIntl();
  const locale = isLocale(intl.locale) ? intl.locale : DEFAULT_LOCALE;
  return at ? <time dateTime={at}>{formatDateTime(at, locale)}</time> : <>—</>;
}

function JobRow({ job }: { job: QueueJob }) {
  const intl = useIntl();
  const t = useTranslate();
  const toast = useToast();
  const { hasPermission } = useAuth();
  const requeue = useRequeueQueueJob();
  async function putBack() {
    try {
      await requeue.trigger({ params: { id: job.id } });
      toast.success('notification_admin.success.requeued');
    } catch (error) {
      toast.error(error);
    }
  }
  return (
    <TableRow hover>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <When at={job.created_at} />
      </TableCell>
      <TableCell>{job.log_id ?? '—'}</TableCell>
      <TableCell>
        <Chip
          size="small"
          color={stateColor[job.state]}
          label={t(`notification_admin.queue.state.${job.state}`)}
        />
      </TableCell>
      <TableCell align="right">{intl.formatNumber(job.retry_count)}</TableCell>
      <TableCell sx={{ maxWidth: 320 }}>
        <Box component="span" sx={{ color: job.last_error ? 'error.main' : 'text.secondary' }}>
          {job.last_error ?? '—'}
        </Box>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <When at={job.completed_at} />
      </TableCell>
      <TableCell>
        {job.state === 'failed' && hasPermission(P.retry) ? (
          <Button
            size="small"
            variant="outlined"
            disabled={requeue.isMutating}
            onClick={() => void putBack()}
            aria-label={t('notification_admin.queue.requeue', { id: job.log_id ?? job.id })}
          >
            <FormattedMessage id="notification_admin.queue.requeue_short" />
          </Button>
        ) : null}
      </TableCell>
    </TableRow>
  );
}
