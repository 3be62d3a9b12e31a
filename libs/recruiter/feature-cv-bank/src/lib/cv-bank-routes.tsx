import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import ContactPageOutlined from '@mui/icons-material/ContactPageOutlined';
import { CV_BANK_PERMISSIONS } from '@platform/contract';

/**
 * `/cv-bank` and `/cv-bank/:publicId` (spec §2 recruiter portal), each a lazy chunk guarded by the permission key
 * the gateway checks for the same calls.
 */
export const cvBankRoutes: RouteObject[] = [
  {
    path: 'cv-bank',
    handle: { titleId: 'cv_bank.page.title', permission: CV_BANK_PERMISSIONS.viewCvBank },
    lazy: () => import('./cv-bank-page').then((m) => ({ Component: m.CvBankPage })),
  },
  {
    path: 'cv-bank/:publicId',
    handle: { titleId: 'cv_bank.cv.title', permission: CV_BANK_PERMISSIONS.viewCvBank },
    lazy: () => import('./cv-bank-cv-page').then((m) => ({ Component: m.CvBankCvPage })),
  },
];

/** The shell's MenuItem shape. */
export interface CvBankMenuItem {
  labelId: string;
  to: string;
  permission: string;
  icon?: ReactNode;
}

export const cvBankMenu: CvBankMenuItem[] = [
  {
    labelId: 'cv_bank.menu.cv_bank',
    to: '/cv-bank',
    permission: CV_BANK_PERMISSIONS.viewCvBank,
    icon: <ContactPageOutlined />,
  },
];
