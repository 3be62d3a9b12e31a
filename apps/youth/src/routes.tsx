import type { RouteObject } from 'react-router-dom';
import { youthAssessmentsRoutes } from '@platform/youth-feature-assessments';
import { coursesRoutes } from '@platform/youth-feature-courses';
import { certificatesRoutes } from '@platform/youth-feature-certificates';
import { lockerRoutes } from '@platform/youth-feature-locker';
import { calendarRoutes } from '@platform/youth-feature-calendar';
import { cvRoutes } from '@platform/youth-feature-cv';
import { discussionRoutes } from '@platform/youth-feature-discussion';
import { jobsRoutes } from '@platform/youth-feature-jobs';
import { learningRoutes } from '@platform/youth-feature-learning';
import { learningPathsRoutes } from '@platform/youth-feature-learning-paths';
import { profileRoutes } from '@platform/youth-feature-profile';
import { publicPagesRoutes } from '@platform/youth-feature-public-pages';
import { profileSetupRoutes } from '@platform/youth-feature-profile-setup';
import { registrationRoutes } from '@platform/youth-feature-registration';
import { rplRoutes } from '@platform/youth-feature-rpl';
import { youthsDirectoryRoutes } from '@platform/youth-feature-youths-directory';
import { freelanceCornerRoutes } from '@platform/feature-freelance';
import { myFreelanceRoutes } from '@platform/youth-feature-freelance';
import { feedSearchRoutes } from '@platform/youth-feature-search';

/**
 * The youth portal's routes, relative to `/`: each feature lib contributes lazy route objects (one chunk per page).
 * The shell adds the layout, `/auth/callback`, the generic pages and the 404.
 */
export const routes: RouteObject[] = [
  ...publicPagesRoutes,
  ...registrationRoutes,
  ...profileRoutes,
  ...profileSetupRoutes,
  ...cvRoutes,
  ...jobsRoutes,
  ...coursesRoutes,
  ...learningRoutes,
  ...learningPathsRoutes,
  ...youthAssessmentsRoutes,
  ...certificatesRoutes,
  ...lockerRoutes,
  ...calendarRoutes,
  ...discussionRoutes,
  ...rplRoutes,
  ...youthsDirectoryRoutes,
  ...freelanceCornerRoutes,
  ...myFreelanceRoutes,
  ...feedSearchRoutes,
];
