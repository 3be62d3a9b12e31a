import { defineListParams, listParam } from '@platform/api-client';
import { JOB_POST_STATUS, type JobPostStatus } from '@platform/contract';

export const JOB_PAGE_SIZES = [10, 25, 50] as const;

/** The job list's address (`/jobs?status=draft&search=web&page=2`): reloadable, shareable, back / forward. */
export const JOB_LIST_PARAMS = defineListParams({
  params: {
    search: listParam.text(),
    status: listParam.oneOf(Object.values(JOB_POST_STATUS) as JobPostStatus[]),
  },
  pageSizes: JOB_PAGE_SIZES,
});
