import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import PsychologyOutlined from '@mui/icons-material/PsychologyOutlined';
import { ASSESSMENT_PAYMENT_RESULT_PATH } from '@platform/contract';

/**
 * The assessment portal's exam pages (spec §2): /job-assessment/{id}, /job-assessment-result, /aptitude-test,
 * /aptitude-test-result, /exam-lesson-result/{id}, /exam-module-result/{id} (an attempt's result by id), and the fee
 * payment's /job-assessment/payment/result — each a lazy chunk (the runner and its journal load only there).
 */
export const examRoutes: RouteObject[] = [
  {
    path: 'job-assessment/:id',
    handle: { titleId: 'assessments.job.title' },
    lazy: () => import('./job-assessment-page').then((m) => ({ Component: m.JobAssessmentPage })),
  },
  {
    // where the payment callback sends the youth back after paying a test's fee (ADR 0070 "Paid assessments")
    path: ASSESSMENT_PAYMENT_RESULT_PATH.slice(1),
    handle: { titleId: 'assessments.payment.title' },
    lazy: () => import('./payment-result-page').then((m) => ({ Component: m.AssessmentPaymentResultPage })),
  },
  {
    path: 'job-assessment-result',
    handle: { titleId: 'assessments.results.title' },
    lazy: () => import('./job-results-page').then((m) => ({ Component: m.JobResultsPage })),
  },
  {
    path: 'aptitude-test',
    handle: { titleId: 'assessments.aptitude.title' },
    lazy: () => import('./aptitude-test-page').then((m) => ({ Component: m.AptitudeTestPage })),
  },
  {
    path: 'exam-lesson-result/:id',
    handle: { titleId: 'assessments.result.lesson_title' },
    lazy: () => import('./attempt-result-page').then((m) => ({ Component: m.LessonResultPage })),
  },
  {
    path: 'exam-module-result/:id',
    handle: { titleId: 'assessments.result.module_title' },
    lazy: () => import('./attempt-result-page').then((m) => ({ Component: m.ModuleResultPage })),
  },
  {
    path: 'aptitude-test-result',
    handle: { titleId: 'assessments.aptitude.result_title' },
    lazy: () => import('./aptitude-result-page').then((m) => ({ Component: m.AptitudeResultPage })),
  },
];

/** The shell's MenuItem shape. */
export interface ExamMenuItem {
  labelId: string;
  to: string;
  icon?: ReactNode;
}

export const examMenu: ExamMenuItem[] = [
  { labelId: 'assessments.portal.menu.aptitude', to: '/aptitude-test', icon: <PsychologyOutlined /> },
  { labelId: 'assessments.portal.menu.results', to: '/job-assessment-result', icon: <AssignmentOutlined /> },
];
