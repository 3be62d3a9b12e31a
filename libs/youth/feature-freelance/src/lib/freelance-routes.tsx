import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';

/** /my-freelance-corner: the offering youth's offers and messages, a lazy chunk (signed-in youth only). */
export const myFreelanceRoutes: RouteObject[] = [
  {
    path: 'my-freelance-corner',
    handle: { titleId: 'freelance.mine.title' },
    lazy: () => import('./my-freelance-page').then((m) => ({ Component: m.MyFreelancePage })),
  },
];

/** The shell's MenuItem shape. */
export interface FreelanceMenuItem {
  labelId: string;
  to: string;
  icon?: ReactNode;
  requiresAuth?: boolean;
}

/**
 * The youth menu's "freelance corner" (spec §2): the public corner, which everyone may browse and which leads a
 * signed-in youth to their own page. Its icon is the jobs entry's, already in the portal's first chunk.
 */
export const freelanceMenu: FreelanceMenuItem[] = [
  { labelId: 'freelance.menu.corner', to: '/freelance-corner', icon: <WorkOutlineOutlined /> },
];
