import {
  type AnswerSave,
  type AnswerSheetItem,
  type AnswerValue,
  APPLICATION_STATUS as S,
  type AttemptResult,
  type AttemptSummary,
  type ExamPaper,
  EXAM_LIMITS,
  NOTIFICATION_EVENT,
  type SaveAnswersResult,
} from '@platform/contract';
import type { Db } from '../../db/client';
import { moveApplication } from '../job-pipeline/applicants';
import { notifyApplicants } from '../job-pipeline/notifications';
import { checkTransition } from '../jobs/transitions';
import type { Notifier } from '../notifications/outbox';
import { ATTEMPT_SUMMARY_JSON } from './attempt-sql';
import { attemptTotals, isAnswered, markAnswer, paperQuestion, type StoredQuestion } from './rules';

/*
 * SQL of attempts (migration 020, ADR 0070): the copied questions, the answers (highest seq wins), closing and marking
 * on the gateway, the deadline. Reads of an attempt close it first when its deadline (+ the grace for answers in
 * flight) has passed, so nobody ever sees an overdue attempt open.
 */

export interface AttemptRow {
  id: number;
  kind: 'job' | 'aptitude';
  youth_id: number;
  invitation_id: number | null;
  application_id: number | null;
  assessment_id: number | null;
  job_id: number | null;
  title: string;
  title_en: string | null;
  duration_minutes: number;
  extra_minutes: number;
  started_at: string;
  deadline_at: string;
  submitted_at: string | null;
  closed_by: 'youth' | 'deadline' | null;
  total_marks: number;
  pass_marks: number;
  obtained_marks: number | null;
  passed: boolean | null;
  marking: 'pending' | 'complete' | null;
  /** The gateway's clock and the time left, read in the same statement. */
  server_time: string;
  remaining_seconds: number;
  overdue: boolean;
}

const GRACE = `make_interval(secs => ${EXAM_LIMITS.graceSeconds})`;
const ATTEMPT_SELECT = `select t.id, t.kind, t.youth_id, t.invitation_id, i.application_id, i.assessment_id, a.job_id, t.title,
    t.title_en, t.duration_minutes, coalesce(i.extra_minutes, 0) as extra_minutes, t.started_at, t.deadline_at, t.submitted_at,
    t.closed_by, t.total_marks, t.pass_marks, t.obtained_marks, t.passed, t.marking, now() as server_time,
    greatest(0, floor(extract(epoch from (t.deadline_at - now()))))::int as remaining_seconds,
    (t.submitted_at is null and now() > t.deadline_at + ${GRACE}) as overdue
  from exam_attempts t left join job_assessment_invitations i on i.id = t.invitation_id
  left join job_applications a on a.id = i.application_id`;

const iso = (v: string | Date) => (v instanceof Date ? v : new Date(v)).toISOString();

export async function attemptById(db: Db, id: number, lock = false): Promise<AttemptRow | null> {
  const r = await db.query<AttemptRow>(`${ATTEMPT_SELECT} where t.id = $1${lock ? ' for update of t' : ''}`, [
    id,
  ]);
  return r.rows[0] ?? null;
}

export async function insertAttempt(
  tx: Db,
  a: {
    kind: 'job' | 'aptitude';
    youthId: number;
    invitationId: number | null;
    setId: number | null;
    title: string;
    title_en: string | null;
    seed: number;
    durationMinutes: number;
    extraMinutes: number;
    totalMarks: number;
    passMarks: number;
    questions: StoredQuestion[];
  },
): Promise<number> {
  const r = await tx.query<{ id: number }>(
    `insert into exam_attempts (kind, youth_id, invitation_id, set_id, title, title_en, seed, duration_minutes, deadline_at,
       total_marks, pass_marks)
     values ($1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(mins => $8::int + $9::int), $10, $11) returning id`,
    [
      a.kind,
      a.youthId,
      a.invitationId,
      a.setId,
      a.title,
      a.title_en,
      a.seed,
      a.durationMinutes,
      a.extraMinutes,
      a.totalMarks,
      a.passMarks,
    ],
  );
  const id = Number(r.rows[0]?.id);
  for (const [position, q] of a.questions.entries())
    await tx.query(
      `insert into exam_attempt_questions (attempt_id, position, question_id, question, marks) values ($1, $2, $3, $4, $5)`,
      [id, position + 1, q.id, JSON.stringify(q), q.marks],
    );
  return id;
}

