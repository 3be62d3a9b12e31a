export { rplAssessmentMenu, rplAssessmentRoutes } from './lib/rpl-assessment-routes';
export type { RplAssessmentMenuItem } from './lib/rpl-assessment-routes';
