import type {
  Question,
  QuestionBank,
  QuestionBankBody,
  QuestionListQuery,
  QuestionSet,
  QuestionSetBody,
} from '@platform/contract';
import type { Db } from '../../db/client';
import { scopeCondition, type TenantScope } from '../../platform/tenant-scope';
import { likeContains } from '../../db/sql';

/*
 * SQL of question banks, questions and question sets (migration 020, ADR 0070). Every statement with an id carries the
 * caller's tenant condition on the bank (`b`): an organisation's banks, an institute's, or every bank for a platform
 * administrator; another tenant's id finds nothing.
 */

const BANK_SELECT = `select b.id, case when b.organization_id is not null then 'organization'
    when b.institute_id is not null then 'institute' else 'platform' end as owner,
    b.organization_id, b.institute_id, b.title, b.title_en, b.subject, b.is_aptitude,
    (select count(*)::int from questions q where q.bank_id = b.id) as questions,
    (select count(*)::int from question_sets s where s.bank_id = b.id) as question_sets,
    b.created_at, b.updated_at
  from question_banks b`;

export async function listBanks(
  db: Db,
  scope: TenantScope,
  q: { search?: string },
  page: { page: number; page_size: number },
): Promise<{ data: QuestionBank[]; total: number }> {
  const params: unknown[] = [];
  let cond = scopeCondition(scope, 'b', params);
  if (q.search) {
    params.push(likeContains(q.search));
    cond += ` and (b.title ilike $${params.length} or b.title_en ilike $${params.length})`;
  }
  const total =
    (await db.query<{ n: number }>(`select count(*)::int as n from question_banks b where ${cond}`, params))
      .rows[0]?.n ?? 0;
  params.push(page.page_size, (page.page - 1) * page.page_size);
  const r = await db.query<QuestionBank>(
    `${BANK_SELECT} where ${cond} order by b.is_aptitude desc, b.id desc limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  return { data: r.rows, total };
}

export async function bankInScope(db: Db, id: number, scope: TenantScope): Promise<QuestionBank | null> {
  const params: unknown[] = [id];
  const r = await db.query<QuestionBank>(
    `${BANK_SELECT} where b.id = $1 and ${scopeCondition(scope, 'b', params)}`,
    params,
  );
  return r.rows[0] ?? null;
}

/** Locks a bank of the scope (for writes to it); null when out of reach. */
export async function lockBank(tx: Db, id: number, scope: TenantScope): Promise<boolean> {
  const params: unknown[] = [id];
  const r = await tx.query(
    `select b.id from question_banks b where b.id = $1 and ${scopeCondition(scope, 'b', params)} for update`,
    params,
  );
  return r.rows.length > 0;
}

export async function insertBank(
  db: Db,
  scope: TenantScope,
  body: QuestionBankBody,
  by: number | null,
  aptitude = false,
): Promise<number> {
  const r = await db.query<{ id: number }>(
    `insert into question_banks (organization_id, institute_id, is_aptitude, title, title_en, subject, created_by)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [
      scope.kind === 'organization' ? scope.id : null,
      scope.kind === 'institute' ? scope.id : null,
      aptitude,
      body.title,
      body.title_en ?? null,
      body.subject ?? null,
      by,
    ],
  );
  return Number(r.rows[0]?.id);
}

export async function updateBank(db: Db, id: number, body: QuestionBankBody): Promise<void> {
  await db.query(
    'update question_banks set title = $2, title_en = $3, subject = $4, updated_at = now() where id = $1',
    [id, body.title, body.title_en ?? null, body.subject ?? null],
  );
}

/** Deletes an empty bank that is not the aptitude bank; false when it holds questions or is the aptitude bank. */
export async function deleteBank(tx: Db, id: number): Promise<boolean> {
  const r = await tx.query(
    `delete from question_banks b where b.id = $1 and not b.is_aptitude
       and not exists (select 1 from questions q where q.bank_id = b.id)
       and not exists (select 1 from job_assessment_sets s where s.bank_id = b.id)`,
    [id],
  );
  return r.rowCount === 1;
}

