import { FEED_SEARCH_KINDS, type FeedSearchKind, type FeedSearchResult } from '@platform/contract';
import type { PageRequest } from '../../platform/endpoint';
import type { SearchHit, SearchIndex } from './port';

/* The public feed search (spec §7 `feed-search-result`): jobs, courses and notices together, best match first
 * (title matches first, then the rest, each newest first: ADR 0125). */

const LINK: Record<FeedSearchKind, string> = {
  jobs: '/jobs',
  courses: '/courses',
  notices: '/notices',
};

function resultOf(hit: SearchHit): FeedSearchResult {
  const kind = hit.index as FeedSearchKind;
  return {
    kind,
    id: hit.sourceId,
    title: hit.title,
    title_en: hit.titleEn,
    snippet: hit.snippet,
    snippet_en: hit.snippetEn,
    link: `${LINK[kind]}/${hit.sourceId}`,
  };
}

/** One page of results for the text (only what the public may open today in Dhaka) and their total. */
export async function feedSearch(
  search: SearchIndex,
  text: string,
  page: PageRequest,
  today: string,
): Promise<{ data: FeedSearchResult[]; total: number }> {
  const { hits, total } = await search.query({ text, indexes: FEED_SEARCH_KINDS, page, today });
  return { data: hits.map(resultOf), total };
}
