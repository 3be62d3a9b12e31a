export { ontologyMenu, ontologyRoutes } from './lib/ontology-routes';
export type { OntologyMenuItem } from './lib/ontology-routes';
