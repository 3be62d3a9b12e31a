import { courseBatchEndpoints as E } from '@platform/contract';
import { courseBatchSchema } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/endpoint';
import { notFound } from '../../platform/errors';
import { validated } from '../../platform/validate';
import { addBatch, editBatch, removeBatch } from './batches';
import { registerInstituteBatchRoutes } from './institute-batches';
import { registerPlatformBatchRoutes } from './platform-batches';
import { batchesOfCourse, findBatch } from './repository';

/**
 * A course's batches (issue 15 item 5; spec §3 batch, §5 date rules). Each id is found inside the caller's institute
 * (404 otherwise) before the body is read; the answer is read back after the change.
 */
export function registerCourseBatchRoutes(app: FastifyInstance): void {
  const { db } = app.services;
  const batchOr404 = async (id: number, scope: Parameters<typeof findBatch>[2]) =>
    (await findBatch(db, id, scope)) ?? Promise.reject(notFound());

  registerEndpoint(app, E.courseBatches, async (ctx) => {
    const batches = await batchesOfCourse(db, ctx.id(), ctx.tenant());
    if (!batches) throw notFound();
    return batches;
  });

  registerEndpoint(
    app,
    E.createCourseBatch,
    async (ctx) => {
      const courseId = ctx.id();
      if (!(await batchesOfCourse(db, courseId, ctx.tenant()))) throw notFound();
      const body = await validated(courseBatchSchema, ctx.body);
      const id = await addBatch(db, ctx.tenant(), courseId, body, ctx.requireUser().id);
      return batchOr404(id, ctx.tenant());
    },
    { documented: { body: courseBatchSchema }, message: 'course_batches.success.saved' },
  );

  registerEndpoint(app, E.courseBatch, async (ctx) => batchOr404(ctx.id(), ctx.tenant()));

  registerEndpoint(
    app,
    E.updateCourseBatch,
    async (ctx) => {
      const id = ctx.id();
      await batchOr404(id, ctx.tenant());
      const body = await validated(courseBatchSchema, ctx.body);
      await editBatch(db, ctx.tenant(), id, body, ctx.requireUser().id);
      return batchOr404(id, ctx.tenant());
    },
    { documented: { body: courseBatchSchema }, message: 'course_batches.success.saved' },
  );

  registerEndpoint(
    app,
    E.deleteCourseBatch,
    async (ctx) => {
      await removeBatch(db, ctx.tenant(), ctx.id());
      return null;
    },
    { message: 'course_batches.success.deleted' },
  );

  // the admin's platform-wide list and a batch's page (ADR 0118)
  registerPlatformBatchRoutes(app);
  // an institute admin's batches in the admin portal (ADR 0127)
  registerInstituteBatchRoutes(app);
}
