export { PROFILE_SETUP_STEPS, type ProfileSetupStep, profileSetupRoutes } from './lib/profile-setup-routes';
