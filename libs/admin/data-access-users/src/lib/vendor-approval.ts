import { endpoints } from '@platform/contract';
import { useEndpointMutation } from '@platform/api-client';

/** PUT /private/users/:id/approve (`approve_vendor`): activates a pending vendor and notifies it. */
export function useApproveVendor() {
  return useEndpointMutation(endpoints.approveVendor);
}

/** PUT /private/users/:id/reject with a reason (`approve_vendor`); the vendor stays inactive. */
export function useRejectVendor() {
  return useEndpointMutation(endpoints.rejectVendor);
}
