import {
  type AnswerValue,
  EXAM_LESSON_ERRORS as ERR,
  EXAM_LESSON_LIMITS,
  type ExamLessonAttempt,
  type ExamLessonFacts,
  type ExamLessonResult,
  type ExamModuleAttempt,
  type ExamModuleFacts,
  type ExamModuleResult,
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
  storedQuestion,
} from '../assessments/rules';
import { certificateIdOf } from '../certificates/of-course';
import { activeEnrolment } from '../course-enrolments/progress';
import { treeOf } from '../course-structure/repository';
import { completeLesson, recountCourse } from './completion';
import {
  type AttemptRow,
  attemptsOf,
  type ExamOwner,
  type ExamOwnerKind,
  type ExamRow,
  examOf,
  OWNERS,
  ownAttempt,
} from './exam-repository';

export type { ExamOwner, ExamOwnerKind } from './exam-repository';

/*
 * Exams in the course player: assessment lessons (issue 16 items 3 and 5; 068_exam_lessons.sql; ADR 0119), on the
 * exam runner's rules (ADR 0070): the questions are drawn here and copied into the attempt with their answers and
 * marks (never sent), the deadline is this gateway's clock, answers are saved until the deadline, and the marks are
 * computed here — a submit after the deadline (or none) is marked with the answers saved by then. A passed attempt
 * completes the lesson through the same completion as every lesson (course share, certificate on the last one). A
 * learner has EXAM_LESSON_LIMITS.attempts attempts: the first and one retake after a failure.
 *
 * One runner, two owners (ADR 0121): an exam belongs to an assessment lesson (course_exam_lessons) or to a module
 * assessment (course_module_exams, 069_module_exams.sql); an attempt names one of them (lesson_id or module_id). A
 * passed module exam counts as one more step of the course (completion.ts recountCourse).
 */

type Row = Record<string, unknown>;
type Answers = Record<string, AnswerValue | null>;

const ALLOWED = EXAM_LESSON_LIMITS.attempts;
const round2 = (n: number) => Math.round(n * 100) / 100;
const iso = (v: unknown) => new Date(v as string).toISOString();

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
  const target = {
    youthId: attempt.youth_id,
    courseId: attempt.course_id,
    enrolmentId: attempt.enrolment_id,
  };
  // a passed lesson exam completes its lesson; a passed module exam is one more step of the course (ADR 0121)
  if (attempt.owner.kind === 'lesson')
    await completeLesson(tx, { ...target, lessonId: attempt.owner.id }, lessons);
  else await recountCourse(tx, target, lessons);
}

/** Marks the caller's attempts left open past their deadline with their saved answers (the exam runner's rule). */
async function closeOverdue(db: Db, youthId: number, where: { attemptId?: number; owner?: ExamOwner }) {
  const key = where.owner ? OWNERS[where.owner.kind].key : 'lesson_id';
  const r = await db.query<{ id: string; course_id: string; module_id: string | null }>(
    `select a.id, en.course_id, a.module_id from course_exam_attempts a
       join course_enrolments en on en.id = a.enrolment_id
      where a.youth_id = $1 and a.submitted_at is null and a.deadline <= now()
        and ($2::bigint is null or a.id = $2) and ($3::bigint is null or a.${key} = $3)`,
    [youthId, where.attemptId ?? null, where.owner?.id ?? null],
  );
  for (const row of r.rows) {
    const lessons = await lessonsOf(db, Number(row.course_id));
    const kind: ExamOwnerKind = row.module_id === null ? 'lesson' : 'module';
    await db.transaction(async (tx) => {
      // the enrolment first, then the attempt: the same order as a submit
      if (!(await activeEnrolment(tx, Number(row.course_id), youthId, true))) return;
      await markAttempt(tx, await ownAttempt(tx, kind, Number(row.id), youthId, true), null, lessons);
    });
  }
}

/** The learner, the course, their enrolment and whose exam. */
export interface ExamTarget {
  youthId: number;
  courseId: number;
  enrolmentId: number;
  owner: ExamOwner;
}

