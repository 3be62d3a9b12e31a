/**
 * The gateway's generic resource module (ADR 0040): the routes, SQL and rules of every definition of
 * @platform/resources, and the permission catalogue the routes declare.
 */
export { registerResourceRoutes } from './routes';
export { resourceRoutes, resourceEngineRoutes } from './endpoints';
export { declaredPermissions, moduleTitle, syncPermissions, SYSTEM_ADMIN_ROLE } from './permission-catalogue';
