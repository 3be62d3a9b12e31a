import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import { RPL_PERMISSIONS } from '@platform/contract';

/**
 * The RPL office's batches and the assessor's marking (issue 18 item 4, ADR 0094), lazy chunks guarded by their keys:
 * `/rpl-batches` (make batches, place applications) and `/rpl-assessment` (an assessor's own batches).
 */
export const rplRoutes: RouteObject[] = [
  {
    path: 'rpl-batches',
    handle: { titleId: 'rpl.batches.title', permission: RPL_PERMISSIONS.manageBatches },
    lazy: () => import('./batches-page').then((m) => ({ Component: m.RplBatchesPage })),
  },
  {
    path: 'rpl-batches/:id',
    handle: { titleId: 'rpl.batch.title', permission: RPL_PERMISSIONS.manageBatches },
    lazy: () => import('./batch-page').then((m) => ({ Component: m.RplBatchPage })),
  },
  {
    path: 'rpl-assessment',
    handle: { titleId: 'rpl.assessor.title', permission: RPL_PERMISSIONS.markBatch },
    lazy: () => import('./assessor-pages').then((m) => ({ Component: m.AssessorBatchesPage })),
  },
  {
    path: 'rpl-assessment/:id',
    handle: { titleId: 'rpl.assessor.batch_title', permission: RPL_PERMISSIONS.markBatch },
    lazy: () => import('./assessor-pages').then((m) => ({ Component: m.MarkingPage })),
  },
];

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
  {
    labelId: 'rpl.assessor.menu',
    to: '/rpl-assessment',
    permission: RPL_PERMISSIONS.markBatch,
    group: 'resources.groups.rpl',
    icon: <FactCheckOutlined />,
  },
];
