export { ontologyMenu, ontologyRouteGroup } from './lib/menu';
export type { OntologyMenuItem } from './lib/menu';
export { ontologyRoutes } from './lib/ontology-routes';
