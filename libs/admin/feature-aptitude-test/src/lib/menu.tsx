import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import PsychologyOutlined from '@mui/icons-material/PsychologyOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import { ASSESSMENT_PERMISSIONS as P } from '@platform/contract';

/** The shell's RouteGroup shape (ADR 0103; a feature lib does not depend on the shell). */
interface RouteGroup {
  segments: readonly string[];
  load: () => Promise<RouteObject[]>;
}

/** The table of aptitude-routes.tsx, loaded on the first visit to an address of it (ADR 0103). */
export const aptitudeRouteGroup: RouteGroup = {
  segments: ['aptitude-test'],
  load: () => import('./aptitude-routes').then((m) => m.aptitudeRoutes),
};

/** The shell's MenuItem shape. */
export interface AptitudeMenuItem {
  labelId: string;
  to: string;
  permission: string;
  group: string;
  icon?: ReactNode;
}

/** In the menu drawer's "Assessments" group: the aptitude test and the question banks (the platform's and all). */
export const aptitudeMenu: AptitudeMenuItem[] = [
  {
    labelId: 'admin_aptitude.menu',
    to: '/aptitude-test',
    permission: P.manageAptitudeTest,
    group: 'admin_aptitude.group',
    icon: <PsychologyOutlined />,
  },
  {
    labelId: 'admin_aptitude.menu_banks',
    to: '/job-questions-bank',
    permission: P.viewQuestionBank,
    group: 'admin_aptitude.group',
    icon: <QuizOutlined />,
  },
];
