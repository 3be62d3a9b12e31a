import type {
  CourseTrainee,
  CourseTraineeListQuery,
  TraineeQuizResult,
  TraineeStatus,
} from '@platform/contract';
import type { Db } from '../../db/client';
import type { PageRequest } from '../../platform/endpoint';
import type { TenantScope } from '../../platform/tenant-scope';
import { scopeCondition } from '../courses/repository';
import { likeContains } from '../../db/sql';

/*
 * The SQL of a course's trainees (issue 15 item 6; ADR 0081). Reads only: enrolments (031) with their batch and the
 * youth's name, quiz contents (content_type 4, 026/034) and the youth's best tries (036). Every statement starts from
 * a course of the caller's scope, so another institute's course finds nothing and the route answers 404.
 */

type Row = Record<string, unknown>;
const iso = (value: unknown) => (value == null ? null : new Date(value as string).toISOString());
const num = (value: unknown) => (value == null ? null : Number(value));
const QUIZ = 4;

const COLUMNS = `e.id as enrolment_id, e.youth_id, u.full_name, u.full_name_en, e.batch_id, b.title as batch_title,
  b.title_en as batch_title_en, e.status, e.enrolled_at, e.created_at, e.progress_percent, e.completed_at,
  (select count(*)::int from course_contents q where q.course_id = e.course_id and q.content_type = ${QUIZ})
    as quizzes_total,
  (select count(*)::int from course_content_progress p join course_contents q on q.id = p.content_id
    where p.enrolment_id = e.id and q.content_type = ${QUIZ} and p.quiz_obtained is not null) as quizzes_taken,
  (select count(*)::int from course_content_progress p join course_contents q on q.id = p.content_id
    where p.enrolment_id = e.id and q.content_type = ${QUIZ} and p.quiz_passed) as quizzes_passed`;
const FROM = `course_enrolments e join users u on u.id = e.youth_id join course_batches b on b.id = e.batch_id`;

function traineeOf(r: Row): CourseTrainee {
  return {
    enrolment_id: Number(r.enrolment_id),
    youth_id: Number(r.youth_id),
    name: String(r.full_name),
    name_en: (r.full_name_en as string | null) ?? null,
    batch_id: Number(r.batch_id),
    batch_title: String(r.batch_title),
    batch_title_en: (r.batch_title_en as string | null) ?? null,
    status: r.status as TraineeStatus,
    enrolled_at: iso(r.enrolled_at),
    created_at: iso(r.created_at) ?? '',
    progress_percent: Number(r.progress_percent),
    completed_at: iso(r.completed_at),
    quizzes_total: Number(r.quizzes_total),
    quizzes_taken: Number(r.quizzes_taken),
    quizzes_passed: Number(r.quizzes_passed),
  };
}

/** Whether the course is in the scope. */
export async function courseInScope(db: Db, courseId: number, scope: TenantScope): Promise<boolean> {
  const params: unknown[] = [courseId];
  const r = await db.query(
    `select 1 from courses c where c.id = $1 and ${scopeCondition(scope, 'c', params)}`,
    params,
  );
  return r.rows.length > 0;
}

/** A page of the course's trainees, newest enrolment first (the course must be in scope: see courseInScope). */
export async function listTrainees(
  db: Db,
  courseId: number,
  query: Omit<CourseTraineeListQuery, 'page' | 'page_size' | 'batch_id'> & { batch_id?: number | null },
  page: PageRequest,
): Promise<{ data: CourseTrainee[]; total: number }> {
  const params: unknown[] = [courseId];
  const where = ['e.course_id = $1'];
  if (query.search) {
    params.push(likeContains(query.search));
    const p = `$${params.length}`;
    where.push(`(u.full_name ilike ${p} or u.full_name_en ilike ${p} or u.username ilike ${p})`);
  }
  if (query.batch_id != null) {
    params.push(query.batch_id);
    where.push(`e.batch_id = $${params.length}`);
  }
  if (query.status) {
    params.push(query.status);
    where.push(`e.status = $${params.length}`);
  }
  const filter = where.join(' and ');
  const total = await db.query<{ n: number }>(
    `select count(*)::int as n from ${FROM} where ${filter}`,
    params,
  );
  const rows = await db.query<Row>(
    `select ${COLUMNS} from ${FROM} where ${filter} order by e.created_at desc, e.id desc
      limit ${page.page_size} offset ${(page.page - 1) * page.page_size}`,
    params,
  );
  return { data: rows.rows.map(traineeOf), total: total.rows[0]?.n ?? 0 };
}

/** One youth's enrolment in the course, or null. */
export async function findTrainee(db: Db, courseId: number, youthId: number): Promise<CourseTrainee | null> {
  const r = await db.query<Row>(`select ${COLUMNS} from ${FROM} where e.course_id = $1 and e.youth_id = $2`, [
    courseId,
    youthId,
  ]);
  return r.rows[0] ? traineeOf(r.rows[0]) : null;
}

/** Every quiz of the course in course order, with the enrolment's best try (null marks: not taken). */
export async function quizResults(
  db: Db,
  courseId: number,
  enrolmentId: number,
): Promise<TraineeQuizResult[]> {
  const r = await db.query<Row>(
    `select q.id, q.title, q.title_en, l.title as lesson_title, l.title_en as lesson_title_en, p.quiz_total,
        p.quiz_obtained, p.quiz_pass_marks, p.quiz_passed, p.updated_at
       from course_contents q
       join course_lessons l on l.id = q.lesson_id
       join course_modules m on m.id = l.module_id
       left join course_content_progress p on p.content_id = q.id and p.enrolment_id = $2
      where q.course_id = $1 and q.content_type = ${QUIZ}
      order by m.position, l.position, q.position`,
    [courseId, enrolmentId],
  );
  return r.rows.map((row) => {
    const taken = row.quiz_obtained != null;
    return {
      content_id: Number(row.id),
      title: String(row.title),
      title_en: (row.title_en as string | null) ?? null,
      lesson_title: String(row.lesson_title),
      lesson_title_en: (row.lesson_title_en as string | null) ?? null,
      total_marks: taken ? num(row.quiz_total) : null,
      obtained_marks: num(row.quiz_obtained),
      pass_marks: taken ? num(row.quiz_pass_marks) : null,
      passed: taken ? Boolean(row.quiz_passed) : null,
      updated_at: taken ? iso(row.updated_at) : null,
    };
  });
}
