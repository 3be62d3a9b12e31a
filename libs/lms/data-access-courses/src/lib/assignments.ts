import { useCallback } from 'react';
import { toApiError, useApiClient, useEndpoint, useEndpointMutation } from '@platform/api-client';
import { assignmentEndpoints as E, buildPath } from '@platform/contract';

/*
 * Course assignments on the lms side (ADR 0089): an assignment lesson's settings (the structure editor) and a
 * trainee's submissions with their marking (/courses/{id}/trainees/{youthId}/assignment).
 */

/** GET /private/courses/:id/lessons/:lessonId/assignment. `null` waits. */
export const useAssignmentSettings = (courseId: number | null, lessonId: number | null) =>
  useEndpoint(
    E.assignmentSettings,
    courseId === null || lessonId === null ? null : { params: { id: courseId, lessonId } },
  );

/** PUT /private/courses/:id/lessons/:lessonId/assignment. */
export const useSaveAssignment = () =>
  useEndpointMutation(E.saveAssignment, { revalidate: ['/private/courses'] });

/** GET /private/courses/:id/trainees/:youthId/assignment. `null` waits. */
export const useTraineeAssignments = (courseId: number | null, youthId: number | null) =>
  useEndpoint(
    E.traineeAssignments,
    courseId === null || youthId === null ? null : { params: { id: courseId, youthId } },
  );

/** PUT …/trainees/:youthId/assignment/:lessonId/marks: revalidates the trainee's page and the trainees list. */
export const useMarkAssignment = () =>
  useEndpointMutation(E.markAssignment, { revalidate: ['/private/courses'] });

/** GET …/trainees/:youthId/assignment/:lessonId/file: the submitted file as a Blob, read with the staff token. */
export function useTraineeAssignmentFile() {
  const client = useApiClient();
  return useCallback(
    async (courseId: number, youthId: number, lessonId: number): Promise<Blob> => {
      try {
        const url = buildPath(E.traineeAssignmentFile.path, { id: courseId, youthId, lessonId });
        return (await client.axios.get<Blob>(url, { responseType: 'blob' })).data;
      } catch (error) {
        throw toApiError(error);
      }
    },
    [client],
  );
}
