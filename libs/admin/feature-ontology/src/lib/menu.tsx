import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import PsychologyOutlined from '@mui/icons-material/PsychologyOutlined';
import { ONTOLOGY_PERMISSIONS } from '@platform/contract';

/** The shell's RouteGroup shape (ADR 0103; a feature lib does not depend on the shell). */
interface RouteGroup {
  segments: readonly string[];
  load: () => Promise<RouteObject[]>;
}

/** The table of ontology-routes.tsx, loaded on the first visit to an address of it (ADR 0103). */
export const ontologyRouteGroup: RouteGroup = {
  segments: ['ontology'],
  load: () => import('./ontology-routes').then((m) => m.ontologyRoutes),
};

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
