import type { RouteObject } from 'react-router-dom';
import { ASSESSMENT_PERMISSIONS as P } from '@platform/contract';

/**
 * The question engine's authoring pages (spec §2 recruiter /job-questions-bank, /job-questions-bank/{id}/
 * job-question-bulk-upload, /job-questions-set/{id}; admin "question bank", "aptitude test"), for every portal that
 * keeps questions: the recruiter's organisation banks, the admin's platform banks and the aptitude bank. Each a lazy
 * chunk (exceljs only in the bulk upload's).
 */
export const questionBankRoutes: RouteObject[] = [
  {
    path: 'job-questions-bank',
    handle: { titleId: 'recruiter_assessments.banks.title', permission: P.viewQuestionBank },
    lazy: () => import('./question-banks-page').then((m) => ({ Component: m.QuestionBanksPage })),
  },
  {
    path: 'job-questions-bank/:id/job-question-bulk-upload',
    handle: { titleId: 'recruiter_assessments.upload.page', permission: P.manageQuestionBank },
    lazy: () => import('./bulk-upload-page').then((m) => ({ Component: m.BulkUploadPage })),
  },
  {
    path: 'job-questions-set/:id',
    handle: { titleId: 'recruiter_assessments.set.page', permission: P.viewQuestionBank },
    lazy: () => import('./question-set-page').then((m) => ({ Component: m.QuestionSetPage })),
  },
];
