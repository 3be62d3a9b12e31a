import {
  COURSE_PUBLICATION,
  COURSE_TYPE,
  type CourseListItem,
  courseEndpoints as E,
} from '@platform/contract';
import {
  defineListParams,
  type LookupSource,
  listParam,
  lookupSource,
  publicLookup,
  useEndpoint,
  useEndpointMutation,
} from '@platform/api-client';

/* A training institute's courses (issue 15 item 1): one hook per endpoint; writes revalidate the list, the counts and the course. */

const REVALIDATE = ['/private/courses', '/private/course-status-counts'];

/** /courses keeps its search, filters and page in the address (`useAddressList` with `E.courses`). */
export const COURSE_LIST = defineListParams({
  params: {
    search: listParam.text(),
    course_type: listParam.oneOf(Object.values(COURSE_TYPE)),
    row_status: listParam.oneOf([1, 0] as const),
    publication_status: listParam.oneOf(Object.values(COURSE_PUBLICATION)),
  },
  pageSizes: [10, 25, 50],
});

/** GET /private/courses/:id. `null` waits. */
export const useCourse = (id: number | null) =>
  useEndpoint(E.course, id === null ? null : { params: { id } });
export const useCreateCourse = () => useEndpointMutation(E.createCourse, { revalidate: REVALIDATE });
export const useUpdateCourse = () => useEndpointMutation(E.updateCourse, { revalidate: REVALIDATE });
export const useToggleCourseStatus = () =>
  useEndpointMutation(E.toggleCourseStatus, { revalidate: REVALIDATE });
export const usePublishCourse = () => useEndpointMutation(E.publishCourse, { revalidate: REVALIDATE });
export const useUnpublishCourse = () => useEndpointMutation(E.unpublishCourse, { revalidate: REVALIDATE });
export const useArchiveCourse = () => useEndpointMutation(E.archiveCourse, { revalidate: REVALIDATE });
export const useDeleteCourse = () => useEndpointMutation(E.deleteCourse, { revalidate: REVALIDATE });

/** The skills picker's source: the public skills list, searched on the gateway. */
export const skillLookup = () => publicLookup('skills');

/**
 * The dependencies picker's source: the institute's own courses, searched on the gateway (GET /private/courses takes
 * `search`, `page`, `page_size` like a resource list) and named by GET /private/courses/:id.
 */
export const ownCourseLookup: LookupSource<CourseListItem> = lookupSource(
  E.courses as unknown as LookupSource<CourseListItem>['list'],
  E.course as unknown as LookupSource<CourseListItem>['read'],
);
