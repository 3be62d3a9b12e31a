import {
  courseEndpoints as E,
  COURSE_ERRORS,
  type PlatformCourse,
  type PlatformCourseListQuery,
} from '@platform/contract';
import { deactivationSchema, platformCourseListQuerySchema } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { ListWhere, listPage } from '../../db/list-page';
import { likeContains } from '../../db/sql';
import { type PageRequest, registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import { HttpError, notFound } from '../../platform/errors';
import type { TenantScope } from '../../platform/tenant-scope';
import { validated } from '../../platform/validate';
import { type DeactivatedRecord, notifyTenantAdmins } from '../notifications/tenant-admins';
import { LIST_COLUMNS, listItemOf, type Row, scopeCondition } from './repository';

/*
 * The admin's platform-wide course list and its staff actions (issue 17 item 8; ADR 0107). Every institute's courses
 * for a platform administrator (the tenant comes from the caller, as in every private course call); deactivate takes
 * a published course out of the public catalogue — `deactivated_at`, apart from the institute's own active toggle,
 * which the catalogue's condition (course-enrolments/catalogue.ts IN_CATALOGUE) reads — and restore puts it back.
 * Deactivate takes a reason, kept with who and when; both tell the institute's administrators through the outbox in
 * the same transaction (ADR 0112).
 */

/** The course as the institute's notice names it. */
const noticeRecord = (course: PlatformCourse): DeactivatedRecord => ({
  kind: 'course',
  tenant: { institute_id: course.institute_id },
  title: course.title,
  title_en: course.title_en,
});

const PLATFORM_COLUMNS = `${LIST_COLUMNS}, i.title as institute_title, i.title_en as institute_title_en,
  c.published_at, c.deactivated_at, c.deactivation_reason`;
const FROM = 'from courses c join institutes i on i.id = c.institute_id';

const iso = (value: unknown) => (value == null ? null : new Date(value as string).toISOString());

function platformCourseOf(r: Row): PlatformCourse {
  return {
    ...listItemOf(r),
    institute_title: String(r.institute_title ?? ''),
    institute_title_en: (r.institute_title_en as string | null) ?? null,
    published_at: iso(r.published_at),
    deactivated_at: iso(r.deactivated_at),
    deactivation_reason: (r.deactivation_reason as string | null) ?? null,
  };
}

async function listPlatformCourses(
  db: Db,
  scope: TenantScope,
  query: Omit<PlatformCourseListQuery, 'page' | 'page_size' | 'institute_id'> & {
    institute_id?: number | null;
  },
  page: PageRequest,
): Promise<{ data: PlatformCourse[]; total: number }> {
  const where = new ListWhere();
  where.push(scopeCondition(scope, 'c', where.params));
  where.add(
    (p) => `(c.title ilike ${p} or c.title_en ilike ${p} or c.code ilike ${p})`,
    query.search && likeContains(query.search),
  );
  where.add((p) => `c.institute_id = ${p}`, query.institute_id);
  where.add((p) => `c.course_type = ${p}`, query.course_type);
  where.add((p) => `c.row_status = ${p}`, query.row_status);
  where.add((p) => `c.publication_status = ${p}`, query.publication_status);
  if (query.deactivated != null)
    where.push(`c.deactivated_at is ${query.deactivated === 1 ? 'not ' : ''}null`);
  return listPage(
    db,
    {
      countFrom: 'from courses c',
      select: `select ${PLATFORM_COLUMNS} ${FROM}`,
      where,
      orderBy: 'c.id desc',
      page,
    },
    platformCourseOf,
  );
}

async function platformCourse(db: Db, id: number, scope: TenantScope, lock = false): Promise<PlatformCourse> {
  const params: unknown[] = [id];
  const r = await db.query<Row>(
    `select ${PLATFORM_COLUMNS} ${FROM} where c.id = $1 and ${scopeCondition(scope, 'c', params)}${lock ? ' for update of c' : ''}`,
    params,
  );
  const row = r.rows[0];
  if (!row) throw notFound();
  return platformCourseOf(row);
}

export function registerPlatformCourseRoutes(app: FastifyInstance): void {
  const { db, notifier } = app.services;

  registerListEndpoint(
    app,
    E.platformCourses,
    async (ctx) => listPlatformCourses(db, ctx.tenant(), ctx.query, ctx.page),
    { query: platformCourseListQuerySchema },
  );

  registerEndpoint(
    app,
    E.deactivateCourse,
    async (ctx) => {
      const id = ctx.id();
      const user = ctx.requireUser();
      await db.transaction(async (tx) => {
        const course = await platformCourse(tx, id, ctx.tenant(), true);
        const { reason } = await validated(deactivationSchema, ctx.body);
        if (course.publication_status !== 'published' || course.deactivated_at !== null)
          throw new HttpError(409, COURSE_ERRORS.notDeactivatable);
        await tx.query(
          `update courses set deactivated_at = now(), deactivated_by = $2, deactivation_reason = $3, updated_at = now()
            where id = $1`,
          [id, user.id, reason],
        );
        await notifyTenantAdmins(tx, notifier, noticeRecord(course), { kind: 'deactivated', reason });
      });
      return platformCourse(db, id, ctx.tenant());
    },
    { successCode: 200, message: 'courses.success.deactivated', documented: { body: deactivationSchema } },
  );

  registerEndpoint(
    app,
    E.restoreCourse,
    async (ctx) => {
      const id = ctx.id();
      await db.transaction(async (tx) => {
        const course = await platformCourse(tx, id, ctx.tenant(), true);
        if (course.deactivated_at === null) throw new HttpError(409, COURSE_ERRORS.notDeactivated);
        await tx.query(
          `update courses set deactivated_at = null, deactivated_by = null, deactivation_reason = null,
             updated_at = now() where id = $1`,
          [id],
        );
        await notifyTenantAdmins(tx, notifier, noticeRecord(course), { kind: 'restored' });
      });
      return platformCourse(db, id, ctx.tenant());
    },
    { successCode: 200, message: 'courses.success.restored' },
  );
}
