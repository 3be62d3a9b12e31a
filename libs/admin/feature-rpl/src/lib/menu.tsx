import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import { RPL_PERMISSIONS } from '@platform/contract';

/** The shell's RouteGroup shape (ADR 0103; a feature lib does not depend on the shell). */
interface RouteGroup {
  segments: readonly string[];
  load: () => Promise<RouteObject[]>;
}

/** The table of rpl-routes.tsx, loaded on the first visit to an address of it (ADR 0103). */
export const rplRouteGroup: RouteGroup = {
  segments: ['rpl-batches'],
  load: () => import('./rpl-routes').then((m) => m.rplRoutes),
};

/** The shell's MenuItem shape. */
export interface RplMenuItem {
  labelId: string;
  to: string;
  permission: string;
  group: string;
  icon?: ReactNode;
}

export const rplMenu: RplMenuItem[] = [
  {
    labelId: 'rpl.batches.menu',
    to: '/rpl-batches',
    permission: RPL_PERMISSIONS.manageBatches,
    group: 'resources.groups.rpl',
    // the approvals' icon: a new icon would weigh on every signed-in first visit (issue 13)
    icon: <FactCheckOutlined />,
  },
];
