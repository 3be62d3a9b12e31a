import { notificationEndpoints as E } from '@platform/contract';
import { useEndpoint, useEndpointMutation } from '@platform/api-client';

/** POST /private/bulk-email/users (permission `send_bulk_email`): answers the campaign at once. */
export function useSendBulkEmailToUsers() {
  return useEndpointMutation(E.sendBulkEmailToUsers);
}

/** POST /private/bulk-email/excel: the rows read from the .xlsx; a 422 names the rows (`recipients[i].email`). */
export function useSendBulkEmailFromExcel() {
  return useEndpointMutation(E.sendBulkEmailFromExcel);
}

/** GET /private/bulk-email/:id, asked again every two seconds until every message is sent or failed. */
export function useBulkEmail(id: number | null) {
  return useEndpoint(E.bulkEmail, id ? { params: { id } } : null, {
    refreshInterval: (campaign) => (campaign?.finished ? 0 : 2000),
  });
}
