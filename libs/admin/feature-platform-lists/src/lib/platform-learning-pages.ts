/*
 * The learning group's platform pages — every institute's courses, trainers and batches and their records (ADR 0107,
 * ADR 0118) — behind one dynamic import: one call site in the routes is one dependency list in the admin's start chunk
 * instead of six (the signed-in first visit is at its budget). The pages are small and share the course list's data;
 * a visitor of one loads the six.
 */
export { PlatformBatchRoute } from './platform-batch-page';
export { PlatformBatchesRoute } from './platform-batches-page';
export { PlatformCourseRoute } from './platform-course-page';
export { PlatformCoursesRoute } from './platform-courses-page';
export { PlatformTrainerRoute } from './platform-trainer-page';
export { PlatformTrainersRoute } from './platform-trainers-page';
