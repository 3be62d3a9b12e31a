import type { FastifyInstance } from 'fastify';
import { registerCourseMediaRoutes } from './media-routes';
import { registerCourseStructureRoutes } from './routes';
import { registerScormRoutes } from './scorm-routes';

/** The course structure domain (issue 15 items 2, 3): modules, lessons and contents, their media, SCORM packages. */
export function registerCourseStructureDomainRoutes(app: FastifyInstance): void {
  registerCourseStructureRoutes(app);
  registerCourseMediaRoutes(app);
  registerScormRoutes(app);
}