async function examOr404(db: Db, courseId: number, owner: ExamOwner): Promise<ExamRow> {
  const exam = await examOf(db, courseId, owner);
  if (!exam) throw notFound();
  return exam;
}

/** `lesson_id` or `module_id`: the owner's id under its own name in the answers. */
function ownerField(owner: ExamOwner): { lesson_id: number } | { module_id: number } {
  return owner.kind === 'lesson' ? { lesson_id: owner.id } : { module_id: owner.id };
}

type Facts<K extends ExamOwnerKind> = K extends 'lesson' ? ExamLessonFacts : ExamModuleFacts;
type Paper<K extends ExamOwnerKind> = K extends 'lesson' ? ExamLessonAttempt : ExamModuleAttempt;

/** The exam's facts for its learner (GET …/lessons/:lessonId/exam, …/modules/:moduleId/exam). */
export async function examFacts<K extends ExamOwnerKind>(
  db: Db,
  t: ExamTarget & { owner: { kind: K } },
): Promise<Facts<K>> {
  const exam = await examOr404(db, t.courseId, t.owner);
  await closeOverdue(db, t.youthId, { owner: t.owner });
  const a = await attemptsOf(db, t.enrolmentId, t.owner);
  return {
    ...ownerField(t.owner),
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
  } as Facts<K>;
}

