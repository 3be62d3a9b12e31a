import {
  type CourseContent,
  type CourseContentType,
  type CourseExamLesson,
  type CourseLesson,
  type CourseLessonKind,
  type CourseModule,
  type CourseModuleKind,
  type CourseTree,
  type FileVisibility,
  storedFilePath,
} from '@platform/contract';
import { dhakaMinuteOf } from '@platform/validation';
import type { Db } from '../../db/client';
import type { TenantScope } from '../../platform/tenant-scope';
import { scopeCondition } from '../courses/repository';

/*
 * The SQL of a course's structure (026_course_structure.sql). The reads here take ids the domain has already found
 * inside the caller's institute (structure.ts locks the course through `lockCourse`, which carries the tenant
 * condition); `placeOf` is the one unscoped lookup, used only to learn which course to lock.
 */

export type Level = 'module' | 'lesson' | 'content';

/** Each level's table and the column naming its parent (the order 1…n is kept per parent). */
export const LEVELS: Record<Level, { table: string; parent: string }> = {
  module: { table: 'course_modules', parent: 'course_id' },
  lesson: { table: 'course_lessons', parent: 'module_id' },
  content: { table: 'course_contents', parent: 'lesson_id' },
};

type Row = Record<string, unknown>;
const iso = (value: unknown) => new Date(value as string).toISOString();
const textOrNull = (value: unknown) => (value as string | null) ?? null;

/** Where a row sits: its course and its parent (the course itself for a module), or null. */
export async function placeOf(
  db: Db,
  level: Level,
  id: number,
): Promise<{ course_id: number; parent_id: number } | null> {
  const { table, parent } = LEVELS[level];
  const r = await db.query<{ course_id: number; parent_id: number }>(
    `select course_id, ${parent} as parent_id from ${table} where id = $1`,
    [id],
  );
  const row = r.rows[0];
  return row ? { course_id: Number(row.course_id), parent_id: Number(row.parent_id) } : null;
}

/** Whether a course is inside the caller's scope (its institute's, or any for the platform). */
export async function courseInScope(db: Db, courseId: number, scope: TenantScope): Promise<boolean> {
  const params: unknown[] = [courseId];
  const r = await db.query(
    `select 1 from courses c where c.id = $1 and ${scopeCondition(scope, 'c', params)}`,
    params,
  );
  return r.rows.length > 0;
}

/**
 * The course's version as far as its tree is concerned (its `updated_at`, moved by every change of the course and of
 * its structure), or null outside the scope: the tree cache's key (tree-cache.ts).
 */
export async function structureVersion(db: Db, courseId: number, scope: TenantScope): Promise<string | null> {
  const params: unknown[] = [courseId];
  const r = await db.query<{ v: string }>(
    `select c.updated_at::text as v from courses c where c.id = $1 and ${scopeCondition(scope, 'c', params)}`,
    params,
  );
  return r.rows[0]?.v ?? null;
}

/** A change of the structure is a change of the course: its `updated_at` moves (under the course's lock). */
export async function markStructureChanged(tx: Db, courseId: number): Promise<void> {
  await tx.query('update courses set updated_at = clock_timestamp() where id = $1', [courseId]);
}

/** The ids of a parent's rows in their order. */
export async function siblingIds(db: Db, level: Level, parentId: number): Promise<number[]> {
  const { table, parent } = LEVELS[level];
  const r = await db.query<{ id: number }>(
    `select id from ${table} where ${parent} = $1 order by position, id`,
    [parentId],
  );
  return r.rows.map((row) => Number(row.id));
}

/** Numbers the rows 1…n in the order of `ids` (only the rows whose place changes are written). */
export async function renumber(tx: Db, level: Level, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  const { table } = LEVELS[level];
  await tx.query(
    `update ${table} t set position = o.n, updated_at = now()
       from unnest($1::bigint[]) with ordinality as o(id, n)
      where t.id = o.id and t.position <> o.n`,
    [ids],
  );
}

/** An exam's rules (an assessment lesson's or a module's; ADR 0119, 0121) from the `exam_*` columns, or null. */
const examRulesOf = (r: Row): CourseExamLesson | null =>
  r.exam_minutes === null || r.exam_minutes === undefined
    ? null
    : {
        question_set_id: r.exam_set_id === null ? null : Number(r.exam_set_id),
        question_ids: ((r.exam_question_ids as unknown[] | null) ?? []).map(Number),
        question_count: Number(r.exam_count),
        pass_percent: Number(r.exam_pass_percent),
        duration_minutes: Number(r.exam_minutes),
      };

const moduleOf = (r: Row): CourseModule => ({
  id: Number(r.id),
  course_id: Number(r.course_id),
  kind: Number(r.kind) as CourseModuleKind,
  title: String(r.title),
  title_en: textOrNull(r.title_en),
  position: Number(r.position),
  // a module assessment's exam (069_module_exams.sql; ADR 0121): its rules, no answers or marks
  exam: examRulesOf(r),
  updated_at: iso(r.updated_at),
});

