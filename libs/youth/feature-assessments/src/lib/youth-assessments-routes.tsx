import type { RouteObject } from 'react-router-dom';
import type { ReactNode } from 'react';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';

/** The shell's RouteGroup shape (ADR 0103; a feature lib does not depend on the shell). */
interface RouteGroup {
  segments: readonly string[];
  load: () => Promise<RouteObject[]>;
}

/** The section's routes, loaded on the first visit to one of its addresses (ADR 0103): not in the youth entry. */
export const youthAssessmentsRouteGroup: RouteGroup = {
  segments: ['assessment', 'job-application', 'video-conf'],
  load: () => import('./route-table').then((m) => m.youthAssessmentsRoutes),
};

/** The shell's MenuItem shape. */
export interface YouthAssessmentsMenuItem {
  labelId: string;
  to: string;
  icon?: ReactNode;
  requiresAuth?: boolean;
}

/** The youth menu's tests entry (signed in only). */
export const youthAssessmentsMenu: YouthAssessmentsMenuItem[] = [
  { labelId: 'youth_assessments.menu', to: '/assessment', icon: <FactCheckOutlined />, requiresAuth: true },
];
