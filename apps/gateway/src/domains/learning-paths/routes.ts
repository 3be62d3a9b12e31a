import {
  LEARNING_PATH_MESSAGES as M,
  learningPathEndpoints as E,
  type LearningPathBody,
} from '@platform/contract';
import { learningPathQuerySchema, learningPathSchema, VALIDATION_MESSAGES as V } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { youthOnly } from '../../platform/callers';
import { registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import { HttpError, notFound, validationFailed } from '../../platform/errors';
import type { TenantScope } from '../../platform/tenant-scope';
import { validated } from '../../platform/validate';
import {
  deletePath,
  findPath,
  findPublicPath,
  insertPath,
  listPaths,
  listPublicPaths,
  lockPath,
  notPublishedCourses,
  occupationExists,
  setPathCourses,
  updatePath,
} from './repository';
import { enrolInPath, myPathDetail, myPaths, suggestedCourses, suggestedPaths } from './youth';

/*
 * Learning paths (issue 16 item 4, ADR 0100). The institute's calls find the path inside the caller's tenant (404
 * otherwise) before the body is read; a body names published courses of the path's institute only. The youth's calls
 * are the youth's own (youthOnly); an unpublished or missing path answers 404.
 */

/** The body's references: a live occupation, published courses of the institute (422 on the field otherwise). */
async function checkReferences(db: Db, instituteId: number, body: LearningPathBody): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (!(await occupationExists(db, body.occupation_id))) errors.occupation_id = [V.referenceMissing];
  if ((await notPublishedCourses(db, instituteId, body.course_ids)).length > 0)
    errors.course_ids = [M.courseNotPublished];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

export function registerLearningPathRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  const pathOr404 = async (id: number, scope: TenantScope) => {
    const path = await findPath(db, id, scope);
    if (!path) throw notFound();
    return path;
  };

  // --- the institute's paths (lms) ------------------------------------------------------------------------------
  registerListEndpoint(
    app,
    E.learningPaths,
    async (ctx) => listPaths(db, ctx.tenant(), ctx.query.search, ctx.page),
    { query: learningPathQuerySchema },
  );

  registerEndpoint(app, E.learningPath, async (ctx) => pathOr404(ctx.id(), ctx.tenant()));

  registerEndpoint(
    app,
    E.createLearningPath,
    async (ctx) => {
      const scope = ctx.tenant();
      // a path belongs to an institute: only an institute's user writes one
      if (scope.kind !== 'institute') throw new HttpError(403, M.noInstitute);
      const body = await validated(learningPathSchema, ctx.body);
      const user = ctx.requireUser();
      const id = await db.transaction(async (tx) => {
        await checkReferences(tx, scope.id, body);
        const created = await insertPath(tx, scope.id, body, user.id);
        await setPathCourses(tx, created, body.course_ids);
        return created;
      });
      return pathOr404(id, scope);
    },
    { message: M.saved, documented: { body: learningPathSchema } },
  );

  registerEndpoint(
    app,
    E.updateLearningPath,
    async (ctx) => {
      const scope = ctx.tenant();
      const id = ctx.id();
      const user = ctx.requireUser();
      await db.transaction(async (tx) => {
        const instituteId = await lockPath(tx, id, scope);
        if (instituteId === null) throw notFound();
        const body = await validated(learningPathSchema, ctx.body);
        await checkReferences(tx, instituteId, body);
        await updatePath(tx, id, body, user.id);
        await setPathCourses(tx, id, body.course_ids);
      });
      return pathOr404(id, scope);
    },
    { message: M.saved, documented: { body: learningPathSchema } },
  );

  registerEndpoint(
    app,
    E.deleteLearningPath,
    async (ctx) => {
      if (!(await deletePath(db, ctx.id(), ctx.tenant()))) throw notFound();
      return null;
    },
    { message: M.deleted },
  );

  // --- the public paths -----------------------------------------------------------------------------------------
  registerListEndpoint(
    app,
    E.publicLearningPaths,
    async (ctx) => listPublicPaths(db, ctx.query.search, ctx.page),
    { query: learningPathQuerySchema },
  );

  registerEndpoint(app, E.publicLearningPath, async (ctx) => {
    const path = await findPublicPath(db, ctx.id());
    if (!path) throw notFound();
    return path;
  });

  // --- the youth's paths and suggestions ------------------------------------------------------------------------
  registerEndpoint(
    app,
    E.myLearningPath,
    async (ctx) => {
      const path = await myPathDetail(db, ctx.id(), ctx.youthId());
      if (!path) throw notFound();
      return path;
    },
    { caller: youthOnly },
  );

  registerEndpoint(
    app,
    E.enrolLearningPath,
    async (ctx) => {
      const youth = ctx.youthId();
      const id = ctx.id();
      if (!(await enrolInPath(db, id, youth))) throw notFound();
      const path = await myPathDetail(db, id, youth);
      if (!path) throw notFound();
      return path;
    },
    { caller: youthOnly, message: M.enrolled, successCode: 200 },
  );

  registerListEndpoint(app, E.myLearningPaths, async (ctx) => myPaths(db, ctx.youthId(), ctx.page), {
    caller: youthOnly,
  });
  registerListEndpoint(
    app,
    E.suggestedLearningPaths,
    async (ctx) => suggestedPaths(db, ctx.youthId(), ctx.page),
    { caller: youthOnly },
  );
  registerListEndpoint(
    app,
    E.suggestedCourses,
    async (ctx) => suggestedCourses(db, ctx.youthId(), ctx.page),
    { caller: youthOnly },
  );
}
