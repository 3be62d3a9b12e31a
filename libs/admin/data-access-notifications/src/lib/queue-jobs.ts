import { notificationEndpoints as E } from '@platform/contract';
import { useEndpointMutation } from '@platform/api-client';

// The list (GET /private/rmq-logs) is the page's useAddressList(QUEUE_LIST, E.queueJobs).

/** POST /private/rmq-logs/:id/requeue (permission `retry_notification_log`); revalidates the queue and the log. */
export function useRequeueQueueJob() {
  return useEndpointMutation(E.requeueQueueJob, { revalidate: ['/private/notification-logs/list'] });
}
