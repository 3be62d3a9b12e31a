import type { RouteObject } from 'react-router-dom';

/**
 * /freelance-corner and /freelance-corner/{id} (spec §2 "freelance corner", ADR 0099): lazy chunks, in the youth
 * portal (the public and youth) and the recruiter portal (recruiters write to youth).
 */
export const freelanceCornerRoutes: RouteObject[] = [
  {
    path: 'freelance-corner',
    handle: { titleId: 'freelance.title' },
    lazy: () => import('./freelance-corner-page').then((m) => ({ Component: m.FreelanceCornerPage })),
  },
  {
    path: 'freelance-corner/:id',
    handle: { titleId: 'freelance.title' },
    lazy: () => import('./offer-page').then((m) => ({ Component: m.FreelanceOfferPage })),
  },
];
