/** The question banks' routes (`/job-questions-bank`, `/job-questions-set/{id}`): a route group's table (routes.tsx). */
export { questionBankRoutes } from '@platform/exams-feature-questions';
