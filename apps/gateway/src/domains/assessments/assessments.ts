import type {
  AssessmentBody,
  AssessmentCandidate,
  AssessmentSet,
  ApplicationStatus,
  JobAssessment,
  QuestionSummary,
} from '@platform/contract';
import type { Db } from '../../db/client';
import { type JobScope, jobScopeSql } from '../jobs/scope';
import { ATTEMPT_SUMMARY_JSON } from './attempt-sql';
import { likeContains } from '../../db/sql';

/*
 * SQL of job assessments, their exam sets and their candidates (migration 020, ADR 0070). An assessment hangs off a
 * job: every statement with an assessment id joins the job and carries the caller's organisation condition
 * (`jobScopeSql`), so another organisation's id finds nothing. The candidate list reads the job's applications and
 * the youth's name (a read across domains that lives here, in the domain that answers it).
 */

type AssessmentRow = Omit<JobAssessment, 'sets'>;

const ASSESSMENT_SELECT = `select ja.id, ja.job_id, j.job_title, j.job_title_en, ja.title, ja.title_en, ja.purpose, ja.purpose_en,
    ja.duration_minutes, ja.total_marks, ja.pass_marks, ja.fee,
    (select count(*)::int from job_assessment_invitations i where i.assessment_id = ja.id) as invited,
    (select count(*)::int from job_assessment_invitations i join exam_attempts t on t.invitation_id = i.id
      where i.assessment_id = ja.id and t.submitted_at is not null) as submitted,
    exists (select 1 from job_assessment_invitations i join exam_attempts t on t.invitation_id = i.id
      where i.assessment_id = ja.id) as locked,
    ja.created_at, ja.updated_at
  from job_assessments ja join jobs j on j.id = ja.job_id`;

async function withSets(db: Db, rows: AssessmentRow[]): Promise<JobAssessment[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const sets = await db.query<Omit<AssessmentSet, 'questions'> & { assessment_id: number }>(
    `select id, assessment_id, title, title_en, number_of_questions, selection_type, bank_id
       from job_assessment_sets where assessment_id = any($1::bigint[]) order by assessment_id, position`,
    [ids],
  );
  const questions = await db.query<QuestionSummary & { set_id: number }>(
    `select sq.set_id, q.id, q.question_type, q.title, q.title_en, q.marks
       from job_assessment_set_questions sq join questions q on q.id = sq.question_id
      where sq.set_id = any($1::bigint[]) order by sq.set_id, sq.position`,
    [sets.rows.map((s) => s.id)],
  );
  return rows.map((row) => ({
    ...row,
    sets: sets.rows
      .filter((s) => Number(s.assessment_id) === Number(row.id))
      .map(({ assessment_id: _a, ...s }) => ({
        ...s,
        questions: questions.rows
          .filter((q) => Number(q.set_id) === Number(s.id))
          .map(({ set_id: _s, ...q }) => q),
      })),
  }));
}

