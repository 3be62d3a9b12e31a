import type {
  LearningPath,
  LearningPathBody,
  LearningPathCourse,
  LearningPathListItem,
  PublicLearningPath,
  PublicLearningPathDetail,
} from '@platform/contract';
import type { Db } from '../../db/client';
import { likeContains } from '../../db/sql';
import type { PageRequest } from '../../platform/endpoint';
import type { TenantScope } from '../../platform/tenant-scope';
import { IN_CATALOGUE } from '../course-enrolments/catalogue';

/*
 * The SQL of learning paths (053_learning_paths.sql, ADR 0100). An institute's path is always looked up inside the
 * caller's tenant; the public reads see published paths only, and of their courses only those still in the catalogue
 * (a course unpublished later drops out of the path's public face, not out of the institute's list).
 */

type Row = Record<string, unknown>;

/** The scope on path p: a platform administrator all, an institute its own, anyone else (an organisation) none. */
function inScope(scope: TenantScope, params: unknown[]): string {
  if (scope.kind === 'all') return 'true';
  if (scope.kind !== 'institute') return 'false';
  params.push(scope.id);
  return `p.institute_id = $${params.length}`;
}

/** The head columns of a path (alias p); `publicOnly` counts catalogue courses only. */
const HEAD = (
  publicOnly: boolean,
) => `p.id, p.title, p.title_en, p.description, p.description_en, p.occupation_id,
  o.title as occupation_title, o.title_en as occupation_title_en, i.title as institute_title,
  i.title_en as institute_title_en,
  (select count(*)::int from learning_path_courses lc join courses c on c.id = lc.course_id
    where lc.path_id = p.id${publicOnly ? ` and ${IN_CATALOGUE}` : ''}) as course_count`;
const FROM = `from learning_paths p join occupations o on o.id = p.occupation_id
  join institutes i on i.id = p.institute_id`;

export function headOf(r: Row): PublicLearningPath {
  return {
    id: Number(r.id),
    title: String(r.title),
    title_en: (r.title_en as string | null) ?? null,
    description: (r.description as string | null) ?? null,
    description_en: (r.description_en as string | null) ?? null,
    occupation_id: Number(r.occupation_id),
    occupation_title: String(r.occupation_title),
    occupation_title_en: (r.occupation_title_en as string | null) ?? null,
    institute_title: String(r.institute_title),
    institute_title_en: (r.institute_title_en as string | null) ?? null,
    course_count: Number(r.course_count),
  };
}

const listItemOf = (r: Row): LearningPathListItem => ({
  ...headOf(r),
  published: Boolean(r.published),
  updated_at: new Date(r.updated_at as string).toISOString(),
});

/** The courses of a path in order; `publicOnly`: catalogue courses only. */
export async function pathCourses(
  db: Db,
  pathId: number,
  publicOnly: boolean,
): Promise<LearningPathCourse[]> {
  const r = await db.query<Row>(
    `select lc.course_id, c.title, c.title_en, c.fee, lc.serial
       from learning_path_courses lc join courses c on c.id = lc.course_id
      where lc.path_id = $1${publicOnly ? ` and ${IN_CATALOGUE}` : ''} order by lc.serial`,
    [pathId],
  );
  return r.rows.map((c) => ({
    course_id: Number(c.course_id),
    title: String(c.title),
    title_en: (c.title_en as string | null) ?? null,
    fee: Number(c.fee),
    serial: Number(c.serial),
  }));
}

async function page<T>(
  db: Db,
  where: string,
  params: unknown[],
  paging: PageRequest,
  columns: string,
  map: (r: Row) => T,
): Promise<{ data: T[]; total: number }> {
  const total =
    (await db.query<{ n: number }>(`select count(*)::int as n ${FROM} where ${where}`, params)).rows[0]?.n ??
    0;
  const all = [...params, paging.page_size, (paging.page - 1) * paging.page_size];
  const rows = await db.query<Row>(
    `select ${columns} ${FROM} where ${where} order by p.id desc
      limit $${all.length - 1} offset $${all.length}`,
    all,
  );
  return { data: rows.rows.map(map), total };
}

function searchCondition(search: string | undefined, params: unknown[]): string {
  const text = search?.trim();
  if (!text) return 'true';
  params.push(likeContains(text));
  return `(p.title ilike $${params.length} or p.title_en ilike $${params.length})`;
}

/** The institute's paths (the scope's), newest first. */
export async function listPaths(db: Db, scope: TenantScope, search: string | undefined, paging: PageRequest) {
  const params: unknown[] = [];
  const where = `${inScope(scope, params)} and ${searchCondition(search, params)}`;
  return page(db, where, params, paging, `${HEAD(false)}, p.published, p.updated_at`, listItemOf);
}

