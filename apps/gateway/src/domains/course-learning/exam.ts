import {
  type AnswerValue,
  EXAM_LESSON_ERRORS as ERR,
  EXAM_LESSON_LIMITS,
  type ExamLessonAttempt,
  type ExamLessonFacts,
  type ExamLessonResult,
} from '@platform/contract';
import type { Db } from '../../db/client';
import { HttpError, notFound, validationFailed } from '../../platform/errors';
import { poolOf } from '../assessments/quiz';
import {
  answerFits,
  draw,
  markAnswer,
  newSeed,
  paperQuestion,
  seededRandom,
  type StoredQuestion,
  storedQuestion,
} from '../assessments/rules';
import { certificateIdOf } from '../certificates/of-course';
import { activeEnrolment } from '../course-enrolments/progress';
import { treeOf } from '../course-structure/repository';
import { completeLesson } from './completion';

/*
 * Exams in the course player: assessment lessons (issue 16 items 3 and 5; 068_exam_lessons.sql; ADR 0119), on the
 * exam runner's rules (ADR 0070): the questions are drawn here and copied into the attempt with their answers and
 * marks (never sent), the deadline is this gateway's clock, answers are saved until the deadline, and the marks are
 * computed here — a submit after the deadline (or none) is marked with the answers saved by then. A passed attempt
 * completes the lesson through the same completion as every lesson (course share, certificate on the last one). A
 * learner has EXAM_LESSON_LIMITS.attempts attempts: the first and one retake after a failure.
 */

type Row = Record<string, unknown>;
type Answers = Record<string, AnswerValue | null>;

const ALLOWED = EXAM_LESSON_LIMITS.attempts;
const round2 = (n: number) => Math.round(n * 100) / 100;
const iso = (v: unknown) => new Date(v as string).toISOString();

interface ExamRow {
  lesson_id: number;
  course_id: number;
  title: string;
  title_en: string | null;
  question_set_id: number | null;
  question_ids: number[];
  question_count: number;
  pass_percent: number;
  duration_minutes: number;
}

