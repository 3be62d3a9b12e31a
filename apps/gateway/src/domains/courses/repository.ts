import {
  COURSE_TEXT_FIELDS,
  type Course,
  type CourseBody,
  type CourseListItem,
  type CourseListQuery,
  type CoursePublication,
  type CourseStatusCounts,
  FILE_VISIBILITY,
  storedFilePath,
} from '@platform/contract';
import type { Db } from '../../db/client';
import { ident, likeContains } from '../../db/sql';
import type { PageRequest } from '../../platform/endpoint';
import type { TenantScope } from '../../platform/tenant-scope';

/*
 * The SQL of courses (022_courses.sql). Every read and write that takes a course id carries the caller's tenant
 * condition (`scopeCondition` on institute_id), so another institute's id finds nothing and the route answers 404.
 */

const DAY = (column: string) => `to_char(c.${column}, 'YYYY-MM-DD') as ${column}`;

export const LIST_COLUMNS = `c.id, c.code, c.title, c.title_en, c.course_type, c.duration_hours, c.fee, c.row_status,
  c.publication_status, ${DAY('start_date')}, ${DAY('end_date')}, c.cover_file_id, c.institute_id, c.updated_at`;

const TEXT_COLUMNS = COURSE_TEXT_FIELDS.flatMap((f) => [`c.${f}`, `c.${f}_en`]).join(', ');

const DETAIL_COLUMNS = `${LIST_COLUMNS}, c.language_medium, c.level, ${TEXT_COLUMNS}, ${DAY('publish_date')},
  c.nature, c.difficulty, c.learner_type, c.category, c.published_at, c.created_at, c.deactivated_at, c.deactivation_reason,
  (select coalesce(du.full_name_en, du.full_name) from users du where du.id = c.deactivated_by) as deactivated_by_name,
  i.title as institute_title, i.title_en as institute_title_en,
  coalesce((select json_agg(json_build_object('id', s.id, 'title', s.title, 'title_en', s.title_en) order by s.id)
              from course_skills cs join skills s on s.id = cs.skill_id where cs.course_id = c.id), '[]') as skills,
  coalesce((select json_agg(json_build_object('id', d.id, 'title', d.title, 'title_en', d.title_en) order by d.id)
              from course_dependencies cd join courses d on d.id = cd.depends_on_id where cd.course_id = c.id), '[]')
    as dependencies,
  coalesce((select json_agg(json_build_object('id', t.id, 'title', t.trainer_name, 'title_en', t.trainer_name_en)
                     order by ci.position)
              from course_instructors ci join trainers t on t.id = ci.trainer_id where ci.course_id = c.id), '[]')
    as instructors`;

/**
 * The tenant condition on `alias`.institute_id: an institute's users see its courses, the platform's administrators
 * every course, anyone else (an organisation's user, a provider without an institute) none.
 */
export function scopeCondition(scope: TenantScope, alias: string, params: unknown[]): string {
  if (scope.kind === 'all') return 'true';
  if (scope.kind !== 'institute') return 'false';
  params.push(scope.id);
  return `${alias}.institute_id = $${params.length}`;
}

export type Row = Record<string, unknown>;
const iso = (value: unknown) => (value == null ? null : new Date(value as string).toISOString());

export function listItemOf(r: Row): CourseListItem {
  const cover = (r.cover_file_id as string | null) ?? null;
  return {
    id: Number(r.id),
    code: String(r.code ?? ''),
    title: String(r.title),
    title_en: (r.title_en as string | null) ?? null,
    course_type: Number(r.course_type) as CourseListItem['course_type'],
    duration_hours: Number(r.duration_hours),
    fee: Number(r.fee),
    row_status: Number(r.row_status) === 1 ? 1 : 0,
    publication_status: r.publication_status as CoursePublication,
    start_date: (r.start_date as string | null) ?? null,
    end_date: (r.end_date as string | null) ?? null,
    cover_path: cover ? storedFilePath(cover, FILE_VISIBILITY.PUBLIC) : null,
    institute_id: Number(r.institute_id),
    updated_at: iso(r.updated_at) ?? '',
  };
}

