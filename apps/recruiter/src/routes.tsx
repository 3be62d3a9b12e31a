import type { RouteObject } from 'react-router-dom';
import { assessmentsRoutes } from '@platform/recruiter-feature-assessments';
import { cvBankRoutes } from '@platform/recruiter-feature-cv-bank';
import { questionBankRoutes } from '@platform/exams-feature-questions';
import { homeRoutes } from '@platform/recruiter-feature-home';
import { jobManagementRoutes } from '@platform/recruiter-feature-job-management';
import { jobsRoutes } from '@platform/recruiter-feature-jobs';
import { freelanceCornerRoutes } from '@platform/feature-freelance';

/**
 * The recruiter portal's routes, relative to `/`: each feature lib contributes lazy route objects (one chunk per page).
 * The shell adds the layout, `/auth/callback`, the generic pages and the 404.
 */
export const routes: RouteObject[] = [
  ...homeRoutes,
  ...jobsRoutes,
  ...jobManagementRoutes,
  ...cvBankRoutes,
  ...assessmentsRoutes,
  ...questionBankRoutes,
  ...freelanceCornerRoutes,
];
