import {
  type CourseTraineeListQuery,
  courseTraineeEndpoints as E,
  TRAINEE_STATUSES,
} from '@platform/contract';
import { defineListParams, listParam, useEndpoint, useEndpointList } from '@platform/api-client';

/* The trainees of a course (issue 15 item 6; ADR 0081): the paged list and one trainee's quiz results. */

/** /courses/{id}/trainees keeps its search, batch and status filters and its page in the address. */
export const TRAINEE_LIST = defineListParams({
  params: {
    search: listParam.text(),
    batch_id: listParam.id(),
    status: listParam.oneOf(TRAINEE_STATUSES),
  },
  pageSizes: [10, 25, 50],
});

/** GET /private/courses/:id/trainees. `null` waits. */
export const useCourseTrainees = (courseId: number | null, query: CourseTraineeListQuery) =>
  useEndpointList(E.courseTrainees, courseId === null ? null : { params: { id: courseId }, query }, {
    keepPreviousData: true,
  });

/** GET /private/courses/:id/trainees/:youthId/assessment. `null` waits. */
export const useTraineeAssessment = (courseId: number | null, youthId: number | null) =>
  useEndpoint(
    E.courseTraineeAssessment,
    courseId === null || youthId === null ? null : { params: { id: courseId, youthId } },
  );
