import type { FastifyInstance } from 'fastify';
import { registerInstitutePermissionRoutes } from './institute-routes';
import { registerOrganizationPermissionRoutes } from './organization-routes';
import { registerRolePermissionRoutes } from './role-routes';
import { registerUserAdminRoutes } from './user-routes';
import { registerVendorPageRoutes } from './vendor-page';

/**
 * Identity administration (ADR 0022): users, their roles and own grants, vendor approval; the permissions of roles,
 * organisations and institutes and the permission tree. The roles and organisations themselves are resources
 * (domains/resources).
 */
export function registerUserRoutes(app: FastifyInstance): void {
  registerUserAdminRoutes(app);
  registerRolePermissionRoutes(app);
  registerOrganizationPermissionRoutes(app);
  registerInstitutePermissionRoutes(app);
  registerVendorPageRoutes(app);
}
