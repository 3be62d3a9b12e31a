import {
  type CoursePublication,
  type PlatformBatchPhase,
  type PlatformTrainer,
  type PlatformTrainerDetail,
  type PlatformTrainerListQuery,
  trainerEndpoints as E,
} from '@platform/contract';
import { platformTrainerListQuerySchema } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { ListWhere, listPage } from '../../db/list-page';
import { likeContains } from '../../db/sql';
import { type PageRequest, registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import { notFound } from '../../platform/errors';
import type { TenantScope } from '../../platform/tenant-scope';
import { type Row, scopeCondition } from './repository';

/*
 * The admin's platform-wide trainer list and a trainer's page (issue 17 item 8; ADR 0118). Trainers are the institute
 * structure's resource (ADR 0083) and courses' instructors (ADR 0108); this reads them for a platform administrator
 * with the institute, branch and centre named, and a trainer's page with the profile learners see, the courses they
 * teach and those courses' batches. The tenant comes from the caller (`scopeCondition` on the trainer's institute).
 * Read-only: a trainer is the institute's to change or switch off. Deleted trainers (`deleted_at`) are left out.
 */

const COLUMNS = `t.id, t.trainer_name, t.trainer_name_en, nullif(btrim(t.subject), '') as subject, t.institute_id,
  i.title as institute_title, i.title_en as institute_title_en, t.branch_id, br.title as branch_title,
  br.title_en as branch_title_en, t.training_center_id, tc.title as training_center_title,
  tc.title_en as training_center_title_en, t.row_status,
  (select count(*)::int from course_instructors ci where ci.trainer_id = t.id) as course_count`;
const FROM = `from trainers t join institutes i on i.id = t.institute_id
  left join institute_branches br on br.id = t.branch_id left join training_centers tc on tc.id = t.training_center_id`;
const TODAY = `(now() at time zone 'Asia/Dhaka')::date`;
/** A photo is answered only while it is a public file's path (the resource engine keeps any short text; ADR 0108). */
const PHOTO = /^\/files\/[A-Za-z0-9_-]{1,100}$/;

const nullable = (value: unknown) => (value as string | null) ?? null;

function platformTrainerOf(r: Row): PlatformTrainer {
  return {
    id: Number(r.id),
    trainer_name: String(r.trainer_name),
    trainer_name_en: nullable(r.trainer_name_en),
    subject: nullable(r.subject),
    institute_id: Number(r.institute_id),
    institute_title: String(r.institute_title ?? ''),
    institute_title_en: nullable(r.institute_title_en),
    branch_id: r.branch_id == null ? null : Number(r.branch_id),
    branch_title: nullable(r.branch_title),
    branch_title_en: nullable(r.branch_title_en),
    training_center_id: r.training_center_id == null ? null : Number(r.training_center_id),
    training_center_title: nullable(r.training_center_title),
    training_center_title_en: nullable(r.training_center_title_en),
    row_status: Number(r.row_status) === 1 ? 1 : 0,
    course_count: Number(r.course_count ?? 0),
  };
}

async function listPlatformTrainers(
  db: Db,
  scope: TenantScope,
  query: Omit<PlatformTrainerListQuery, 'page' | 'page_size' | 'institute_id' | 'row_status'> & {
    institute_id?: number | null;
    row_status?: number | null;
  },
  page: PageRequest,
): Promise<{ data: PlatformTrainer[]; total: number }> {
  const where = new ListWhere();
  where.push(scopeCondition(scope, 't', where.params), 't.deleted_at is null');
  where.add(
    (p) =>
      `(t.trainer_name ilike ${p} or t.trainer_name_en ilike ${p} or t.mobile ilike ${p} or t.email ilike ${p})`,
    query.search && likeContains(query.search),
  );
  where.add((p) => `t.institute_id = ${p}`, query.institute_id);
  where.add((p) => `t.row_status = ${p}`, query.row_status);
  return listPage(
    db,
    {
      countFrom: 'from trainers t',
      select: `select ${COLUMNS} ${FROM}`,
      where,
      orderBy: 'coalesce(t.trainer_name_en, t.trainer_name), t.id',
      page,
    },
    platformTrainerOf,
  );
}

async function platformTrainer(db: Db, id: number, scope: TenantScope): Promise<PlatformTrainerDetail> {
  const params: unknown[] = [id];
  const r = await db.query<Row>(
    `select ${COLUMNS}, t.email, t.mobile, nullif(btrim(t.skills), '') as skills, nullif(btrim(t.about), '') as about,
       t.photo ${FROM} where t.id = $1 and t.deleted_at is null and ${scopeCondition(scope, 't', params)}`,
    params,
  );
  const row = r.rows[0];
  if (!row) throw notFound();
  // only the trainer's own institute's courses: a row naming another institute's trainer shows nothing (ADR 0108)
  const courses = await db.query<Row>(
    `select c.id, c.code, c.title, c.title_en, c.publication_status, c.deactivated_at is not null as deactivated
       from course_instructors ci join courses c on c.id = ci.course_id
      where ci.trainer_id = $1 and c.institute_id = $2 order by c.id desc`,
    [id, row.institute_id],
  );
  const batches = await db.query<Row>(
    `select b.id, 'BT' || lpad(b.id::text, 6, '0') as code, b.title, b.title_en, b.course_id, c.title as course_title,
       c.title_en as course_title_en, to_char(b.batch_start_date, 'YYYY-MM-DD') as batch_start_date,
       to_char(b.batch_end_date, 'YYYY-MM-DD') as batch_end_date,
       case when b.batch_start_date > ${TODAY} then 'upcoming' when b.batch_end_date < ${TODAY} then 'ended'
         else 'running' end as phase
       from course_instructors ci join courses c on c.id = ci.course_id join course_batches b on b.course_id = c.id
      where ci.trainer_id = $1 and c.institute_id = $2 order by b.batch_start_date desc, b.id desc limit 50`,
    [id, row.institute_id],
  );
  const photo = nullable(row.photo);
  return {
    ...platformTrainerOf(row),
    email: nullable(row.email),
    mobile: String(row.mobile ?? ''),
    skills: nullable(row.skills),
    instructor: {
      id: Number(row.id),
      name: String(row.trainer_name),
      name_en: nullable(row.trainer_name_en),
      photo: photo && PHOTO.test(photo) ? photo : null,
      subject: nullable(row.subject),
      about: nullable(row.about),
    },
    courses: courses.rows.map((c) => ({
      id: Number(c.id),
      code: String(c.code ?? ''),
      title: String(c.title),
      title_en: nullable(c.title_en),
      publication_status: c.publication_status as CoursePublication,
      deactivated: Boolean(c.deactivated),
    })),
    batches: batches.rows.map((b) => ({
      id: Number(b.id),
      code: String(b.code),
      title: String(b.title),
      title_en: nullable(b.title_en),
      course_id: Number(b.course_id),
      course_title: String(b.course_title),
      course_title_en: nullable(b.course_title_en),
      batch_start_date: String(b.batch_start_date),
      batch_end_date: String(b.batch_end_date),
      phase: b.phase as PlatformBatchPhase,
    })),
  };
}

export function registerPlatformTrainerRoutes(app: FastifyInstance): void {
  const { db } = app.services;
  registerListEndpoint(
    app,
    E.platformTrainers,
    async (ctx) => listPlatformTrainers(db, ctx.tenant(), ctx.query, ctx.page),
    { query: platformTrainerListQuerySchema },
  );
  registerEndpoint(app, E.platformTrainer, async (ctx) => platformTrainer(db, ctx.id(), ctx.tenant()));
}
