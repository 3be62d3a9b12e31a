import {
  type AnswerValue,
  AUTO_MARKED_TYPES,
  COURSE_STRUCTURE_ERRORS,
  type CourseQuiz,
  type CourseQuizPreview,
  type FieldErrors,
} from '@platform/contract';
import { msg, serializeMessage, VALIDATION_MESSAGES as V } from '@platform/validation';
import type { Db } from '../../db/client';
import { notFound, validationFailed } from '../../platform/errors';
import type { TenantScope } from '../../platform/tenant-scope';
import { type QuestionRecord, questionSetInScope, questionSetQuestionIds, questionsByIds } from './banks';
import { answerFits, markAnswer, paperQuestion, storedQuestion } from './rules';

/*
 * Quizzes of a course's lessons on the question engine (migration 034, ADR 0078). A quiz content draws on its
 * institute's bank — a question set's questions or the questions picked — and is marked here, on the gateway, with
 * the engine's rules (ADR 0070 marks); the course structure stores it (`saveQuiz`) and the learner's player will call
 * `markQuiz` with the questions it showed. No answer or mark ever leaves through the preview.
 */

/** What a quiz content's body says about its questions and rules (validated by courseContentSchema). */
export interface QuizSource {
  question_set_id?: number | null;
  question_ids?: number[] | null;
  question_count?: number | null;
  pass_percent?: number | null;
}

const usable = (q: QuestionRecord) => AUTO_MARKED_TYPES.includes(q.question_type) && q.row_status === 1;

/**
 * Checks a quiz's source inside the caller's tenant: the question set, or every picked question, must be in the
 * caller's banks (another tenant's, or a missing one: `quiz_question_unavailable`) and be an active question the
 * engine marks itself (`quiz_question_kind`); a set must hold at least `question_count` such questions.
 */
