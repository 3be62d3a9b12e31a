import { notificationEndpoints as E, type QueueJobQuery } from '@platform/contract';
import { useEndpointList, useEndpointMutation } from '@platform/api-client';

/** GET /private/rmq-logs: one server page of the notification queue's jobs, filtered by state. */
export function useQueueJobs(query: QueueJobQuery) {
  return useEndpointList(E.queueJobs, { query }, { keepPreviousData: true });
}

/** POST /private/rmq-logs/:id/requeue (permission `retry_notification_log`); revalidates the queue and the log. */
export function useRequeueQueueJob() {
  return useEndpointMutation(E.requeueQueueJob, { revalidate: ['/private/notification-logs/list'] });
}