const paperOf = (a: AttemptRow) => ({
  id: a.id,
  ...ownerField(a.owner),
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
export async function startExam<K extends ExamOwnerKind>(
  db: Db,
  t: ExamTarget & { owner: { kind: K } },
): Promise<Paper<K>> {
  const exam = await examOr404(db, t.courseId, t.owner);
  await closeOverdue(db, t.youthId, { owner: t.owner });
  const pool = (await poolOf(db, exam)).map((q) => storedQuestion(q as never));
  const id = await db.transaction(async (tx) => {
    // the enrolment row is locked: two starts at once make one attempt
    if (!(await activeEnrolment(tx, t.courseId, t.youthId, true))) throw notFound();
    const a = await attemptsOf(tx, t.enrolmentId, t.owner);
    if (a.open) return a.open.id;
    if (a.passed) throw new HttpError(409, ERR.passed);
    if (a.used >= ALLOWED) throw new HttpError(409, ERR.attemptsUsed);
    if (pool.length === 0) throw new HttpError(409, ERR.noQuestions);
    const drawn = draw(pool, Math.min(exam.question_count, pool.length), seededRandom(newSeed()));
    const r = await tx.query<{ id: string }>(
      `insert into course_exam_attempts (${OWNERS[t.owner.kind].key}, enrolment_id, youth_id, attempt, questions,
         pass_percent, deadline)
       values ($1, $2, $3, $4, $5, $6, now() + make_interval(mins => $7)) returning id`,
      [
        t.owner.id,
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
  return paperOf(await ownAttempt(db, t.owner.kind, id, t.youthId)) as Paper<K>;
}

/** The caller's attempt as the runner shows it (GET /protected/exam-lesson-attempts/:id, exam-module-attempts). */
export async function examAttempt<K extends ExamOwnerKind>(
  db: Db,
  kind: K,
  id: number,
  youthId: number,
): Promise<Paper<K>> {
  await closeOverdue(db, youthId, { attemptId: id });
  return paperOf(await ownAttempt(db, kind, id, youthId)) as Paper<K>;
}

/** Autosave (PUT …/answers): merged into what was saved; 409 `closed` past the deadline or once marked. */
export async function saveExamAnswers(
  db: Db,
  kind: ExamOwnerKind,
  id: number,
  youthId: number,
  answers: Answers,
) {
  return db.transaction(async (tx) => {
    const attempt = await ownAttempt(tx, kind, id, youthId, true);
    if (attempt.submitted_at || overdue(attempt)) throw new HttpError(409, ERR.closed);
    const merged = { ...attempt.answers, ...checkAnswers(attempt, answers) };
    const r = await tx.query<{ saved_at: string }>(
      'update course_exam_attempts set answers = $2, saved_at = now() where id = $1 returning saved_at',
      [id, JSON.stringify(merged)],
    );
    return { id, saved_at: iso(r.rows[0]?.saved_at), deadline: attempt.deadline };
  });
}

/** Marks the caller's attempt (a second submit finds it marked); the gateway's marks only. */
async function submit(db: Db, kind: ExamOwnerKind, id: number, youthId: number, answers: Answers) {
  const found = await ownAttempt(db, kind, id, youthId);
  const lessons = await lessonsOf(db, found.course_id);
  await db.transaction(async (tx) => {
    if (!(await activeEnrolment(tx, found.course_id, youthId, true))) throw notFound();
    const attempt = await ownAttempt(tx, kind, id, youthId, true);
    // a second submit answers the result already marked
    if (!attempt.submitted_at) await markAttempt(tx, attempt, answers, lessons);
  });
}

/** Submit a lesson's exam: the gateway marks the attempt (late: with the answers saved by the deadline). */
export async function submitExam(db: Db, id: number, youthId: number, answers: Answers) {
  await submit(db, 'lesson', id, youthId, answers);
  return examResult(db, id, youthId);
}

/** Submit a module's exam (ADR 0121), as a lesson's. */
export async function submitModuleExam(db: Db, id: number, youthId: number, answers: Answers) {
  await submit(db, 'module', id, youthId, answers);
  return moduleExamResult(db, id, youthId);
}

/** A marked attempt of the caller's, and what is common to both results; an open one is 404 until marked. */
async function markedAttempt(db: Db, kind: ExamOwnerKind, id: number, youthId: number) {
  await closeOverdue(db, youthId, { attemptId: id });
  const a = await ownAttempt(db, kind, id, youthId);
  if (!a.submitted_at) throw notFound();
  const [attempts, course, enrolment] = await Promise.all([
    attemptsOf(db, a.enrolment_id, a.owner),
    db.query<Row>('select title, title_en from courses where id = $1', [a.course_id]),
    db.query<Row>('select progress_percent from course_enrolments where id = $1', [a.enrolment_id]),
  ]);
  return {
    attempt: a,
    common: {
      id: a.id,
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
      progress_percent: Math.floor(Number(enrolment.rows[0]?.progress_percent ?? 0)),
      certificate_id: await certificateIdOf(db, youthId, a.course_id),
    },
  };
}

/** A marked attempt of the caller's (GET /protected/exam-lesson-result/:id); an open one is 404 until marked. */
export async function examResult(db: Db, id: number, youthId: number): Promise<ExamLessonResult> {
  const { attempt, common } = await markedAttempt(db, 'lesson', id, youthId);
  const done = await db.query(
    'select 1 from course_lesson_completions where enrolment_id = $1 and lesson_id = $2',
    [attempt.enrolment_id, attempt.owner.id],
  );
  return { ...common, lesson_id: attempt.owner.id, lesson_completed: done.rows.length > 0 };
}

/**
 * A marked module exam of the caller's (GET /protected/exam-module-result/:id, ADR 0121): the marks and, for each
 * question drawn, the question (no answers), the learner's answer and the marks it earned — never the correct answers.
 */
export async function moduleExamResult(db: Db, id: number, youthId: number): Promise<ExamModuleResult> {
  const { attempt, common } = await markedAttempt(db, 'module', id, youthId);
  return {
    ...common,
    module_id: attempt.owner.id,
    questions: attempt.questions.map((q, i) => {
      const answer = attempt.answers[String(q.id)] ?? null;
      return {
        question: paperQuestion(q, i + 1),
        answer,
        marks: q.marks,
        obtained: round2(markAnswer(q, answer) ?? 0),
      };
    }),
  };
}

/** The modules of the enrolment's course whose exam it passed (the player's outline; ADR 0121). */
export async function passedModuleExams(db: Db, enrolmentId: number): Promise<Set<number>> {
  const r = await db.query<{ module_id: string }>(
    'select distinct module_id from course_exam_attempts where enrolment_id = $1 and module_id is not null and passed',
    [enrolmentId],
  );
  return new Set(r.rows.map((x) => Number(x.module_id)));
}