/** `videoBase`: VIDEO_CONF_BASE_URL, for the staff's answers (a live lesson's room address); '' leaves it out. */
const lessonOf = (r: Row, videoBase: string): CourseLesson => ({
  id: Number(r.id),
  module_id: Number(r.module_id),
  course_id: Number(r.course_id),
  kind: Number(r.kind) as CourseLessonKind,
  title: String(r.title),
  title_en: textOrNull(r.title_en),
  position: Number(r.position),
  // a live lesson's class (064_live_lessons.sql; ADR 0114)
  live:
    r.live_starts_at === null || r.live_starts_at === undefined
      ? null
      : {
          starts_at: iso(r.live_starts_at),
          starts_local: dhakaMinuteOf(iso(r.live_starts_at)),
          duration_minutes: Number(r.live_minutes),
          room: String(r.live_room),
          room_url: videoBase ? `${videoBase}/${String(r.live_room)}` : null,
        },
  // an assessment lesson's exam (068_exam_lessons.sql; ADR 0119): its rules, no answers or marks
  exam: examRulesOf(r),
  updated_at: iso(r.updated_at),
});

const contentOf = (r: Row): CourseContent => {
  const fileId = textOrNull(r.file_id);
  return {
    id: Number(r.id),
    lesson_id: Number(r.lesson_id),
    course_id: Number(r.course_id),
    content_type: Number(r.content_type) as CourseContentType,
    title: String(r.title),
    title_en: textOrNull(r.title_en),
    position: Number(r.position),
    text: textOrNull(r.body),
    url: textOrNull(r.url),
    file_id: fileId,
    file_path: fileId ? storedFilePath(fileId, r.visibility as FileVisibility) : null,
    file_name: textOrNull(r.original_name),
    mime_type: textOrNull(r.mime_type),
    quiz:
      r.quiz_count === null || r.quiz_count === undefined
        ? null
        : {
            question_set_id: r.quiz_set === null ? null : Number(r.quiz_set),
            question_ids: ((r.quiz_questions as unknown[] | null) ?? []).map(Number),
            question_count: Number(r.quiz_count),
            pass_percent: Number(r.quiz_pass),
          },
    updated_at: iso(r.updated_at),
  };
};

const MODULE_COLUMNS = `m.id, m.course_id, m.kind, m.title, m.title_en, m.position, m.updated_at,
  e.duration_minutes as exam_minutes, e.question_set_id as exam_set_id, e.question_count as exam_count,
  e.pass_percent as exam_pass_percent,
  (select array_agg(eq.question_id order by eq.position) from course_module_exam_questions eq
    where eq.module_id = e.module_id) as exam_question_ids`;
const LESSON_COLUMNS = `l.id, l.module_id, l.course_id, l.kind, l.title, l.title_en, l.position, l.updated_at,
  v.starts_at as live_starts_at, v.duration_minutes as live_minutes, v.room as live_room,
  e.duration_minutes as exam_minutes, e.question_set_id as exam_set_id, e.question_count as exam_count,
  e.pass_percent as exam_pass_percent,
  (select array_agg(eq.question_id order by eq.position) from course_exam_lesson_questions eq
    where eq.lesson_id = e.lesson_id) as exam_question_ids`;
// a quiz content's rules and picked questions (034_course_quizzes.sql; no answers or marks: ADR 0078)
const CONTENT_COLUMNS = `k.id, k.lesson_id, k.course_id, k.content_type, k.title, k.title_en, k.position, k.body,
  k.url, k.file_id, f.visibility, f.original_name, f.mime_type, k.updated_at,
  z.question_set_id as quiz_set, z.question_count as quiz_count, z.pass_percent as quiz_pass,
  case when z.content_id is null then null else array(select x.question_id from course_quiz_questions x
    where x.content_id = k.id order by x.position) end as quiz_questions`;

/**
 * The rows of a course, filtered by `where` on each level (`m`, `l`, `k`), nested and in order: three indexed reads,
 * whatever the size of the tree.
 */
