import {
  jobAlertEndpoints as endpoints,
  jobPipelineEndpoints,
  type RecommendedJobsQuery,
} from '@platform/contract';
import { useEndpoint, useEndpointList, useEndpointMutation } from '@platform/api-client';

/*
 * The youth's recommended jobs, job alerts and answers to interview invitations and offers (ADR 0065). Each hook
 * reads or changes the signed-in youth's own records only.
 */

/** GET /protected/recommended-jobs: live, open jobs by skill match (0–100), best first; `null` waits. */
export function useRecommendedJobs(query: RecommendedJobsQuery | null) {
  return useEndpointList(endpoints.recommendedJobs, query ? { query } : null, { keepPreviousData: true });
}

/** GET /protected/job-alerts: the youth's alerts (at most 10, so one page). */
export function useJobAlerts() {
  return useEndpointList(endpoints.jobAlerts, { query: { page: 1, page_size: 100 } });
}

/** POST /protected/job-alerts. */
export function useCreateJobAlert() {
  return useEndpointMutation(endpoints.createJobAlert);
}

/** PUT /protected/job-alerts/{id}. */
export function useUpdateJobAlert() {
  return useEndpointMutation(endpoints.updateJobAlert, { revalidate: ['/protected/job-alerts'] });
}

/** DELETE /protected/job-alerts/{id}. */
export function useDeleteJobAlert() {
  return useEndpointMutation(endpoints.deleteJobAlert, { revalidate: ['/protected/job-alerts'] });
}

/** GET /protected/jobs/{id}/interview: the youth's interview for a job (404: not invited); `null` waits. */
export function useYouthInterview(jobId: number | null) {
  return useEndpoint(jobPipelineEndpoints.youthInterview, jobId ? { params: { id: jobId } } : null, {
    shouldRetryOnError: false,
  });
}

/** POST /protected/jobs/{id}/interview-candidate-status; revalidates the interview and the youth's jobs. */
export function useAnswerInterview() {
  return useEndpointMutation(jobPipelineEndpoints.interviewCandidateStatus, {
    revalidate: ['/protected/applied-jobs', '/protected/jobs'],
  });
}

/** GET /protected/job-offers: the youth's offers (`enabled` false reads nothing). */
export function useYouthJobOffers(enabled: boolean) {
  return useEndpointList(
    jobPipelineEndpoints.youthJobOffers,
    enabled ? { query: { page: 1, page_size: 100 } } : null,
  );
}

/** POST /protected/job-offers/{applicationId}/accept; revalidates the offers and the youth's jobs. */
export function useAcceptJobOffer() {
  return useEndpointMutation(jobPipelineEndpoints.acceptJobOffer, {
    revalidate: ['/protected/applied-jobs', '/protected/job-offers'],
  });
}

/** POST /protected/job-offers/{applicationId}/reject; revalidates the offers and the youth's jobs. */
export function useRejectJobOffer() {
  return useEndpointMutation(jobPipelineEndpoints.rejectJobOffer, {
    revalidate: ['/protected/applied-jobs', '/protected/job-offers'],
  });
}