export async function listAssessments(
  db: Db,
  scope: JobScope,
  q: { search?: string; job_id?: number | null },
  page: { page: number; page_size: number },
): Promise<{ data: JobAssessment[]; total: number }> {
  const params: unknown[] = [];
  const conds = [`j.deleted_at is null`, jobScopeSql(scope, 'j', params)];
  if (q.job_id) {
    params.push(q.job_id);
    conds.push(`ja.job_id = $${params.length}`);
  }
  if (q.search) {
    params.push(likeContains(q.search));
    const p = `$${params.length}`;
    conds.push(
      `(ja.title ilike ${p} or ja.title_en ilike ${p} or j.job_title ilike ${p} or j.job_title_en ilike ${p})`,
    );
  }
  const where = conds.join(' and ');
  const total =
    (
      await db.query<{ n: number }>(
        `select count(*)::int as n from job_assessments ja join jobs j on j.id = ja.job_id where ${where}`,
        params,
      )
    ).rows[0]?.n ?? 0;
  params.push(page.page_size, (page.page - 1) * page.page_size);
  const r = await db.query<AssessmentRow>(
    `${ASSESSMENT_SELECT} where ${where} order by ja.id desc limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  return { data: await withSets(db, r.rows), total };
}

export async function assessmentInScope(db: Db, id: number, scope: JobScope): Promise<JobAssessment | null> {
  const params: unknown[] = [id];
  const r = await db.query<AssessmentRow>(
    `${ASSESSMENT_SELECT} where ja.id = $1 and j.deleted_at is null and ${jobScopeSql(scope, 'j', params)}`,
    params,
  );
  return (await withSets(db, r.rows))[0] ?? null;
}

export async function assessmentIdOfJob(db: Db, jobId: number): Promise<number | null> {
  const r = await db.query<{ id: number }>('select id from job_assessments where job_id = $1', [jobId]);
  return r.rows[0] ? Number(r.rows[0].id) : null;
}

/** Locks an assessment of the scope; its job id, or null when out of reach. */
export async function lockAssessment(
  tx: Db,
  id: number,
  scope: JobScope,
): Promise<{
  id: number;
  job_id: number;
  locked: boolean;
  total_marks: number;
  title: string;
  title_en: string | null;
} | null> {
  const params: unknown[] = [id];
  const r = await tx.query<{
    id: number;
    job_id: number;
    total_marks: number;
    title: string;
    title_en: string | null;
  }>(
    `select ja.id, ja.job_id, ja.total_marks, ja.title, ja.title_en from job_assessments ja join jobs j on j.id = ja.job_id
      where ja.id = $1 and j.deleted_at is null and ${jobScopeSql(scope, 'j', params)} for update of ja`,
    params,
  );
  const row = r.rows[0];
  if (!row) return null;
  const locked = await tx.query(
    `select 1 from job_assessment_invitations i join exam_attempts t on t.invitation_id = i.id where i.assessment_id = $1 limit 1`,
    [id],
  );
  return { ...row, id: Number(row.id), job_id: Number(row.job_id), locked: locked.rows.length > 0 };
}

export async function insertAssessment(tx: Db, body: AssessmentBody, by: number): Promise<number> {
  const r = await tx.query<{ id: number }>(
    `insert into job_assessments (job_id, title, title_en, purpose, purpose_en, duration_minutes, total_marks, pass_marks, created_by, fee)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
    [
      body.job_id,
      body.title,
      body.title_en ?? null,
      body.purpose ?? null,
      body.purpose_en ?? null,
      body.duration_minutes,
      body.total_marks,
      body.pass_marks,
      by,
      body.fee ?? 0,
    ],
  );
  return Number(r.rows[0]?.id);
}

export async function updateAssessment(tx: Db, id: number, body: AssessmentBody): Promise<void> {
  await tx.query(
    `update job_assessments set title = $2, title_en = $3, purpose = $4, purpose_en = $5, duration_minutes = $6,
       total_marks = $7, pass_marks = $8, fee = $9, updated_at = now() where id = $1`,
    [
      id,
      body.title,
      body.title_en ?? null,
      body.purpose ?? null,
      body.purpose_en ?? null,
      body.duration_minutes,
      body.total_marks,
      body.pass_marks,
      body.fee ?? 0,
    ],
  );
}

