import { jobEndpoints as endpoints, type JobSearchQuery } from '@platform/contract';
import { useEndpoint, useEndpointList } from '@platform/api-client';

/** Spec §9: the youth home shows active jobs, page 1, limit 5. */
export const FEATURED_JOBS_LIMIT = 5;
/** Spec §9: a category row of /jobs/explore holds 12 jobs. */
export const EXPLORE_ROW_SIZE = 12;

/** GET /public/jobs: one server page of the public search; `null` waits. */
export function usePublicJobs(query: JobSearchQuery | null) {
  return useEndpointList(endpoints.publicJobs, query ? { query } : null, { keepPreviousData: true });
}

/** GET /public/featured-jobs: the youth home's active jobs (page 1, limit 5). */
export function useFeaturedJobs(limit: number = FEATURED_JOBS_LIMIT) {
  return useEndpointList(endpoints.featuredJobs, { query: { page: 1, limit } });
}

/** GET /public/jobs/{id}: one live or expired job as its recruiter chose to show it; `null` waits. */
export function usePublicJob(id: number | null) {
  return useEndpoint(endpoints.publicJob, id ? { params: { id } } : null);
}