async function nodes(
  db: Db,
  courseId: number,
  where: { m?: string; l?: string; k?: string },
  value?: number,
  videoBase = '',
) {
  // a level's query binds the value only when its condition uses it
  const params = (condition?: string) => (condition?.includes('$2') ? [courseId, value] : [courseId]);
  const [modules, lessons, contents] = await Promise.all([
    db.query<Row>(
      `select ${MODULE_COLUMNS} from course_modules m left join course_module_exams e on e.module_id = m.id
        where m.course_id = $1 and ${where.m ?? 'true'}
        order by m.position`,
      params(where.m),
    ),
    db.query<Row>(
      `select ${LESSON_COLUMNS} from course_lessons l left join course_live_lessons v on v.lesson_id = l.id
        left join course_exam_lessons e on e.lesson_id = l.id
        where l.course_id = $1 and ${where.l ?? 'true'} order by l.module_id, l.position`,
      params(where.l),
    ),
    db.query<Row>(
      `select ${CONTENT_COLUMNS} from course_contents k left join files f on f.id = k.file_id
        left join course_quizzes z on z.content_id = k.id
        where k.course_id = $1 and ${where.k ?? 'true'} order by k.lesson_id, k.position`,
      params(where.k),
    ),
  ]);
  const contentsOf = new Map<number, CourseContent[]>();
  for (const row of contents.rows) {
    const c = contentOf(row);
    contentsOf.set(c.lesson_id, [...(contentsOf.get(c.lesson_id) ?? []), c]);
  }
  const lessonsOf = new Map<number, ReturnType<typeof lessonNode>[]>();
  const lessonNode = (l: CourseLesson) => ({ ...l, contents: contentsOf.get(l.id) ?? [] });
  for (const row of lessons.rows) {
    const l = lessonNode(lessonOf(row, videoBase));
    lessonsOf.set(l.module_id, [...(lessonsOf.get(l.module_id) ?? []), l]);
  }
  return {
    modules: modules.rows.map((row) => {
      const m = moduleOf(row);
      return { ...m, lessons: lessonsOf.get(m.id) ?? [] };
    }),
    lessons: [...lessonsOf.values()].flat(),
    contents: [...contentsOf.values()].flat(),
  };
}

/**
 * The whole course: modules → lessons → contents, each in order. `videoBase` (the staff's calls) gives a live
 * lesson's room its address.
 */
export async function treeOf(db: Db, courseId: number, videoBase = ''): Promise<CourseTree> {
  return { course_id: courseId, modules: (await nodes(db, courseId, {}, undefined, videoBase)).modules };
}

/** One module with its lessons and their contents. */
export async function moduleNode(db: Db, courseId: number, id: number, videoBase = '') {
  const where = {
    m: 'm.id = $2',
    l: 'l.module_id = $2',
    k: 'k.lesson_id in (select id from course_lessons where module_id = $2)',
  };
  return (await nodes(db, courseId, where, id, videoBase)).modules[0] ?? null;
}

/** One lesson with its contents. */
export async function lessonNode(db: Db, courseId: number, id: number, videoBase = '') {
  const where = { m: 'false', l: 'l.id = $2', k: 'k.lesson_id = $2' };
  const found = await nodes(db, courseId, where, id, videoBase);
  return found.lessons[0] ?? null;
}

export async function contentRow(db: Db, courseId: number, id: number): Promise<CourseContent | null> {
  const found = await nodes(db, courseId, { m: 'false', l: 'false', k: 'k.id = $2' }, id);
  return found.contents[0] ?? null;
}

/** The title fields every level shares, with the level's own kind or type column. */
export interface StructureFields {
  title: string;
  title_en?: string | null;
  [column: string]: unknown;
}

/** Adds a row at the end of its parent's order; its id. */
export async function insertAtEnd(
  tx: Db,
  level: Level,
  place: { course_id: number; parent_id: number },
  columns: Record<string, unknown>,
  by: number,
): Promise<number> {
  const { table, parent } = LEVELS[level];
  const names = Object.keys(columns);
  const values = Object.values(columns);
  const extra = level === 'module' ? '' : ', course_id';
  const extraValue = level === 'module' ? [] : [place.course_id];
  const all = [place.parent_id, ...extraValue, ...values, by, by];
  const r = await tx.query<{ id: number }>(
    `insert into ${table} (${parent}${extra}, ${names.join(', ')}, created_by, updated_by, position)
     values (${all.map((_v, i) => `$${i + 1}`).join(', ')},
             (select coalesce(max(position), 0) + 1 from ${table} where ${parent} = $1))
     returning id`,
    all,
  );
  return Number(r.rows[0]?.id);
}

export async function updateFields(
  tx: Db,
  level: Level,
  id: number,
  columns: Record<string, unknown>,
  by: number,
): Promise<void> {
  const names = Object.keys(columns);
  const sets = names.map((name, i) => `${name} = $${i + 2}`).join(', ');
  await tx.query(
    `update ${LEVELS[level].table} set ${sets}, updated_by = $${names.length + 2}, updated_at = now() where id = $1`,
    [id, ...Object.values(columns), by],
  );
}

export async function deleteRow(tx: Db, level: Level, id: number): Promise<void> {
  await tx.query(`delete from ${LEVELS[level].table} where id = $1`, [id]);
}

/** How many rows a parent holds (the per-level limit). */
export async function countAt(tx: Db, level: Level, parentId: number): Promise<number> {
  const { table, parent } = LEVELS[level];
  const r = await tx.query<{ n: number }>(`select count(*)::int as n from ${table} where ${parent} = $1`, [
    parentId,
  ]);
  return Number(r.rows[0]?.n ?? 0);
}

/** The stored file of a content (the edit keeps it without re-checking who uploaded it). */
export async function storedFileOf(db: Db, id: number): Promise<string | null> {
  const r = await db.query<{ file_id: string | null }>('select file_id from course_contents where id = $1', [
    id,
  ]);
  return r.rows[0]?.file_id ?? null;
}
