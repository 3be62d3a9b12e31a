export { examMenu, examRoutes } from './lib/exam-routes';
export type { ExamMenuItem } from './lib/exam-routes';
