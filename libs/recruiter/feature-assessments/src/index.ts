export { assessmentsMenu, assessmentsRoutes } from './lib/assessments-routes';
export type { AssessmentsMenuItem } from './lib/assessments-routes';