/** The exam of an assessment lesson of the course, or null. */
async function examOf(db: Db, courseId: number, lessonId: number): Promise<ExamRow | null> {
  const r = await db.query<Row>(
    `select e.lesson_id, e.course_id, l.title, l.title_en, e.question_set_id, e.question_count, e.pass_percent,
            e.duration_minutes,
            coalesce((select array_agg(q.question_id order by q.position) from course_exam_lesson_questions q
                       where q.lesson_id = e.lesson_id), '{}') as question_ids
       from course_exam_lessons e join course_lessons l on l.id = e.lesson_id and l.kind = 2
      where e.course_id = $1 and e.lesson_id = $2`,
    [courseId, lessonId],
  );
  const x = r.rows[0];
  if (!x) return null;
  return {
    lesson_id: Number(x.lesson_id),
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

interface AttemptRow {
  id: number;
  lesson_id: number;
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

const ATTEMPT_SQL = `select a.id, a.lesson_id, e.course_id, a.enrolment_id, a.youth_id, a.attempt, l.title, l.title_en,
    a.questions, a.pass_percent, a.started_at, a.deadline, a.answers, a.submitted_at, a.late, a.total, a.obtained,
    a.pass_marks, a.passed, now() as now
  from course_exam_attempts a join course_exam_lessons e on e.lesson_id = a.lesson_id
  join course_lessons l on l.id = a.lesson_id`;

const attemptOf = (x: Row): AttemptRow => ({
  id: Number(x.id),
  lesson_id: Number(x.lesson_id),
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

/** The caller's attempt (another youth's does not exist for the caller: 404). */
async function ownAttempt(db: Db, id: number, youthId: number, lock = false): Promise<AttemptRow> {
  const r = await db.query<Row>(
    `${ATTEMPT_SQL} where a.id = $1 and a.youth_id = $2${lock ? ' for update of a' : ''}`,
    [id, youthId],
  );
  if (!r.rows[0]) throw notFound();
  return attemptOf(r.rows[0]);
}

/** Only the questions drawn, each answer of its question's shape (422 `answers.<id>` otherwise). */
function checkAnswers(attempt: AttemptRow, answers: Answers): Answers {
  const byId = new Map(attempt.questions.map((q) => [String(q.id), q]));
  const out: Answers = {};
  for (const [id, answer] of Object.entries(answers)) {
    const q = byId.get(id);
    // an answer is null or an object of its question's shape (a string, a number or a list is none)
    const shaped = answer === null || (typeof answer === 'object' && !Array.isArray(answer));
    if (!q || !shaped || !answerFits(q, answer))
      throw validationFailed({ [`answers.${id}`]: ['validation.one_of'] });
    out[id] = answer;
  }
  return out;
}

/** The course's lesson ids (read outside a transaction: the tree's queries run side by side). */
async function lessonsOf(db: Db, courseId: number): Promise<number[]> {
  const tree = await treeOf(db, courseId);
  return tree.modules.flatMap((m) => m.lessons.map((l) => l.id));
}

const overdue = (a: AttemptRow) => Date.parse(a.now) >= Date.parse(a.deadline);

/**
 * Marks an open attempt in `tx` (its row locked): with `answers` when they come before the deadline, else with those
 * saved by then. A pass completes the lesson (the enrolment row locked first by the caller).
 */
async function markAttempt(
  tx: Db,
  attempt: AttemptRow,
  answers: Answers | null,
  lessons: readonly number[],
): Promise<void> {
  if (attempt.submitted_at) return;
  const late = overdue(attempt);
  const given =
    !late && answers ? { ...attempt.answers, ...checkAnswers(attempt, answers) } : attempt.answers;
  const total = attempt.questions.reduce((sum, q) => sum + q.marks, 0);
  const obtained = round2(
    attempt.questions.reduce((sum, q) => sum + (markAnswer(q, given[String(q.id)] ?? null) ?? 0), 0),
  );
  const passMarks = Math.ceil(total * attempt.pass_percent) / 100;
  const passed = obtained >= passMarks;
  await tx.query(
    `update course_exam_attempts set answers = $2, submitted_at = now(), late = $3, total = $4, obtained = $5,
       pass_marks = $6, passed = $7, saved_at = case when $3 then saved_at else now() end
     where id = $1`,
    [attempt.id, JSON.stringify(given), late, total, obtained, passMarks, passed],
  );
  if (!passed) return;
  await completeLesson(
    tx,
    {
      youthId: attempt.youth_id,
      courseId: attempt.course_id,
      enrolmentId: attempt.enrolment_id,
      lessonId: attempt.lesson_id,
    },
    lessons,
  );
}

/** Marks the caller's attempts left open past their deadline with their saved answers (the exam runner's rule). */
async function closeOverdue(db: Db, youthId: number, where: { attemptId?: number; lessonId?: number }) {
  const r = await db.query<{ id: string; course_id: string }>(
    `select a.id, e.course_id from course_exam_attempts a join course_exam_lessons e on e.lesson_id = a.lesson_id
      where a.youth_id = $1 and a.submitted_at is null and a.deadline <= now()
        and ($2::bigint is null or a.id = $2) and ($3::bigint is null or a.lesson_id = $3)`,
    [youthId, where.attemptId ?? null, where.lessonId ?? null],
  );
  for (const row of r.rows) {
    const lessons = await lessonsOf(db, Number(row.course_id));
    await db.transaction(async (tx) => {
      // the enrolment first, then the attempt: the same order as a submit
      if (!(await activeEnrolment(tx, Number(row.course_id), youthId, true))) return;
      await markAttempt(tx, await ownAttempt(tx, Number(row.id), youthId, true), null, lessons);
    });
  }
}

async function attemptsOf(db: Db, enrolmentId: number, lessonId: number) {
  const r = await db.query<Row>(
    `select id, submitted_at, passed from course_exam_attempts where enrolment_id = $1 and lesson_id = $2
      order by attempt`,
    [enrolmentId, lessonId],
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

export interface ExamTarget {
  youthId: number;
  courseId: number;
  enrolmentId: number;
  lessonId: number;
}

async function examOr404(db: Db, courseId: number, lessonId: number): Promise<ExamRow> {
  const exam = await examOf(db, courseId, lessonId);
  if (!exam) throw notFound();
  return exam;
}

/** The exam's facts for its learner (GET …/lessons/:lessonId/exam). */
export async function examFacts(db: Db, t: ExamTarget): Promise<ExamLessonFacts> {
  const exam = await examOr404(db, t.courseId, t.lessonId);
  await closeOverdue(db, t.youthId, { lessonId: t.lessonId });
  const a = await attemptsOf(db, t.enrolmentId, t.lessonId);
  return {
    lesson_id: exam.lesson_id,
    course_id: exam.course_id,
    question_count: exam.question_count,
    pass_percent: exam.pass_percent,
    duration_minutes: exam.duration_minutes,
    attempts_allowed: ALLOWED,
    attempts_used: a.used,
    open_attempt_id: a.open?.id ?? null,
    passed: a.passed,
    can_start: a.canStart,
    last_result_id: a.lastResult,
  };
}

const paperOf = (a: AttemptRow): ExamLessonAttempt => ({
  id: a.id,
  lesson_id: a.lesson_id,
  course_id: a.course_id,
  title: a.title,
  title_en: a.title_en,
  started_at: a.started_at,
  deadline: a.deadline,
  server_time: a.now,
  submitted: a.submitted_at !== null,
  questions: a.questions.map((q, i) => paperQuestion(q, i + 1)),
  answers: a.answers,
});

/**
 * Starts the exam (or answers the attempt running): 409 `passed` once passed, `attempts_used` when none is left; the
 * questions are drawn here from what the exam draws on now and copied into the attempt.
 */
export async function startExam(db: Db, t: ExamTarget): Promise<ExamLessonAttempt> {
  const exam = await examOr404(db, t.courseId, t.lessonId);
  await closeOverdue(db, t.youthId, { lessonId: t.lessonId });
  const pool = (await poolOf(db, exam)).map((q) => storedQuestion(q as never));
  const id = await db.transaction(async (tx) => {
    // the enrolment row is locked: two starts at once make one attempt
    if (!(await activeEnrolment(tx, t.courseId, t.youthId, true))) throw notFound();
    const a = await attemptsOf(tx, t.enrolmentId, t.lessonId);
    if (a.open) return a.open.id;
    if (a.passed) throw new HttpError(409, ERR.passed);
    if (a.used >= ALLOWED) throw new HttpError(409, ERR.attemptsUsed);
    if (pool.length === 0) throw new HttpError(409, ERR.noQuestions);
    const drawn = draw(pool, Math.min(exam.question_count, pool.length), seededRandom(newSeed()));
    const r = await tx.query<{ id: string }>(
      `insert into course_exam_attempts (lesson_id, enrolment_id, youth_id, attempt, questions, pass_percent,
         deadline)
       values ($1, $2, $3, $4, $5, $6, now() + make_interval(mins => $7)) returning id`,
      [
        t.lessonId,
        t.enrolmentId,
        t.youthId,
        a.used + 1,
        JSON.stringify(drawn),
        exam.pass_percent,
        exam.duration_minutes,
      ],
    );
    return Number(r.rows[0]?.id);
  });
  return paperOf(await ownAttempt(db, id, t.youthId));
}

/** The caller's attempt as the runner shows it (GET /protected/exam-lesson-attempts/:id). */
export async function examAttempt(db: Db, id: number, youthId: number): Promise<ExamLessonAttempt> {
  await closeOverdue(db, youthId, { attemptId: id });
  return paperOf(await ownAttempt(db, id, youthId));
}

/** Autosave (PUT …/answers): merged into what was saved; 409 `closed` past the deadline or once marked. */
export async function saveExamAnswers(db: Db, id: number, youthId: number, answers: Answers) {
  return db.transaction(async (tx) => {
    const attempt = await ownAttempt(tx, id, youthId, true);
    if (attempt.submitted_at || overdue(attempt)) throw new HttpError(409, ERR.closed);
    const merged = { ...attempt.answers, ...checkAnswers(attempt, answers) };
    const r = await tx.query<{ saved_at: string }>(
      'update course_exam_attempts set answers = $2, saved_at = now() where id = $1 returning saved_at',
      [id, JSON.stringify(merged)],
    );
    return { id, saved_at: iso(r.rows[0]?.saved_at), deadline: attempt.deadline };
  });
}

/** Submit: the gateway marks the attempt (late: with the answers saved by the deadline) and answers the result. */
export async function submitExam(db: Db, id: number, youthId: number, answers: Answers) {
  const found = await ownAttempt(db, id, youthId);
  const lessons = await lessonsOf(db, found.course_id);
  await db.transaction(async (tx) => {
    if (!(await activeEnrolment(tx, found.course_id, youthId, true))) throw notFound();
    const attempt = await ownAttempt(tx, id, youthId, true);
    // a second submit answers the result already marked
    if (!attempt.submitted_at) await markAttempt(tx, attempt, answers, lessons);
  });
  return examResult(db, id, youthId);
}

/** A marked attempt of the caller's (GET /protected/exam-lesson-result/:id); an open one is 404 until marked. */
export async function examResult(db: Db, id: number, youthId: number): Promise<ExamLessonResult> {
  await closeOverdue(db, youthId, { attemptId: id });
  const a = await ownAttempt(db, id, youthId);
  if (!a.submitted_at) throw notFound();
  const [attempts, course, done, enrolment] = await Promise.all([
    attemptsOf(db, a.enrolment_id, a.lesson_id),
    db.query<Row>('select title, title_en from courses where id = $1', [a.course_id]),
    db.query('select 1 from course_lesson_completions where enrolment_id = $1 and lesson_id = $2', [
      a.enrolment_id,
      a.lesson_id,
    ]),
    db.query<Row>('select progress_percent from course_enrolments where id = $1', [a.enrolment_id]),
  ]);
  return {
    id: a.id,
    lesson_id: a.lesson_id,
    course_id: a.course_id,
    course_title: String(course.rows[0]?.title ?? ''),
    course_title_en: (course.rows[0]?.title_en as string | null) ?? null,
    title: a.title,
    title_en: a.title_en,
    started_at: a.started_at,
    deadline: a.deadline,
    submitted_at: a.submitted_at,
    late: a.late,
    total: a.total,
    obtained: a.obtained,
    pass_percent: a.pass_percent,
    pass_marks: a.pass_marks,
    passed: a.passed,
    attempt: a.attempt,
    attempts_allowed: ALLOWED,
    can_retake: attempts.canStart,
    lesson_completed: done.rows.length > 0,
    progress_percent: Math.floor(Number(enrolment.rows[0]?.progress_percent ?? 0)),
    certificate_id: await certificateIdOf(db, youthId, a.course_id),
  };
}
