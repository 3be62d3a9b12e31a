import { jobPipelineEndpoints as endpoints } from '@platform/contract';
import { useEndpoint, useEndpointMutation } from '@platform/api-client';

/*
 * The public pages behind the interview invitations' links (ADR 0063): no sign-in, the link's token is the key.
 * A 404 means the token is unknown or superseded by a newer invitation; it is not retried.
 */

/** GET /public/jobs/candidate-interview-confirmation?token=…; `null` reads nothing. */
export function useInterviewConfirmation(token: string | null) {
  return useEndpoint(endpoints.candidateInterviewConfirmation, token ? { query: { token } } : null, {
    shouldRetryOnError: false,
  });
}

/** POST /public/jobs/candidate-interview-confirmation `{ token, response, note? }`: answers the invitation. */
export function useConfirmInterview() {
  return useEndpointMutation(endpoints.confirmCandidateInterview);
}

/** GET /public/jobs/join-live-interview-board?token=…: a board member's interview and its video room; `null` reads nothing. */
export function useLiveInterviewBoard(token: string | null) {
  return useEndpoint(endpoints.joinLiveInterviewBoard, token ? { query: { token } } : null, {
    shouldRetryOnError: false,
  });
}
