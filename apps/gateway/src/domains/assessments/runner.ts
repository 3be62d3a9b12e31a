import {
  type AnswerSave,
  APPLICATION_STATUS as S,
  ASSESSMENT_PAYMENT_MESSAGES,
  type ApplicationStatus,
  type AptitudeAreaConfig,
  type AptitudeTestStatus,
  type ExamPaper,
  PARTICIPATION,
  type Participation,
  type SaveAnswersResult,
  SELECTION_TYPE,
  type YouthJobAssessment,
} from '@platform/contract';
import type { Db } from '../../db/client';
import { HttpError, notFound, validationFailed } from '../../platform/errors';
import { moveApplication } from '../job-pipeline/applicants';
import { checkTransition } from '../jobs/transitions';
import type { Notifier } from '../notifications/outbox';
import { aptitudeConfigRow, aptitudeInfo } from './aptitude';
import {
  attemptById,
  attemptQuestions,
  type AttemptRow,
  closeAttempt,
  closeOverdueAttempts,
  insertAttempt,
  paperOf,
  resultOf,
  upsertAnswers,
} from './attempts';
import { eligibleQuestions, type QuestionRecord, questionsOfExamSet } from './banks';
import {
  answerFits,
  aptitudePassMarks,
  ASSESSMENT_ERRORS,
  chooseSet,
  conflict,
  draw,
  newSeed,
  type QuestionRow,
  seededRandom,
  storedQuestion,
} from './rules';

/*
 * The examinee's side of the engine (ADR 0070): invitations as the youth sees them, starting an attempt (the set and the
 * seeded draw, copied), saving answers before the deadline, ending it. Every statement carries youth_id = caller.
 */

const asRow = (q: QuestionRecord) => q as unknown as QuestionRow;

/** An open attempt of the caller, or 404 (another youth's attempt does not exist for the caller). */
export async function ownAttempt(
  db: Db,
  notifier: Notifier,
  id: number,
  youthId: number,
): Promise<AttemptRow> {
  await closeOverdueAttempts(db, notifier, { attemptId: id, youthId });
  const attempt = await attemptById(db, id);
  if (!attempt || Number(attempt.youth_id) !== youthId) throw notFound();
  return attempt;
}

// ---------------------------------------------------------------------------------------------------------------
// The youth's invitations
// ---------------------------------------------------------------------------------------------------------------

export interface InvitationRow
  extends Omit<YouthJobAssessment, 'participation' | 'result' | 'number_of_questions' | 'url'> {
  invitation_id: number;
  number_of_questions: number;
  attempt_submitted: boolean | null;
}

/** Whether invitation `i` of assessment `ja` may start as far as payment goes: free, or a payment of it succeeded. */
export const FEE_PAID_SQL = `(ja.fee = 0 or exists (select 1 from assessment_payments p
      where p.invitation_id = i.id and p.status = 'paid'))`;

const INVITATION_SELECT = `select i.id as invitation_id, ja.id as assessment_id, i.application_id, j.id as job_id, j.job_title,
    j.job_title_en, o.title as company, o.title_en as company_en, ja.title, ja.title_en, ja.purpose, ja.purpose_en,
    ja.duration_minutes, i.extra_minutes, ja.total_marks, ja.pass_marks,
    coalesce((select s.number_of_questions from job_assessment_sets s where s.id = t.set_id),
      (select max(s.number_of_questions) from job_assessment_sets s where s.assessment_id = ja.id), 0)::int as number_of_questions,
    ja.fee, ${FEE_PAID_SQL} as fee_paid, a.status, i.invited_at, t.id as attempt_id, t.submitted_at is not null as attempt_submitted
  from job_assessment_invitations i join job_assessments ja on ja.id = i.assessment_id join jobs j on j.id = ja.job_id
  join job_applications a on a.id = i.application_id left join organizations o on o.id = j.organization_id
  left join exam_attempts t on t.invitation_id = i.id`;

function participationOf(row: InvitationRow): Participation {
  if (row.attempt_id !== null)
    return row.attempt_submitted ? PARTICIPATION.ALREADY_PARTICIPATED : PARTICIPATION.IN_PROGRESS;
  if (row.status === S.ASSESSMENT_INVITATION_SENT) return PARTICIPATION.NOT_STARTED;
  if (row.status === S.ASSESSMENT_INVITATION_REJECTED) return PARTICIPATION.NOT_PARTICIPATED;
  return PARTICIPATION.EXAM_ENDED;
}

