import { jobEndpoints as endpoints, type JobSearchQuery, type PublicJobDetail } from '@platform/contract';
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

let bootJob: PublicJobDetail | null | undefined;
/**
 * The live job the server wrote into the first HTML of /jobs/{id} (the same public read, inert JSON; ADR 0145), when
 * it is job `id`: the page draws at once instead of asking the gateway again after its chunk has loaded.
 */
function firstHtmlJob(id: number | null): PublicJobDetail | undefined {
  if (bootJob === undefined) {
    bootJob = null;
    const text = typeof document === 'undefined' ? null : document.getElementById('boot-job')?.textContent;
    try {
      if (text) bootJob = JSON.parse(text) as PublicJobDetail;
    } catch {
      // not the server's JSON: read the job from the gateway
    }
  }
  return bootJob && id !== null && bootJob.id === id ? bootJob : undefined;
}

/** GET /public/jobs/{id}: one live or expired job as its recruiter chose to show it; `null` waits. */
export function usePublicJob(id: number | null) {
  const fallbackData = firstHtmlJob(id);
  return useEndpoint(
    endpoints.publicJob,
    id ? { params: { id } } : null,
    fallbackData ? { fallbackData } : undefined,
  );
}
