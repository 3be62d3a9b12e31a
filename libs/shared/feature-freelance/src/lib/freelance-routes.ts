import type { RouteObject } from 'react-router-dom';

/**
 * /freelance-corner and /freelance-corner/{id} (spec §2 "freelance corner", ADR 0099), in the youth portal (the
 * public and youth) and the recruiter portal (recruiters write to youth). One lazy route whose chunk routes between
 * the two pages: every route object sits in a portal's entry, and the youth entry is at its budget.
 */
export const freelanceCornerRoutes: RouteObject[] = [
  {
    path: 'freelance-corner/*',
    handle: { titleId: 'freelance.title' },
    lazy: () => import('./freelance-corner-routes').then((m) => ({ Component: m.FreelanceCornerRoutes })),
  },
];