export async function checkQuizSource(db: Db, scope: TenantScope, body: QuizSource): Promise<void> {
  const errors: FieldErrors = {};
  const count = Number(body.question_count);
  if (body.question_set_id) {
    const set = await questionSetInScope(db, body.question_set_id, scope);
    if (!set) errors.question_set_id = [COURSE_STRUCTURE_ERRORS.quizQuestionUnavailable];
    else {
      const ids = await questionSetQuestionIds(db, set.id);
      const pool = (await questionsByIds(db, ids, scope)).filter(usable);
      if (pool.length < count) errors.question_count = [serializeMessage(msg(V.max, { max: pool.length }))];
    }
  } else {
    const ids = body.question_ids ?? [];
    const found = new Map((await questionsByIds(db, ids, scope)).map((q) => [Number(q.id), q]));
    if (ids.some((id) => !found.has(id)))
      errors.question_ids = [COURSE_STRUCTURE_ERRORS.quizQuestionUnavailable];
    else if ([...found.values()].some((q) => !usable(q)))
      errors.question_ids = [COURSE_STRUCTURE_ERRORS.quizQuestionKind];
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
}

/** Stores a quiz content's source and rules (after `checkQuizSource`), replacing what it had. */
export async function saveQuiz(tx: Db, contentId: number, body: QuizSource): Promise<void> {
  await tx.query('delete from course_quizzes where content_id = $1', [contentId]);
  await tx.query(
    `insert into course_quizzes (content_id, question_set_id, question_count, pass_percent)
     values ($1, $2, $3, $4)`,
    [contentId, body.question_set_id ?? null, body.question_count, body.pass_percent],
  );
  if (!body.question_set_id && body.question_ids?.length)
    await tx.query(
      `insert into course_quiz_questions (content_id, question_id, position)
       select $1, q.id, q.n from unnest($2::bigint[]) with ordinality as q(id, n)`,
      [contentId, body.question_ids],
    );
}

/** Drops a content's quiz (its type changed). */
export async function dropQuiz(tx: Db, contentId: number): Promise<void> {
  await tx.query('delete from course_quizzes where content_id = $1', [contentId]);
}

/** A quiz's stored rules, or null when the content is not a quiz. */
async function quizOf(db: Db, contentId: number): Promise<CourseQuiz | null> {
  const r = await db.query<{ question_set_id: number | null; question_count: number; pass_percent: number }>(
    'select question_set_id, question_count, pass_percent from course_quizzes where content_id = $1',
    [contentId],
  );
  const row = r.rows[0];
  if (!row) return null;
  const ids = await db.query<{ question_id: number }>(
    'select question_id from course_quiz_questions where content_id = $1 order by position',
    [contentId],
  );
  return {
    question_set_id: row.question_set_id === null ? null : Number(row.question_set_id),
    question_ids: ids.rows.map((x) => Number(x.question_id)),
    question_count: Number(row.question_count),
    pass_percent: Number(row.pass_percent),
  };
}

/**
 * The questions a quiz draws from now: the picked ones in their order, or the set's current ones; only active
 * questions the engine marks. Read without a tenant condition: the content was found in the caller's scope and its
 * questions were checked to be its institute's when saved.
 */
export async function poolOf(db: Db, quiz: CourseQuiz): Promise<QuestionRecord[]> {
  const ids = quiz.question_set_id
    ? await questionSetQuestionIds(db, quiz.question_set_id)
    : quiz.question_ids;
  const byId = new Map((await questionsByIds(db, ids, { kind: 'all' })).map((q) => [Number(q.id), q]));
  return ids.flatMap((id) => {
    const q = byId.get(id);
    return q && usable(q) ? [q] : [];
  });
}

/** What a learner sees of a quiz (the design page's preview): the questions without answers or marks. */
export async function quizPreview(db: Db, contentId: number): Promise<CourseQuizPreview> {
  const quiz = await quizOf(db, contentId);
  if (!quiz) throw notFound();
  const pool = await poolOf(db, quiz);
  return {
    content_id: contentId,
    question_count: quiz.question_count,
    pass_percent: quiz.pass_percent,
    questions: pool.map((q, i) => paperQuestion(storedQuestion(q), i + 1)),
  };
}

export interface QuizMarks {
  /** Marks of the questions shown. */
  total: number;
  obtained: number;
  /** `pass_percent` of the total, rounded up to two decimals. */
  pass_marks: number;
  passed: boolean;
  questions: { question_id: number; marks: number; obtained: number }[];
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Marks a learner's quiz on the gateway (for the youth's player: `pop-quiz-submit`). `answers` names the questions
 * the learner was shown — exactly `question_count` distinct questions the quiz draws from — each with its answer (null
 * when left empty). Anything else is refused (422): another question, too few or too many, an answer of the wrong
 * shape. The content must already have been found in the caller's reach.
 */
export async function markQuiz(
  db: Db,
  contentId: number,
  answers: Record<number, AnswerValue | null>,
): Promise<QuizMarks> {
  const quiz = await quizOf(db, contentId);
  if (!quiz) throw notFound();
  const pool = new Map((await poolOf(db, quiz)).map((q) => [Number(q.id), storedQuestion(q)]));
  const shown = Object.keys(answers).map(Number);
  const expected = Math.min(quiz.question_count, pool.size);
  if (shown.length !== expected)
    throw validationFailed({
      answers: [serializeMessage(msg(V.questionCount, { rule: 'exactly', count: expected }))],
    });
  const questions: QuizMarks['questions'] = [];
  for (const id of shown) {
    const q = pool.get(id);
    const answer = answers[id] ?? null;
    if (!q || !answerFits(q, answer)) throw validationFailed({ [`answers.${id}`]: [V.oneOf] });
    questions.push({ question_id: id, marks: q.marks, obtained: markAnswer(q, answer) ?? 0 });
  }
  const total = questions.reduce((sum, q) => sum + q.marks, 0);
  const obtained = round2(questions.reduce((sum, q) => sum + q.obtained, 0));
  const passMarks = Math.ceil(total * quiz.pass_percent) / 100;
  return { total, obtained, pass_marks: passMarks, passed: obtained >= passMarks, questions };
}
