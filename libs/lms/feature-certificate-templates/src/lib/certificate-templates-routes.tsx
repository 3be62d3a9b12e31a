import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import { COURSE_PERMISSIONS as P } from '@platform/contract';

/**
 * The lms portal's certificate templates (spec §2 /certificate-templates, /certificate-templates/{id}): each a lazy
 * chunk (the designer and its QR encoder load only on its route), guarded by the key the gateway checks for reading.
 */
export const certificateTemplatesRoutes: RouteObject[] = [
  {
    path: 'certificate-templates',
    handle: { titleId: 'certificates.templates.title', permission: P.viewCourse },
    lazy: () => import('./templates-page').then((m) => ({ Component: m.CertificateTemplatesPage })),
  },
  {
    path: 'certificate-templates/:id',
    handle: { titleId: 'certificates.designer.title', permission: P.viewCourse },
    lazy: () => import('./designer-page').then((m) => ({ Component: m.CertificateDesignerPage })),
  },
];

/** The shell's MenuItem shape. */
export interface CertificateTemplatesMenuItem {
  labelId: string;
  to: string;
  permission: string;
  icon?: ReactNode;
}

export const certificateTemplatesMenu: CertificateTemplatesMenuItem[] = [
  {
    labelId: 'certificates.menu.templates',
    to: '/certificate-templates',
    permission: P.viewCourse,
    icon: <WorkspacePremiumOutlined />,
  },
];