async function toYouthAssessment(db: Db, row: InvitationRow, portal: string): Promise<YouthJobAssessment> {
  const { invitation_id: _i, attempt_submitted, ...rest } = row;
  const attempt =
    row.attempt_id !== null && attempt_submitted ? await attemptById(db, Number(row.attempt_id)) : null;
  return {
    ...rest,
    invited_at: new Date(row.invited_at).toISOString(),
    attempt_id: row.attempt_id === null ? null : Number(row.attempt_id),
    participation: participationOf(row),
    result: attempt ? await resultOf(db, attempt) : null,
    url: `${portal}/job-assessment/${Number(row.assessment_id)}`,
  };
}

export async function youthAssessments(
  db: Db,
  notifier: Notifier,
  youthId: number,
  page: { page: number; page_size: number },
  portal: string,
): Promise<{ data: YouthJobAssessment[]; total: number }> {
  await closeOverdueAttempts(db, notifier, { youthId });
  const total =
    (
      await db.query<{ n: number }>(
        'select count(*)::int as n from job_assessment_invitations where youth_id = $1',
        [youthId],
      )
    ).rows[0]?.n ?? 0;
  const r = await db.query<InvitationRow>(
    `${INVITATION_SELECT} where i.youth_id = $1 order by i.invited_at desc, i.id desc limit $2 offset $3`,
    [youthId, page.page_size, (page.page - 1) * page.page_size],
  );
  const data: YouthJobAssessment[] = [];
  for (const row of r.rows) data.push(await toYouthAssessment(db, row, portal));
  return { data, total };
}

export async function invitationRow(db: Db, youthId: number, assessmentId: number, lock = false) {
  const r = await db.query<InvitationRow>(
    `${INVITATION_SELECT} where i.youth_id = $1 and i.assessment_id = $2${lock ? ' for update of i, a' : ''}`,
    [youthId, assessmentId],
  );
  return r.rows[0] ?? null;
}

export async function youthAssessment(
  db: Db,
  notifier: Notifier,
  youthId: number,
  assessmentId: number,
  portal: string,
): Promise<YouthJobAssessment> {
  await closeOverdueAttempts(db, notifier, { youthId });
  const row = await invitationRow(db, youthId, assessmentId);
  if (!row) throw notFound();
  return toYouthAssessment(db, row, portal);
}

