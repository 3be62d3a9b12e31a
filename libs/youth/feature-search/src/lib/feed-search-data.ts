import { type FeedSearchQuery, searchEndpoints as E } from '@platform/contract';
import { useEndpointList } from '@platform/api-client';

/** GET /public/feed-search-result: one page of jobs, courses and notices matching `q`; `null` waits. */
export const useFeedSearch = (query: FeedSearchQuery | null) =>
  useEndpointList(E.feedSearch, query ? { query } : null, { keepPreviousData: true });
