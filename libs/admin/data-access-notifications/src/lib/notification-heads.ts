import { notificationEndpoints as E } from '@platform/contract';
import { useEndpoint, useEndpointMutation } from '@platform/api-client';

// The list (GET /private/notification-heads) is the page's useAddressList(HEAD_LIST, E.notificationHeads).

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
