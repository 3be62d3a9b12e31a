import type { RouteObject } from 'react-router-dom';
import { RPL_PERMISSIONS } from '@platform/contract';

/**
 * The RPL office's batches (issue 18 item 4, ADR 0094), lazy chunks guarded by manage_rpl_batch: `/rpl-batches` (make
 * batches) and `/rpl-batches/{id}` (place applications). The assessor's marking is the lms portal's.
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
];
