import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useIntl } from 'react-intl';
import { defineListParams, listParam, useListParams } from '@platform/api-client';
import { RequirePermission } from '@platform/auth';
import {
  NOTIFICATION_PERMISSIONS as P,
  QUEUE_JOB_STATE,
  type QueueJob,
  type QueueJobState,
} from '@platform/contract';
import { listColumns, ListFilterBar, ListSelectFilter, useTranslate } from '@platform/ui';
import { useQueueJobs, useRequeueQueueJob } from '@platform/admin-data-access-notifications';
import {
  AgainCell,
  LastErrorCell,
  NotificationListFrame,
  type StateColor,
  StateCell,
  When,
} from './notification-list-frame';

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
    <NotificationListFrame
      current="queue"
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
  );
}

const stateColor: Record<QueueJobState, StateColor> = {
  created: 'info',
  retry: 'warning',
  active: 'warning',
  completed: 'success',
  cancelled: 'default',
  failed: 'error',
};

function JobRow({ job }: { job: QueueJob }) {
  const intl = useIntl();
  const t = useTranslate();
  const requeue = useRequeueQueueJob();
  return (
    <TableRow hover>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <When at={job.created_at} />
      </TableCell>
      <TableCell>{job.log_id ?? '—'}</TableCell>
      <StateCell color={stateColor[job.state]} label={t(`notification_admin.queue.state.${job.state}`)} />
      <TableCell align="right">{intl.formatNumber(job.retry_count)}</TableCell>
      <LastErrorCell error={job.last_error} />
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <When at={job.completed_at} />
      </TableCell>
      <AgainCell
        failed={job.state === 'failed'}
        again={() => requeue.trigger({ params: { id: job.id } })}
        busy={requeue.isMutating}
        labelId="notification_admin.queue.requeue_short"
        ariaLabel={t('notification_admin.queue.requeue', { id: job.log_id ?? job.id })}
        successId="notification_admin.success.requeued"
      />
    </TableRow>
  );
}
