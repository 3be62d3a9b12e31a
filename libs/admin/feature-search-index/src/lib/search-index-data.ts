import { searchEndpoints as E } from '@platform/contract';
import { useEndpoint, useEndpointMutation } from '@platform/api-client';

/** GET /private/search-index: every index with its document count and last sync. */
export const useSearchIndexes = () => useEndpoint(E.searchIndexes, {});

/** POST /private/search-index/:index_name/document-sync: rebuild one index; the list is read again. */
export const useSyncSearchIndex = () =>
  useEndpointMutation(E.syncSearchIndex, { revalidate: ['/private/search-index'] });