// ---------------------------------------------------------------------------------------------------------------
// Questions
// ---------------------------------------------------------------------------------------------------------------

const OPTION_COLUMNS = [1, 2, 3, 4, 5, 6, 7].flatMap((n) => [`option_${n}`, `option_${n}_en`]);
const QUESTION_SELECT = `select q.id, q.bank_id, q.question_type, q.title, q.title_en, ${OPTION_COLUMNS.map((c) => `q.${c}`).join(', ')},
    q.answers::int[] as answers, q.marks, q.difficulty, q.subject, q.topic, q.tags, q.assessment_area, q.row_status,
    (exists (select 1 from job_assessment_set_questions x where x.question_id = q.id)
      or exists (select 1 from course_quiz_questions y where y.question_id = q.id)) as in_use, q.created_at, q.updated_at
  from questions q join question_banks b on b.id = q.bank_id`;

/** The stored row, plus the blanks a fill-in-the-blank title holds (read by `withBlanks`). */
export type QuestionRecord = Omit<Question, 'blanks'>;

export interface QuestionWrite {
  question_type: number;
  title: string;
  title_en?: string | null;
  answers?: number[] | null;
  marks: number;
  difficulty?: number | null;
  subject?: string | null;
  topic?: string | null;
  tags?: string[] | null;
  assessment_area?: number | null;
  row_status?: number;
  [option: string]: unknown;
}

const writeValues = (bankId: number, q: QuestionWrite) => [
  bankId,
  q.question_type,
  q.title,
  q.title_en ?? null,
  ...OPTION_COLUMNS.map((c) => (q[c] as string | null | undefined) ?? null),
  q.answers ?? [],
  q.marks,
  q.difficulty ?? null,
  q.subject ?? null,
  q.topic ?? null,
  q.tags ?? [],
  q.assessment_area ?? null,
  q.row_status ?? 1,
];
const WRITE_COLUMNS = [
  'bank_id',
  'question_type',
  'title',
  'title_en',
  ...OPTION_COLUMNS,
  'answers',
  'marks',
  'difficulty',
  'subject',
  'topic',
  'tags',
  'assessment_area',
  'row_status',
];

export async function insertQuestion(
  db: Db,
  bankId: number,
  q: QuestionWrite,
  by: number | null,
): Promise<number> {
  const values = writeValues(bankId, q);
  const r = await db.query<{ id: number }>(
    `insert into questions (${WRITE_COLUMNS.join(', ')}, created_by)
     values (${values.map((_v, i) => `$${i + 1}`).join(', ')}, $${values.length + 1}) returning id`,
    [...values, by],
  );
  return Number(r.rows[0]?.id);
}

export async function updateQuestion(db: Db, id: number, q: QuestionWrite): Promise<void> {
  const values = writeValues(0, q).slice(1);
  const sets = WRITE_COLUMNS.slice(1).map((c, i) => `${c} = $${i + 2}`);
  await db.query(`update questions set ${sets.join(', ')}, updated_at = now() where id = $1`, [
    id,
    ...values,
  ]);
}

export async function questionInScope(
  db: Db,
  id: number,
  scope: TenantScope,
): Promise<QuestionRecord | null> {
  const params: unknown[] = [id];
  const r = await db.query<QuestionRecord>(
    `${QUESTION_SELECT} where q.id = $1 and ${scopeCondition(scope, 'b', params)}`,
    params,
  );
  return r.rows[0] ?? null;
}

export async function lockQuestion(tx: Db, id: number, scope: TenantScope): Promise<QuestionRecord | null> {
  const params: unknown[] = [id];
  const r = await tx.query<QuestionRecord>(
    `${QUESTION_SELECT} where q.id = $1 and ${scopeCondition(scope, 'b', params)} for update of q`,
    params,
  );
  return r.rows[0] ?? null;
}

