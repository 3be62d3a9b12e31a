import { type InstituteEventQuery, scheduleEndpoints as E } from '@platform/contract';
import { useEndpoint, useEndpointList, useEndpointMutation } from '@platform/api-client';

/*
 * A live course's schedule and the institute's events (issue 15 item 5, ADR 0090): one hook per endpoint. A schedule
 * change revalidates the course's reads (its key lies under /private/courses); an event change the events' reads.
 */

const SCHEDULE = { revalidate: ['/private/courses'] };
const EVENTS = { revalidate: ['/private/institute-events'] };

/** GET /private/courses/:id/schedule: the schedule (null before one is saved). `null` waits. */
export const useCourseSchedule = (courseId: number | null) =>
  useEndpoint(E.courseSchedule, courseId === null ? null : { params: { id: courseId } });
/** PUT /private/courses/:id/schedule. */
export const useSaveCourseSchedule = () => useEndpointMutation(E.saveCourseSchedule, SCHEDULE);
/** POST /private/courses/:id/schedule/send. */
export const useSendCourseSchedule = () => useEndpointMutation(E.sendCourseSchedule, SCHEDULE);
/** POST /private/courses/:id/schedule/publish (publish or republish). */
export const usePublishCourseSchedule = () => useEndpointMutation(E.publishCourseSchedule, SCHEDULE);

/** GET /private/institute-events: one page, optionally the events overlapping from…to (the month view). */
export const useInstituteEvents = (query: InstituteEventQuery) =>
  useEndpointList(E.instituteEvents, { query }, { keepPreviousData: true });
/** POST /private/institute-events. */
export const useCreateInstituteEvent = () => useEndpointMutation(E.createInstituteEvent, EVENTS);
/** PUT /private/institute-events/:id. */
export const useUpdateInstituteEvent = () => useEndpointMutation(E.updateInstituteEvent, EVENTS);
/** DELETE /private/institute-events/:id. */
export const useDeleteInstituteEvent = () => useEndpointMutation(E.deleteInstituteEvent, EVENTS);
