import type { SearchIndexName } from '@platform/contract';
import type { PageRequest } from '../../platform/endpoint';

/*
 * The search port (ARCHITECTURE §8, ADR 0097): what the gateway needs of a search engine, whatever the engine.
 * PostgreSQL full text (postgres-index.ts) is the default; an external engine (OpenSearch …) implements the same
 * interface, fed from the same source documents (sources.ts), and its hits pass the same visibility check
 * (visibility.ts) before anyone sees them.
 */

/** One document of an index: a source row's searchable text in both languages. */
export interface SearchDocument {
  sourceId: number;
  title: string;
  titleEn: string | null;
  /** Plain text shown under the title. */
  snippet: string;
  snippetEn: string | null;
  /** The rest of the searched text. */
  body: string;
}

/** One hit of a query. */
export interface SearchHit {
  index: SearchIndexName;
  sourceId: number;
  title: string;
  titleEn: string | null;
  snippet: string;
  snippetEn: string | null;
}

export interface SearchRequest {
  /** The user's words; only letters, marks and digits count. */
  text: string;
  indexes: readonly SearchIndexName[];
  page: PageRequest;
  /** Today in Dhaka ('YYYY-MM-DD'): a job or notice is visible from its day on. */
  today: string;
}

export interface RebuildOptions {
  /** Documents per batch (default REBUILD_BATCH of rebuild.ts). */
  batch?: number;
  progress?: (done: number, total: number) => Promise<void>;
}

export interface RebuildResult {
  /** Documents written. */
  written: number;
  /** Documents removed because their source no longer holds them. */
  removed: number;
}

export interface SearchIndex {
  /** The engine's name, for the ADR's "which engine answers" and the logs. */
  readonly engine: string;
  /** Writes (or replaces) documents of one index. */
  upsert(index: SearchIndexName, documents: SearchDocument[]): Promise<void>;
  /** Removes documents of one index by their source ids (missing ones are no error). */
  remove(index: SearchIndexName, sourceIds: number[]): Promise<void>;
  /**
   * Builds every document of one index anew from its source, in batches, beside the live index, and then puts the new
   * one in its place at once (ADR 0133; an external engine: a new physical index and an alias move, ADR 0097): the
   * index answers in full throughout (never emptied first, never half rewritten), changes made meanwhile are kept, and
   * a failure leaves the live index as it was. `progress` is told after each batch how many of how many documents are
   * built.
   */
  rebuild(index: SearchIndexName, options?: RebuildOptions): Promise<RebuildResult>;
  /** How many documents each index holds. */
  counts(): Promise<Map<SearchIndexName, number>>;
  /**
   * The best matches of the request that the public may open now (ADR 0125: every word in the title first, then
   * elsewhere, each newest first), and their total (capped).
   */
  query(request: SearchRequest): Promise<{ hits: SearchHit[]; total: number }>;
}
