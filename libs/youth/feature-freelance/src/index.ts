export { freelanceMenu, myFreelanceRoutes } from './lib/freelance-routes';
export type { FreelanceMenuItem } from './lib/freelance-routes';
