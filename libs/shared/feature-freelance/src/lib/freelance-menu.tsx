import type { ReactNode } from 'react';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';

/** The shell's MenuItem shape. */
export interface FreelanceMenuItem {
  labelId: string;
  to: string;
  icon?: ReactNode;
  requiresAuth?: boolean;
}

/** The recruiter menu's freelance corner entry (its job icon: already in the recruiter's first chunk). */
export const freelanceCornerMenu: FreelanceMenuItem[] = [
  { labelId: 'freelance.menu.corner', to: '/freelance-corner', icon: <WorkOutlineOutlined /> },
];
