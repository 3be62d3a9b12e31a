import { scheduleEndpoints as E } from '@platform/contract';
import { useEndpointList, useEndpointMutation } from '@platform/api-client';

/** GET /private/course-schedules: one page of the schedules sent for approval, oldest first. */
export const usePendingSchedules = (page: number, pageSize: number) =>
  useEndpointList(E.scheduleQueue, { query: { page, page_size: pageSize } }, { keepPreviousData: true });

/** POST /private/course-schedules/:id/approve and …/reject with a reason; both revalidate the queue. */
export function useScheduleReview() {
  return {
    approve: useEndpointMutation(E.approveCourseSchedule),
    reject: useEndpointMutation(E.rejectCourseSchedule),
  };
}
