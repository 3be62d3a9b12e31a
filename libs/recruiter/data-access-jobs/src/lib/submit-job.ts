import { endpoints } from '@platform/contract';
import { useEndpointMutation } from '@platform/api-client';

/** POST /private/jobs/:id/submit with a service type: a complete draft (or a rejected job) waits for approval. */
export function useSubmitJob() {
  return useEndpointMutation(endpoints.submitJob);
}

/** DELETE /private/jobs/:id: only a draft or a rejected job. */
export function useDeleteJob() {
  return useEndpointMutation(endpoints.deleteJob);
}
