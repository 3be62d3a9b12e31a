import { endpoints, type NotificationLogQuery } from '@platform/contract';
import { useEndpointList, useEndpointMutation } from '@platform/api-client';

/** One server page of the notification log, filtered by state, event and channel. Keeps the previous page on screen while the next loads. */
export function useNotificationLogs(query: NotificationLogQuery) {
  return useEndpointList(endpoints.notificationLogs, { query }, { keepPreviousData: true });
}

/** POST /private/notification-logs/:id/retry (permission `retry_notification_log`); revalidates the log. */
export function useRetryNotificationLog() {
  return useEndpointMutation(endpoints.retryNotificationLog, {
    revalidate: ['/private/notification-logs/list'],
  });
}
