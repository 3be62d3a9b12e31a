import type { RouteObject } from 'react-router-dom';
import { ONTOLOGY_PERMISSIONS } from '@platform/contract';

/** `/ontology` (ADR 0098): the ontology editor, a lazy chunk guarded by view_ontology. */
export const ontologyRoutes: RouteObject[] = [
  {
    path: 'ontology',
    handle: { titleId: 'ontology.title', permission: ONTOLOGY_PERMISSIONS.view },
    lazy: () => import('./ontology-page').then((m) => ({ Component: m.OntologyPage })),
  },
];
