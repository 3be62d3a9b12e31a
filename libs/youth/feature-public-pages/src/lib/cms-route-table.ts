import type { RouteObject } from 'react-router-dom';

/** The CMS pages of the youth portal (spec §2 public pages; issue 17 item 1), each its own lazy chunk. */
export const cmsPagesRoutes: RouteObject[] = [
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
