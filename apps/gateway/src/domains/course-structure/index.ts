import type { FastifyInstance } from 'fastify';
import { registerCourseMediaRoutes } from './media-routes';
import { registerCourseStructureRoutes } from './routes';

/** The course structure domain (issue 15 item 2): modules, lessons and contents, and the media they play. */
export function registerCourseStructureDomainRoutes(app: FastifyInstance): void {
  registerCourseStructureRoutes(app);
  registerCourseMediaRoutes(app);
}
