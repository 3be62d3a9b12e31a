import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import { ASSESSMENT_PERMISSIONS as P, JOB_PERMISSIONS } from '@platform/contract';

/**
 * The recruiter's job assessments (spec §2): each a lazy chunk, guarded by the key the gateway checks for the page's
 * reads. The question banks' pages are @platform/exams-feature-questions (the app composes both). Also the spec's
 * interview routes /jobs/{id}/interview (+ /preview) and /interview-board/{id}/candidates, where the assessment hands
 * over to the interview.
 */
export const assessmentsRoutes: RouteObject[] = [
  {
    path: 'assessments',
    handle: { titleId: 'recruiter_assessments.list.title', permission: P.viewAssessment },
    lazy: () => import('./assessments-page').then((m) => ({ Component: m.AssessmentsPage })),
  },
  {
    path: 'assessments/create',
    handle: { titleId: 'recruiter_assessments.form.create_title', permission: P.manageAssessment },
    lazy: () => import('./assessment-form-page').then((m) => ({ Component: m.CreateAssessmentPage })),
  },
  {
    path: 'assessments/edit/:id',
    handle: { titleId: 'recruiter_assessments.form.edit_title', permission: P.manageAssessment },
    lazy: () => import('./assessment-form-page').then((m) => ({ Component: m.EditAssessmentPage })),
  },
  {
    path: 'jobs/:id/assessment',
    handle: { titleId: 'recruiter_assessments.form.job_title', permission: P.manageAssessment },
    lazy: () => import('./assessment-form-page').then((m) => ({ Component: m.JobAssessmentFormPage })),
  },
  {
    path: 'jobs/:id/assessment/preview',
    handle: { titleId: 'recruiter_assessments.preview.title', permission: P.viewAssessment },
    lazy: () => import('./assessment-preview-page').then((m) => ({ Component: m.AssessmentPreviewPage })),
  },
  {
    path: 'assessments/:id/candidates',
    handle: { titleId: 'recruiter_assessments.candidates.page', permission: P.viewAssessment },
    lazy: () => import('./candidates-page').then((m) => ({ Component: m.CandidatesPage })),
  },
  {
    path: 'job-assessments/:id/results',
    handle: { titleId: 'recruiter_assessments.results.page', permission: P.viewAssessment },
    lazy: () => import('./results-page').then((m) => ({ Component: m.ResultsPage })),
  },
  {
    path: 'job-assessment-results/:id',
    handle: { titleId: 'recruiter_assessments.result.page', permission: P.viewAssessment },
    lazy: () => import('./candidate-result-page').then((m) => ({ Component: m.CandidateResultPage })),
  },
  {
    path: 'answer-sheet',
    handle: { titleId: 'recruiter_assessments.sheet.page', permission: P.viewAssessment },
    lazy: () => import('./answer-sheet-page').then((m) => ({ Component: m.AnswerSheetPage })),
  },
  {
    path: 'jobs/:id/interview',
    handle: { titleId: 'recruiter_assessments.interview.page', permission: JOB_PERMISSIONS.viewAnyApplicant },
    lazy: () => import('./interview-overview-page').then((m) => ({ Component: m.InterviewOverviewPage })),
  },
  {
    path: 'jobs/:id/interview/preview',
    handle: {
      titleId: 'recruiter_assessments.interview.preview_title',
      permission: JOB_PERMISSIONS.viewAnyApplicant,
    },
    lazy: () => import('./interview-preview-page').then((m) => ({ Component: m.InterviewPreviewPage })),
  },
  {
    path: 'interview-board/:id/candidates',
    handle: {
      titleId: 'recruiter_assessments.interview.board_page',
      permission: JOB_PERMISSIONS.viewAnyApplicant,
    },
    lazy: () => import('./board-candidates-page').then((m) => ({ Component: m.BoardCandidatesPage })),
  },
];

/** The shell's MenuItem shape. */
export interface AssessmentsMenuItem {
  labelId: string;
  to: string;
  permission: string;
  icon?: ReactNode;
}

export const assessmentsMenu: AssessmentsMenuItem[] = [
  {
    labelId: 'recruiter_assessments.menu.banks',
    to: '/job-questions-bank',
    permission: P.viewQuestionBank,
    icon: <QuizOutlined />,
  },
  {
    labelId: 'recruiter_assessments.menu.assessments',
    to: '/assessments',
    permission: P.viewAssessment,
    icon: <FactCheckOutlined />,
  },
];
