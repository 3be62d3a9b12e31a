import { courseEndpoints as E } from '@platform/contract';
import { useEndpoint } from '@platform/api-client';

/*
 * The lms home's one course call, in its own module: the home's chunk takes this hook and nothing of the list params
 * or lookups of courses.ts (the package has no side effects, so an unused module is left out).
 */

/** GET /private/course-status-counts (the lms home). */
export const useCourseStatusCounts = () => useEndpoint(E.courseStatusCounts, {});
