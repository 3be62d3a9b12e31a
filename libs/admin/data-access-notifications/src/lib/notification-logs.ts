import { endpoints } from '@platform/contract';
import { useEndpointMutation } from '@platform/api-client';

// The list (GET /private/notification-logs/list) is the page's useAddressList(NOTIFICATION_LOG_LIST, …).

/** POST /private/notification-logs/:id/retry (permission `retry_notification_log`); revalidates the log. */
export function useRetryNotificationLog() {
  return useEndpointMutation(endpoints.retryNotificationLog, {
    revalidate: ['/private/notification-logs/list'],
  });
}