export async function attemptQuestions(
  db: Db,
  attemptId: number,
): Promise<{ position: number; question: StoredQuestion }[]> {
  const r = await db.query<{ position: number; question: StoredQuestion }>(
    'select position, question from exam_attempt_questions where attempt_id = $1 order by position',
    [attemptId],
  );
  return r.rows;
}

export async function savedAnswers(
  db: Db,
  attemptId: number,
): Promise<
  { question_id: number; answer: AnswerValue | null; seq: number; obtained_marks: number | null }[]
> {
  const r = await db.query<{
    question_id: number;
    answer: AnswerValue | null;
    seq: number;
    obtained_marks: number | null;
  }>(
    'select question_id, answer, seq, obtained_marks from exam_attempt_answers where attempt_id = $1 and seq > 0 order by question_id',
    [attemptId],
  );
  return r.rows.map((row) => ({ ...row, question_id: Number(row.question_id), seq: Number(row.seq) }));
}

/** The paper of an open (or closed) attempt: questions without answers or marks, the examinee's own answers. */
export async function paperOf(db: Db, attempt: AttemptRow): Promise<ExamPaper> {
  const questions = await attemptQuestions(db, attempt.id);
  const answers = await savedAnswers(db, attempt.id);
  return {
    attempt_id: Number(attempt.id),
    kind: attempt.kind,
    title: attempt.title,
    title_en: attempt.title_en,
    started_at: iso(attempt.started_at),
    duration_minutes: attempt.duration_minutes,
    extra_minutes: attempt.extra_minutes,
    total_marks: Number(attempt.total_marks),
    status: attempt.submitted_at ? 'submitted' : 'in_progress',
    server_time: iso(attempt.server_time),
    deadline_at: iso(attempt.deadline_at),
    remaining_seconds: attempt.submitted_at ? 0 : attempt.remaining_seconds,
    questions: questions.map((q) => paperQuestion(q.question, q.position)),
    answers: answers.map(({ question_id, answer, seq }) => ({ question_id, answer, seq })),
  };
}

/**
 * Saves answers: per question the highest seq wins (a replayed or older save changes nothing). Returns the seq the
 * gateway holds now for each question sent.
 */
export async function upsertAnswers(
  tx: Db,
  attemptId: number,
  answers: readonly AnswerSave[],
): Promise<SaveAnswersResult['saved']> {
  const saved: SaveAnswersResult['saved'] = [];
  for (const a of answers) {
    const r = await tx.query<{ seq: number }>(
      `insert into exam_attempt_answers (attempt_id, question_id, answer, seq) values ($1, $2, $3, $4)
       on conflict (attempt_id, question_id) do update set answer = excluded.answer, seq = excluded.seq, saved_at = now()
         where exam_attempt_answers.seq < excluded.seq
       returning seq`,
      [attemptId, a.question_id, a.answer === null ? null : JSON.stringify(a.answer), a.seq],
    );
    const seq =
      r.rows[0]?.seq ??
      (
        await tx.query<{ seq: number }>(
          'select seq from exam_attempt_answers where attempt_id = $1 and question_id = $2',
          [attemptId, a.question_id],
        )
      ).rows[0]?.seq ??
      a.seq;
    saved.push({ question_id: a.question_id, seq: Number(seq) });
  }
  return saved;
}

/**
 * Closes an attempt and marks it (ADR 0070), in the caller's transaction: every question gets its marks (written kinds
 * wait for a person); the totals; a job attempt moves its application 22 → 23 (actor assessment); the aptitude test sets
 * `has_attended_assessment`; a fully marked job attempt sends the youth its result summary. Nothing when already closed.
 */
