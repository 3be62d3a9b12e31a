import type { FastifyInstance } from 'fastify';
import { registerJobCategoryRoutes } from './categories';
import { registerPlatformJobRoutes } from './platform-jobs';
import { registerPrivateJobRoutes } from './private-routes';
import { registerProtectedJobRoutes } from './protected-routes';
import { registerPublicJobRoutes } from './public-routes';

/** Jobs (ADR 0060): the public board and company pages, the youth's applications, the recruiter's posts. */
export function registerJobRoutes(app: FastifyInstance): void {
  registerPublicJobRoutes(app);
  registerJobCategoryRoutes(app);
  registerProtectedJobRoutes(app);
  registerPrivateJobRoutes(app);
  registerPlatformJobRoutes(app);
}
