import {
  LEARNING_PATH_LIMITS,
  type MyLearningPath,
  type MyLearningPathDetail,
  type PathCourseState,
  type SuggestedCourse,
  type SuggestedLearningPath,
  type SuggestedSkill,
} from '@platform/contract';
import type { Db } from '../../db/client';
import type { PageRequest } from '../../platform/endpoint';
import { IN_CATALOGUE } from '../course-enrolments/catalogue';
import { jobSkillsAgainstProfile } from '../course-learning/skill-gap';
import { findPublicPath, headOf, PATH_FROM, PATH_HEAD } from './repository';

/*
 * The youth's side of learning paths (ADR 0100): the state of each course on a path, read from the youth's own course
 * enrolments and certificates (never stored with the path); the path enrolment; the suggestions.
 */

type Row = Record<string, unknown>;

/** A course's state for youth $<n> (alias c): a certificate or a completed enrolment, an enrolment, nothing. */
const STATE = (youth: string) => `case
  when exists (select 1 from certificates ct where ct.youth_id = ${youth} and ct.course_id = c.id
      and ct.revoked_at is null)
    or exists (select 1 from course_enrolments e where e.youth_id = ${youth} and e.course_id = c.id
      and e.status = 'enrolled' and e.progress = 1) then 'completed'
  when exists (select 1 from course_enrolments e where e.youth_id = ${youth} and e.course_id = c.id
      and e.status = 'enrolled') then 'enrolled'
  else 'not_enrolled' end`;

/** Completed catalogue courses of path p for youth $<n>. */
const COMPLETED = (youth: string) => `(select count(*)::int from learning_path_courses lc
  join courses c on c.id = lc.course_id where lc.path_id = p.id and ${IN_CATALOGUE}
  and ${STATE(youth)} = 'completed')`;

/** A published path with the youth's state of each of its catalogue courses, or null. */
export async function myPathDetail(
  db: Db,
  id: number,
  youthId: number,
): Promise<MyLearningPathDetail | null> {
  const path = await findPublicPath(db, id);
  if (!path) return null;
  const states = await db.query<{ course_id: number; state: PathCourseState }>(
    `select c.id as course_id, ${STATE('$2')} as state from learning_path_courses lc
       join courses c on c.id = lc.course_id where lc.path_id = $1`,
    [id, youthId],
  );
  const stateOf = new Map(states.rows.map((r) => [Number(r.course_id), r.state]));
  const enrolled = await db.query(
    'select 1 from learning_path_enrolments where path_id = $1 and youth_id = $2',
    [id, youthId],
  );
  const courses = path.courses.map((c) => ({ ...c, state: stateOf.get(c.course_id) ?? 'not_enrolled' }));
  return {
    ...path,
    enrolled: enrolled.rows.length > 0,
    completed: courses.filter((c) => c.state === 'completed').length,
    total: courses.length,
    courses,
  };
}

/** Records the youth's enrolment in a published path once; false when the path is not public. */
export async function enrolInPath(db: Db, id: number, youthId: number): Promise<boolean> {
  const r = await db.query(
    `insert into learning_path_enrolments (path_id, youth_id)
     select p.id, $2 from learning_paths p where p.id = $1 and p.published
     on conflict (youth_id, path_id) do nothing returning id`,
    [id, youthId],
  );
  if (r.rows.length > 0) return true;
  const published = await db.query('select 1 from learning_paths where id = $1 and published', [id]);
  return published.rows.length > 0;
}

/** The youth's published paths with progress, newest enrolment first. */
export async function myPaths(
  db: Db,
  youthId: number,
  paging: PageRequest,
): Promise<{ data: MyLearningPath[]; total: number }> {
  const where = 'p.published and le.youth_id = $1';
  const from = `${PATH_FROM} join learning_path_enrolments le on le.path_id = p.id`;
  const total =
    (await db.query<{ n: number }>(`select count(*)::int as n ${from} where ${where}`, [youthId])).rows[0]
      ?.n ?? 0;
  const rows = await db.query<Row>(
    `select ${PATH_HEAD(true)}, ${COMPLETED('$1')} as completed, le.created_at as enrolled_at ${from}
      where ${where} order by le.id desc limit $2 offset $3`,
    [youthId, paging.page_size, (paging.page - 1) * paging.page_size],
  );
  return {
    data: rows.rows.map((r) => {
      const head = headOf(r);
      return {
        ...head,
        completed: Number(r.completed),
        total: head.course_count,
        enrolled_at: new Date(r.enrolled_at as string).toISOString(),
      };
    }),
    total,
  };
}

