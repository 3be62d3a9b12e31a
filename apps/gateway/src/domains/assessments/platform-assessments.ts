import {
  platformAssessmentEndpoints as E,
  type PlatformQuestionSet,
  type PlatformQuestionSetDetail,
  type PlatformResult,
  type PlatformResultDetail,
  type PlatformResultListQuery,
  type PlatformResultSource,
  type QuestionSummary,
} from '@platform/contract';
import {
  platformQuestionSetListQuerySchema,
  platformResultListQuerySchema,
  platformResultQuerySchema,
} from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { likeContains } from '../../db/sql';
import { type PageRequest, registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import { notFound } from '../../platform/errors';
import { scopeCondition, type TenantScope } from '../../platform/tenant-scope';

/*
 * The admin's platform-wide question sets and exam results (issue 17 item 8; ADR 0122), read over the assessment
 * domain's own tables (migration 020), the course exam lessons' (migration 068) and the module exams' (069, ADR
 * 0128). Read-only: a set's status change is the domain's own call (questionSetStatus). The tenant still comes from
 * the caller: a key granted to an organisation's or institute's user shows its own sets and its own examinees'
 * results only.
 */

type Row = Record<string, unknown>;
const iso = (value: unknown) => (value == null ? null : new Date(value as string).toISOString());
const text = (value: unknown) => (value as string | null) ?? null;
const num = (value: unknown) => (value == null ? null : Number(value));

/** A scope condition on whichever owner columns a row has (null: it has none, so only `all` sees it). */
function ownerCondition(
  scope: TenantScope,
  params: unknown[],
  organization: string | null,
  institute: string | null,
): string {
  if (scope.kind === 'all') return 'true';
  if (scope.kind === 'none') return 'false';
  const column = scope.kind === 'organization' ? organization : institute;
  if (!column) return 'false';
  params.push(scope.id);
  return `${column} = $${params.length}`;
}

/** Appends `condition(p)` with `value` as its parameter, unless the value is empty. */
function adder(params: unknown[], where: string[]) {
  return (condition: (p: string) => string, value: unknown) => {
    if (value == null || value === '') return;
    params.push(value);
    where.push(condition(`$${params.length}`));
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Question sets
// ---------------------------------------------------------------------------------------------------------------

const OWNER = `case when b.organization_id is not null then 'organization'
  when b.institute_id is not null then 'institute' else 'platform' end`;
const SET_COLUMNS = `s.id, s.bank_id, b.title as bank_title, b.title_en as bank_title_en, ${OWNER} as owner,
  coalesce(o.title, i.title) as owner_title, coalesce(o.title_en, i.title_en) as owner_title_en, s.title, s.title_en,
  s.category, s.set_type, s.count_rule, s.count, s.row_status,
  (select count(*)::int from question_set_questions sq where sq.set_id = s.id) as questions, s.created_at, s.updated_at`;
const SET_FROM = `from question_sets s join question_banks b on b.id = s.bank_id
  left join organizations o on o.id = b.organization_id left join institutes i on i.id = b.institute_id`;

function questionSetOf(r: Row): PlatformQuestionSet {
  return {
    id: Number(r.id),
    bank_id: Number(r.bank_id),
    bank_title: String(r.bank_title),
    bank_title_en: text(r.bank_title_en),
    owner: r.owner as PlatformQuestionSet['owner'],
    owner_title: text(r.owner_title),
    owner_title_en: text(r.owner_title_en),
    title: String(r.title),
    title_en: text(r.title_en),
    category: Number(r.category) as PlatformQuestionSet['category'],
    set_type: Number(r.set_type) as PlatformQuestionSet['set_type'],
    count_rule: r.count_rule as PlatformQuestionSet['count_rule'],
    count: Number(r.count),
    row_status: Number(r.row_status) as 0 | 1,
    questions: Number(r.questions),
    created_at: iso(r.created_at) as string,
    updated_at: iso(r.updated_at) as string,
  };
}

async function listQuestionSets(
  db: Db,
  scope: TenantScope,
  query: { search?: string; owner?: string; category?: number | null; row_status?: number | null },
  page: PageRequest,
): Promise<{ data: PlatformQuestionSet[]; total: number }> {
  const params: unknown[] = [];
  const where = [scopeCondition(scope, 'b', params)];
  const add = adder(params, where);
  add(
    (p) => `(s.title ilike ${p} or s.title_en ilike ${p} or b.title ilike ${p} or b.title_en ilike ${p}
      or o.title ilike ${p} or o.title_en ilike ${p} or i.title ilike ${p} or i.title_en ilike ${p})`,
    query.search && likeContains(query.search),
  );
  add((p) => `(${OWNER}) = ${p}`, query.owner);
  add((p) => `s.category = ${p}`, query.category);
  add((p) => `s.row_status = ${p}`, query.row_status);
  const filter = where.join(' and ');
  const total = await db.query<{ n: number }>(
    `select count(*)::int as n ${SET_FROM} where ${filter}`,
    params,
  );
  const rows = await db.query<Row>(
    `select ${SET_COLUMNS} ${SET_FROM} where ${filter} order by s.id desc
      limit ${page.page_size} offset ${(page.page - 1) * page.page_size}`,
    params,
  );
  return { data: rows.rows.map(questionSetOf), total: total.rows[0]?.n ?? 0 };
}

async function questionSet(db: Db, id: number, scope: TenantScope): Promise<PlatformQuestionSetDetail> {
  const params: unknown[] = [id];
  const r = await db.query<Row>(
    `select ${SET_COLUMNS},
       (select count(*)::int from course_exam_lessons l where l.question_set_id = s.id) as used_by_lessons
     ${SET_FROM} where s.id = $1 and ${scopeCondition(scope, 'b', params)}`,
    params,
  );
  const row = r.rows[0];
  if (!row) throw notFound();
  const questions = await db.query<QuestionSummary>(
    `select q.id::int as id, q.question_type, q.title, q.title_en, q.marks::float as marks
       from question_set_questions sq join questions q on q.id = sq.question_id
      where sq.set_id = $1 order by sq.added_at, sq.question_id`,
    [id],
  );
  return {
    ...questionSetOf(row),
    used_by_lessons: Number(row.used_by_lessons),
    question_list: questions.rows.map((q) => ({ ...q, marks: Number(q.marks) })),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Exam results: job and aptitude attempts (exam_attempts) and course exam attempts (course_exam_attempts: an exam
// lesson's, or a module exam's since migration 069 — kind `module`, ADR 0128)
// ---------------------------------------------------------------------------------------------------------------

const OUTCOME = (passed: string, pending: string) =>
  `case when ${pending} then 'pending' when ${passed} then 'passed' else 'failed' end`;

/** The two sources as one relation of the list's columns; each part carries its own tenant condition. */
function resultsRelation(scope: TenantScope, params: unknown[]): string {
  const exam = ownerCondition(scope, params, 'j.organization_id', null);
  const lesson = ownerCondition(scope, params, null, 'c.institute_id');
  return `(select a.id, 'exam' as source, a.kind, a.title, a.title_en, a.youth_id, u.full_name, u.full_name_en,
      o.title as owner_title, o.title_en as owner_title_en, a.submitted_at, a.total_marks::float as total_marks,
      a.obtained_marks::float as obtained_marks, a.pass_marks::float as pass_marks,
      ${OUTCOME('a.passed', "a.marking = 'pending' or a.passed is null")} as outcome
    from exam_attempts a join users u on u.id = a.youth_id
      left join job_assessment_invitations v on v.id = a.invitation_id
      left join job_applications ap on ap.id = v.application_id left join jobs j on j.id = ap.job_id
      left join organizations o on o.id = j.organization_id
    where a.submitted_at is not null and (a.kind = 'aptitude' or j.id is not null) and ${exam}
    union all
    select a.id, 'lesson', case when a.module_id is null then 'course' else 'module' end,
      coalesce(l.title, m.title), case when a.module_id is null then l.title_en else m.title_en end,
      a.youth_id, u.full_name, u.full_name_en, i.title, i.title_en,
      a.submitted_at, a.total::float, a.obtained::float, a.pass_marks::float,
      ${OUTCOME('a.passed', 'a.passed is null')}
    from course_exam_attempts a join users u on u.id = a.youth_id
      left join course_lessons l on l.id = a.lesson_id left join course_modules m on m.id = a.module_id
      join courses c on c.id = coalesce(l.course_id, m.course_id) join institutes i on i.id = c.institute_id
    where a.submitted_at is not null and ${lesson}) r`;
}

function resultOf(r: Row): PlatformResult {
  return {
    id: Number(r.id),
    source: r.source as PlatformResultSource,
    kind: r.kind as PlatformResult['kind'],
    title: String(r.title),
    title_en: text(r.title_en),
    youth_id: Number(r.youth_id),
    full_name: String(r.full_name),
    full_name_en: text(r.full_name_en),
    owner_title: text(r.owner_title),
    owner_title_en: text(r.owner_title_en),
    submitted_at: iso(r.submitted_at) as string,
    total_marks: Number(r.total_marks ?? 0),
    obtained_marks: num(r.obtained_marks),
    pass_marks: Number(r.pass_marks ?? 0),
    outcome: r.outcome as PlatformResult['outcome'],
  };
}

async function listResults(
  db: Db,
  scope: TenantScope,
  query: Omit<PlatformResultListQuery, 'page' | 'page_size'>,
  page: PageRequest,
): Promise<{ data: PlatformResult[]; total: number }> {
  const params: unknown[] = [];
  const relation = resultsRelation(scope, params);
  const where = ['true'];
  const add = adder(params, where);
  add(
    (p) =>
      `(r.full_name ilike ${p} or r.full_name_en ilike ${p} or r.title ilike ${p} or r.title_en ilike ${p})`,
    query.search && likeContains(query.search),
  );
  add((p) => `r.kind = ${p}`, query.kind);
  add((p) => `r.outcome = ${p}`, query.outcome);
  const filter = where.join(' and ');
  const total = await db.query<{ n: number }>(
    `select count(*)::int as n from ${relation} where ${filter}`,
    params,
  );
  const rows = await db.query<Row>(
    `select r.* from ${relation} where ${filter} order by r.submitted_at desc, r.source, r.id desc
      limit ${page.page_size} offset ${(page.page - 1) * page.page_size}`,
    params,
  );
  return { data: rows.rows.map(resultOf), total: total.rows[0]?.n ?? 0 };
}

async function result(
  db: Db,
  id: number,
  source: PlatformResultSource,
  scope: TenantScope,
): Promise<PlatformResultDetail> {
  const params: unknown[] = [id, source];
  const relation = resultsRelation(scope, params);
  const r = await db.query<Row>(`select r.* from ${relation} where r.id = $1 and r.source = $2`, params);
  const row = r.rows[0];
  if (!row) throw notFound();
  const extra =
    source === 'exam'
      ? await db.query<Row>(
          `select a.started_at, a.closed_by, ap.job_id, null::bigint as course_id, null::int as attempt,
             (select count(*)::int from exam_attempt_questions q where q.attempt_id = a.id) as questions,
             (select count(*)::int from exam_attempt_answers x where x.attempt_id = a.id and x.answer is not null
               and x.answer <> 'null'::jsonb) as answered
           from exam_attempts a left join job_assessment_invitations v on v.id = a.invitation_id
             left join job_applications ap on ap.id = v.application_id where a.id = $1`,
          [id],
        )
      : await db.query<Row>(
          `select a.started_at, case when a.late then 'deadline' else 'youth' end as closed_by, null::bigint as job_id,
             coalesce(l.course_id, m.course_id) as course_id, a.attempt, jsonb_array_length(a.questions) as questions,
             (select count(*)::int from jsonb_each(a.answers) e where e.value <> 'null'::jsonb) as answered
           from course_exam_attempts a left join course_lessons l on l.id = a.lesson_id
             left join course_modules m on m.id = a.module_id where a.id = $1`,
          [id],
        );
  const x = extra.rows[0] ?? {};
  return {
    ...resultOf(row),
    started_at: iso(x.started_at) as string,
    closed_by: (x.closed_by as PlatformResultDetail['closed_by']) ?? null,
    questions: Number(x.questions ?? 0),
    answered: Number(x.answered ?? 0),
    job_id: num(x.job_id),
    course_id: num(x.course_id),
    attempt: num(x.attempt),
  };
}

export function registerPlatformAssessmentRoutes(app: FastifyInstance): void {
  const { db } = app.services;
  registerListEndpoint(
    app,
    E.platformQuestionSets,
    async (ctx) => listQuestionSets(db, ctx.tenant(), ctx.query, ctx.page),
    { query: platformQuestionSetListQuerySchema },
  );
  registerEndpoint(app, E.platformQuestionSet, async (ctx) => questionSet(db, ctx.id(), ctx.tenant()));
  registerListEndpoint(
    app,
    E.platformResults,
    async (ctx) => listResults(db, ctx.tenant(), ctx.query, ctx.page),
    { query: platformResultListQuerySchema },
  );
  registerEndpoint(
    app,
    E.platformResult,
    async (ctx) => result(db, ctx.id(), ctx.query.source ?? 'exam', ctx.tenant()),
    { query: platformResultQuerySchema },
  );
}
