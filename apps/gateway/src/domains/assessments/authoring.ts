import {
  APPLICATION_STATUS as S,
  type AssessmentBody,
  type AssessmentCandidate,
  NOTIFICATION_EVENT,
  type Question,
  QUESTION_TYPE,
  SELECTION_TYPE,
} from '@platform/contract';
import { blanksOf, examSetProblems, serializeMessage } from '@platform/validation';
import type { Db } from '../../db/client';
import { notFound, validationFailed } from '../../platform/errors';
import type { TenantScope } from '../../platform/tenant-scope';
import { lockApplications, moveApplication } from '../job-pipeline/applicants';
import { notifyApplicants } from '../job-pipeline/notifications';
import { checkMoves } from '../job-pipeline/rules';
import { findJob } from '../jobs/posts';
import type { JobScope } from '../jobs/scope';
import type { Notifier } from '../notifications/outbox';
import {
  assessmentIdOfJob,
  candidatesByIds,
  insertAssessment,
  lockAssessment,
  replaceSets,
  updateAssessment,
  upsertInvitation,
} from './assessments';
import {
  bankInScope,
  eligibleQuestions,
  type QuestionRecord,
  type QuestionWrite,
  questionsByIds,
} from './banks';
import { ASSESSMENT_ERRORS, conflict } from './rules';
import { today } from '@platform/validation';

/*
 * The authoring rules that need the database (ADR 0070): a question in use keeps its type, answers and marks; an
 * assessment's job and questions must be the caller's and its sets must make up the total marks (spec §5); the
 * invitation moves 21 / 24 → 22 through the transition table and tells the youth.
 */

/** A stored question as the authoring screens read it: the blanks of a fill-in-the-blank title spelled out. */
export function questionView(r: QuestionRecord): Question {
  const fib = r.question_type === QUESTION_TYPE.FILL_IN_THE_BLANK;
  return {
    ...r,
    id: Number(r.id),
    bank_id: Number(r.bank_id),
    answers: fib ? [] : (r.answers ?? []).map(Number),
    blanks: fib ? blanksOf(r.title).blanks : [],
    tags: r.tags ?? [],
  };
}

/** What a question in use may not change: its type, answers (blanks included) and marks. */
export function changesMarking(existing: QuestionRecord, next: QuestionWrite): boolean {
  const sameAnswers = (a: readonly number[], b: readonly number[]) =>
    a.length === b.length && [...a].sort().every((v, i) => v === [...b].sort()[i]);
  const fib = existing.question_type === QUESTION_TYPE.FILL_IN_THE_BLANK;
  return (
    existing.question_type !== next.question_type ||
    Number(existing.marks) !== next.marks ||
    (fib
      ? JSON.stringify(blanksOf(existing.title).blanks) !== JSON.stringify(blanksOf(next.title).blanks)
      : !sameAnswers((existing.answers ?? []).map(Number), next.answers ?? []))
  );
}

/**
 * Checks what the schema cannot: the job is the caller's (422 reference_missing), has no other assessment (409), every
 * question and bank is the caller's (422 reference_missing) and each set's marks make up the total (§5, 422 with the
 * spec's messages on `sets[i]…`).
 */
export async function checkAssessment(
  tx: Db,
  scope: JobScope,
  tenant: TenantScope,
  body: AssessmentBody,
  currentId: number | null,
): Promise<void> {
  const job = await findJob(tx, body.job_id, scope, today());
  if (!job) throw validationFailed({ job_id: ['validation.reference_missing'] });
  const existing = await assessmentIdOfJob(tx, body.job_id);
  if (existing !== null && existing !== currentId) throw conflict(ASSESSMENT_ERRORS.jobHasAssessment);
  const errors: Record<string, string[]> = {};
  for (const [i, set] of body.sets.entries()) {
    const at = (path: string) => `sets[${i}].${path}`;
    let eligible = 0;
    const ids = set.selection_type === SELECTION_TYPE.RANDOM ? [] : (set.question_ids ?? []);
    const found = await questionsByIds(tx, ids, tenant);
    const known = new Set(found.map((q) => Number(q.id)));
    ids.forEach((id, j) => {
      if (!known.has(id)) errors[at(`question_ids[${j}]`)] = ['validation.reference_missing'];
    });
    if (set.selection_type === SELECTION_TYPE.RANDOM) {
      const bank = set.bank_id ? await bankInScope(tx, set.bank_id, tenant) : null;
      if (!bank) {
        errors[at('bank_id')] = ['validation.reference_missing'];
        continue;
      }
      const each = body.total_marks / set.number_of_questions;
      eligible = Number.isInteger(each) ? (await eligibleQuestions(tx, bank.id, each)).length : 0;
    }
    if (ids.some((id) => !known.has(id))) continue;
    const marks = found.map((q) => ({ id: Number(q.id), marks: Number(q.marks) }));
    for (const problem of examSetProblems(set, marks, body.total_marks, eligible))
      errors[at(problem.path)] = [serializeMessage(problem.message)];
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
}

/** Creates or replaces an assessment (sets and their questions) after `checkAssessment`; 409 when locked. */
export async function saveAssessment(
  db: Db,
  scope: JobScope,
  tenant: TenantScope,
  body: AssessmentBody,
  by: number,
  id: number | null,
): Promise<number> {
  return db.transaction(async (tx) => {
    if (id !== null) {
      const current = await lockAssessment(tx, id, scope);
      if (!current) throw notFound();
      if (current.locked) throw conflict(ASSESSMENT_ERRORS.locked);
    }
    await checkAssessment(tx, scope, tenant, body, id);
    const saved = id ?? (await insertAssessment(tx, body, by));
    if (id !== null) await updateAssessment(tx, id, body);
    await replaceSets(tx, saved, body.sets);
    return saved;
  });
}

/**
 * Sends the invitation (ADR 0070): 21 / 24 → 22 for every applicant (all or none, checked by the transition table),
 * the invitation rows, and `job_assessment_invitation` to each youth (e-mail, SMS, in-app) with the assessment portal's
 * link — in one transaction.
 */
export async function inviteCandidates(
  db: Db,
  notifier: Notifier,
  scope: JobScope,
  change: { assessmentId: number; applicationIds: number[]; by: number; assessmentPortal: string },
): Promise<AssessmentCandidate[]> {
  const ids = [...new Set(change.applicationIds)];
  await db.transaction(async (tx) => {
    const assessment = await lockAssessment(tx, change.assessmentId, scope);
    if (!assessment) throw notFound();
    const rows = await lockApplications(tx, assessment.job_id, ids, scope);
    if (rows.length !== ids.length) throw notFound();
    checkMoves(rows, S.ASSESSMENT_INVITATION_SENT, 'recruiter', { batch: 'application_ids', ids });
    for (const row of rows) {
      await moveApplication(tx, row.id, row.status, S.ASSESSMENT_INVITATION_SENT, change.by);
      await upsertInvitation(tx, assessment.id, row.id, change.by);
    }
    const link = `${change.assessmentPortal}/job-assessment/${assessment.id}`;
    await notifyApplicants(tx, notifier, NOTIFICATION_EVENT.JOB_ASSESSMENT_INVITATION, ids, {
      extra: () => ({ link }),
    });
  });
  return candidatesByIds(db, change.assessmentId, ids);
}
