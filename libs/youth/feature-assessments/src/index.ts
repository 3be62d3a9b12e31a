export {
  youthAssessmentsMenu,
  youthAssessmentsRouteGroup,
} from './lib/youth-assessments-routes';
export type { YouthAssessmentsMenuItem } from './lib/youth-assessments-routes';
