import { searchEndpoints as E, type SearchIndexSyncQuery } from '@platform/contract';
import { pollUntil, useEndpoint, useEndpointList, useEndpointMutation } from '@platform/api-client';

/** How often the page asks again while a document sync runs (a sync of the demo data takes moments). */
const SYNC_POLL_MS = 1000;

/** GET /private/search-index: every index with its document count, last sync and newest sync (asked again while one runs). */
export const useSearchIndexes = () =>
  useEndpoint(
    E.searchIndexes,
    {},
    {
      refreshInterval: pollUntil(
        (rows) => !rows?.some((row) => row.latest_sync?.state === 'running'),
        SYNC_POLL_MS,
      ),
    },
  );

/** GET /private/search-index/syncs: the history of syncs, newest first (asked again while one of the page runs). */
export const useSearchIndexSyncs = (query: SearchIndexSyncQuery) =>
  useEndpointList(
    E.searchIndexSyncs,
    { query },
    {
      keepPreviousData: true,
      refreshInterval: pollUntil((page) => !page?.data.some((s) => s.state === 'running'), SYNC_POLL_MS),
    },
  );

/** POST /private/search-index/:index_name/document-sync: starts a sync (202); the list and the history are read again. */
export const useSyncSearchIndex = () => useEndpointMutation(E.syncSearchIndex);
