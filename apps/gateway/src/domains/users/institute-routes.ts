import { endpoints } from '@platform/contract';
import { permissionIdsSchema } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import type { AuthenticatedUser } from '../../identity/types';
import { registerEndpoint } from '../../platform/endpoint';
import { forbidden, notFound, validationFailed } from '../../platform/errors';
import { scopeOf } from '../../platform/tenant-scope';
import { validated } from '../../platform/validate';
import { instituteGrant, replaceInstituteGrant } from './institute-grants';
import { unknownPermissionIds } from './permission-admin';
import { instituteExists } from './user-admin';

/**
 * Permissions granted to an institute as a whole (spec §6, issue 18 item 1; ADR 0120): the most its users may hold.
 * A platform administrator reads and replaces any institute's grant; a user of the institute holding the key may
 * read its own (another institute's is 404) but never change it (403): an institute does not widen its own ceiling.
 */
export function registerInstitutePermissionRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  async function institute(actor: AuthenticatedUser, id: number): Promise<number> {
    const scope = scopeOf(actor);
    const allowed = scope.kind === 'all' || (scope.kind === 'institute' && scope.id === id);
    if (!allowed || !(await instituteExists(db, id))) throw notFound();
    return id;
  }

  registerEndpoint(app, endpoints.institutePermissions, async ({ id, requireUser }) =>
    instituteGrant(db, await institute(requireUser(), id())),
  );

  registerEndpoint(
    app,
    endpoints.updateInstitutePermissions,
    async ({ id, body, requireUser }) => {
      const actor = requireUser();
      const instituteId = await institute(actor, id());
      if (scopeOf(actor).kind !== 'all') throw forbidden();
      const { permission_ids } = await validated(permissionIdsSchema, body);
      const ids = [...new Set(permission_ids)].sort((a, b) => a - b);
      if ((await unknownPermissionIds(db, ids)).length)
        throw validationFailed({ permission_ids: ['validation.one_of'] });
      await replaceInstituteGrant(db, instituteId, ids);
      return instituteGrant(db, instituteId);
    },
    { documented: { body: permissionIdsSchema } },
  );
}
