export { associationMenu, associationRoutes } from './lib/associations-routes';
export type { AssociationMenuItem } from './lib/associations-routes';
