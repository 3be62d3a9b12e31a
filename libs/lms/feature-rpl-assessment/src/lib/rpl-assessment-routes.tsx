import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import { RPL_PERMISSIONS } from '@platform/contract';

/**
 * The assessor's RPL marking in the lms portal (issue 18 item 4, ADR 0094: an assessor is institute staff, a
 * content-provider user), lazy chunks guarded by mark_rpl_batch: `/rpl-assessment` (its own batches) and
 * `/rpl-assessment/{id}` (marks and certification).
 */
export const rplAssessmentRoutes: RouteObject[] = [
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
export interface RplAssessmentMenuItem {
  labelId: string;
  to: string;
  permission: string;
  icon?: ReactNode;
}

export const rplAssessmentMenu: RplAssessmentMenuItem[] = [
  {
    labelId: 'rpl.assessor.menu',
    to: '/rpl-assessment',
    permission: RPL_PERMISSIONS.markBatch,
    // the question banks' icon, already in the lms menu
    icon: <QuizOutlined />,
  },
];