export async function deleteQuestion(tx: Db, id: number): Promise<boolean> {
  const r = await tx.query(
    `delete from questions q where q.id = $1
       and not exists (select 1 from job_assessment_set_questions x where x.question_id = q.id)
       and not exists (select 1 from course_quiz_questions y where y.question_id = q.id)`,
    [id],
  );
  return r.rowCount === 1;
}

export async function listQuestions(
  db: Db,
  scope: TenantScope,
  q: { [K in Exclude<keyof QuestionListQuery, 'page' | 'page_size'>]?: QuestionListQuery[K] | null },
  page: { page: number; page_size: number },
): Promise<{ data: QuestionRecord[]; total: number }> {
  const params: unknown[] = [];
  const conds = [scopeCondition(scope, 'b', params)];
  const eq = (column: string, value: unknown) => {
    if (value === undefined || value === null) return;
    params.push(value);
    conds.push(`${column} = $${params.length}`);
  };
  eq('q.bank_id', q.bank_id);
  eq('q.question_type', q.question_type);
  eq('q.difficulty', q.difficulty);
  eq('q.assessment_area', q.assessment_area);
  eq('q.row_status', q.row_status);
  if (q.question_set_id) {
    params.push(q.question_set_id);
    conds.push(
      `exists (select 1 from question_set_questions sq where sq.question_id = q.id and sq.set_id = $${params.length})`,
    );
  }
  if (q.search) {
    params.push(likeContains(q.search));
    const p = `$${params.length}`;
    conds.push(
      `(q.title ilike ${p} or q.title_en ilike ${p} or q.subject ilike ${p} or q.topic ilike ${p} or ${p} ilike any(q.tags))`,
    );
  }
  const where = conds.join(' and ');
  const total =
    (
      await db.query<{ n: number }>(
        `select count(*)::int as n from questions q join question_banks b on b.id = q.bank_id where ${where}`,
        params,
      )
    ).rows[0]?.n ?? 0;
  params.push(page.page_size, (page.page - 1) * page.page_size);
  const r = await db.query<QuestionRecord>(
    `${QUESTION_SELECT} where ${where} order by q.id desc limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  return { data: r.rows, total };
}

/** Questions by id inside the scope (for an exam set or a question set); ids out of reach are absent. */
export async function questionsByIds(
  db: Db,
  ids: readonly number[],
  scope: TenantScope,
): Promise<QuestionRecord[]> {
  if (ids.length === 0) return [];
  const params: unknown[] = [ids];
  const r = await db.query<QuestionRecord>(
    `${QUESTION_SELECT} where q.id = any($1::bigint[]) and ${scopeCondition(scope, 'b', params)}`,
    params,
  );
  return r.rows;
}

/** Active auto-marked questions of a bank worth `marks` (the pool of a random set). */
export async function eligibleQuestions(
  db: Db,
  bankId: number,
  marks: number | null,
): Promise<QuestionRecord[]> {
  const r = await db.query<QuestionRecord>(
    `${QUESTION_SELECT} where q.bank_id = $1 and q.row_status = 1 and q.question_type between 1 and 4
       and ($2::int is null or q.marks = $2) order by q.id`,
    [bankId, marks],
  );
  return r.rows;
}

/** The questions of an exam set, in its order (the pool of a fixed or random-from-selected set). */
export async function questionsOfExamSet(db: Db, setId: number): Promise<QuestionRecord[]> {
  const r = await db.query<QuestionRecord>(
    `${QUESTION_SELECT} join job_assessment_set_questions sq on sq.question_id = q.id where sq.set_id = $1 order by sq.position`,
    [setId],
  );
  return r.rows;
}

// ---------------------------------------------------------------------------------------------------------------
// Question sets
// ---------------------------------------------------------------------------------------------------------------

const SET_SELECT = `select s.id, s.bank_id, s.title, s.title_en, s.category, s.set_type, s.count_rule, s.count, s.row_status,
    (select count(*)::int from question_set_questions sq where sq.set_id = s.id) as questions, s.created_at, s.updated_at
  from question_sets s join question_banks b on b.id = s.bank_id`;

export async function listQuestionSets(
  db: Db,
  scope: TenantScope,
  q: { bank_id?: number | null; search?: string },
  page: { page: number; page_size: number },
): Promise<{ data: QuestionSet[]; total: number }> {
  const params: unknown[] = [];
  const conds = [scopeCondition(scope, 'b', params)];
  if (q.bank_id) {
    params.push(q.bank_id);
    conds.push(`s.bank_id = $${params.length}`);
  }
  if (q.search) {
    params.push(likeContains(q.search));
    conds.push(`(s.title ilike $${params.length} or s.title_en ilike $${params.length})`);
  }
  const where = conds.join(' and ');
  const total =
    (
      await db.query<{ n: number }>(
        `select count(*)::int as n from question_sets s join question_banks b on b.id = s.bank_id where ${where}`,
        params,
      )
    ).rows[0]?.n ?? 0;
  params.push(page.page_size, (page.page - 1) * page.page_size);
  const r = await db.query<QuestionSet>(
    `${SET_SELECT} where ${where} order by s.id desc limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  return { data: r.rows, total };
}

export async function questionSetInScope(
  db: Db,
  id: number,
  scope: TenantScope,
  lock = false,
): Promise<QuestionSet | null> {
  const params: unknown[] = [id];
  const r = await db.query<QuestionSet>(
    `${SET_SELECT} where s.id = $1 and ${scopeCondition(scope, 'b', params)}${lock ? ' for update of s' : ''}`,
    params,
  );
  return r.rows[0] ?? null;
}

export async function questionSetQuestionIds(db: Db, setId: number): Promise<number[]> {
  const r = await db.query<{ question_id: number }>(
    'select question_id from question_set_questions where set_id = $1 order by added_at, question_id',
    [setId],
  );
  return r.rows.map((row) => Number(row.question_id));
}

export async function insertQuestionSet(db: Db, body: QuestionSetBody): Promise<number> {
  const r = await db.query<{ id: number }>(
    `insert into question_sets (bank_id, title, title_en, category, set_type, count_rule, count)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [
      body.bank_id,
      body.title,
      body.title_en ?? null,
      body.category,
      body.set_type,
      body.count_rule,
      body.count,
    ],
  );
  return Number(r.rows[0]?.id);
}

export async function updateQuestionSet(
  db: Db,
  id: number,
  body: Omit<QuestionSetBody, 'bank_id'>,
): Promise<void> {
  await db.query(
    `update question_sets set title = $2, title_en = $3, category = $4, set_type = $5, count_rule = $6, count = $7,
       updated_at = now() where id = $1`,
    [id, body.title, body.title_en ?? null, body.category, body.set_type, body.count_rule, body.count],
  );
}

export async function setQuestionSetStatus(db: Db, id: number, status: number): Promise<void> {
  await db.query('update question_sets set row_status = $2, updated_at = now() where id = $1', [id, status]);
}

/** Deletes a question set no course quiz uses; false when one does (ADR 0078). */
export async function deleteQuestionSet(db: Db, id: number): Promise<boolean> {
  const r = await db.query(
    `delete from question_sets s where s.id = $1
       and not exists (select 1 from course_quizzes z where z.question_set_id = s.id)`,
    [id],
  );
  return r.rowCount === 1;
}

export async function addToQuestionSet(db: Db, setId: number, questionId: number): Promise<void> {
  await db.query(
    'insert into question_set_questions (set_id, question_id) values ($1, $2) on conflict do nothing',
    [setId, questionId],
  );
}

export async function removeFromQuestionSet(db: Db, setId: number, questionId: number): Promise<boolean> {
  const r = await db.query('delete from question_set_questions where set_id = $1 and question_id = $2', [
    setId,
    questionId,
  ]);
  return r.rowCount === 1;
}
