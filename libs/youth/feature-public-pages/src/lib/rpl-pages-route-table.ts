import type { RouteObject } from 'react-router-dom';

/** The RPL programme’s public pages (ADR 0094; /rpl/apply and /rpl/my-applications are @platform/youth-feature-rpl’s), each its own lazy chunk. */
export const rplPagesRoutes: RouteObject[] = [
  {
    path: 'rpl',
    handle: { titleId: 'rpl.pages.what_is_rpl' },
    lazy: () => import('./rpl-pages').then((m) => ({ Component: m.WhatIsRplPage })),
  },
  {
    path: 'rpl/certificate-advantage',
    handle: { titleId: 'rpl.pages.certificate_advantage' },
    lazy: () => import('./rpl-pages').then((m) => ({ Component: m.RplCertificateAdvantagePage })),
  },
  {
    path: 'rpl/occupations',
    handle: { titleId: 'rpl.pages.occupations' },
    lazy: () => import('./rpl-pages').then((m) => ({ Component: m.RplOccupationsPage })),
  },
  {
    path: 'rpl/assessment-centers',
    handle: { titleId: 'rpl.pages.assessment_centers' },
    lazy: () => import('./rpl-pages').then((m) => ({ Component: m.RplAssessmentCentersPage })),
  },
];
