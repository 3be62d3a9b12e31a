import { SUCCESS_MESSAGES } from '@platform/contract';
import { RESOURCES, type ResourceDef, resourceEngineEndpoints, resourceSchema } from '@platform/resources';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import type { TenantScope } from '../../platform/tenant-scope';
import { PUBLIC_CACHE } from '../../platform/public-cache';
import { resourceRoutes } from './endpoints';
import { syncPermissions } from './permission-catalogue';
import { assertDefinition } from './rules';
import { reachOf } from './tenant';
import { importBodySchema, listQuerySchema, updateBodySchema } from './request-schemas';
import {
  bulkDeleteSchema,
  bulkRemove,
  createRecord,
  importRecords,
  listLookup,
  listRecords,
  readLookup,
  readRecord,
  removeRecord,
  restoreRecord,
  updateRecordOf,
} from './service';

/**
 * Registers every endpoint of one resource through the same helpers as hand-written routes (area rule, permission
 * key, envelope). Handlers only hand the request to the service functions.
 */
function registerResource(app: FastifyInstance, def: ResourceDef): void {
  assertDefinition(def);
  const { db } = app.services;
  const e = resourceRoutes(def);
  // whose records a call reaches: from this definition and the verified caller (ADR 0083)
  const reach = (ctx: { tenant(): TenantScope }) => reachOf(def, ctx.tenant());
  // who writes: its own and its tenant's uploads are what a file field may name (ADR 0123)
  const writer = (ctx: { tenant(): TenantScope; requireUser(): { id: number } }) => ({
    id: ctx.requireUser().id,
    scope: ctx.tenant(),
  });
  registerListEndpoint(app, e.list, (ctx) => listRecords(db, def, ctx.query, ctx.page, reach(ctx)), {
    documented: { query: listQuerySchema(def, 'admin') },
  });
  registerEndpoint(app, e.read, (ctx) => readRecord(db, def, ctx.params.id, reach(ctx)));
  // the body is validated by the service once the caller's own tenant is laid over it
  registerEndpoint(app, e.create, (ctx) => createRecord(db, def, ctx.body, writer(ctx), reach(ctx)), {
    documented: { body: resourceSchema(def) },
  });
  registerEndpoint(
    app,
    e.update,
    (ctx) => updateRecordOf(db, def, ctx.params.id, ctx.body, writer(ctx), reach(ctx)),
    { documented: { body: updateBodySchema(def) } },
  );
  registerEndpoint(app, e.remove, (ctx) =>
    removeRecord(db, def, ctx.params.id, ctx.requireUser().id, reach(ctx)),
  );
  registerEndpoint(app, e.restore, (ctx) =>
    restoreRecord(db, def, ctx.params.id, ctx.requireUser().id, reach(ctx)),
  );
  if (e.bulkDelete)
    registerEndpoint(
      app,
      e.bulkDelete,
      (ctx) => bulkRemove(db, def, ctx.body.ids, ctx.requireUser().id, reach(ctx)),
      {
        successCode: 200,
        message: SUCCESS_MESSAGES.deleted,
        body: bulkDeleteSchema,
      },
    );
  if (e.import)
    registerEndpoint(app, e.import, (ctx) => importRecords(db, def, ctx.body, writer(ctx), reach(ctx)), {
      documented: { body: importBodySchema(def) },
    });
  if (e.lookupList)
    registerListEndpoint(app, e.lookupList, ({ query, page }) => listLookup(db, def, query, page), {
      documented: { query: listQuerySchema(def, 'lookup') },
      cache: PUBLIC_CACHE.lookups,
    });
  if (e.lookupRead)
    registerEndpoint(app, e.lookupRead, ({ params }) => readLookup(db, def, params.id), {
      cache: PUBLIC_CACHE.lookups,
    });
}

/**
 * Every resource of the generic engine (private CRUD, restore, bulk delete, import and the public lookups), and
 * `POST /private/permissions/sync`: inserts the permissions the routes declare and the database lacks.
 */
export function registerResourceRoutes(app: FastifyInstance): void {
  for (const def of Object.values(RESOURCES) as ResourceDef[]) registerResource(app, def);
  registerEndpoint(app, resourceEngineEndpoints.syncPermissions, () => syncPermissions(app.services.db), {
    successCode: 200,
    message: SUCCESS_MESSAGES.ok,
  });
}
