import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import PsychologyOutlined from '@mui/icons-material/PsychologyOutlined';
import { ONTOLOGY_PERMISSIONS } from '@platform/contract';

/** `/ontology` (ADR 0098): the ontology editor, a lazy chunk guarded by view_ontology. */
export const ontologyRoutes: RouteObject[] = [
  {
    path: 'ontology',
    handle: { titleId: 'ontology.title', permission: ONTOLOGY_PERMISSIONS.view },
    lazy: () => import('./ontology-page').then((m) => ({ Component: m.OntologyPage })),
  },
];

/** The shell's MenuItem shape. */
export interface OntologyMenuItem {
  labelId: string;
  to: string;
  permission: string;
  group: string;
  icon?: ReactNode;
}

export const ontologyMenu: OntologyMenuItem[] = [
  {
    labelId: 'ontology.menu',
    to: '/ontology',
    permission: ONTOLOGY_PERMISSIONS.view,
    group: 'resources.groups.skills',
    // the aptitude test's icon: a new icon would weigh on every signed-in first visit (issue 13)
    icon: <PsychologyOutlined />,
  },
];
