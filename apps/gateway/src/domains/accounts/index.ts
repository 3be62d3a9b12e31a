import type { FastifyInstance } from 'fastify';
import { registerDeactivationRoutes } from './deactivation-routes';
import { registerAuthRoutes } from './auth-routes';
import { registerForgotPasswordRoutes } from './forgot-password-routes';
import { registerPasswordRoutes } from './password-routes';
import { registerRegistrationRoutes } from './registration-routes';

/**
 * Accounts (ADR 0050, 0022): self-registration and verification, forgot password (public); the signed-in user's
 * profile, password change and deactivation (protected). Sign-in itself is the identity service (src/identity).
 */
export function registerAccountRoutes(app: FastifyInstance): void {
  registerRegistrationRoutes(app);
  registerForgotPasswordRoutes(app);
  registerAuthRoutes(app);
  registerPasswordRoutes(app);
  registerDeactivationRoutes(app);
}
