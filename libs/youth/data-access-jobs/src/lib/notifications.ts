import { platformEndpoints as endpoints } from '@platform/contract';
import { useEndpointList, useEndpointMutation } from '@platform/api-client';

/*
 * The signed-in user's in-app notifications (the job pipeline's and the job alerts' in-app messages land here):
 * server-paged, newest first; marking one read revalidates the list.
 */

/** GET /protected/notifications?page=&page_size= (keeps the previous page while the next loads). */
export function useMyNotifications(page: number, pageSize: number) {
  return useEndpointList(
    endpoints.myNotifications,
    { query: { page, page_size: pageSize } },
    { keepPreviousData: true },
  );
}

/** PUT /protected/notifications/{id}/read. */
export function useMarkNotificationRead() {
  return useEndpointMutation(endpoints.markNotificationRead, { revalidate: ['/protected/notifications'] });
}
