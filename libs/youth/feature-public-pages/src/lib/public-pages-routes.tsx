import type { RouteObject } from 'react-router-dom';

/** One import site for the pages of one chunk: each site puts the chunk's dependency list in the youth entry. */
const staticPages = () => import('./static-pages');

/** The shell's RouteGroup shape (ADR 0103; a feature lib does not depend on the shell). */
interface RouteGroup {
  segments: readonly string[];
  load: () => Promise<RouteObject[]>;
}

/**
 * The youth portal's public pages. Each page is its own lazy chunk; the paths are the spec's (§2).
 * `handle.titleId` names the page for the shell (document title, breadcrumbs).
 */
export const publicPagesRoutes: RouteObject[] = [
  {
    index: true,
    handle: { titleId: 'portals.menu.home' },
    lazy: () => import('./home-page').then((m) => ({ Component: m.HomePage })),
  },
  {
    path: 'about-us',
    handle: { titleId: 'pages.about_us.title' },
    lazy: () => staticPages().then((m) => ({ Component: m.AboutUsPage })),
  },
  {
    path: 'how-it-works',
    handle: { titleId: 'pages.how_it_works.title' },
    lazy: () => staticPages().then((m) => ({ Component: m.HowItWorksPage })),
  },
  {
    path: 'privacy-policy',
    handle: { titleId: 'pages.privacy_policy.title' },
    lazy: () => staticPages().then((m) => ({ Component: m.PrivacyPolicyPage })),
  },
  {
    path: 'term-of-use',
    handle: { titleId: 'pages.term_of_use.title' },
    lazy: () => staticPages().then((m) => ({ Component: m.TermOfUsePage })),
  },
  {
    path: 'contact-us',
    handle: { titleId: 'pages.contact_us.title' },
    lazy: () => import('./contact-page').then((m) => ({ Component: m.ContactPage })),
  },
];

/**
 * The CMS pages (notices, gallery, publications, events, recent activities, FAQs): a route group (ADR 0103), their
 * table loaded on the first visit to one of them, not in the youth entry.
 */
export const cmsPagesRouteGroup: RouteGroup = {
  segments: ['notices', 'gallery', 'publications', 'events', 'recent-activities', 'faqs'],
  load: () => import('./cms-route-table').then((m) => m.cmsPagesRoutes),
};

/** The RPL programme’s public pages (ADR 0094; /rpl/apply and /rpl/my-applications are @platform/youth-feature-rpl’s): a route group (ADR 0103), their table loaded on the first visit to one of them, not in the youth entry. */
export const rplPagesRouteGroup: RouteGroup = {
  segments: ['rpl'],
  load: () => import('./rpl-pages-route-table').then((m) => m.rplPagesRoutes),
};
