import type { RouteObject } from 'react-router-dom';

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
    lazy: () => import('./static-pages').then((m) => ({ Component: m.AboutUsPage })),
  },
  {
    path: 'how-it-works',
    handle: { titleId: 'pages.how_it_works.title' },
    lazy: () => import('./static-pages').then((m) => ({ Component: m.HowItWorksPage })),
  },
  {
    path: 'privacy-policy',
    handle: { titleId: 'pages.privacy_policy.title' },
    lazy: () => import('./static-pages').then((m) => ({ Component: m.PrivacyPolicyPage })),
  },
  {
    path: 'term-of-use',
    handle: { titleId: 'pages.term_of_use.title' },
    lazy: () => import('./static-pages').then((m) => ({ Component: m.TermOfUsePage })),
  },
  // the RPL pages (issue 18 item 4, ADR 0094); /rpl/apply and /rpl/my-applications are @platform/youth-feature-rpl's
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
  {
    path: 'contact-us',
    handle: { titleId: 'pages.contact_us.title' },
    lazy: () => import('./contact-page').then((m) => ({ Component: m.ContactPage })),
  },

  {
    path: 'notices',
    handle: { titleId: 'cms.notices.title' },
    lazy: () => import('./notices-pages').then((m) => ({ Component: m.NoticesPage })),
  },
  {
    path: 'notices/:id',
    handle: { titleId: 'cms.notices.detail' },
    lazy: () => import('./notices-pages').then((m) => ({ Component: m.NoticePage })),
  },
  {
    path: 'gallery',
    handle: { titleId: 'cms.gallery.title' },
    lazy: () => import('./gallery-pages').then((m) => ({ Component: m.GalleryPage })),
  },
  {
    path: 'gallery/:id',
    handle: { titleId: 'cms.gallery.album' },
    lazy: () => import('./gallery-pages').then((m) => ({ Component: m.GalleryAlbumPage })),
  },
  {
    path: 'publications',
    handle: { titleId: 'cms.publications.title' },
    lazy: () => import('./publications-page').then((m) => ({ Component: m.PublicationsPage })),
  },
  {
    path: 'events',
    handle: { titleId: 'cms.events.title' },
    lazy: () => import('./events-pages').then((m) => ({ Component: m.EventsPage })),
  },
  {
    path: 'recent-activities',
    handle: { titleId: 'cms.activities.title' },
    lazy: () => import('./events-pages').then((m) => ({ Component: m.RecentActivitiesPage })),
  },
  {
    path: 'faqs',
    handle: { titleId: 'cms.faqs.title' },
    lazy: () => import('./faqs-page').then((m) => ({ Component: m.FaqsPage })),
  },
];
