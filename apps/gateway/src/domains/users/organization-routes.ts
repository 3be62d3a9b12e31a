import { endpoints } from '@platform/contract';
import { permissionIdsSchema } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { grantIds } from './permission-admin';
import { organizationExists } from './user-admin';
import type { AuthenticatedUser } from '../../identity/types';
import { registerEndpoint } from '../../platform/endpoint';
import { notFound } from '../../platform/errors';
import { scopeOf } from '../../platform/tenant-scope';
import { assignGrants } from './grants';

/**
 * Permissions granted to an organisation (every user of it holds them, spec §6). Platform administrators manage
 * every organisation; a user of an organisation only its own; anyone else none.
 */
export function registerOrganizationPermissionRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  async function organization(actor: AuthenticatedUser, id: number): Promise<number> {
    const scope = scopeOf(actor);
    const allowed = scope.kind === 'all' || (scope.kind === 'organization' && scope.id === id);
    if (!allowed || !(await organizationExists(db, id))) throw notFound();
    return id;
  }

  registerEndpoint(app, endpoints.organizationPermissions, async ({ id, requireUser }) => {
    const organizationId = await organization(requireUser(), id());
    return { permission_ids: await grantIds(db, 'organization', organizationId) };
  });

  registerEndpoint(
    app,
    endpoints.updateOrganizationPermissions,
    async ({ id, body, requireUser }) => {
      const actor = requireUser();
      const organizationId = await organization(actor, id());
      return { permission_ids: await assignGrants(db, actor, 'organization', organizationId, body) };
    },
    { documented: { body: permissionIdsSchema } },
  );
}
