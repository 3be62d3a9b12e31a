import { REPORT_COLUMNS, type ReportKind, type ReportRow } from '@platform/contract';
import type { Db } from '../../db/client';
import { APPLICANT_PROFILE } from '../job-pipeline/applicants';
import type { ReportRequest } from './filters';

/*
 * The reports' SQL (contract endpoints-reports.ts; ADR 0101): per kind one `from … where …` over the platform's own
 * tables, dated by an indexed column (migration 041, and 054 for the enrolments' request day), counted and read a page
 * at a time in the order things happened. Days are Bangladesh days. Every value is a parameter; the only text put in
 * the SQL is this file's own.
 */

const ZONE = 'Asia/Dhaka';

/** A timestamp column between two Bangladesh days, both included ($1, $2). */
const inRange = (column: string) =>
  `${column} >= ($1::date)::timestamp at time zone '${ZONE}' and ${column} < ($2::date + 1)::timestamp at time zone '${ZONE}'`;
const dayOf = (column: string) => `to_char(${column} at time zone '${ZONE}', 'YYYY-MM-DD')`;
const titleOf = (title: string, titleEn: string) =>
  `jsonb_build_object('title', ${title}, 'title_en', ${titleEn})`;

interface KindSql {
  from: string;
  where: string[];
  /** Each filter's condition, `$?` standing for its value. */
  filters: Record<string, string>;
  select: string;
  order: string;
}

const SQL: Record<ReportKind, KindSql> = {
  youth_registrations: {
    from: 'users u',
    where: ['u.user_type_code = 3', 'u.deleted_at is null', inRange('u.created_at')],
    filters: {
      gender: 'u.gender = $?',
      loc_district_id:
        'exists (select 1 from youth_addresses a where a.youth_id = u.id and a.loc_district_id = $?)',
    },
    select: `${dayOf('u.created_at')} as registered_on, ${titleOf('u.full_name', 'u.full_name_en')} as name, u.gender,
      (select ${titleOf('di.title', 'di.title_en')} from youth_addresses a join districts di on di.id = a.loc_district_id
        where a.youth_id = u.id order by a.address_type, a.id limit 1) as district`,
    order: 'u.created_at, u.id',
  },
  job_applications: {
    from: `job_applications a join users u on u.id = a.youth_id left join youth_profiles yp on yp.user_id = a.youth_id
      join jobs j on j.id = a.job_id join organizations o on o.id = j.organization_id`,
    where: [inRange('a.applied_at')],
    filters: { job_id: 'a.job_id = $?', organization_id: 'j.organization_id = $?' },
    // name, position, qualification, experience and age as the recruiter's applicant list shows them (spec §2)
    select: `${dayOf('a.applied_at')} as applied_on, ${titleOf('u.full_name', 'u.full_name_en')} as name,
      ${APPLICANT_PROFILE}, ${titleOf('j.job_title', 'j.job_title_en')} as job,
      ${titleOf('o.title', 'o.title_en')} as organization, a.status`,
    order: 'a.applied_at, a.id',
  },
  jobs_posted: {
    from: 'jobs j join organizations o on o.id = j.organization_id',
    where: [
      'j.deleted_at is null',
      "j.status <> 'draft'",
      'j.published_at >= $1::date',
      'j.published_at <= $2::date',
    ],
    filters: { organization_id: 'j.organization_id = $?' },
    select: `to_char(j.published_at, 'YYYY-MM-DD') as published_on, ${titleOf('j.job_title', 'j.job_title_en')} as job,
      ${titleOf('o.title', 'o.title_en')} as organization, j.status as job_status,
      (select count(*)::int from job_applications a where a.job_id = j.id) as applicants`,
    order: 'j.published_at, j.id',
  },
  course_enrolments: {
    from: `course_enrolments e join users u on u.id = e.youth_id join courses c on c.id = e.course_id
      join institutes i on i.id = c.institute_id`,
    where: [inRange('e.created_at')],
    filters: { course_id: 'e.course_id = $?', institute_id: 'c.institute_id = $?', status: 'e.status = $?' },
    select: `${dayOf('e.created_at')} as requested_on, ${titleOf('u.full_name', 'u.full_name_en')} as name,
      ${titleOf('c.title', 'c.title_en')} as course, ${titleOf('i.title', 'i.title_en')} as institute,
      e.status as enrolment_status`,
    order: 'e.created_at, e.id',
  },
  certificates: {
    from: 'certificates c',
    where: ['c.revoked_at is null', inRange('c.issued_at')],
    filters: { course_id: 'c.course_id = $?', institute_id: 'c.institute_id = $?' },
    select: `${dayOf('c.issued_at')} as issued_on, ${titleOf('c.holder_name', 'c.holder_name_en')} as holder,
      ${titleOf('c.course_title', 'c.course_title_en')} as course,
      ${titleOf('c.institute_title', 'c.institute_title_en')} as institute`,
    order: 'c.issued_at, c.id',
  },
};

function statementOf(request: ReportRequest): { from: string; where: string; params: unknown[] } {
  const sql = SQL[request.kind];
  const params: unknown[] = [request.from, request.to];
  const where = [...sql.where];
  for (const [name, value] of Object.entries(request.filters)) {
    const condition = sql.filters[name];
    if (!condition || value === undefined) continue;
    params.push(value);
    where.push(condition.replace('$?', `$${params.length}`));
  }
  return { from: sql.from, where: where.join(' and '), params };
}

/** Only the kind's columns, in its order (the profile select brings more). */
function rowOf(kind: ReportKind, raw: Record<string, unknown>): ReportRow {
  const row: ReportRow = {};
  for (const { key } of REPORT_COLUMNS[kind]) row[key] = (raw[key] ?? null) as ReportRow[string];
  return row;
}

export async function countReport(db: Db, request: ReportRequest): Promise<number> {
  const { from, where, params } = statementOf(request);
  const r = await db.query<{ n: number }>(`select count(*)::int as n from ${from} where ${where}`, params);
  return Number(r.rows[0]?.n ?? 0);
}

/** Rows of the report, `limit` of them after `offset`, in the order things happened. */
export async function reportRows(
  db: Db,
  request: ReportRequest,
  limit: number,
  offset: number,
): Promise<ReportRow[]> {
  const { from, where, params } = statementOf(request);
  const sql = SQL[request.kind];
  const r = await db.query<Record<string, unknown>>(
    `select ${sql.select} from ${from} where ${where} order by ${sql.order}
     limit ${Math.trunc(limit)} offset ${Math.trunc(offset)}`,
    params,
  );
  return r.rows.map((raw) => rowOf(request.kind, raw));
}

const NAMED: Record<string, string> = {
  loc_district_id: 'select title, title_en from districts where id = $1',
  job_id: 'select job_title as title, job_title_en as title_en from jobs where id = $1',
  organization_id: 'select title, title_en from organizations where id = $1',
  course_id: 'select title, title_en from courses where id = $1',
  institute_id: 'select title, title_en from institutes where id = $1',
};

/** The names of the filters that are records (a district, a job …), for the PDF's facts; a missing record has none. */
export async function filterTitles(
  db: Db,
  filters: Record<string, unknown>,
): Promise<Map<string, { title: string | null; title_en: string | null }>> {
  const out = new Map<string, { title: string | null; title_en: string | null }>();
  for (const [name, value] of Object.entries(filters)) {
    const sql = NAMED[name];
    if (!sql) continue;
    const r = await db.query<{ title: string | null; title_en: string | null }>(sql, [value]);
    if (r.rows[0]) out.set(name, r.rows[0]);
  }
  return out;
}
