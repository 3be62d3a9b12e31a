import { useMemo } from 'react';
import { jobEndpoints as endpoints, type AppliedJobsQuery } from '@platform/contract';
import { useEndpoint, useEndpointList, useEndpointMutation } from '@platform/api-client';

export type MyJobsTab = NonNullable<AppliedJobsQuery['tab']>;
export const MY_JOBS_TABS: readonly MyJobsTab[] = ['all', 'favourite', 'assessment'];

/** GET /protected/applied-jobs: the signed-in youth's jobs by tab (spec §3: all, favourite, assessment); `null` waits. */
export function useMyJobs(query: AppliedJobsQuery | null) {
  return useEndpointList(endpoints.appliedJobs, query ? { query } : null, { keepPreviousData: true });
}

/**
 * The ids of the youth's favourite jobs, to mark the heart on cards and job pages: the first 100 favourites (the
 * largest page). `enabled` false (a visitor) reads nothing. The contract has no per-job favourite read.
 */
export function useFavouriteJobIds(enabled: boolean): ReadonlySet<number> {
  const { data } = useEndpointList(
    endpoints.appliedJobs,
    enabled ? { query: { tab: 'favourite', page: 1, page_size: 100 } } : null,
  );
  return useMemo(
    () => new Set((data?.data ?? []).filter((item) => item.is_favourite).map((item) => item.job.id)),
    [data],
  );
}

/** GET /protected/jobs/{id}/application-status: the youth's application to a job; a 404 means none. `null` waits. */
export function useApplicationStatus(jobId: number | null) {
  return useEndpoint(endpoints.applicationStatus, jobId ? { params: { id: jobId } } : null, {
    shouldRetryOnError: false,
  });
}

/**
 * GET /protected/jobs/{id}/eligibility: can the youth apply, why not (the job's mandatory criteria against the
 * profile, the deadline, an earlier application) and which CV the employer receives. `null` waits (a visitor).
 */
export function useJobEligibility(jobId: number | null) {
  return useEndpoint(endpoints.jobEligibility, jobId ? { params: { id: jobId } } : null, {
    shouldRetryOnError: false,
  });
}

/** POST /protected/jobs/{id}/apply; revalidates the youth's jobs, the application status and the eligibility. */
export function useApplyJob() {
  return useEndpointMutation(endpoints.applyJob, {
    revalidate: ['/protected/applied-jobs', '/protected/jobs'],
  });
}

/** POST /protected/jobs/{id}/toggle-favourite; revalidates the youth's jobs (and so the favourite ids). */
export function useToggleFavouriteJob() {
  return useEndpointMutation(endpoints.toggleFavouriteJob, { revalidate: ['/protected/applied-jobs'] });
}
