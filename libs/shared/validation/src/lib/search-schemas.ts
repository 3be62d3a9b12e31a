import { object, type ObjectSchema } from 'yup';
import { SEARCH_LIMITS as L, type FeedSearchQuery } from '@platform/contract';
import { requiredText } from './rules';

/* The feed search (issue 17 item 5, ADR 0097). */

/** GET /public/feed-search-result: the search text is required, at most SEARCH_LIMITS.query characters. */
export const feedSearchQuerySchema = object({
  q: requiredText(L.query),
}) as unknown as ObjectSchema<Omit<FeedSearchQuery, 'page' | 'page_size'>>;
