import type { FastifyInstance } from 'fastify';
import { registerDiscussionModerationRoutes } from './moderation-routes';
import { registerDiscussionRoutes } from './routes';

/** The youth's discussion forum (ADR 0084): public reads, the youth's posts, comments, likes and reports, moderation. */
export function registerDiscussionDomainRoutes(app: FastifyInstance): void {
  registerDiscussionRoutes(app);
  registerDiscussionModerationRoutes(app);
}
