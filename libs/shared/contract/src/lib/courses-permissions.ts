/**
 * The permission keys of endpoints-courses.ts, in a module of their own: a staff portal's menu and route table (its
 * start chunk, ADR 0006 r6) read them without bringing the domain's endpoint tables, which only the lazy pages need.
 */
export const COURSE_PERMISSIONS = {
  /** Read the institute's courses. */
  viewCourse: 'view_any_course',
  /** Create, edit and delete courses, toggle their status, publish, unpublish and archive them. */
  manageCourse: 'manage_course',
  /** Every institute's courses in one list (platform staff; ADR 0107). */
  viewPlatformCourses: 'view_platform_courses',
  /** Take a course out of the public catalogue and put it back (platform staff; ADR 0107). */
  deactivateCourse: 'deactivate_course',
  /** Every institute's trainers and their pages (platform staff; ADR 0118): a provider's view_any_trainer is its own. */
  viewPlatformTrainers: 'view_platform_trainers',
  /** Every institute's batches and their pages (platform staff; ADR 0118). */
  viewPlatformBatches: 'view_platform_batches',
  /**
   * Add and edit batches of the caller's institute's courses from the admin portal (an institute admin; ADR 0127):
   * the batches only, never the course (manage_course is the provider's).
   */
  manageBatches: 'manage_institute_batch',
} as const;
