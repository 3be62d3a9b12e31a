import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import PsychologyOutlined from '@mui/icons-material/PsychologyOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import { ASSESSMENT_PERMISSIONS as P } from '@platform/contract';

/** The admin's aptitude test configuration (`/aptitude-test`, manage_aptitude_test), a lazy chunk. */
export const aptitudeRoutes: RouteObject[] = [
  {
    path: 'aptitude-test',
    handle: { titleId: 'admin_aptitude.title', permission: P.manageAptitudeTest },
    lazy: () => import('./aptitude-config-page').then((m) => ({ Component: m.AptitudeConfigPage })),
  },
];

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
