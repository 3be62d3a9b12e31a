import {
  platformAssessmentEndpoints as E,
  type PlatformInterview,
  type PlatformInterviewDetail,
  type PlatformInterviewListQuery,
} from '@platform/contract';
import { platformInterviewListQuerySchema } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { likeContains } from '../../db/sql';
import { type PageRequest, registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import { notFound } from '../../platform/errors';
import { scopeCondition, type TenantScope } from '../../platform/tenant-scope';

/*
 * The admin's platform-wide interview invitations with the candidate's confirmation (spec §2 "job interview
 * confirmation"; issue 17 item 8; ADR 0122), over the pipeline's own tables (migration 012): one row per application
 * invited (its current schedule). Read-only: the recruiter invites, reschedules and records the result; the candidate
 * answers through the confirmation link. The tenant comes from the caller (the job's organisation).
 */

type Row = Record<string, unknown>;
const text = (value: unknown) => (value as string | null) ?? null;
const iso = (value: unknown) => (value == null ? null : new Date(value as string).toISOString());

const COLUMNS = `ic.application_id, a.youth_id, u.full_name, u.full_name_en, j.id as job_id, j.job_title, j.job_title_en,
  o.title as organization_title, o.title_en as organization_title_en, s.id as schedule_id, s.title as schedule_title,
  to_char(s.interview_date, 'YYYY-MM-DD') as interview_date, to_char(s.start_time, 'HH24:MI') as start_time,
  to_char(s.end_time, 'HH24:MI') as end_time, s.kind, coalesce(ic.response, 'pending') as response, ic.responded_at,
  ic.invited_at`;
const FROM = `from job_interview_candidates ic join job_applications a on a.id = ic.application_id
  join users u on u.id = a.youth_id join jobs j on j.id = a.job_id join organizations o on o.id = j.organization_id
  join job_interview_schedules s on s.id = ic.schedule_id`;

function interviewOf(r: Row): PlatformInterview {
  return {
    application_id: Number(r.application_id),
    youth_id: Number(r.youth_id),
    full_name: String(r.full_name),
    full_name_en: text(r.full_name_en),
    job_id: Number(r.job_id),
    job_title: String(r.job_title ?? ''),
    job_title_en: text(r.job_title_en),
    organization_title: String(r.organization_title),
    organization_title_en: text(r.organization_title_en),
    schedule_id: Number(r.schedule_id),
    schedule_title: String(r.schedule_title),
    interview_date: String(r.interview_date),
    start_time: String(r.start_time),
    end_time: String(r.end_time),
    kind: Number(r.kind) as PlatformInterview['kind'],
    response: r.response as PlatformInterview['response'],
    responded_at: iso(r.responded_at),
    invited_at: iso(r.invited_at) as string,
  };
}

async function listInterviews(
  db: Db,
  scope: TenantScope,
  query: Omit<PlatformInterviewListQuery, 'page' | 'page_size' | 'kind'> & { kind?: number | null },
  page: PageRequest,
): Promise<{ data: PlatformInterview[]; total: number }> {
  const params: unknown[] = [];
  const where = [scopeCondition(scope, 'j', params)];
  const add = (condition: (p: string) => string, value: unknown) => {
    if (value == null || value === '') return;
    params.push(value);
    where.push(condition(`$${params.length}`));
  };
  add(
    (
      p,
    ) => `(u.full_name ilike ${p} or u.full_name_en ilike ${p} or j.job_title ilike ${p} or j.job_title_en ilike ${p}
      or o.title ilike ${p} or o.title_en ilike ${p})`,
    query.search && likeContains(query.search),
  );
  add((p) => `coalesce(ic.response, 'pending') = ${p}`, query.response);
  add((p) => `s.kind = ${p}`, query.kind);
  const filter = where.join(' and ');
  const total = await db.query<{ n: number }>(`select count(*)::int as n ${FROM} where ${filter}`, params);
  const rows = await db.query<Row>(
    `select ${COLUMNS} ${FROM} where ${filter}
      order by s.interview_date desc, s.start_time, ic.application_id desc
      limit ${page.page_size} offset ${(page.page - 1) * page.page_size}`,
    params,
  );
  return { data: rows.rows.map(interviewOf), total: total.rows[0]?.n ?? 0 };
}

async function interview(db: Db, id: number, scope: TenantScope): Promise<PlatformInterviewDetail> {
  const params: unknown[] = [id];
  const r = await db.query<Row>(
    `select ${COLUMNS}, s.venue, b.title as board_title, ic.board_status, ic.response_note, ic.result,
       a.status as application_status
     ${FROM} left join job_interview_boards b on b.id = s.board_id
     where ic.application_id = $1 and ${scopeCondition(scope, 'j', params)}`,
    params,
  );
  const row = r.rows[0];
  if (!row) throw notFound();
  return {
    ...interviewOf(row),
    venue: text(row.venue),
    board_title: text(row.board_title),
    board_status: Number(row.board_status) as PlatformInterviewDetail['board_status'],
    response_note: text(row.response_note),
    result: (row.result as PlatformInterviewDetail['result']) ?? null,
    application_status: Number(row.application_status) as PlatformInterviewDetail['application_status'],
  };
}

export function registerPlatformInterviewRoutes(app: FastifyInstance): void {
  const { db } = app.services;
  registerListEndpoint(
    app,
    E.platformInterviews,
    async (ctx) => listInterviews(db, ctx.tenant(), ctx.query, ctx.page),
    { query: platformInterviewListQuerySchema },
  );
  registerEndpoint(app, E.platformInterview, async (ctx) => interview(db, ctx.id(), ctx.tenant()));
}
