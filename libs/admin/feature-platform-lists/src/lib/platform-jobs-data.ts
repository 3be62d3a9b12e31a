import {
  defineListParams,
  listParam,
  resourceLookup,
  useEndpoint,
  useEndpointList,
  useEndpointMutation,
} from '@platform/api-client';
import { endpoints, JOB_POST_STATUS, type PlatformJobListQuery } from '@platform/contract';
import { organizations } from '@platform/resources';

/*
 * The calls of the platform-wide job list (ADR 0107): one page of every organisation's posts, one post, and the
 * staff's deactivate / restore. The list's filters live in the address.
 */

/** The statuses the list filters on: what is stored or read (expired) of a job post. */
export const PLATFORM_JOB_STATUSES = Object.values(JOB_POST_STATUS);

export const PLATFORM_JOB_LIST = defineListParams({
  params: {
    search: listParam.text(),
    status: listParam.oneOf(PLATFORM_JOB_STATUSES),
    organization_id: listParam.id(),
    job_sector_id: listParam.id(),
    published_from: listParam.day(),
    published_to: listParam.day(),
  },
  pageSizes: [10, 25, 50],
});

/** The organisations a job may belong to (the resource engine's list). */
export const organizationLookup = resourceLookup(organizations);

/** One server page of every organisation's job posts (`view_platform_jobs`); the previous page stays while loading. */
export function usePlatformJobs(query: PlatformJobListQuery) {
  return useEndpointList(endpoints.platformJobs, { query }, { keepPreviousData: true });
}

/** One job post with every step (`view_single_job`; a platform administrator's scope is every organisation). */
export function usePlatformJob(id: number | null) {
  return useEndpoint(endpoints.job, id === null ? null : { params: { id } });
}

/** PUT …/deactivate and …/restore (`deactivate_job`); both revalidate the job lists. */
export function useJobDeactivation() {
  return {
    deactivate: useEndpointMutation(endpoints.deactivateJob),
    restore: useEndpointMutation(endpoints.restoreJob),
  };
}