export async function closeAttempt(
  tx: Db,
  notifier: Notifier,
  attemptId: number,
  by: 'youth' | 'deadline',
): Promise<void> {
  const attempt = await attemptById(tx, attemptId, true);
  if (!attempt || attempt.submitted_at) return;
  const questions = await attemptQuestions(tx, attemptId);
  const answers = new Map((await savedAnswers(tx, attemptId)).map((a) => [a.question_id, a]));
  const items = [];
  for (const { question } of questions) {
    const answer = answers.get(question.id)?.answer ?? null;
    const obtained = markAnswer(question, answer);
    items.push({ marks: question.marks, obtained, area: question.assessment_area });
    await tx.query(
      `insert into exam_attempt_answers (attempt_id, question_id, answer, seq, obtained_marks) values ($1, $2, null, 0, $3)
       on conflict (attempt_id, question_id) do update set obtained_marks = excluded.obtained_marks`,
      [attemptId, question.id, obtained],
    );
  }
  const totals = attemptTotals(items, Number(attempt.pass_marks));
  await tx.query(
    `update exam_attempts set submitted_at = case when $2 = 'deadline' then deadline_at else now() end, closed_by = $2,
       obtained_marks = $3, passed = $4, marking = $5 where id = $1`,
    [attemptId, by, totals.obtained, totals.passed, totals.marking],
  );
  if (attempt.kind === 'aptitude')
    await tx.query('update users set has_attended_assessment = true where id = $1', [attempt.youth_id]);
  if (attempt.kind === 'job' && attempt.application_id !== null) {
    const applicationId = Number(attempt.application_id);
    const row = await tx.query<{ status: number }>(
      'select status from job_applications where id = $1 for update',
      [applicationId],
    );
    const status = row.rows[0]?.status;
    if (status === S.ASSESSMENT_INVITATION_SENT && checkTransition(status, S.ASSESSED, 'assessment').ok)
      await moveApplication(tx, applicationId, status, S.ASSESSED, attempt.youth_id);
    if (totals.marking === 'complete') await sendResultSummary(tx, notifier, attemptId);
  }
}

/** 'assessment result summary' (spec §3) to the youth of a fully marked job attempt, in the caller's transaction. */
export async function sendResultSummary(tx: Db, notifier: Notifier, attemptId: number): Promise<void> {
  const r = await tx.query<{
    application_id: number;
    title: string;
    title_en: string | null;
    obtained: number;
    total: number;
  }>(
    `select i.application_id, t.title, t.title_en, t.obtained_marks as obtained, t.total_marks as total
       from exam_attempts t join job_assessment_invitations i on i.id = t.invitation_id where t.id = $1 and t.marking = 'complete'`,
    [attemptId],
  );
  const row = r.rows[0];
  if (!row) return;
  await notifyApplicants(
    tx,
    notifier,
    NOTIFICATION_EVENT.ASSESSMENT_RESULT_SUMMARY,
    [Number(row.application_id)],
    {
      channels: ['in_app', 'email'],
      extra: (_id, person) => ({
        assessment: person.locale === 'bn-BD' ? row.title : (row.title_en ?? row.title),
        score: `${Number(row.obtained)} / ${Number(row.total)}`,
      }),
    },
  );
}

/**
 * Closes every overdue attempt (deadline + grace passed) — all of them, or those of one youth or one assessment —
 * each in its own transaction. The notification worker runs it every 30 s; reads run it for what they show.
 */
export async function closeOverdueAttempts(
  db: Db,
  notifier: Notifier,
  filter: { youthId?: number; assessmentId?: number; attemptId?: number } = {},
): Promise<number> {
  const params: unknown[] = [];
  const conds = ['t.submitted_at is null', `now() > t.deadline_at + ${GRACE}`];
  if (filter.youthId !== undefined) {
    params.push(filter.youthId);
    conds.push(`t.youth_id = $${params.length}`);
  }
  if (filter.attemptId !== undefined) {
    params.push(filter.attemptId);
    conds.push(`t.id = $${params.length}`);
  }
  if (filter.assessmentId !== undefined) {
    params.push(filter.assessmentId);
    conds.push(
      `t.invitation_id in (select id from job_assessment_invitations where assessment_id = $${params.length})`,
    );
  }
  const r = await db.query<{ id: number }>(
    `select t.id from exam_attempts t where ${conds.join(' and ')} order by t.id limit 500`,
    params,
  );
  for (const { id } of r.rows)
    await db.transaction((tx) => closeAttempt(tx, notifier, Number(id), 'deadline'));
  return r.rows.length;
}

