import { endpoints } from '@platform/contract';
import { permissionIdsSchema } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { findRole, grantIds, loadPermissionTree, type RoleRow } from './permission-admin';
import type { AuthenticatedUser } from '../../identity/types';
import { registerEndpoint } from '../../platform/endpoint';
import { notFound } from '../../platform/errors';
import { scopeOf } from '../../platform/tenant-scope';
import { assignGrants } from './grants';

/**
 * The permissions of a role and the permission tree (spec §6). The roles themselves (list, create, edit, delete)
 * come from the generic resource engine. Tenancy: platform administrators manage every role; a user of an
 * organisation reads the global roles and its organisation's, and changes only its organisation's.
 */
export function registerRolePermissionRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  async function role(actor: AuthenticatedUser, id: number, write: boolean): Promise<RoleRow> {
    const found = await findRole(db, id);
    const scope = scopeOf(actor);
    const own =
      scope.kind === 'all' || (scope.kind === 'organization' && found?.organization_id === scope.id);
    if (!found || !(own || (!write && found.organization_id === null))) throw notFound();
    return found;
  }

  registerEndpoint(app, endpoints.rolePermissions, async ({ id, requireUser }) => {
    const found = await role(requireUser(), id(), false);
    return { permission_ids: await grantIds(db, 'role', found.id) };
  });

  registerEndpoint(
    app,
    endpoints.updateRolePermissions,
    async ({ id, body, requireUser }) => {
      const actor = requireUser();
      const found = await role(actor, id(), true);
      return { permission_ids: await assignGrants(db, actor, 'role', found.id, body) };
    },
    { documented: { body: permissionIdsSchema } },
  );

  registerEndpoint(app, endpoints.permissionTree, async () => loadPermissionTree(db));
}
