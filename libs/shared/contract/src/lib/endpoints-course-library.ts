import { defineEndpoint } from './endpoint';
import type { CourseContent } from './endpoints-course-structure';
import { COURSE_PERMISSIONS } from './endpoints-courses';

/*
 * The content library (issue 15 item 3; ADR 0091): its records are the resource engine's (`/private/existing-content`,
 * definitions/course-library.ts); this is the one call of its own — a library content copied into a lesson.
 */

/** Which of the institute's library contents to copy into the lesson. */
export interface LibraryImportBody {
  library_content_id: number;
}

/** The call's refusals beyond the body's rules (`status.message`). */
export const COURSE_LIBRARY_ERRORS = {
  /** The library content lacks what its type needs (an address, a text, a document) or its document is gone. */
  incomplete: 'course_library.errors.incomplete',
} as const;

export const courseLibraryEndpoints = {
  importLibraryContent: defineEndpoint<CourseContent, LibraryImportBody, undefined, { id: number }>({
    method: 'POST',
    path: '/private/lessons/:id/contents/from-library',
    area: 'private',
    permission: COURSE_PERMISSIONS.manageCourse,
    summary:
      "Copy one of the institute's library contents to the end of a lesson (another institute's lesson or content → 404)",
  }),
} as const;