/** The result of a closed attempt (by area for the aptitude test). */
export async function resultOf(db: Db, attempt: AttemptRow): Promise<AttemptResult> {
  const questions = await attemptQuestions(db, attempt.id);
  const answers = new Map((await savedAnswers(db, attempt.id)).map((a) => [a.question_id, a]));
  const marks = await db.query<{ question_id: number; obtained_marks: number | null }>(
    'select question_id, obtained_marks from exam_attempt_answers where attempt_id = $1',
    [attempt.id],
  );
  const obtained = new Map(marks.rows.map((m) => [Number(m.question_id), m.obtained_marks]));
  const totals = attemptTotals(
    questions.map(({ question }) => ({
      marks: question.marks,
      obtained: obtained.get(question.id) ?? 0,
      area: question.assessment_area,
    })),
    Number(attempt.pass_marks),
  );
  return {
    attempt_id: Number(attempt.id),
    kind: attempt.kind,
    title: attempt.title,
    title_en: attempt.title_en,
    submitted_at: iso(attempt.submitted_at ?? attempt.deadline_at),
    closed_by: attempt.closed_by ?? 'deadline',
    total_marks: Number(attempt.total_marks),
    pass_marks: Number(attempt.pass_marks),
    obtained_marks: attempt.obtained_marks === null ? null : Number(attempt.obtained_marks),
    passed: attempt.passed,
    marking: attempt.marking ?? 'pending',
    answered: questions.filter(({ question }) => isAnswered(answers.get(question.id)?.answer)).length,
    questions: questions.length,
    areas: totals.areas,
  };
}

export function summaryOf(
  attempt: AttemptRow,
  set: { title: string; title_en: string | null } | null,
): AttemptSummary {
  return {
    id: Number(attempt.id),
    started_at: iso(attempt.started_at),
    deadline_at: iso(attempt.deadline_at),
    submitted_at: attempt.submitted_at ? iso(attempt.submitted_at) : null,
    closed_by: attempt.closed_by,
    set_title: set?.title ?? null,
    set_title_en: set?.title_en ?? null,
    obtained_marks: attempt.obtained_marks === null ? null : Number(attempt.obtained_marks),
    total_marks: Number(attempt.total_marks),
    pass_marks: Number(attempt.pass_marks),
    passed: attempt.passed,
    marking: attempt.marking,
  };
}

/** Each question of a closed attempt with its answers, the examinee's answer and the marks (answer sheet). */
export async function sheetItems(db: Db, attemptId: number): Promise<AnswerSheetItem[]> {
  const questions = await attemptQuestions(db, attemptId);
  const r = await db.query<{
    question_id: number;
    answer: AnswerValue | null;
    obtained_marks: number | null;
  }>('select question_id, answer, obtained_marks from exam_attempt_answers where attempt_id = $1', [
    attemptId,
  ]);
  const byId = new Map(r.rows.map((row) => [Number(row.question_id), row]));
  return questions.map(({ position, question: q }) => ({
    position,
    question_id: q.id,
    question_type: q.question_type,
    title: q.title,
    title_en: q.title_en,
    options: q.options,
    answers: q.answers,
    blanks: q.blanks,
    marks: q.marks,
    answer: byId.get(q.id)?.answer ?? null,
    obtained_marks: byId.get(q.id)?.obtained_marks ?? null,
    assessment_area: q.assessment_area,
  }));
}

/** The set an attempt drew, for its summary. */
export async function attemptSet(
  db: Db,
  attemptId: number,
): Promise<{ title: string; title_en: string | null } | null> {
  const r = await db.query<{ title: string; title_en: string | null }>(
    'select st.title, st.title_en from exam_attempts t join job_assessment_sets st on st.id = t.set_id where t.id = $1',
    [attemptId],
  );
  return r.rows[0] ?? null;
}

export { ATTEMPT_SUMMARY_JSON };