/** Accept (recorded; the invitation stays open) or reject (22 → 24, actor youth). */
export async function answerInvitation(
  db: Db,
  youthId: number,
  assessmentId: number,
  accept: boolean,
  move: (tx: Db, applicationId: number, from: number) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await invitationRow(tx, youthId, assessmentId, true);
    if (!row) throw notFound();
    if (row.status !== S.ASSESSMENT_INVITATION_SENT || row.attempt_id !== null)
      throw conflict(ASSESSMENT_ERRORS.notInvited);
    if (accept) {
      await tx.query('update job_assessment_invitations set accepted_at = now() where id = $1', [
        row.invitation_id,
      ]);
      return;
    }
    await move(tx, Number(row.application_id), row.status);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Starting
// ---------------------------------------------------------------------------------------------------------------

/** Starts (or resumes) the caller's attempt at an invited assessment: one per invitation. */
export async function startJobAttempt(
  db: Db,
  notifier: Notifier,
  youthId: number,
  assessmentId: number,
): Promise<ExamPaper> {
  await closeOverdueAttempts(db, notifier, { youthId });
  const attemptId = await db.transaction(async (tx) => {
    const row = await invitationRow(tx, youthId, assessmentId, true);
    if (!row) throw notFound();
    if (row.attempt_id !== null) {
      if (row.attempt_submitted) throw conflict(ASSESSMENT_ERRORS.alreadyParticipated);
      return Number(row.attempt_id);
    }
    if (row.status !== S.ASSESSMENT_INVITATION_SENT) throw conflict(ASSESSMENT_ERRORS.notInvited);
    // a paid assessment starts only once a payment of this invitation succeeded (ADR 0070 "Paid assessments")
    if (!row.fee_paid) throw conflict(ASSESSMENT_PAYMENT_MESSAGES.paymentRequired);
    const seed = newSeed();
    const random = seededRandom(seed);
    const sets = await tx.query<{
      id: number;
      selection_type: number;
      number_of_questions: number;
      bank_id: number | null;
      attempts: number;
    }>(
      `select s.id, s.selection_type, s.number_of_questions, s.bank_id,
          (select count(*)::int from exam_attempts t where t.set_id = s.id) as attempts
         from job_assessment_sets s where s.assessment_id = $1 order by s.position`,
      [assessmentId],
    );
    if (sets.rows.length === 0) throw conflict(ASSESSMENT_ERRORS.notInvited);
    const set = chooseSet(
      sets.rows.map((s) => ({ ...s, id: Number(s.id) })),
      random,
    );
    const each = row.total_marks / set.number_of_questions;
    let pool: QuestionRecord[];
    if (set.selection_type === SELECTION_TYPE.RANDOM)
      pool = await eligibleQuestions(tx, Number(set.bank_id), each);
    else {
      pool = await questionsOfExamSet(tx, set.id);
    }
    const picked =
      set.selection_type === SELECTION_TYPE.FIXED ? pool : draw(pool, set.number_of_questions, random);
    return insertAttempt(tx, {
      kind: 'job',
      youthId,
      invitationId: Number(row.invitation_id),
      setId: set.id,
      title: row.title,
      title_en: row.title_en,
      seed,
      durationMinutes: row.duration_minutes,
      extraMinutes: row.extra_minutes,
      totalMarks: row.total_marks,
      passMarks: row.pass_marks,
      questions: picked.map((q) => storedQuestion(asRow(q))),
    });
  });
  const attempt = await attemptById(db, attemptId);
  if (!attempt) throw notFound();
  return paperOf(db, attempt);
}

/** Starts (or resumes) the caller's aptitude test: N questions per area drawn from the aptitude bank; once per youth. */
export async function startAptitudeAttempt(db: Db, notifier: Notifier, youthId: number): Promise<ExamPaper> {
  await closeOverdueAttempts(db, notifier, { youthId });
  const attemptId = await db.transaction(async (tx) => {
    await tx.query('select id from users where id = $1 for update', [youthId]);
    const existing = await tx.query<{ id: number; submitted_at: string | null }>(
      `select id, submitted_at from exam_attempts where youth_id = $1 and kind = 'aptitude'`,
      [youthId],
    );
    const open = existing.rows[0];
    if (open) {
      if (open.submitted_at) throw conflict(ASSESSMENT_ERRORS.alreadyParticipated);
      return Number(open.id);
    }
    const config = await aptitudeConfigRow(tx);
    const areas = (config?.areas ?? []).filter((a: AptitudeAreaConfig) => a.question_count > 0);
    if (!config || areas.length === 0) throw conflict(ASSESSMENT_ERRORS.notConfigured);
    const seed = newSeed();
    const random = seededRandom(seed);
    const picked: QuestionRecord[] = [];
    const pool = await eligibleQuestions(tx, Number(config.bank_id), null);
    for (const area of areas) {
      const inArea = pool.filter((q) => q.assessment_area === area.assessment_area);
      if (inArea.length < area.question_count) throw conflict(ASSESSMENT_ERRORS.notConfigured);
      picked.push(...draw(inArea, area.question_count, random));
    }
    const total = picked.reduce((n, q) => n + Number(q.marks), 0);
    return insertAttempt(tx, {
      kind: 'aptitude',
      youthId,
      invitationId: null,
      setId: null,
      title: 'অ্যাপটিটিউড টেস্ট',
      title_en: 'Aptitude test',
      seed,
      durationMinutes: config.duration_minutes,
      extraMinutes: 0,
      totalMarks: total,
      passMarks: aptitudePassMarks(total, config.pass_percentage),
      questions: picked.map((q) => storedQuestion(asRow(q))),
    });
  });
  const attempt = await attemptById(db, attemptId);
  if (!attempt) throw notFound();
  return paperOf(db, attempt);
}

// ---------------------------------------------------------------------------------------------------------------
// Answers and the end
// ---------------------------------------------------------------------------------------------------------------

/** Checks that each answer names a question of the attempt and fits its type (422 on `answers[i]…` otherwise). */
async function checkAnswers(db: Db, attemptId: number, answers: readonly AnswerSave[]): Promise<void> {
  const questions = new Map((await attemptQuestions(db, attemptId)).map((q) => [q.question.id, q.question]));
  const errors: Record<string, string[]> = {};
  answers.forEach((a, i) => {
    const q = questions.get(a.question_id);
    if (!q) errors[`answers[${i}].question_id`] = ['validation.one_of'];
    else if (!answerFits(q, a.answer)) errors[`answers[${i}].answer`] = ['validation.format'];
  });
  if (Object.keys(errors).length) throw validationFailed(errors);
}

/**
 * Saves answers of the caller's open attempt. After the deadline (+ grace) the attempt closes with what it held and
 * the save is refused: 409 `assessments.errors.exam_ended`.
 */
export async function saveAnswers(
  db: Db,
  notifier: Notifier,
  youthId: number,
  attemptId: number,
  answers: readonly AnswerSave[],
): Promise<SaveAnswersResult> {
  const attempt = await ownAttempt(db, notifier, attemptId, youthId);
  if (attempt.submitted_at) throw conflict(ASSESSMENT_ERRORS.examEnded);
  await checkAnswers(db, attemptId, answers);
  const saved = await db.transaction(async (tx) => {
    const locked = await attemptById(tx, attemptId, true);
    if (!locked || locked.submitted_at || locked.overdue) return null;
    return upsertAnswers(tx, attemptId, answers);
  });
  if (saved === null) {
    await closeOverdueAttempts(db, notifier, { attemptId });
    throw conflict(ASSESSMENT_ERRORS.examEnded);
  }
  const now = await attemptById(db, attemptId);
  return {
    saved,
    server_time: new Date(now?.server_time ?? Date.now()).toISOString(),
    deadline_at: new Date(now?.deadline_at ?? attempt.deadline_at).toISOString(),
    remaining_seconds: now?.remaining_seconds ?? 0,
  };
}

/** Ends the caller's attempt: the last answers saved (while before the deadline), then closed and marked. */
export async function endAttempt(
  db: Db,
  notifier: Notifier,
  youthId: number,
  attemptId: number,
  answers: readonly AnswerSave[],
): Promise<AttemptRow> {
  const attempt = await ownAttempt(db, notifier, attemptId, youthId);
  if (attempt.submitted_at) throw conflict(ASSESSMENT_ERRORS.alreadyParticipated);
  if (answers.length) await checkAnswers(db, attemptId, answers);
  await db.transaction(async (tx) => {
    const locked = await attemptById(tx, attemptId, true);
    if (!locked || locked.submitted_at) throw conflict(ASSESSMENT_ERRORS.alreadyParticipated);
    if (locked.overdue) {
      await closeAttempt(tx, notifier, attemptId, 'deadline');
      return;
    }
    if (answers.length) await upsertAnswers(tx, attemptId, answers);
    await closeAttempt(tx, notifier, attemptId, 'youth');
  });
  const closed = await attemptById(db, attemptId);
  if (!closed) throw new HttpError(404, 'errors.not_found');
  return closed;
}

/** The youth's side of a rejected invitation: 22 → 24 through the transition table (actor youth). */
export async function rejectMove(tx: Db, applicationId: number, from: number): Promise<void> {
  const status = from as ApplicationStatus;
  if (!checkTransition(status, S.ASSESSMENT_INVITATION_REJECTED, 'youth').ok)
    throw conflict(ASSESSMENT_ERRORS.notInvited);
  const youth = await tx.query<{ youth_id: number }>('select youth_id from job_applications where id = $1', [
    applicationId,
  ]);
  await moveApplication(
    tx,
    applicationId,
    status,
    S.ASSESSMENT_INVITATION_REJECTED,
    Number(youth.rows[0]?.youth_id),
  );
}

/** The caller's aptitude test: what it is, and not started / in progress / attended with the result by area. */
export async function youthAptitudeStatus(
  db: Db,
  notifier: Notifier,
  youthId: number,
  portal: string,
): Promise<AptitudeTestStatus> {
  await closeOverdueAttempts(db, notifier, { youthId });
  const r = await db.query<{ id: number }>(
    `select id from exam_attempts where youth_id = $1 and kind = 'aptitude'`,
    [youthId],
  );
  const attempt = r.rows[0] ? await attemptById(db, Number(r.rows[0].id)) : null;
  const attended = Boolean(attempt?.submitted_at);
  return {
    info: aptitudeInfo(await aptitudeConfigRow(db)),
    has_attended_assessment: attended,
    participation: attempt
      ? attended
        ? PARTICIPATION.ALREADY_PARTICIPATED
        : PARTICIPATION.IN_PROGRESS
      : PARTICIPATION.NOT_STARTED,
    attempt_id: attempt ? Number(attempt.id) : null,
    result: attempt && attended ? await resultOf(db, attempt) : null,
    url: `${portal}/aptitude-test`,
    result_url: `${portal}/aptitude-test-result`,
  };
}
