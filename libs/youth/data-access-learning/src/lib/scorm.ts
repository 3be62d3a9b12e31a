import { useEndpointMutation } from '@platform/api-client';
import { scormPlayerEndpoints as E } from '@platform/contract';

/**
 * POST /protected/courses/{id}/lessons/{lessonId}/scorm-launch (ADR 0102): the address of the gateway's SCORM player
 * page for this learner and lesson, good for two hours. The runtime itself (scorm-again) lives on that page, never
 * in the portal.
 */
export function useScormLaunch() {
  return useEndpointMutation(E.scormLaunch);
}
