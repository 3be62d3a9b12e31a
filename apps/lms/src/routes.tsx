import type { RouteObject } from 'react-router-dom';
import { libraryRoutes } from './library-routes';
import { instituteQuestionBankRoutes } from '@platform/exams-feature-questions';
import { certificateTemplatesRoutes } from '@platform/lms-feature-certificate-templates';
import { structureRoutes } from '@platform/lms-feature-course-structure';
import { coursesRoutes } from '@platform/lms-feature-courses';
import { learningPathsRoutes } from '@platform/lms-feature-learning-paths';
import { homeRoutes } from '@platform/lms-feature-home';
import { schedulesRoutes } from '@platform/lms-feature-schedules';
import { rplAssessmentRoutes } from '@platform/lms-feature-rpl-assessment';

/**
 * The lms portal's routes, relative to `/`: each feature lib contributes lazy route objects (one chunk per page).
 * The shell adds the layout, `/auth/callback`, the generic pages and the 404.
 */
export const routes: RouteObject[] = [
  ...homeRoutes,
  ...coursesRoutes,
  ...learningPathsRoutes,
  ...structureRoutes,
  ...instituteQuestionBankRoutes,
  ...certificateTemplatesRoutes,
  ...schedulesRoutes,
  // `/existing-content`: the institute's content library, the resource engine's pages (issue 15 item 3, ADR 0091)
  ...libraryRoutes,
  // an assessor's RPL batches: marks and certification (ADR 0094)
  ...rplAssessmentRoutes,
];