/** Replaces an assessment's sets and their questions with the ones given. */
export async function replaceSets(tx: Db, id: number, sets: AssessmentBody['sets']): Promise<void> {
  await tx.query('delete from job_assessment_sets where assessment_id = $1', [id]);
  for (const [position, set] of sets.entries()) {
    const r = await tx.query<{ id: number }>(
      `insert into job_assessment_sets (assessment_id, position, title, title_en, number_of_questions, selection_type, bank_id)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [
        id,
        position,
        set.title,
        set.title_en ?? null,
        set.number_of_questions,
        set.selection_type,
        set.selection_type === 2 ? (set.bank_id ?? null) : null,
      ],
    );
    const setId = Number(r.rows[0]?.id);
    const ids = set.selection_type === 2 ? [] : (set.question_ids ?? []);
    for (const [i, questionId] of ids.entries())
      await tx.query(
        'insert into job_assessment_set_questions (set_id, position, question_id) values ($1, $2, $3)',
        [setId, i, questionId],
      );
  }
}

export async function deleteAssessment(tx: Db, id: number): Promise<boolean> {
  const r = await tx.query(
    `delete from job_assessments ja where ja.id = $1
       and not exists (select 1 from job_assessment_invitations i where i.assessment_id = ja.id)`,
    [id],
  );
  return r.rowCount === 1;
}

// ---------------------------------------------------------------------------------------------------------------
// Candidates and invitations
// ---------------------------------------------------------------------------------------------------------------

const CANDIDATE_SELECT = `select a.id as application_id, a.youth_id, u.full_name, u.full_name_en, a.status,
    i.invited_at, coalesce(i.extra_minutes, 0) as extra_minutes, ${ATTEMPT_SUMMARY_JSON} as attempt
  from job_applications a join users u on u.id = a.youth_id
  left join job_assessment_invitations i on i.application_id = a.id and i.assessment_id = $1
  left join exam_attempts t on t.invitation_id = i.id
  left join job_assessment_sets st on st.id = t.set_id`;

/** The job's applicants (not removed) with their invitation and attempt: best match first, or newest result. */
export async function listCandidates(
  db: Db,
  assessment: { id: number; job_id: number },
  q: { status?: ApplicationStatus; submitted?: boolean },
  page: { page: number; page_size: number },
): Promise<{ data: AssessmentCandidate[]; total: number }> {
  const params: unknown[] = [assessment.id, assessment.job_id];
  const conds = ['a.job_id = $2', 'a.removed_at is null'];
  if (q.status !== undefined) {
    params.push(q.status);
    conds.push(`a.status = $${params.length}`);
  }
  if (q.submitted) conds.push('t.submitted_at is not null');
  const where = conds.join(' and ');
  const total =
    (
      await db.query<{ n: number }>(
        `select count(*)::int as n from job_applications a
           left join job_assessment_invitations i on i.application_id = a.id and i.assessment_id = $1
           left join exam_attempts t on t.invitation_id = i.id where ${where}`,
        params,
      )
    ).rows[0]?.n ?? 0;
  params.push(page.page_size, (page.page - 1) * page.page_size);
  const order = q.submitted ? 't.obtained_marks desc nulls last, t.submitted_at' : 'a.match_score desc, a.id';
  const r = await db.query<AssessmentCandidate>(
    `${CANDIDATE_SELECT} where ${where} order by ${order} limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  return { data: r.rows, total };
}

export async function candidatesByIds(
  db: Db,
  assessmentId: number,
  applicationIds: readonly number[],
): Promise<AssessmentCandidate[]> {
  const r = await db.query<AssessmentCandidate>(
    `${CANDIDATE_SELECT} where a.id = any($2::bigint[]) order by a.id`,
    [assessmentId, applicationIds],
  );
  return r.rows;
}

export async function upsertInvitation(
  tx: Db,
  assessmentId: number,
  applicationId: number,
  by: number,
): Promise<void> {
  await tx.query(
    `insert into job_assessment_invitations (assessment_id, application_id, youth_id, invited_by)
     select $1, a.id, a.youth_id, $3 from job_applications a where a.id = $2
     on conflict (assessment_id, application_id) do update set invited_at = now(), invited_by = excluded.invited_by,
       accepted_at = null`,
    [assessmentId, applicationId, by],
  );
}

/** Sets a candidate's extra minutes and moves an open attempt's deadline with them; false without an invitation. */
export async function setExtraMinutes(
  tx: Db,
  assessmentId: number,
  applicationId: number,
  minutes: number,
): Promise<boolean> {
  const r = await tx.query<{ id: number }>(
    `update job_assessment_invitations set extra_minutes = $3 where assessment_id = $1 and application_id = $2 returning id`,
    [assessmentId, applicationId, minutes],
  );
  const id = r.rows[0]?.id;
  if (id === undefined) return false;
  await tx.query(
    `update exam_attempts set deadline_at = started_at + make_interval(mins => duration_minutes + $2::int)
      where invitation_id = $1 and submitted_at is null`,
    [id, minutes],
  );
  return true;
}
