import { useEndpoint, useEndpointMutation } from '@platform/api-client';
import { assignmentEndpoints as E } from '@platform/contract';

/* An assignment lesson in the player (ADR 0089): the assignment with the youth's submission, and submitting. */

/** GET /protected/courses/:id/lessons/:lessonId/assignment; `null` waits. */
export function useYouthAssignment(courseId: number, lessonId: number | null) {
  return useEndpoint(E.youthAssignment, lessonId ? { params: { id: courseId, lessonId } } : null, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}

/** PUT …/assignment/submission: the answer (text and/or an uploaded file's id); marks never go from here. */
export function useSubmitAssignment() {
  return useEndpointMutation(E.submitAssignment, { revalidate: ['/protected/courses'] });
}
