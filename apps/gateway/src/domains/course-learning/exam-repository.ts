import { EXAM_LESSON_LIMITS, type AnswerValue } from '@platform/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import type { StoredQuestion } from '../assessments/rules';
import { EXAM_TABLES } from '../course-structure/exam';

/*
 * The exam runner's reads (ADR 0119, 0121): an exam of its owner — an assessment lesson (course_exam_lessons) or a
 * module assessment (course_module_exams, 069_module_exams.sql) — and the attempts, each of which names one owner.
 */

type Row = Record<string, unknown>;
type Answers = Record<string, AnswerValue | null>;

const ALLOWED = EXAM_LESSON_LIMITS.attempts;
const iso = (v: unknown) => new Date(v as string).toISOString();

/** Whose exam: an assessment lesson's (ADR 0119) or a module assessment's (ADR 0121). */
export type ExamOwnerKind = 'lesson' | 'module';
export interface ExamOwner {
  kind: ExamOwnerKind;
  id: number;
}

/** Where each owner's exam lives: the structure's own table (course-structure/exam.ts). */
export const OWNERS = EXAM_TABLES;

export interface ExamRow {
  owner: ExamOwner;
  course_id: number;
  title: string;
  title_en: string | null;
  question_set_id: number | null;
  question_ids: number[];
  question_count: number;
  pass_percent: number;
  duration_minutes: number;
}

/** The exam of the course's assessment lesson or module assessment (`owner`), or null. */
export async function examOf(db: Db, courseId: number, owner: ExamOwner): Promise<ExamRow | null> {
  const o = OWNERS[owner.kind];
  const r = await db.query<Row>(
    `select e.course_id, p.title, p.title_en, e.question_set_id, e.question_count, e.pass_percent,
            e.duration_minutes,
            coalesce((select array_agg(q.question_id order by q.position) from ${o.picked} q
                       where q.${o.key} = e.${o.key}), '{}') as question_ids
       from ${o.exams} e join ${o.parent} p on p.id = e.${o.key} and p.kind = 2
      where e.course_id = $1 and e.${o.key} = $2`,
    [courseId, owner.id],
  );
  const x = r.rows[0];
  if (!x) return null;
  return {
    owner,
    course_id: Number(x.course_id),
    title: String(x.title),
    title_en: (x.title_en as string | null) ?? null,
    question_set_id: x.question_set_id === null ? null : Number(x.question_set_id),
    question_ids: (x.question_ids as unknown[]).map(Number),
    question_count: Number(x.question_count),
    pass_percent: Number(x.pass_percent),
    duration_minutes: Number(x.duration_minutes),
  };
}

export interface AttemptRow {
  id: number;
  owner: ExamOwner;
  course_id: number;
  enrolment_id: number;
  youth_id: number;
  attempt: number;
  title: string;
  title_en: string | null;
  questions: StoredQuestion[];
  pass_percent: number;
  started_at: string;
  deadline: string;
  answers: Answers;
  submitted_at: string | null;
  late: boolean;
  total: number;
  obtained: number;
  pass_marks: number;
  passed: boolean;
  now: string;
}

// an attempt of either owner: its course from its enrolment, its title from its lesson or module
const ATTEMPT_SQL = `select a.id, a.lesson_id, a.module_id, en.course_id, a.enrolment_id, a.youth_id, a.attempt,
    coalesce(l.title, m.title) as title, case when l.id is null then m.title_en else l.title_en end as title_en,
    a.questions, a.pass_percent, a.started_at, a.deadline, a.answers, a.submitted_at, a.late, a.total, a.obtained,
    a.pass_marks, a.passed, now() as now
  from course_exam_attempts a join course_enrolments en on en.id = a.enrolment_id
  left join course_lessons l on l.id = a.lesson_id left join course_modules m on m.id = a.module_id`;

const attemptOf = (x: Row): AttemptRow => ({
  id: Number(x.id),
  owner:
    x.module_id === null || x.module_id === undefined
      ? { kind: 'lesson', id: Number(x.lesson_id) }
      : { kind: 'module', id: Number(x.module_id) },
  course_id: Number(x.course_id),
  enrolment_id: Number(x.enrolment_id),
  youth_id: Number(x.youth_id),
  attempt: Number(x.attempt),
  title: String(x.title),
  title_en: (x.title_en as string | null) ?? null,
  questions: x.questions as StoredQuestion[],
  pass_percent: Number(x.pass_percent),
  started_at: iso(x.started_at),
  deadline: iso(x.deadline),
  answers: (x.answers as Answers | null) ?? {},
  submitted_at: x.submitted_at === null ? null : iso(x.submitted_at),
  late: Boolean(x.late),
  total: Number(x.total ?? 0),
  obtained: Number(x.obtained ?? 0),
  pass_marks: Number(x.pass_marks ?? 0),
  passed: Boolean(x.passed),
  now: iso(x.now),
});

/**
 * The caller's attempt of an owner's kind (another youth's, or an attempt of the other kind, does not exist for the
 * caller: 404).
 */
export async function ownAttempt(
  db: Db,
  kind: ExamOwnerKind,
  id: number,
  youthId: number,
  lock = false,
): Promise<AttemptRow> {
  const r = await db.query<Row>(
    `${ATTEMPT_SQL} where a.id = $1 and a.youth_id = $2 and a.${OWNERS[kind].key} is not null${lock ? ' for update of a' : ''}`,
    [id, youthId],
  );
  if (!r.rows[0]) throw notFound();
  return attemptOf(r.rows[0]);
}

/** The learner's attempts of an owner's exam: how many, the one open, whether passed, the last marked. */
export async function attemptsOf(db: Db, enrolmentId: number, owner: ExamOwner) {
  const r = await db.query<Row>(
    `select id, submitted_at, passed from course_exam_attempts where enrolment_id = $1
        and ${OWNERS[owner.kind].key} = $2
      order by attempt`,
    [enrolmentId, owner.id],
  );
  const rows = r.rows.map((x) => ({
    id: Number(x.id),
    open: x.submitted_at === null,
    passed: x.passed === true,
  }));
  const open = rows.find((a) => a.open) ?? null;
  const passed = rows.some((a) => a.passed);
  const marked = rows.filter((a) => !a.open);
  return {
    used: rows.length,
    open,
    passed,
    lastResult: marked.length ? (marked[marked.length - 1]?.id ?? null) : null,
    canStart: !open && !passed && rows.length < ALLOWED,
  };
}
