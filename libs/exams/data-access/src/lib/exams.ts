import { endpoints, type ListQuery } from '@platform/contract';
import { useEndpoint, useEndpointList, useEndpointMutation } from '@platform/api-client';

/* The examinee's calls (ADR 0070): one hook per endpoint. */

/** GET /protected/job-assessments: the caller's invitations, newest first. */
export const useYouthJobAssessments = (query: ListQuery = {}) =>
  useEndpointList(endpoints.youthJobAssessments, { query }, { keepPreviousData: true });

/** GET /protected/job-assessments/:id: one invitation with its rules and result. `null` waits. */
export const useYouthJobAssessment = (id: number | null) =>
  useEndpoint(endpoints.youthJobAssessment, id === null ? null : { params: { id } });

/** POST …/start-assessment: starts (or resumes) the invited test. */
export const useStartJobAssessment = () =>
  useEndpointMutation(endpoints.startJobAssessment, { revalidate: ['/protected/job-assessments'] });
export const useAcceptJobAssessment = () => useEndpointMutation(endpoints.acceptJobAssessment);
export const useRejectJobAssessment = () => useEndpointMutation(endpoints.rejectJobAssessment);

/** GET /protected/exam-attempts/:id/result (after the end). `null` waits. */
export const useExamResult = (id: number | null) =>
  useEndpoint(endpoints.examAttemptResult, id === null ? null : { params: { id } });

/** GET /protected/aptitude-tests: the caller's aptitude test. */
export const useAptitudeStatus = () => useEndpoint(endpoints.youthAptitudeTest, {});
/** GET /public/aptitude-test: what the test is. */
export const useAptitudeInfo = () => useEndpoint(endpoints.aptitudeTest, {});
/** POST /protected/aptitude-tests/start-assessment. */
export const useStartAptitudeTest = () =>
  useEndpointMutation(endpoints.startAptitudeTest, { revalidate: ['/protected/aptitude-tests'] });
