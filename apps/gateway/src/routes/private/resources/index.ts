import { RESOURCES, type ResourceDef } from '@platform/resources';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../../resources';

/** Every resource of the generic engine: private CRUD, restore, bulk delete, import and the public lookups. */
export function registerResourceRoutes(app: FastifyInstance): void {
  for (const def of Object.values(RESOURCES) as ResourceDef[]) registerResource(app, def);
}
