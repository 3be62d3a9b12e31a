import { endpoints, type NotificationLogQuery } from '@platform/contract';
import { useEndpointList } from '@platform/api-client';

/** One server page of the notification log, filtered by state, event and channel. Keeps the previous page on screen while the next loads. */
export function useNotificationLogs(query: NotificationLogQuery) {
  return useEndpointList(endpoints.notificationLogs, { query }, { keepPreviousData: true });
}
