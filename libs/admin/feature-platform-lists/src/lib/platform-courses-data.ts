import {
  defineListParams,
  listParam,
  resourceLookup,
  useEndpoint,
  useEndpointList,
  useEndpointMutation,
} from '@platform/api-client';
import { COURSE_PUBLICATION, endpoints, type PlatformCourseListQuery } from '@platform/contract';
import { institutes } from '@platform/resources';

/*
 * The calls of the platform-wide course list (ADR 0107): one page of every institute's courses, one course, and the
 * staff's deactivate / restore. The list's filters live in the address.
 */

export const COURSE_PUBLICATIONS = Object.values(COURSE_PUBLICATION);
export const ROW_STATUSES = [1, 0] as const;

export const PLATFORM_COURSE_LIST = defineListParams({
  params: {
    search: listParam.text(),
    institute_id: listParam.id(),
    row_status: listParam.oneOf(ROW_STATUSES),
    publication_status: listParam.oneOf(COURSE_PUBLICATIONS),
    deactivated: listParam.oneOf(ROW_STATUSES),
  },
  pageSizes: [10, 25, 50],
});

/** The institutes a course may belong to (the resource engine's list). */
export const instituteLookup = resourceLookup(institutes);

/** One server page of every institute's courses (`view_platform_courses`). */
export function usePlatformCourses(query: PlatformCourseListQuery) {
  return useEndpointList(endpoints.platformCourses, { query }, { keepPreviousData: true });
}

/** One course with every field (`view_any_course`; a platform administrator's scope is every institute). */
export function usePlatformCourse(id: number | null) {
  return useEndpoint(endpoints.course, id === null ? null : { params: { id } });
}

/** PUT …/deactivate and …/restore (`deactivate_course`); both revalidate the course lists. */
export function useCourseDeactivation() {
  return {
    deactivate: useEndpointMutation(endpoints.deactivateCourse),
    restore: useEndpointMutation(endpoints.restoreCourse),
  };
}