/** A path of the scope with its courses, or null (another institute's path is as missing as none). */
export async function findPath(db: Db, id: number, scope: TenantScope): Promise<LearningPath | null> {
  const params: unknown[] = [id];
  const r = await db.query<Row>(
    `select ${HEAD(false)}, p.published, p.updated_at ${FROM}
      where p.id = $1 and ${inScope(scope, params)}`,
    params,
  );
  const row = r.rows[0];
  return row ? { ...listItemOf(row), courses: await pathCourses(db, id, false) } : null;
}

/** The institute of a path of the scope, locked for a change, or null. */
export async function lockPath(tx: Db, id: number, scope: TenantScope): Promise<number | null> {
  const params: unknown[] = [id];
  const r = await tx.query<{ institute_id: number }>(
    `select p.institute_id from learning_paths p where p.id = $1 and ${inScope(scope, params)}
      for update`,
    params,
  );
  return r.rows[0] ? Number(r.rows[0].institute_id) : null;
}

/** Whether the occupation exists (a live record of the lookup). */
export async function occupationExists(db: Db, id: number): Promise<boolean> {
  const r = await db.query('select 1 from occupations where id = $1 and deleted_at is null', [id]);
  return r.rows.length > 0;
}

/** The ids among `courseIds` that are not published catalogue courses of the institute. */
export async function notPublishedCourses(
  db: Db,
  instituteId: number,
  courseIds: number[],
): Promise<number[]> {
  if (courseIds.length === 0) return [];
  const r = await db.query<{ id: number }>(
    `select c.id from courses c where c.id = any($1::bigint[]) and c.institute_id = $2 and ${IN_CATALOGUE}`,
    [courseIds, instituteId],
  );
  const ok = new Set(r.rows.map((c) => Number(c.id)));
  return courseIds.filter((id) => !ok.has(id));
}

export async function insertPath(
  tx: Db,
  instituteId: number,
  body: LearningPathBody,
  userId: number,
): Promise<number> {
  const r = await tx.query<{ id: number }>(
    `insert into learning_paths (institute_id, title, title_en, description, description_en, occupation_id,
       published, created_by, updated_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $8) returning id`,
    [
      instituteId,
      body.title,
      body.title_en ?? null,
      body.description ?? null,
      body.description_en ?? null,
      body.occupation_id,
      body.published,
      userId,
    ],
  );
  return Number(r.rows[0]?.id);
}

export async function updatePath(tx: Db, id: number, body: LearningPathBody, userId: number): Promise<void> {
  await tx.query(
    `update learning_paths set title = $2, title_en = $3, description = $4, description_en = $5,
       occupation_id = $6, published = $7, updated_by = $8, updated_at = now() where id = $1`,
    [
      id,
      body.title,
      body.title_en ?? null,
      body.description ?? null,
      body.description_en ?? null,
      body.occupation_id,
      body.published,
      userId,
    ],
  );
}

/** Replaces the path's courses with `courseIds` in that order (serial 1…n). */
export async function setPathCourses(tx: Db, id: number, courseIds: number[]): Promise<void> {
  await tx.query('delete from learning_path_courses where path_id = $1', [id]);
  if (courseIds.length === 0) return;
  await tx.query(
    `insert into learning_path_courses (path_id, course_id, serial)
     select $1, course_id, serial::int from unnest($2::bigint[]) with ordinality as t(course_id, serial)`,
    [id, courseIds],
  );
}

export async function deletePath(db: Db, id: number, scope: TenantScope): Promise<boolean> {
  const params: unknown[] = [id];
  const r = await db.query(
    `delete from learning_paths p where p.id = $1 and ${inScope(scope, params)} returning p.id`,
    params,
  );
  return r.rows.length > 0;
}

// --- public -------------------------------------------------------------------------------------------------------

export async function listPublicPaths(db: Db, search: string | undefined, paging: PageRequest) {
  const params: unknown[] = [];
  return page(db, `p.published and ${searchCondition(search, params)}`, params, paging, HEAD(true), headOf);
}

/** A published path with its catalogue courses, or null. */
export async function findPublicPath(db: Db, id: number): Promise<PublicLearningPathDetail | null> {
  const r = await db.query<Row>(`select ${HEAD(true)} ${FROM} where p.id = $1 and p.published`, [id]);
  const row = r.rows[0];
  return row ? { ...headOf(row), courses: await pathCourses(db, id, true) } : null;
}

export { FROM as PATH_FROM, HEAD as PATH_HEAD };
