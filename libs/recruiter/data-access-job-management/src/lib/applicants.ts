import { endpoints, type ApplicantListQuery } from '@platform/contract';
import { useEndpoint, useEndpointList, useEndpointMutation } from '@platform/api-client';

/**
 * One server page of a job's applicants (`view_any_job_applicant`), best match first: the tab, stage and page go to
 * the gateway, so a job with 10,000 applicants loads one page. The previous page stays on screen while the next loads.
 */
export function useJobApplicants(jobId: number, query: ApplicantListQuery) {
  return useEndpointList(
    endpoints.jobApplicants,
    { params: { id: jobId }, query },
    { keepPreviousData: true },
  );
}

/** The job the pipeline belongs to (header: title, status, deadline, applications). */
export function useManagedJob(jobId: number) {
  return useEndpoint(endpoints.job, { params: { id: jobId } });
}

/** A job's applicants counted per stage and per tab (the tab and stage labels); revalidated after every move. */
export function useApplicantCounts(jobId: number) {
  return useEndpoint(endpoints.jobApplicantCounts, { params: { id: jobId } });
}

/** An application's status changes (from, to, who, when). `null` waits. */
export function useApplicantHistory(jobId: number, applicationId: number | null) {
  return useEndpoint(
    endpoints.jobApplicantHistory,
    applicationId === null ? null : { params: { id: jobId, applicationId } },
  );
}

/*
 * Writes. Each revalidates every cached read under /private/jobs (the list, the counts, the schedules' candidates),
 * so the screen shows the gateway's state after a move, never a guess.
 */
export const useChangeApplicantStatus = () => useEndpointMutation(endpoints.changeApplicantStatus);
export const useBulkChangeApplicantStatus = () => useEndpointMutation(endpoints.bulkChangeApplicantStatus);
export const useRestoreApplicant = () => useEndpointMutation(endpoints.restoreApplicant);
export const useRemoveApplicant = () => useEndpointMutation(endpoints.removeApplicant);
export const usePutBackApplicant = () => useEndpointMutation(endpoints.putBackApplicant);
export const useToggleSaveApplicant = () => useEndpointMutation(endpoints.toggleSaveApplicant);
export const useHireApplicant = () => useEndpointMutation(endpoints.hireApplicant);
export const useRecordInterviewResult = () => useEndpointMutation(endpoints.recordInterviewResult);
export const useSendJobOffer = () => useEndpointMutation(endpoints.sendJobOffer);
export const useCancelJobOffer = () => useEndpointMutation(endpoints.cancelJobOffer);