function courseOf(r: Row): Course {
  const texts = Object.fromEntries(
    COURSE_TEXT_FIELDS.flatMap((f) => [
      [f, (r[f] as string | null) ?? null],
      [`${f}_en`, (r[`${f}_en`] as string | null) ?? null],
    ]),
  ) as Pick<Course, 'overview' | 'overview_en'> & Record<string, string | null>;
  return {
    ...listItemOf(r),
    ...(texts as unknown as Pick<Course, (typeof COURSE_TEXT_FIELDS)[number]>),
    ...(texts as unknown as Pick<Course, `${(typeof COURSE_TEXT_FIELDS)[number]}_en`>),
    language_medium: Number(r.language_medium) as Course['language_medium'],
    level: Number(r.level) as Course['level'],
    cover_file_id: (r.cover_file_id as string | null) ?? null,
    publish_date: (r.publish_date as string | null) ?? null,
    nature: (r.nature as string | null) ?? null,
    difficulty: r.difficulty == null ? null : (Number(r.difficulty) as Course['difficulty']),
    learner_type: (r.learner_type as string | null) ?? null,
    category: (r.category as string | null) ?? null,
    skills: (typeof r.skills === 'string' ? JSON.parse(r.skills) : r.skills) as Course['skills'],
    dependencies: (typeof r.dependencies === 'string'
      ? JSON.parse(r.dependencies)
      : r.dependencies) as Course['dependencies'],
    instructors: (
      (typeof r.instructors === 'string' ? JSON.parse(r.instructors) : r.instructors) as Course['instructors']
    ).map((x) => ({ ...x, id: Number(x.id) })),
    institute_title: String(r.institute_title),
    institute_title_en: (r.institute_title_en as string | null) ?? null,
    published_at: iso(r.published_at),
    created_at: iso(r.created_at) ?? '',
    deactivated_at: iso(r.deactivated_at),
    deactivation_reason: (r.deactivation_reason as string | null) ?? null,
    deactivated_by_name: (r.deactivated_by_name as string | null) ?? null,
  };
}

/** A course of the scope, or null (another institute's id and a missing one alike). */
export async function findCourse(db: Db, id: number, scope: TenantScope): Promise<Course | null> {
  const params: unknown[] = [id];
  const r = await db.query<Row>(
    `select ${DETAIL_COLUMNS} from courses c join institutes i on i.id = c.institute_id
      where c.id = $1 and ${scopeCondition(scope, 'c', params)}`,
    params,
  );
  const row = r.rows[0];
  if (!row) return null;
  const course = courseOf(row);
  // who deactivated a course is the platform's to know; the institute sees the reason (ADR 0112)
  return scope.kind === 'all' ? course : { ...course, deactivated_by_name: null };
}

/** What a change of a course reads of it under the lock. */
export interface LockedCourse {
  publication_status: CoursePublication;
  row_status: number;
  cover_file_id: string | null;
  /** When it was first published (null: never; only such a course may be deleted). */
  published_at: Date | string | null;
}

/** Locks a course of the scope for a change; its publication state and cover, or null. */
export async function lockCourse(tx: Db, id: number, scope: TenantScope): Promise<LockedCourse | null> {
  const params: unknown[] = [id];
  const r = await tx.query<LockedCourse>(
    `select c.publication_status, c.row_status, c.cover_file_id, c.published_at from courses c
      where c.id = $1 and ${scopeCondition(scope, 'c', params)} for update`,
    params,
  );
  return r.rows[0] ?? null;
}

