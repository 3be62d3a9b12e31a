import { courseProgramEndpoints as E } from '@platform/contract';
import { useEndpoint, useEndpointMutation } from '@platform/api-client';

/* The courses of a program (issue 15 item 4): one hook per endpoint; every write revalidates the program's list. */

const REVALIDATE = { revalidate: ['/private/courses'] };

/** GET /private/courses/:id/program-courses, in serial order. `null` waits. */
export const useProgramCourses = (programId: number | null) =>
  useEndpoint(E.programCourses, programId === null ? null : { params: { id: programId } });
/** POST /private/courses/:id/program-courses. */
export const useAddProgramCourse = () => useEndpointMutation(E.addProgramCourse, REVALIDATE);
/** DELETE /private/courses/:id/program-courses/:courseId. */
export const useRemoveProgramCourse = () => useEndpointMutation(E.removeProgramCourse, REVALIDATE);
/** PUT /private/courses/:id/program-courses/serial. */
export const useProgramSerial = () => useEndpointMutation(E.programSerial, REVALIDATE);
