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

/** Leaving the portal for the payment provider's checkout: one seam, so tests can watch it. */
export const checkoutBrowser = {
  leaveTo(url: string): void {
    window.location.assign(url);
  },
};

/** GET /protected/assessment-payments/:id: one of the caller's fee payments (the result page). `null` waits. */
export const useAssessmentPayment = (id: number | null) =>
  useEndpoint(endpoints.assessmentPayment, id === null ? null : { params: { id } });

/**
 * Paying a job assessment's fee (ADR 0070 "Paid assessments"): POST /protected/job-assessments/:id/payment, then the
 * browser goes to the provider's checkout. Only the checkout's language is sent: the amount is the gateway's.
 */
export function usePayJobAssessment() {
  const mutation = useEndpointMutation(endpoints.payJobAssessment);
  return {
    isMutating: mutation.isMutating,
    /** Starts the payment and leaves for the checkout; rejects with the gateway's error (the caller toasts it). */
    async pay(assessmentId: number, locale: 'en-US' | 'bn-BD'): Promise<void> {
      const started = await mutation.trigger({ params: { id: assessmentId }, body: { locale } });
      checkoutBrowser.leaveTo(started.redirect_url);
    },
  };
}