export async function listCourses(
  db: Db,
  scope: TenantScope,
  query: Omit<CourseListQuery, 'page' | 'page_size'>,
  page: PageRequest,
): Promise<{ data: CourseListItem[]; total: number }> {
  const params: unknown[] = [];
  const where = [scopeCondition(scope, 'c', params)];
  if (query.search) {
    params.push(likeContains(query.search));
    const p = `$${params.length}`;
    where.push(`(c.title ilike ${p} or c.title_en ilike ${p} or c.code ilike ${p})`);
  }
  if (query.course_type != null) {
    params.push(query.course_type);
    where.push(`c.course_type = $${params.length}`);
  }
  if (query.row_status != null) {
    params.push(query.row_status);
    where.push(`c.row_status = $${params.length}`);
  }
  if (query.publication_status) {
    params.push(query.publication_status);
    where.push(`c.publication_status = $${params.length}`);
  }
  const filter = where.join(' and ');
  const total = await db.query<{ n: number }>(
    `select count(*)::int as n from courses c where ${filter}`,
    params,
  );
  const rows = await db.query<Row>(
    `select ${LIST_COLUMNS} from courses c where ${filter} order by c.id desc
      limit ${page.page_size} offset ${(page.page - 1) * page.page_size}`,
    params,
  );
  return { data: rows.rows.map(listItemOf), total: total.rows[0]?.n ?? 0 };
}

export async function countCourses(db: Db, scope: TenantScope): Promise<CourseStatusCounts> {
  const params: unknown[] = [];
  const r = await db.query<CourseStatusCounts>(
    `select count(*)::int as total,
            count(*) filter (where row_status = 1)::int as active,
            count(*) filter (where row_status = 0)::int as inactive,
            count(*) filter (where publication_status = 'draft')::int as draft,
            count(*) filter (where publication_status = 'published')::int as published,
            count(*) filter (where publication_status = 'archived')::int as archived,
            count(*) filter (where s.status = 'sent_for_approval')::int as schedules_pending,
            count(*) filter (where s.status = 'rejected')::int as schedules_rejected
       from courses c left join course_schedules s on s.course_id = c.id
      where ${scopeCondition(scope, 'c', params)}`,
    params,
  );
  return (
    r.rows[0] ?? {
      total: 0,
      active: 0,
      inactive: 0,
      draft: 0,
      published: 0,
      archived: 0,
      schedules_pending: 0,
      schedules_rejected: 0,
    }
  );
}

/** The columns a body writes (never id, institute, code, statuses). */
const WRITTEN = [
  'title',
  'title_en',
  'course_type',
  'duration_hours',
  'fee',
  'language_medium',
  'level',
  ...COURSE_TEXT_FIELDS.flatMap((f) => [f, `${f}_en`]),
  'cover_file_id',
  'publish_date',
  'nature',
  'difficulty',
  'learner_type',
  'category',
  'start_date',
  'end_date',
] as const;

const valuesOf = (body: CourseBody) =>
  WRITTEN.map((column) => (body as unknown as Record<string, unknown>)[column] ?? null);

async function replaceSkills(tx: Db, courseId: number, skillIds: readonly number[]): Promise<void> {
  await tx.query('delete from course_skills where course_id = $1', [courseId]);
  if (skillIds.length)
    await tx.query(
      `insert into course_skills (course_id, skill_id) select $1, unnest($2::bigint[]) on conflict do nothing`,
      [courseId, [...new Set(skillIds)]],
    );
}

async function replaceDependencies(tx: Db, courseId: number, ids: readonly number[]): Promise<void> {
  await tx.query('delete from course_dependencies where course_id = $1', [courseId]);
  if (ids.length)
    await tx.query(
      `insert into course_dependencies (course_id, depends_on_id) select $1, unnest($2::bigint[]) on conflict do nothing`,
      [courseId, [...new Set(ids)]],
    );
}

async function replaceInstructors(tx: Db, courseId: number, ids: readonly number[]): Promise<void> {
  await tx.query('delete from course_instructors where course_id = $1', [courseId]);
  if (ids.length)
    await tx.query(
      `insert into course_instructors (course_id, trainer_id, position)
       select $1, t.id, t.n from unnest($2::bigint[]) with ordinality t(id, n) on conflict do nothing`,
      [courseId, [...new Set(ids)]],
    );
}

