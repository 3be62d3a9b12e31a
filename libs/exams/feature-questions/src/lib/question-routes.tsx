import type { RouteObject } from 'react-router-dom';
import { ASSESSMENT_PERMISSIONS as P } from '@platform/contract';
import { INSTITUTE_QUESTION_PATHS as LMS, withPaths } from './question-paths';

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

/**
 * The same pages for an institute in the lms portal (spec §2 lms /question-bank, /question-bank/create,
 * /question-bank/{id}/edit, /question-bank/{id}/read; issue 15 item 7, ADR 0078), with the bulk upload and the
 * question sets beside them. The gateway keeps every bank to the caller's institute.
 */
export const instituteQuestionBankRoutes: RouteObject[] = [
  {
    path: 'question-bank',
    handle: { titleId: 'recruiter_assessments.banks.title', permission: P.viewQuestionBank },
    lazy: () =>
      import('./question-banks-page').then((m) => ({ Component: withPaths(m.QuestionBanksPage, LMS) })),
  },
  {
    path: 'question-bank/create',
    handle: { titleId: 'recruiter_assessments.banks.create', permission: P.manageQuestionBank },
    lazy: () => import('./bank-form-page').then((m) => ({ Component: withPaths(m.CreateBankPage, LMS) })),
  },
  {
    path: 'question-bank/:id/edit',
    handle: { titleId: 'recruiter_assessments.banks.edit_title', permission: P.manageQuestionBank },
    lazy: () => import('./bank-form-page').then((m) => ({ Component: withPaths(m.EditBankPage, LMS) })),
  },
  {
    path: 'question-bank/:id/read',
    handle: { titleId: 'recruiter_assessments.banks.title', permission: P.viewQuestionBank },
    lazy: () => import('./question-banks-page').then((m) => ({ Component: withPaths(m.BankReadPage, LMS) })),
  },
  {
    path: 'question-bank/:id/bulk-upload',
    handle: { titleId: 'recruiter_assessments.upload.page', permission: P.manageQuestionBank },
    lazy: () => import('./bulk-upload-page').then((m) => ({ Component: withPaths(m.BulkUploadPage, LMS) })),
  },
  {
    path: 'question-bank/sets/:id',
    handle: { titleId: 'recruiter_assessments.set.page', permission: P.viewQuestionBank },
    lazy: () => import('./question-set-page').then((m) => ({ Component: withPaths(m.QuestionSetPage, LMS) })),
  },
];
