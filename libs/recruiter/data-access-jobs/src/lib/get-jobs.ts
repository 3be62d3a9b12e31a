import { endpoints, type PrivateJobListQuery } from '@platform/contract';
import { useEndpoint, useEndpointList } from '@platform/api-client';

/** One server page of the organisation's jobs (`view_any_job`); the previous page stays on screen while the next loads. */
export function useRecruiterJobs(query: PrivateJobListQuery) {
  return useEndpointList(endpoints.jobs, { query }, { keepPreviousData: true });
}

/** One job post with every wizard step (`view_single_job`); `null` waits (a job not created yet). */
export function useRecruiterJob(id: number | null) {
  return useEndpoint(endpoints.job, id === null ? null : { params: { id } });
}
