import type { RouteObject } from 'react-router-dom';

/** /feed-search (spec §7 `feed-search`): jobs, courses and notices searched together, a lazy chunk. */
export const feedSearchRoutes: RouteObject[] = [
  {
    path: 'feed-search',
    handle: { titleId: 'feed_search.title' },
    lazy: () => import('./feed-search-page').then((m) => ({ Component: m.FeedSearchPage })),
  },
];
