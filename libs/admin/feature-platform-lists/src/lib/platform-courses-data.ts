import { defineListParams, listParam, resourceLookup, useEndpoint } from '@platform/api-client';
import { COURSE_PUBLICATION, endpoints } from '@platform/contract';
import { institutes } from '@platform/resources';
import type { StaffActions } from './deactivation-dialog';

/*
 * The platform-wide course list (ADR 0107): its filters in the address (one page of every institute's courses is
 * `useAddressList(PLATFORM_COURSE_LIST, endpoints.platformCourses)`), one course, and the staff's deactivate / restore.
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

/** One course with every field (`view_any_course`; a platform administrator's scope is every institute). */
export function usePlatformCourse(id: number | null) {
  return useEndpoint(endpoints.course, id === null ? null : { params: { id } });
}

/** PUT …/deactivate and …/restore (`deactivate_course`). */
export const COURSE_STAFF_ACTIONS: StaffActions = {
  prefix: 'platform_courses',
  deactivate: endpoints.deactivateCourse,
  restore: endpoints.restoreCourse,
  doneIds: { deactivate: 'courses.success.deactivated', restore: 'courses.success.restored' },
};