/** The ids of `ids` that are active trainers of the institute (the candidates for an instructor). */
export async function trainersOfInstitute(
  db: Db,
  instituteId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const r = await db.query<{ id: number }>(
    `select id from trainers where id = any($1::bigint[]) and institute_id = $2 and row_status = 1
        and deleted_at is null`,
    [[...new Set(ids)], instituteId],
  );
  return new Set(r.rows.map((row) => Number(row.id)));
}

/** The ids of `ids` that are courses of the institute (the candidates for a dependency). */
export async function coursesOfInstitute(
  db: Db,
  instituteId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const r = await db.query<{ id: number }>(
    'select id from courses where id = any($1::bigint[]) and institute_id = $2',
    [[...new Set(ids)], instituteId],
  );
  return new Set(r.rows.map((row) => Number(row.id)));
}

/** The ids of `ids` that depend on `courseId`, directly or through other courses (choosing them makes a cycle). */
export async function dependentsAmong(
  db: Db,
  courseId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const r = await db.query<{ id: number }>(
    `with recursive dependents(id) as (
       select course_id from course_dependencies where depends_on_id = $1
       union select cd.course_id from course_dependencies cd join dependents d on cd.depends_on_id = d.id)
     select id from dependents where id = any($2::bigint[])`,
    [courseId, [...new Set(ids)]],
  );
  return new Set(r.rows.map((row) => Number(row.id)));
}

/** The institute of a course (for the reference checks of an edit). */
export async function instituteOfCourse(db: Db, id: number): Promise<number> {
  const r = await db.query<{ institute_id: number }>('select institute_id from courses where id = $1', [id]);
  return Number(r.rows[0]?.institute_id);
}

export async function insertCourse(
  tx: Db,
  instituteId: number,
  body: CourseBody,
  by: number,
): Promise<number> {
  const columns = [...WRITTEN, 'institute_id', 'created_by', 'updated_by'];
  const values = [...valuesOf(body), instituteId, by, by];
  const r = await tx.query<{ id: number }>(
    `insert into courses (${columns.map(ident).join(', ')})
     values (${values.map((_v, i) => `$${i + 1}`).join(', ')}) returning id`,
    values,
  );
  const id = Number(r.rows[0]?.id);
  await tx.query(`update courses set code = 'C' || lpad(id::text, 6, '0') where id = $1`, [id]);
  await replaceSkills(tx, id, body.skill_ids ?? []);
  await replaceDependencies(tx, id, body.dependency_ids ?? []);
  await replaceInstructors(tx, id, body.instructor_ids ?? []);
  return id;
}

export async function updateCourse(tx: Db, id: number, body: CourseBody, by: number): Promise<void> {
  const values = valuesOf(body);
  const sets = WRITTEN.map((column, i) => `${ident(column)} = $${i + 2}`).join(', ');
  await tx.query(
    `update courses set ${sets}, updated_by = $${values.length + 2}, updated_at = now() where id = $1`,
    [id, ...values, by],
  );
  await replaceSkills(tx, id, body.skill_ids ?? []);
  await replaceDependencies(tx, id, body.dependency_ids ?? []);
  await replaceInstructors(tx, id, body.instructor_ids ?? []);
}

export async function setRowStatus(tx: Db, id: number, rowStatus: 0 | 1, by: number): Promise<void> {
  await tx.query('update courses set row_status = $2, updated_by = $3, updated_at = now() where id = $1', [
    id,
    rowStatus,
    by,
  ]);
}

export async function setPublication(tx: Db, id: number, to: CoursePublication, by: number): Promise<void> {
  await tx.query(
    `update courses set publication_status = $2, updated_by = $3, updated_at = now(),
       published_at = case when $2::text = 'published' then now() else published_at end where id = $1`,
    [id, to, by],
  );
}

/** The ids of `ids` that are active skills of the reference list. */
export async function activeSkillIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const r = await db.query<{ id: number }>(
    'select id from skills where id = any($1::bigint[]) and row_status = 1 and deleted_at is null',
    [[...new Set(ids)]],
  );
  return new Set(r.rows.map((row) => Number(row.id)));
}

export async function deleteCourseRow(tx: Db, id: number): Promise<void> {
  await tx.query('delete from courses where id = $1', [id]);
}
