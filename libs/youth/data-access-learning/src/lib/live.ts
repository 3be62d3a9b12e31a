import { useEndpointMutation } from '@platform/api-client';
import { courseLearningEndpoints as E } from '@platform/contract';

/**
 * POST /protected/courses/{id}/lessons/{lessonId}/join-live-class (ADR 0114): joins a live lesson's class — from 15
 * minutes before its start until its end — and answers the room's address; the gateway records the attendance.
 */
export function useJoinLiveClass() {
  return useEndpointMutation(E.joinLiveClass);
}
