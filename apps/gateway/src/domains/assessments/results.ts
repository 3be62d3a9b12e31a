import { AUTO_MARKED_TYPES, type AnswerSheet, type MarkAnswersBody } from '@platform/contract';
import type { Db } from '../../db/client';
import { notFound, validationFailed } from '../../platform/errors';
import { type JobScope, jobScopeSql } from '../jobs/scope';
import type { Notifier } from '../notifications/outbox';
import {
  attemptById,
  attemptQuestions,
  attemptSet,
  closeOverdueAttempts,
  sendResultSummary,
  sheetItems,
  summaryOf,
} from './attempts';
import { ASSESSMENT_ERRORS, attemptTotals, conflict } from './rules';

/*
 * The recruiter's side of a candidate's attempt (spec §2 /job-assessment-results/{id}, /answer-sheet; ADR 0070): the
 * answer sheet and the marking of written answers. An attempt is reached through its invitation's assessment and job,
 * inside the caller's organisation (404 otherwise).
 */

interface AttemptOwner {
  attempt_id: number;
  application_id: number;
  youth_id: number;
  full_name: string;
  full_name_en: string | null;
  assessment_id: number;
  job_id: number;
  title: string;
  title_en: string | null;
  status: number;
}

export async function attemptInScope(
  db: Db,
  id: number,
  scope: JobScope,
  lock = false,
): Promise<AttemptOwner | null> {
  const params: unknown[] = [id];
  const r = await db.query<AttemptOwner>(
    `select t.id as attempt_id, i.application_id, t.youth_id, u.full_name, u.full_name_en, ja.id as assessment_id, ja.job_id,
        ja.title, ja.title_en, a.status
       from exam_attempts t join job_assessment_invitations i on i.id = t.invitation_id
       join job_assessments ja on ja.id = i.assessment_id join jobs j on j.id = ja.job_id
       join job_applications a on a.id = i.application_id join users u on u.id = t.youth_id
      where t.id = $1 and j.deleted_at is null and ${jobScopeSql(scope, 'j', params)}${lock ? ' for update of t' : ''}`,
    params,
  );
  return r.rows[0] ?? null;
}

export async function answerSheetOf(
  db: Db,
  notifier: Notifier,
  id: number,
  scope: JobScope,
): Promise<AnswerSheet> {
  const owner = await attemptInScope(db, id, scope);
  if (!owner) throw notFound();
  await closeOverdueAttempts(db, notifier, { attemptId: id });
  const attempt = await attemptById(db, id);
  if (!attempt) throw notFound();
  const fresh = await attemptInScope(db, id, scope);
  return {
    attempt: summaryOf(attempt, await attemptSet(db, id)),
    candidate: {
      application_id: Number(owner.application_id),
      youth_id: Number(owner.youth_id),
      full_name: owner.full_name,
      full_name_en: owner.full_name_en,
    },
    assessment: {
      id: Number(owner.assessment_id),
      job_id: Number(owner.job_id),
      title: owner.title,
      title_en: owner.title_en,
    },
    status: (fresh?.status ?? owner.status) as AnswerSheet['status'],
    items: await sheetItems(db, id),
  };
}

/**
 * Marks written answers of a closed attempt: only the kinds a person marks (an auto-marked question is the gateway's:
 * 422 `validation.one_of`), within the question's marks. When the last one is marked the totals are set and the youth
 * gets the result summary.
 */
export async function markAnswers(
  db: Db,
  notifier: Notifier,
  id: number,
  scope: JobScope,
  body: MarkAnswersBody,
  by: number,
): Promise<void> {
  await closeOverdueAttempts(db, notifier, { attemptId: id });
  await db.transaction(async (tx) => {
    const owner = await attemptInScope(tx, id, scope, true);
    if (!owner) throw notFound();
    const attempt = await attemptById(tx, id);
    if (!attempt?.submitted_at) throw conflict(ASSESSMENT_ERRORS.notSubmitted);
    const questions = new Map((await attemptQuestions(tx, id)).map((q) => [q.question.id, q.question]));
    const errors: Record<string, string[]> = {};
    body.marks.forEach((m, i) => {
      const q = questions.get(m.question_id);
      if (!q || AUTO_MARKED_TYPES.includes(q.question_type))
        errors[`marks[${i}].question_id`] = ['validation.one_of'];
      else if (m.marks > q.marks)
        errors[`marks[${i}].marks`] = [JSON.stringify({ id: 'validation.max', values: { max: q.marks } })];
    });
    if (Object.keys(errors).length) throw validationFailed(errors);
    for (const m of body.marks)
      await tx.query(
        `update exam_attempt_answers set obtained_marks = $3, marked_by = $4, marked_at = now()
          where attempt_id = $1 and question_id = $2`,
        [id, m.question_id, m.marks, by],
      );
    const marks = await tx.query<{ question_id: number; obtained_marks: number | null }>(
      'select question_id, obtained_marks from exam_attempt_answers where attempt_id = $1',
      [id],
    );
    const obtained = new Map(marks.rows.map((r) => [Number(r.question_id), r.obtained_marks]));
    const totals = attemptTotals(
      [...questions.values()].map((q) => ({
        marks: q.marks,
        obtained: obtained.has(q.id) ? (obtained.get(q.id) ?? null) : 0,
        area: q.assessment_area,
      })),
      Number(attempt.pass_marks),
    );
    await tx.query('update exam_attempts set obtained_marks = $2, passed = $3, marking = $4 where id = $1', [
      id,
      totals.obtained,
      totals.passed,
      totals.marking,
    ]);
    if (attempt.marking === 'pending' && totals.marking === 'complete')
      await sendResultSummary(tx, notifier, id);
  });
}
