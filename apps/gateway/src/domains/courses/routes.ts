import { courseEndpoints as E } from '@platform/contract';
import { courseListQuerySchema, courseSchema } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import { validated } from '../../platform/validate';
import {
  courseOr404,
  createCourse,
  deleteCourse,
  editCourse,
  moveCourse,
  toggleCourseStatus,
} from './courses';
import { registerPlatformCourseRoutes } from './platform-courses';
import { registerPlatformTrainerRoutes } from './platform-trainers';
import { countCourses, listCourses } from './repository';
import type { CourseAction } from './rules';

/**
 * A training institute's courses (issue 15 item 1; spec §7 private courses CRUD and toggle-status; publish, unpublish,
 * archive). Every id is looked up inside the caller's institute first (another institute's → 404) before the body is
 * read.
 */
export function registerCourseRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  registerListEndpoint(app, E.courses, async (ctx) => listCourses(db, ctx.tenant(), ctx.query, ctx.page), {
    query: courseListQuerySchema,
  });

  registerEndpoint(app, E.courseStatusCounts, async (ctx) => countCourses(db, ctx.tenant()));

  registerEndpoint(
    app,
    E.createCourse,
    async (ctx) => {
      const id = await createCourse(db, ctx.tenant(), ctx.body, ctx.requireUser().id);
      return courseOr404(db, id, ctx.tenant());
    },
    { body: courseSchema, message: 'courses.success.saved' },
  );

  registerEndpoint(app, E.course, async (ctx) => courseOr404(db, ctx.id(), ctx.tenant()));

  registerEndpoint(
    app,
    E.updateCourse,
    async (ctx) => {
      const id = ctx.id();
      await courseOr404(db, id, ctx.tenant());
      const body = await validated(courseSchema, ctx.body);
      await editCourse(db, id, ctx.tenant(), body, ctx.requireUser().id);
      return courseOr404(db, id, ctx.tenant());
    },
    { documented: { body: courseSchema }, message: 'courses.success.saved' },
  );

  registerEndpoint(
    app,
    E.toggleCourseStatus,
    async (ctx) => {
      const id = ctx.id();
      await toggleCourseStatus(db, id, ctx.tenant(), ctx.requireUser().id);
      return courseOr404(db, id, ctx.tenant());
    },
    { successCode: 200, message: 'courses.success.status_changed' },
  );

  registerEndpoint(
    app,
    E.deleteCourse,
    async (ctx) => {
      await deleteCourse(db, ctx.id(), ctx.tenant());
      return null;
    },
    { message: 'courses.success.deleted' },
  );

  const moves: [typeof E.publishCourse, CourseAction, string][] = [
    [E.publishCourse, 'publish', 'courses.success.published'],
    [E.unpublishCourse, 'unpublish', 'courses.success.unpublished'],
    [E.archiveCourse, 'archive', 'courses.success.archived'],
  ];
  for (const [endpoint, action, message] of moves)
    registerEndpoint(
      app,
      endpoint,
      async (ctx) => {
        const id = ctx.id();
        await moveCourse(db, id, ctx.tenant(), action, ctx.requireUser().id);
        return courseOr404(db, id, ctx.tenant());
      },
      { successCode: 200, message },
    );

  // the admin's platform-wide list, deactivate and restore (ADR 0107)
  registerPlatformCourseRoutes(app);
  // every institute's trainers and a trainer's page (ADR 0118)
  registerPlatformTrainerRoutes(app);
}
