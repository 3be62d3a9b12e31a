import { notificationEndpoints as E, type NotificationHeadQuery } from '@platform/contract';
import { useEndpoint, useEndpointList, useEndpointMutation } from '@platform/api-client';

/** GET /private/notification-heads: one server page, searched by code or title, filtered by event. */
export function useNotificationHeads(query: NotificationHeadQuery) {
  return useEndpointList(E.notificationHeads, { query }, { keepPreviousData: true });
}

/** GET /private/notification-heads/:id (null: wait). */
export function useNotificationHead(id: number | null) {
  return useEndpoint(E.notificationHead, id ? { params: { id } } : null);
}

/** POST /private/notification-heads (permission `manage_notification_head`). */
export function useCreateNotificationHead() {
  return useEndpointMutation(E.createNotificationHead);
}

/** PUT /private/notification-heads/:id; revalidates the heads. */
export function useUpdateNotificationHead() {
  return useEndpointMutation(E.updateNotificationHead);
}

/** PUT /private/notification-heads/:id/templates; revalidates the heads. */
export function useUpdateNotificationTemplates() {
  return useEndpointMutation(E.updateNotificationTemplates);
}
