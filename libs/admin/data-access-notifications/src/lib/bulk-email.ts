import { notificationEndpoints as E } from '@platform/contract';
import { pollUntil, useEndpoint, useEndpointMutation } from '@platform/api-client';

/** POST /private/bulk-email/users (permission `send_bulk_email`): answers the campaign at once. */
export function useSendBulkEmailToUsers() {
  return useEndpointMutation(E.sendBulkEmailToUsers);
}

/** POST /private/bulk-email/excel: the rows read from the .xlsx; a 422 names the rows (`recipients[i].email`). */
export function useSendBulkEmailFromExcel() {
  return useEndpointMutation(E.sendBulkEmailFromExcel);
}

/** GET /private/bulk-email/:id, asked again (JOB_POLL_MS) until every message is sent or failed. */
export function useBulkEmail(id: number | null) {
  return useEndpoint(E.bulkEmail, id ? { params: { id } } : null, {
    refreshInterval: pollUntil((campaign) => Boolean(campaign?.finished)),
  });
}
