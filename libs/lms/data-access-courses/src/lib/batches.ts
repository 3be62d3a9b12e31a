import { courseBatchEndpoints as E } from '@platform/contract';
import { useEndpoint, useEndpointMutation } from '@platform/api-client';

/*
 * A course's batches (issue 15 item 5): one hook per endpoint. Every write revalidates the course's batch list (its key
 * lies under /private/courses) and the single reads of batches.
 */

const REVALIDATE = { revalidate: ['/private/courses', '/private/course-batches'] };

/** GET /private/courses/:id/batches: the course's batches by start date. `null` waits. */
export const useCourseBatches = (courseId: number | null) =>
  useEndpoint(E.courseBatches, courseId === null ? null : { params: { id: courseId } });

/** POST /private/courses/:id/batches. */
export const useCreateCourseBatch = () => useEndpointMutation(E.createCourseBatch, REVALIDATE);
/** PUT /private/course-batches/:id. */
export const useUpdateCourseBatch = () => useEndpointMutation(E.updateCourseBatch, REVALIDATE);
/** DELETE /private/course-batches/:id. */
export const useDeleteCourseBatch = () => useEndpointMutation(E.deleteCourseBatch, REVALIDATE);
