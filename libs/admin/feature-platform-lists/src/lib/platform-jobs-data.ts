import { defineListParams, listParam, resourceLookup, useEndpoint } from '@platform/api-client';
import { endpoints, JOB_POST_STATUS } from '@platform/contract';
import { organizations } from '@platform/resources';
import type { StaffActions } from './deactivation-dialog';

/*
 * The platform-wide job list (ADR 0107): its filters in the address (one page of every organisation's posts is
 * `useAddressList(PLATFORM_JOB_LIST, endpoints.platformJobs)`), one post, and the staff's deactivate / restore.
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

/** One job post with every step (`view_single_job`; a platform administrator's scope is every organisation). */
export function usePlatformJob(id: number | null) {
  return useEndpoint(endpoints.job, id === null ? null : { params: { id } });
}

/** PUT …/deactivate and …/restore (`deactivate_job`). */
export const JOB_STAFF_ACTIONS: StaffActions = {
  prefix: 'platform_jobs',
  deactivate: endpoints.deactivateJob,
  restore: endpoints.restoreJob,
  doneIds: { deactivate: 'jobs.success.deactivated', restore: 'jobs.success.job_restored' },
};
