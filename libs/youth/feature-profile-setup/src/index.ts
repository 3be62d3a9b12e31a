export type { ProfileSetupStep } from './lib/profile-setup-routes';
export { profileSetupRouteGroup } from './lib/route-group';
