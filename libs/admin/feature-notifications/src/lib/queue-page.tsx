import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { defineListParams, listParam, useAddressList } from '@platform/api-client';
import { RequirePermission } from '@platform/auth';
import {
  NOTIFICATION_PERMISSIONS as P,
  notificationEndpoints as E,
  QUEUE_JOB_STATE,
  type QueueJob,
  type QueueJobState,
} from '@platform/contract';
import { listColumns, useTranslate } from '@platform/ui';
import { useRequeueQueueJob } from '@platform/admin-data-access-notifications';
import { AgainCell, NotificationListFrame, RunCells, type StateColor, When } from './notification-list-frame';

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
  const { list, result: jobs } = useAddressList(QUEUE_LIST, E.queueJobs);
  return (
    <NotificationListFrame
      current="queue"
      result={jobs}
      paging={list.paging}
      labelPrefix="notification_admin.queue"
      loadingId="notification_admin.queue.loading"
      filterBar={{
        list,
        search: false,
        selects: [{ name: 'state', values: STATES, optionPrefix: 'notification_admin.queue.state' }],
      }}
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
  const t = useTranslate();
  const requeue = useRequeueQueueJob();
  return (
    <TableRow hover>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <When at={job.created_at} />
      </TableCell>
      <TableCell>{job.log_id ?? '—'}</TableCell>
      <RunCells
        color={stateColor[job.state]}
        label={t(`notification_admin.queue.state.${job.state}`)}
        runs={job.retry_count}
        error={job.last_error}
      />
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
