/*
 * The learning group's platform pages — every institute's courses, trainers and batches and their records (ADR 0107,
 * ADR 0118) — behind one dynamic import: one call site in the routes is one dependency list in the admin's start chunk
 * instead of six (the signed-in first visit is at its budget). The pages are small and share the course list's data;
 * a visitor of one loads the six. Each section's [list, record] under its name (platform-lists-routes.tsx).
 */
import { PlatformBatchRoute } from './platform-batch-page';
import { PlatformBatchesRoute } from './platform-batches-page';
import { PlatformCourseRoute } from './platform-course-page';
import { PlatformCoursesRoute } from './platform-courses-page';
import { PlatformTrainerRoute } from './platform-trainer-page';
import { PlatformTrainersRoute } from './platform-trainers-page';

export default {
  courses: [PlatformCoursesRoute, PlatformCourseRoute],
  trainers: [PlatformTrainersRoute, PlatformTrainerRoute],
  batches: [PlatformBatchesRoute, PlatformBatchRoute],
} as const;
