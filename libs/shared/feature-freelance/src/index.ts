export { freelanceCornerRoutes } from './lib/freelance-routes';
export { freelanceCornerMenu } from './lib/freelance-menu';
export type { FreelanceMenuItem } from './lib/freelance-menu';
