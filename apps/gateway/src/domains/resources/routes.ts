import { SUCCESS_MESSAGES } from '@platform/contract';
import { RESOURCES, type ResourceDef, resourceEngineEndpoints, resourceSchema } from '@platform/resources';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import { PUBLIC_CACHE } from '../../platform/public-cache';
import { resourceRoutes } from './endpoints';
import { syncPermissions } from './permission-catalogue';
import { assertDefinition } from './rules';
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
  const createSchema = resourceSchema(def);
  registerListEndpoint(app, e.list, ({ query, page }) => listRecords(db, def, query, page), {
    documented: { query: listQuerySchema(def, 'admin') },
  });
  registerEndpoint(app, e.read, ({ params }) => readRecord(db, def, params.id));
  registerEndpoint(app, e.create, ({ body, requireUser }) => createRecord(db, def, body, requireUser().id), {
    body: createSchema,
  });
  registerEndpoint(
    app,
    e.update,
    ({ params, body, requireUser }) => updateRecordOf(db, def, params.id, body, requireUser().id),
    { documented: { body: updateBodySchema(def) } },
  );
  registerEndpoint(app, e.remove, ({ params, requireUser }) =>
    removeRecord(db, def, params.id, requireUser().id),
  );
  registerEndpoint(app, e.restore, ({ params, requireUser }) =>
    restoreRecord(db, def, params.id, requireUser().id),
  );
  if (e.bulkDelete)
    registerEndpoint(
      app,
      e.bulkDelete,
      ({ body, requireUser }) => bulkRemove(db, def, body.ids, requireUser().id),
      {
        successCode: 200,
        message: SUCCESS_MESSAGES.deleted,
        body: bulkDeleteSchema,
      },
    );
  if (e.import)
    registerEndpoint(
      app,
      e.import,
      ({ body, requireUser }) => importRecords(db, def, body, requireUser().id),
      { documented: { body: importBodySchema(def) } },
    );
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
