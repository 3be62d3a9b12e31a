import {
  courseBatchEndpoints as E,
  type CoursePublication,
  type CourseScheduleStatus,
  type PlatformBatch,
  type PlatformBatchDetail,
  type PlatformBatchListQuery,
  type PlatformBatchPhase,
} from '@platform/contract';
import { platformBatchListQuerySchema } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { ListWhere, listPage } from '../../db/list-page';
import { likeContains } from '../../db/sql';
import { type PageRequest, registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import { notFound } from '../../platform/errors';
import type { TenantScope } from '../../platform/tenant-scope';
import { scopeCondition } from '../courses/repository';

/*
 * The admin's platform-wide batch list and a batch's page (issue 17 item 8; ADR 0118). Every institute's batches for
 * a platform administrator (the tenant comes from the caller, as in every private batch call: a key granted to an
 * institute's user would show its own batches). Read-only: a batch is the institute's to change.
 */

/** Today in Asia/Dhaka (UTC+6, no DST): the day the phase is read against. */
const TODAY = `(now() at time zone 'Asia/Dhaka')::date`;
const PHASE = `case when b.batch_start_date > ${TODAY} then 'upcoming'
  when b.batch_end_date < ${TODAY} then 'ended' else 'running' end`;
const DAY = (column: string) => `to_char(b.${column}, 'YYYY-MM-DD') as ${column}`;

const COLUMNS = `b.id, b.course_id, 'BT' || lpad(b.id::text, 6, '0') as code, b.title, b.title_en, b.total_seats,
  b.available_seats, ${DAY('registration_start_date')}, ${DAY('registration_end_date')}, ${DAY('batch_start_date')},
  ${DAY('batch_end_date')}, b.training_center_id, tc.title as training_center_title,
  tc.title_en as training_center_title_en, b.created_at, b.updated_at, c.code as course_code,
  c.title as course_title, c.title_en as course_title_en, c.publication_status as course_publication_status,
  c.institute_id, i.title as institute_title, i.title_en as institute_title_en, ${PHASE} as phase`;
const FROM = `from course_batches b join courses c on c.id = b.course_id join institutes i on i.id = c.institute_id
  left join training_centers tc on tc.id = b.training_center_id`;

type Row = Record<string, unknown>;
const iso = (value: unknown) => new Date(value as string).toISOString();
const nullable = (value: unknown) => (value as string | null) ?? null;

function platformBatchOf(r: Row): PlatformBatch {
  const total = Number(r.total_seats);
  const available = Number(r.available_seats);
  return {
    id: Number(r.id),
    course_id: Number(r.course_id),
    code: String(r.code),
    title: String(r.title),
    title_en: nullable(r.title_en),
    total_seats: total,
    available_seats: available,
    registration_start_date: String(r.registration_start_date),
    registration_end_date: String(r.registration_end_date),
    batch_start_date: String(r.batch_start_date),
    batch_end_date: String(r.batch_end_date),
    training_center_id: r.training_center_id == null ? null : Number(r.training_center_id),
    training_center_title: nullable(r.training_center_title),
    training_center_title_en: nullable(r.training_center_title_en),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
    course_code: String(r.course_code ?? ''),
    course_title: String(r.course_title),
    course_title_en: nullable(r.course_title_en),
    course_publication_status: r.course_publication_status as CoursePublication,
    institute_id: Number(r.institute_id),
    institute_title: String(r.institute_title ?? ''),
    institute_title_en: nullable(r.institute_title_en),
    seats_taken: total - available,
    phase: r.phase as PlatformBatchPhase,
  };
}

async function listPlatformBatches(
  db: Db,
  scope: TenantScope,
  query: Omit<PlatformBatchListQuery, 'page' | 'page_size' | 'institute_id'> & {
    institute_id?: number | null;
  },
  page: PageRequest,
): Promise<{ data: PlatformBatch[]; total: number }> {
  const where = new ListWhere();
  where.push(scopeCondition(scope, 'c', where.params));
  where.add(
    (p) => `(b.title ilike ${p} or b.title_en ilike ${p} or ('BT' || lpad(b.id::text, 6, '0')) ilike ${p}
      or c.title ilike ${p} or c.title_en ilike ${p} or c.code ilike ${p})`,
    query.search && likeContains(query.search),
  );
  where.add((p) => `c.institute_id = ${p}`, query.institute_id);
  where.add((p) => `(${PHASE}) = ${p}`, query.phase);
  return listPage(
    db,
    {
      countFrom: 'from course_batches b join courses c on c.id = b.course_id',
      select: `select ${COLUMNS} ${FROM}`,
      where,
      orderBy: 'b.batch_start_date desc, b.id desc',
      page,
    },
    platformBatchOf,
  );
}

async function platformBatch(db: Db, id: number, scope: TenantScope): Promise<PlatformBatchDetail> {
  const params: unknown[] = [id];
  const r = await db.query<Row>(
    `select ${COLUMNS},
       (select count(*)::int from course_enrolments e where e.batch_id = b.id and e.status = 'enrolled') as enrolled,
       (select count(*)::int from course_enrolments e where e.batch_id = b.id and e.status = 'payment_pending')
         as payment_pending,
       (select json_build_object('tentative_start_date', to_char(s.tentative_start_date, 'YYYY-MM-DD'),
                 'tentative_end_date', to_char(s.tentative_end_date, 'YYYY-MM-DD'), 'weekdays', s.weekdays,
                 'start_time', to_char(s.start_time, 'HH24:MI'), 'class_minutes', s.class_minutes,
                 'number_of_classes', s.number_of_classes, 'status', s.status)
          from course_schedules s where s.course_id = c.id) as schedule
     ${FROM} where b.id = $1 and ${scopeCondition(scope, 'c', params)}`,
    params,
  );
  const row = r.rows[0];
  if (!row) throw notFound();
  const schedule = (typeof row.schedule === 'string' ? JSON.parse(row.schedule) : row.schedule) as
    | (PlatformBatchDetail['schedule'] & { status: CourseScheduleStatus })
    | null;
  return {
    ...platformBatchOf(row),
    enrolled: Number(row.enrolled),
    payment_pending: Number(row.payment_pending),
    schedule: schedule ? { ...schedule, weekdays: schedule.weekdays.map(Number) } : null,
  };
}

export function registerPlatformBatchRoutes(app: FastifyInstance): void {
  const { db } = app.services;
  registerListEndpoint(
    app,
    E.platformBatches,
    async (ctx) => listPlatformBatches(db, ctx.tenant(), ctx.query, ctx.page),
    { query: platformBatchListQuerySchema },
  );
  registerEndpoint(app, E.platformBatch, async (ctx) => platformBatch(db, ctx.id(), ctx.tenant()));
}
