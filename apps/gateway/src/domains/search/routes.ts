import { endpoints, SEARCH_INDEXES, type SearchIndexName } from '@platform/contract';
import { feedSearchQuerySchema, msg, today, VALIDATION_MESSAGES as V } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { number, object, string } from 'yup';
import { notFound } from '../../platform/errors';
import { registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import { postgresSearchIndex } from './postgres-index';
import { feedSearch } from './feed';
import { listIndexes, listSyncs, startSync } from './syncs';

const isIndex = (name: string): name is SearchIndexName =>
  (SEARCH_INDEXES as readonly string[]).includes(name);

const pageNumber = () =>
  number()
    .typeError(msg(V.number))
    .integer(msg(V.integer))
    .min(1, msg(V.min, { min: 1 }))
    .optional();

/** The query of the sync history: one index (optional) and the page. */
const syncHistoryQuerySchema = object({
  page: pageNumber(),
  page_size: pageNumber(),
  index_name: string()
    .oneOf([...SEARCH_INDEXES], msg(V.oneOf))
    .optional(),
});

/**
 * The search index (issue 17 item 5, ADR 0097, ADR 0116): the admin's list, document sync in the background (202 with
 * the sync; its progress in the list) and the history of syncs (manage_search_index), and the public feed search over
 * jobs, courses and notices.
 */
export function registerSearchRoutes(app: FastifyInstance): void {
  const { db } = app.services;
  const search = postgresSearchIndex(db);
  registerEndpoint(app, endpoints.searchIndexes, async () => listIndexes(db, search));
  registerEndpoint(
    app,
    endpoints.syncSearchIndex,
    async (ctx) => {
      const name = String(ctx.params.index_name);
      if (!isIndex(name)) throw notFound();
      const { sync } = await startSync(db, search, app.log, name, ctx.requireUser().id);
      return sync;
    },
    { successCode: 202, message: 'search_index.sync_started' },
  );
  registerListEndpoint(
    app,
    endpoints.searchIndexSyncs,
    async (ctx) => listSyncs(db, ctx.query.index_name as SearchIndexName | undefined, ctx.page),
    { query: syncHistoryQuerySchema },
  );
  registerListEndpoint(
    app,
    endpoints.feedSearch,
    async (ctx) => feedSearch(search, ctx.query.q, ctx.page, today()),
    { query: feedSearchQuerySchema },
  );
}
