import { defineEndpoint } from './endpoint';
import type { ListQuery } from './envelope';
import { SEARCH_PERMISSIONS } from './search-permissions';

/*
 * The search index (issue 17 item 5, ADR 0097). The gateway keeps one index per kind of document behind its search
 * port (PostgreSQL full text by default): published jobs, published courses, public notices and the CVs of youth in
 * the CV bank. Administrators see each index with its document count and last sync and rebuild one ("document
 * sync"); the public feed search looks through jobs, courses and notices together. A result is only ever something
 * the public may open at that moment: an unpublished job or a hidden CV is never returned, even by a stale index.
 */

/** The indexes, in the order the admin list shows them. */
export const SEARCH_INDEXES = ['jobs', 'courses', 'notices', 'youth_cvs'] as const;
export type SearchIndexName = (typeof SEARCH_INDEXES)[number];

/** The kinds of document the public feed search returns (the CVs are not public). */
export const FEED_SEARCH_KINDS = ['jobs', 'courses', 'notices'] as const;
export type FeedSearchKind = (typeof FEED_SEARCH_KINDS)[number];

export { SEARCH_PERMISSIONS } from './search-permissions';

export const SEARCH_LIMITS = {
  /** Characters of a feed search text. */
  query: 100,
  /** Characters of a result's snippet. */
  snippet: 200,
  /** Characters of a failed sync's recorded error. */
  syncError: 500,
} as const;

/** Message ids of the search index's refusals. */
export const SEARCH_INDEX_ERRORS = {
  /** A document sync of this index is already running (409). */
  alreadyRunning: 'search_index.errors.already_running',
} as const;

/** A document sync's state: running in the background, done, or failed (the index keeps its documents). */
export const SEARCH_SYNC_STATES = ['running', 'done', 'failed'] as const;
export type SearchSyncState = (typeof SEARCH_SYNC_STATES)[number];

/**
 * One document sync (ADR 0116): a background job that writes an index's documents in batches and records how far it
 * got. `total` is counted when it starts; `done` grows batch by batch; a failure keeps its message and the index its
 * documents (documents are replaced in place, and only removed once every batch is written).
 */
export interface SearchIndexSync {
  id: number;
  index_name: SearchIndexName;
  state: SearchSyncState;
  /** Documents written so far. */
  done: number;
  /** Documents the index's source held when the sync started. */
  total: number;
  /** Documents the sync removed at its end (no longer in the source); null until it finishes. */
  removed: number | null;
  /** What went wrong (a failed sync only). */
  error: string | null;
  started_at: string;
  finished_at: string | null;
  /** How long it took, in milliseconds (once finished). */
  duration_ms: number | null;
  /** Who started it (display name), null for a deleted account. */
  started_by: string | null;
}

/** GET /private/search-index/syncs: the history of document syncs, newest first, optionally of one index. */
export interface SearchIndexSyncQuery extends ListQuery {
  index_name?: SearchIndexName;
}

/** One index as the admin list shows it. */
export interface SearchIndexInfo {
  index_name: SearchIndexName;
  /** Documents the index holds now. */
  document_count: number;
  /** When the index was last rebuilt in full ("document sync"); null before the first one. */
  last_synced_at: string | null;
  /** Documents the last sync wrote. */
  last_sync_count: number | null;
  /** How long the last sync took, in milliseconds. */
  last_sync_ms: number | null;
  /** The index's newest document sync, whatever its state: a running one carries its progress. */
  latest_sync: SearchIndexSync | null;
}

/** GET /public/feed-search-result: a search text (required) over jobs, courses and notices, paged. */
export interface FeedSearchQuery extends ListQuery {
  q: string;
}

/** One result of the feed search: what it is, its title in both languages, a plain-text snippet and its page. */
export interface FeedSearchResult {
  kind: FeedSearchKind;
  id: number;
  title: string;
  title_en: string | null;
  /** Plain text (no markup), at most SEARCH_LIMITS.snippet characters. */
  snippet: string;
  snippet_en: string | null;
  /** The youth portal's page of the document: /jobs/{id}, /courses/{id} or /notices/{id}. */
  link: string;
}

const P = SEARCH_PERMISSIONS;

export const searchEndpoints = {
  searchIndexes: defineEndpoint<SearchIndexInfo[]>({
    method: 'GET',
    path: '/private/search-index',
    area: 'private',
    permission: P.manage,
    summary: 'The search indexes with their document count and last sync',
  }),
  syncSearchIndex: defineEndpoint<SearchIndexSync, undefined, undefined, { index_name: SearchIndexName }>({
    method: 'POST',
    path: '/private/search-index/:index_name/document-sync',
    area: 'private',
    permission: P.manage,
    summary:
      'Document sync: starts rebuilding one index in the background (202 with the sync; 409 while one runs; 404 for an index that does not exist)',
  }),
  searchIndexSyncs: defineEndpoint<SearchIndexSync[], undefined, SearchIndexSyncQuery>({
    method: 'GET',
    path: '/private/search-index/syncs',
    area: 'private',
    permission: P.manage,
    list: true,
    summary: 'The history of document syncs, newest first, with their progress, outcome and error',
  }),
  feedSearch: defineEndpoint<FeedSearchResult[], undefined, FeedSearchQuery>({
    method: 'GET',
    path: '/public/feed-search-result',
    area: 'public',
    list: true,
    summary:
      'Search published jobs, published courses and public notices together (best match first, Bengali or English)',
  }),
} as const;
