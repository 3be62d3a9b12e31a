import type { RouteObject } from 'react-router-dom';
import { examRoutes } from '@platform/assessment-feature-exams';
import { homeRoutes } from '@platform/assessment-feature-home';

/**
 * The assessment portal's routes, relative to `/`: each feature lib contributes lazy route objects (one chunk per page).
 * The shell adds the layout, `/auth/callback`, the generic pages and the 404.
 */
export const routes: RouteObject[] = [...homeRoutes, ...examRoutes];
