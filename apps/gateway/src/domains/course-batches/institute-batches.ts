import {
  type BatchCourseOption,
  COURSE_PUBLICATION,
  courseBatchEndpoints as E,
  type InstituteBatchBody,
} from '@platform/contract';
import { batchCourseListQuerySchema, courseBatchSchema, instituteBatchSchema } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { ListWhere, listPage } from '../../db/list-page';
import { likeContains } from '../../db/sql';
import { type PageRequest, registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import { notFound } from '../../platform/errors';
import type { TenantScope } from '../../platform/tenant-scope';
import { validated } from '../../platform/validate';
import { scopeCondition } from '../courses/repository';
import { addBatch, editBatch } from './batches';
import { findBatch } from './repository';

/*
 * An institute admin's batches in the admin portal (issue 18 item 1; ADR 0127). The same writes as the lms batch
 * routes (`addBatch` / `editBatch`: the course locked inside the caller's tenant, archived and count rules, the
 * training centre of the course's institute) and the same shared schema, under a key of their own
 * (`manage_institute_batch`): the institute admin adds batches, not courses. The tenant is the verified caller's —
 * an institute's user reaches its own institute's courses, a platform administrator (scope `all`) every institute's,
 * anyone else none; another institute's course or batch is 404, as everywhere in the courses domain.
 */

type Row = Record<string, unknown>;
const optionOf = (r: Row): BatchCourseOption => ({
  id: Number(r.id),
  code: String(r.code ?? ''),
  title: String(r.title),
  title_en: (r.title_en as string | null) ?? null,
});
const NOT_ARCHIVED = `c.publication_status <> '${COURSE_PUBLICATION.ARCHIVED}'`;

function batchCourses(db: Db, scope: TenantScope, search: string | undefined, page: PageRequest) {
  const where = new ListWhere();
  where.push(scopeCondition(scope, 'c', where.params));
  where.push(NOT_ARCHIVED);
  where.add(
    (p) => `(c.title ilike ${p} or c.title_en ilike ${p} or c.code ilike ${p})`,
    search && likeContains(search),
  );
  return listPage(
    db,
    {
      countFrom: 'from courses c',
      select: 'select c.id, c.code, c.title, c.title_en from courses c',
      where,
      orderBy: 'c.title_en nulls last, c.title, c.id',
      page,
    },
    optionOf,
  );
}

async function batchCourse(db: Db, id: number, scope: TenantScope): Promise<BatchCourseOption> {
  const params: unknown[] = [id];
  const r = await db.query<Row>(
    `select c.id, c.code, c.title, c.title_en from courses c
      where c.id = $1 and ${NOT_ARCHIVED} and ${scopeCondition(scope, 'c', params)}`,
    params,
  );
  if (!r.rows[0]) throw notFound();
  return optionOf(r.rows[0]);
}

export function registerInstituteBatchRoutes(app: FastifyInstance): void {
  const { db } = app.services;
  const batchOr404 = async (id: number, scope: TenantScope) =>
    (await findBatch(db, id, scope)) ?? Promise.reject(notFound());

  registerEndpoint(
    app,
    E.createInstituteBatch,
    async (ctx) => {
      const { course_id, ...body } = (await validated(instituteBatchSchema, ctx.body)) as InstituteBatchBody;
      const id = await addBatch(db, ctx.tenant(), course_id, body, ctx.requireUser().id);
      return batchOr404(id, ctx.tenant());
    },
    { documented: { body: instituteBatchSchema }, message: 'course_batches.success.saved' },
  );

  registerEndpoint(
    app,
    E.updateInstituteBatch,
    async (ctx) => {
      const id = ctx.id();
      await batchOr404(id, ctx.tenant());
      const body = await validated(courseBatchSchema, ctx.body);
      await editBatch(db, ctx.tenant(), id, body, ctx.requireUser().id);
      return batchOr404(id, ctx.tenant());
    },
    { documented: { body: courseBatchSchema }, message: 'course_batches.success.saved' },
  );

  registerListEndpoint(
    app,
    E.batchCourses,
    async (ctx) => batchCourses(db, ctx.tenant(), ctx.query.search, ctx.page),
    { query: batchCourseListQuerySchema },
  );
  registerEndpoint(app, E.batchCourse, async (ctx) => batchCourse(db, ctx.id(), ctx.tenant()));
}
