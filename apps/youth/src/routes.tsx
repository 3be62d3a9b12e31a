import type { RouteObject } from 'react-router-dom';
import type { RouteGroup } from '@platform/shell';
import { cvRouteGroup } from '@platform/youth-feature-cv';
import { learningPathsRouteGroup } from '@platform/youth-feature-learning-paths';
import { profileRouteGroup } from '@platform/youth-feature-profile';
import { rplRouteGroup } from '@platform/youth-feature-rpl';
import { youthsDirectoryRouteGroup } from '@platform/youth-feature-youths-directory';
import { feedSearchRouteGroup } from '@platform/youth-feature-search';
import { youthAssessmentsRouteGroup } from '@platform/youth-feature-assessments';
import { coursesRouteGroup, myCoursesRouteGroup } from '@platform/youth-feature-courses';
import { certificatesRouteGroup } from '@platform/youth-feature-certificates';
import { lockerRouteGroup } from '@platform/youth-feature-locker';
import { calendarRouteGroup } from '@platform/youth-feature-calendar';
import { discussionRouteGroup } from '@platform/youth-feature-discussion';
import { jobsRoutes, youthJobsMoreRouteGroup } from '@platform/youth-feature-jobs';
import { coursePlayerRouteGroup, examLessonResultRouteGroup } from '@platform/youth-feature-learning';
import {
  cmsPagesRouteGroup,
  publicPagesRoutes,
  rplPagesRouteGroup,
} from '@platform/youth-feature-public-pages';
import { profileSetupRouteGroup } from '@platform/youth-feature-profile-setup';
import { accountRouteGroup, registrationRoutes } from '@platform/youth-feature-registration';
import { freelanceCornerRoutes } from '@platform/feature-freelance';
import { myFreelanceRoutes } from '@platform/youth-feature-freelance';

/**
 * The youth portal's routes, relative to `/`: each feature lib contributes lazy route objects (one chunk per page).
 * The shell adds the layout, `/auth/callback`, the generic pages and the 404.
 */
export const routes: RouteObject[] = [
  ...publicPagesRoutes,
  ...registrationRoutes,
  ...jobsRoutes,
  ...freelanceCornerRoutes,
  ...myFreelanceRoutes,
];

/**
 * Sections whose route tables load on the first visit to one of their addresses (ADR 0103): signed-in areas and the
 * less visited public ones, so the entry does not grow with each new section.
 */
export const routeGroups: RouteGroup[] = [
  // /courses…: the catalogue, a course's page and the course player, one group (ADR 0006 r9)
  {
    segments: ['courses'],
    load: () =>
      Promise.all([coursesRouteGroup.load(), coursePlayerRouteGroup.load()]).then((tables) => tables.flat()),
  },
  profileSetupRouteGroup,
  cmsPagesRouteGroup,
  profileRouteGroup,
  cvRouteGroup,
  learningPathsRouteGroup,
  // /rpl: the programme's public pages and the youth's application pages, one group
  {
    segments: ['rpl'],
    load: () =>
      Promise.all([rplPagesRouteGroup.load(), rplRouteGroup.load()]).then((tables) => tables.flat()),
  },
  youthJobsMoreRouteGroup,
  myCoursesRouteGroup,
  accountRouteGroup,
  youthsDirectoryRouteGroup,
  feedSearchRouteGroup,
  discussionRouteGroup,
  calendarRouteGroup,
  lockerRouteGroup,
  certificatesRouteGroup,
  youthAssessmentsRouteGroup,
  examLessonResultRouteGroup,
];
