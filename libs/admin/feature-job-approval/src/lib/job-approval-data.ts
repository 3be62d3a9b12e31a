import { endpoints } from '@platform/contract';
import { useEndpointMutation } from '@platform/api-client';

/** POST /private/jobs/:id/approve and …/reject with a reason (`approve_job`); both revalidate the job lists. */
export function useJobReview() {
  return {
    approve: useEndpointMutation(endpoints.approveJob),
    reject: useEndpointMutation(endpoints.rejectJob),
  };
}