/** At most this many jobs a youth looks at feed the suggestions (the newest). */
const LOOKED_AT_JOBS = 200;

/**
 * The skills the youth lacks for the jobs they look at: jobs they saved or applied to, and live jobs of the
 * occupations their enabled job alerts name — through the job page's skill-matching query.
 */
export async function lackedSkills(db: Db, youthId: number): Promise<SuggestedSkill[]> {
  const jobs = await db.query<{ id: number }>(
    `select j.id from jobs j where j.deleted_at is null and (
       j.id in (select job_id from job_favourites where youth_id = $1)
       or j.id in (select job_id from job_applications where youth_id = $1)
       or (j.status = 'live' and j.occupation_id in (
         select unnest(occupation_ids) from job_alerts where youth_id = $1 and is_enabled)))
     order by j.id desc limit ${LOOKED_AT_JOBS}`,
    [youthId],
  );
  const skills = await jobSkillsAgainstProfile(
    db,
    jobs.rows.map((j) => Number(j.id)),
    youthId,
  );
  return skills.filter((s) => !s.mine).map(({ id, title, title_en }) => ({ id, title, title_en }));
}

function namedSkills(ids: unknown, lacked: SuggestedSkill[]): SuggestedSkill[] {
  const have = new Set((ids as (number | string)[]).map(Number));
  return lacked.filter((s) => have.has(s.id)).slice(0, LEARNING_PATH_LIMITS.suggestionSkills);
}

/** Published paths whose catalogue courses teach skills the youth lacks, the most of them first. */
export async function suggestedPaths(
  db: Db,
  youthId: number,
  paging: PageRequest,
): Promise<{ data: SuggestedLearningPath[]; total: number }> {
  const lacked = await lackedSkills(db, youthId);
  if (lacked.length === 0) return { data: [], total: 0 };
  const rows = await db.query<Row>(
    `with m as (
       select lc.path_id, count(distinct cs.skill_id)::int as matched, array_agg(distinct cs.skill_id) as skill_ids
         from learning_path_courses lc join courses c on c.id = lc.course_id
         join course_skills cs on cs.course_id = c.id
        where cs.skill_id = any($1::bigint[]) and ${IN_CATALOGUE} group by lc.path_id)
     select ${PATH_HEAD(true)}, m.matched, m.skill_ids, count(*) over () as total
       ${PATH_FROM} join m on m.path_id = p.id where p.published
      order by m.matched desc, p.id desc limit $2 offset $3`,
    [lacked.map((s) => s.id), paging.page_size, (paging.page - 1) * paging.page_size],
  );
  return {
    data: rows.rows.map((r) => ({
      ...headOf(r),
      matched: Number(r.matched),
      skills: namedSkills(r.skill_ids, lacked),
    })),
    total: Number(rows.rows[0]?.total ?? 0),
  };
}

/** Catalogue courses that teach skills the youth lacks (and the youth is not enrolled in), the most of them first. */
export async function suggestedCourses(
  db: Db,
  youthId: number,
  paging: PageRequest,
): Promise<{ data: SuggestedCourse[]; total: number }> {
  const lacked = await lackedSkills(db, youthId);
  if (lacked.length === 0) return { data: [], total: 0 };
  const rows = await db.query<Row>(
    `select c.id, c.title, c.title_en, c.fee, i.title as institute_title, i.title_en as institute_title_en,
       count(distinct cs.skill_id)::int as matched, array_agg(distinct cs.skill_id) as skill_ids,
       count(*) over () as total
     from courses c join institutes i on i.id = c.institute_id join course_skills cs on cs.course_id = c.id
     where cs.skill_id = any($1::bigint[]) and ${IN_CATALOGUE}
       and not exists (select 1 from course_enrolments e where e.course_id = c.id and e.youth_id = $2)
     group by c.id, i.id order by matched desc, c.id desc limit $3 offset $4`,
    [lacked.map((s) => s.id), youthId, paging.page_size, (paging.page - 1) * paging.page_size],
  );
  return {
    data: rows.rows.map((r) => ({
      id: Number(r.id),
      title: String(r.title),
      title_en: (r.title_en as string | null) ?? null,
      institute_title: String(r.institute_title),
      institute_title_en: (r.institute_title_en as string | null) ?? null,
      fee: Number(r.fee),
      matched: Number(r.matched),
      skills: namedSkills(r.skill_ids, lacked),
    })),
    total: Number(rows.rows[0]?.total ?? 0),
  };
}
