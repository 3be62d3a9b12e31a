import type { FastifyInstance } from 'fastify';
import { registerCourseDiscussionRoutes } from './course-routes';
import { registerDiscussionModerationRoutes } from './moderation-routes';
import { registerDiscussionRoutes } from './routes';

/** The youth's discussion forum (ADR 0084): public reads, the youth's posts, comments, likes and reports, moderation;
 * a course's questions and answers in its player (ADR 0109). */
export function registerDiscussionDomainRoutes(app: FastifyInstance): void {
  registerDiscussionRoutes(app);
  registerDiscussionModerationRoutes(app);
  registerCourseDiscussionRoutes(app);
}
