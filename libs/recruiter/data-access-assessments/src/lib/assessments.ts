import { type AssessmentCandidateQuery, endpoints } from '@platform/contract';
import {
  defineListParams,
  listParam,
  useEndpoint,
  useEndpointList,
  useEndpointMutation,
} from '@platform/api-client';

/* The recruiter's job assessments (ADR 0070): one hook per endpoint; writes revalidate the assessments and the job's lists. */

const REVALIDATE = ['/private/job-assessments', '/private/jobs', '/private/job-assessment-results'];

/** /assessments keeps its search and page in the address (`useAddressList` with `endpoints.jobAssessments`). */
export const ASSESSMENT_LIST = defineListParams({
  params: { search: listParam.text() },
  pageSizes: [10, 25, 50],
});
export const CANDIDATE_LIST = defineListParams({
  params: { status: listParam.oneOf([0, 11, 21, 22, 23, 24, 92] as const) },
  pageSizes: [10, 25, 50],
});

/** GET /private/job-assessments/:id. `null` waits. */
export const useJobAssessment = (id: number | null) =>
  useEndpoint(endpoints.jobAssessment, id === null ? null : { params: { id } });
/** GET /private/jobs/:id/assessments: the job's assessment or null. */
export const useAssessmentOfJob = (jobId: number | null) =>
  useEndpoint(endpoints.jobAssessmentOfJob, jobId === null ? null : { params: { id: jobId } });
export const useCreateJobAssessment = () =>
  useEndpointMutation(endpoints.createJobAssessment, { revalidate: REVALIDATE });
export const useUpdateJobAssessment = () =>
  useEndpointMutation(endpoints.updateJobAssessment, { revalidate: REVALIDATE });
export const useDeleteJobAssessment = () =>
  useEndpointMutation(endpoints.deleteJobAssessment, { revalidate: REVALIDATE });

/** GET /private/job-assessments/:id/candidates (`submitted: true` for the results). */
export const useAssessmentCandidates = (id: number, query: AssessmentCandidateQuery) =>
  useEndpointList(endpoints.assessmentCandidates, { params: { id }, query }, { keepPreviousData: true });
export const useInviteToAssessment = () =>
  useEndpointMutation(endpoints.inviteToAssessment, { revalidate: REVALIDATE });
export const useGrantExtraTime = () =>
  useEndpointMutation(endpoints.grantExtraTime, { revalidate: REVALIDATE });

/** GET /private/job-assessment-results/:id: a candidate's answer sheet. `null` waits. */
export const useAnswerSheet = (attemptId: number | null) =>
  useEndpoint(endpoints.answerSheet, attemptId === null ? null : { params: { id: attemptId } });
export const useMarkAnswers = () => useEndpointMutation(endpoints.markAnswers, { revalidate: REVALIDATE });
