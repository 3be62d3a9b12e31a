import { endpoints, SEARCH_INDEXES, type SearchIndexName } from '@platform/contract';
import { feedSearchQuerySchema, today } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../platform/errors';
import { registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import { postgresSearchIndex } from './postgres-index';
import { feedSearch } from './feed';
import { listIndexes, syncIndex } from './syncs';

const isIndex = (name: string): name is SearchIndexName =>
  (SEARCH_INDEXES as readonly string[]).includes(name);

/**
 * The search index (issue 17 item 5, ADR 0097): the admin's list and document sync (manage_search_index), and the
 * public feed search over jobs, courses and notices.
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
      return syncIndex(db, search, name);
    },
    { successCode: 200 },
  );
  registerListEndpoint(
    app,
    endpoints.feedSearch,
    async (ctx) => feedSearch(search, ctx.query.q, ctx.page, today()),
    { query: feedSearchQuerySchema },
  );
}
