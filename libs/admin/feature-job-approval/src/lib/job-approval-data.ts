import { endpoints, JOB_POST_STATUS } from '@platform/contract';
import { useEndpointList, useEndpointMutation } from '@platform/api-client';

/** One server page of the jobs waiting for approval, of every organisation the approver may review. */
export function usePendingJobs(page: number, pageSize: number) {
  return useEndpointList(
    endpoints.jobs,
    { query: { status: JOB_POST_STATUS.PENDING_APPROVAL, page, page_size: pageSize } },
    { keepPreviousData: true },
  );
}

/** POST /private/jobs/:id/approve and …/reject with a reason (`approve_job`); both revalidate the job lists. */
export function useJobReview() {
  return {
    approve: useEndpointMutation(endpoints.approveJob),
    reject: useEndpointMutation(endpoints.rejectJob),
  };
}
