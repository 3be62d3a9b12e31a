export { associationMenu, associationRouteGroup } from './lib/menu';
export type { AssociationMenuItem } from './lib/menu';
export { associationRoutes } from './lib/associations-routes';
