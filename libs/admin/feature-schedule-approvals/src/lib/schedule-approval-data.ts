import { scheduleEndpoints as E } from '@platform/contract';
import { useEndpointMutation } from '@platform/api-client';

/** POST /private/course-schedules/:id/approve and …/reject with a reason; both revalidate the queue. */
export function useScheduleReview() {
  return {
    approve: useEndpointMutation(E.approveCourseSchedule),
    reject: useEndpointMutation(E.rejectCourseSchedule),
  };
}
