import {
  APPLICANT_TAB_STAGES,
  APPLICATION_STATUS,
  type ApplicationStatus,
  type ApplicationStatusChange,
  JOB_POST_STATUS,
  JOB_SORT,
  PUBLIC_SEARCH_MAX_RESULTS,
  type JobApplicant,
  type JobApplicantCounts,
  type RecruiterJobOffer,
  type JobApplication,
  type JobPost,
  type JobPostStatus,
  type JobSort,
  type JobWizardStep,
  type MatchingCriteria,
  pipelineStageOf,
} from '@platform/contract';
import { addDays, noMatchingCriteria } from '@platform/validation';
import { APPLICATION_TRANSITIONS, REJECTED_STATUSES } from '../../job-posts/transitions';
import { INTERVIEW_JSON, OFFER_JSON } from './job-pipeline-sql';
import type { TenantScope } from '../../platform/tenant-scope';
import type { Db } from '../client';
import { ExpiringSet } from '../../platform/expiring-set';

/*
 * SQL of jobs and applications (migration 010, ADR 0060). Tenancy is in the SQL: every private read and write of a
 * job or an application carries the caller's organisation condition, so another organisation's id finds nothing.
 */

// ---------------------------------------------------------------------------------------------------------------
// Tenancy
// ---------------------------------------------------------------------------------------------------------------

/** Whose jobs a caller manages: its organisation's; a platform administrator (system user, no tenant) everyone's. */
export type JobScope = { kind: 'all' } | { kind: 'organization'; id: number } | { kind: 'none' };

export function jobScopeOf(tenant: TenantScope): JobScope {
  return tenant.kind === 'institute' ? { kind: 'none' } : tenant;
}

/** The tenant condition on a `jobs` alias (parameters appended to `params`); used by every private statement. */
export function jobScopeSql(scope: JobScope, alias: string, params: unknown[]): string {
  if (scope.kind === 'all') return 'true';
  if (scope.kind === 'none') return 'false';
  params.push(scope.id);
  return `${alias}.organization_id = $${params.length}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Job posts
// ---------------------------------------------------------------------------------------------------------------

type Cast = '' | '::text[]' | '::smallint[]' | '::jsonb' | '::date';

/** The columns each wizard step writes (child lists aside), with the parameter cast their type needs. */
export const STEP_COLUMNS: Record<JobWizardStep, Record<string, Cast>> = {
  primary_info: {
    job_title: '',
    job_title_en: '',
    is_number_of_vacancy_na: '',
    no_of_vacancies: '',
    job_sector_id: '',
    occupation_id: '',
    employment_types: '::text[]',
    published_at: '::date',
    application_deadline: '::date',
    is_apply_online: '',
    resume_receiving_option: '',
    email: '',
    is_use_platform_mail_system: '',
    instruction_for_hard_copy: '',
    instruction_for_walk_in_interview: '',
    special_instruction_for_job_seekers: '',
    is_photograph_enclose_with_resume: '',
    is_prefer_video_resume: '',
  },
  more_info: {
    job_responsibilities: '',
    job_responsibilities_en: '',
    job_context: '',
    job_context_en: '',
    job_place_type: '',
    job_levels: '::smallint[]',
    workplaces: '::smallint[]',
    salary_type: '',
    salary_display: '',
    salary_min: '',
    salary_max: '',
    additional_salary_info: '',
    is_other_benefits: '',
    other_benefits: '',
    lunch_facilities: '',
    salary_review: '',
    festival_bonus: '',
  },
  candidate_requirement: {
    education_requirements: '',
    other_educational_qualification: '',
    trainings: '::text[]',
    professional_certifications: '::text[]',
    is_experience_needed: '',
    is_freshers_encouraged: '',
    min_experience: '',
    max_experience: '',
    min_age: '',
    max_age: '',
    genders: '::smallint[]',
    person_with_disability: '',
    preferred_retired_army_officer: '',
    additional_requirements: '',
  },
  company_info_visibility: {
    is_company_name_visible: '',
    company_name: '',
    company_name_en: '',
    is_company_address_visible: '',
    company_address: '',
    is_company_business_visible: '',
    company_business: '',
  },
  matching_criteria: { criteria: '::jsonb' },
  contact_info: {
    contact_name: '',
    contact_name_en: '',
    contact_designation: '',
    contact_mobile: '',
    contact_email: '',
    contact_phone: '',
  },
};

/**
 * A job's places with their titles, as a JSON array. The titles are read by key lookups (a subquery per title): the
 * planner joins a handful of location rows against the whole upazila list otherwise (a hash of 493 rows per job).
 */
const titles = (table: string, key: string, as: string) =>
  `'${as}_title', (select title from ${table} where id = l.${key}), '${as}_title_en', (select title_en from ${table} where id = l.${key})`;
const LOCATIONS_JSON = `coalesce((select json_agg(json_build_object(
                  'loc_division_id', l.loc_division_id, 'loc_district_id', l.loc_district_id, 'loc_upazila_id', l.loc_upazila_id,
                  ${titles('divisions', 'loc_division_id', 'division')}, ${titles('districts', 'loc_district_id', 'district')},
                  ${titles('upazilas', 'loc_upazila_id', 'upazila')}) order by l.id)
                from job_locations l where l.job_id = j.id), '[]'::json) as locations`;

const DATE = (col: string) => `to_char(j.${col}, 'YYYY-MM-DD') as ${col}`;

/** Every column of a JobPost; dates as 'YYYY-MM-DD', child lists as JSON arrays. */
const JOB_SELECT = `
  select j.id, j.organization_id, o.title as organization_title, o.title_en as organization_title_en, j.status,
    j.completed_steps, j.service_type,
    ${Object.keys(STEP_COLUMNS.primary_info)
      .filter((c) => c !== 'published_at' && c !== 'application_deadline')
      .map((c) => `j.${c}`)
      .join(', ')},
    ${DATE('published_at')}, ${DATE('application_deadline')},
    ${[...Object.keys(STEP_COLUMNS.more_info), ...Object.keys(STEP_COLUMNS.candidate_requirement), ...Object.keys(STEP_COLUMNS.company_info_visibility), ...Object.keys(STEP_COLUMNS.contact_info)].map((c) => `j.${c}`).join(', ')},
    j.criteria, j.rejection_reason, j.submitted_at, j.reviewed_at, j.live_at, j.created_at, j.updated_at,
    case when sec.id is null then null else json_build_object('id', sec.id, 'title', sec.title, 'title_en', sec.title_en) end as job_sector,
    case when occ.id is null then null else json_build_object('id', occ.id, 'title', occ.title, 'title_en', occ.title_en) end as occupation,
    coalesce((select json_agg(json_build_object('id', s.id, 'title', s.title, 'title_en', s.title_en) order by s.id)
                from job_skills js join skills s on s.id = js.skill_id where js.job_id = j.id), '[]'::json) as skills,
    ${LOCATIONS_JSON},
    (select count(*) from job_applications a where a.job_id = j.id)::int as applications
  from jobs j
  join organizations o on o.id = j.organization_id
  left join job_sectors sec on sec.id = j.job_sector_id
  left join occupations occ on occ.id = j.occupation_id`;

type JobRow = Omit<JobPost, 'criteria' | 'status'> & {
  criteria: Partial<MatchingCriteria> | null;
  status: JobPostStatus;
};

/** A stored row as the contract's JobPost: a live job past its deadline reads as expired. */
function toJobPost(row: JobRow, today: string): JobPost {
  const status =
    row.status === JOB_POST_STATUS.LIVE &&
    row.application_deadline !== null &&
    row.application_deadline < today
      ? JOB_POST_STATUS.EXPIRED
      : row.status;
  return { ...row, status, criteria: { ...noMatchingCriteria(), ...(row.criteria ?? {}) } };
}

/** What a public job card shows (views.ts `publicSummary`): no wizard internals, no skills, no application count. */
export type JobSummaryRow = Pick<
  JobPost,
  | 'id'
  | 'job_title'
  | 'job_title_en'
  | 'service_type'
  | 'status'
  | 'is_company_name_visible'
  | 'organization_id'
  | 'organization_title'
  | 'organization_title_en'
  | 'company_name'
  | 'company_name_en'
  | 'job_sector'
  | 'occupation'
  | 'employment_types'
  | 'job_levels'
  | 'workplaces'
  | 'locations'
  | 'salary_display'
  | 'salary_min'
  | 'salary_max'
  | 'min_experience'
  | 'max_experience'
  | 'is_number_of_vacancy_na'
  | 'no_of_vacancies'
  | 'published_at'
  | 'application_deadline'
>;

const SUMMARY_SELECT = `
  select j.id, j.job_title, j.job_title_en, j.service_type, j.status, j.is_company_name_visible, j.organization_id,
    o.title as organization_title, o.title_en as organization_title_en, j.company_name, j.company_name_en,
    case when sec.id is null then null else json_build_object('id', sec.id, 'title', sec.title, 'title_en', sec.title_en) end as job_sector,
    case when occ.id is null then null else json_build_object('id', occ.id, 'title', occ.title, 'title_en', occ.title_en) end as occupation,
    j.employment_types, j.job_levels, j.workplaces, j.salary_display, j.salary_min, j.salary_max, j.min_experience,
    j.max_experience, j.is_number_of_vacancy_na, j.no_of_vacancies, ${DATE('published_at')}, ${DATE('application_deadline')},
    ${LOCATIONS_JSON}
  from jobs j
  join organizations o on o.id = j.organization_id
  left join job_sectors sec on sec.id = j.job_sector_id
  left join occupations occ on occ.id = j.occupation_id`;

/**
 * Job cards by id, in the order of `ids`: the columns a card shows only. A page of cards is one read of ten narrow
 * rows, not ten full posts (every wizard column, skills and an application count each, as `loadJobs` reads).
 */
export async function loadJobSummaries(
  db: Db,
  ids: readonly number[],
  today: string,
): Promise<JobSummaryRow[]> {
  if (ids.length === 0) return [];
  const r = await db.query<JobSummaryRow>(
    `${SUMMARY_SELECT} where j.id = any($1::bigint[]) and j.deleted_at is null`,
    [ids],
    {
      prepare: true,
    },
  );
  const byId = new Map(
    r.rows.map((row) => {
      const expired =
        row.status === JOB_POST_STATUS.LIVE &&
        row.application_deadline !== null &&
        row.application_deadline < today;
      return [row.id, expired ? { ...row, status: JOB_POST_STATUS.EXPIRED } : row];
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Full job posts by id, in the order of `ids` (missing and deleted ones left out). */
export async function loadJobs(db: Db, ids: readonly number[], today: string): Promise<JobPost[]> {
  if (ids.length === 0) return [];
  const r = await db.query<JobRow>(`${JOB_SELECT} where j.id = any($1::bigint[]) and j.deleted_at is null`, [
    ids,
  ]);
  const byId = new Map(r.rows.map((row) => [row.id, toJobPost(row, today)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One job of the caller's scope, or null (another organisation's job is as missing as one that does not exist). */
export async function findJob(db: Db, id: number, scope: JobScope, today: string): Promise<JobPost | null> {
  const params: unknown[] = [id];
  const r = await db.query<JobRow>(
    `${JOB_SELECT} where j.id = $1 and j.deleted_at is null and ${jobScopeSql(scope, 'j', params)}`,
    params,
  );
  const row = r.rows[0];
  return row ? toJobPost(row, today) : null;
}

/** The job's id when it is in the scope (a cheap tenant check for reads that need nothing else of the job). */
export async function jobIdInScope(db: Db, id: number, scope: JobScope): Promise<number | null> {
  const params: unknown[] = [id];
  const r = await db.query<{ id: number }>(
    `select j.id from jobs j where j.id = $1 and j.deleted_at is null and ${jobScopeSql(scope, 'j', params)}`,
    params,
    {
      prepare: true,
    },
  );
  return r.rows[0] ? Number(r.rows[0].id) : null;
}

/** Locks one job row of the scope for a change (status moves, step saves); null when out of scope. */
export async function lockJob(
  tx: Db,
  id: number,
  scope: JobScope,
): Promise<{ id: number; status: JobPostStatus; completed_steps: number } | null> {
  const params: unknown[] = [id];
  const r = await tx.query<{ id: number; status: JobPostStatus; completed_steps: number }>(
    `select j.id, j.status, j.completed_steps from jobs j where j.id = $1 and j.deleted_at is null and ${jobScopeSql(scope, 'j', params)} for update`,
    params,
  );
  return r.rows[0] ?? null;
}

export async function listJobs(
  db: Db,
  scope: JobScope,
  query: { status?: JobPostStatus | undefined; search?: string | undefined },
  page: { page: number; page_size: number },
  today: string,
): Promise<{ data: JobPost[]; total: number }> {
  const params: unknown[] = [];
  const where = [`j.deleted_at is null`, jobScopeSql(scope, 'j', params)];
  if (query.status === JOB_POST_STATUS.EXPIRED || query.status === JOB_POST_STATUS.LIVE) {
    params.push(JOB_POST_STATUS.LIVE, today);
    where.push(
      `j.status = $${params.length - 1} and j.application_deadline ${query.status === JOB_POST_STATUS.LIVE ? '>=' : '<'} $${params.length}::date`,
    );
  } else if (query.status) {
    params.push(query.status);
    where.push(`j.status = $${params.length}`);
  }
  if (query.search) {
    params.push(`%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`(j.job_title ilike $${params.length} or j.job_title_en ilike $${params.length})`);
  }
  const cond = where.join(' and ');
  const total =
    (await db.query<{ n: number }>(`select count(*)::int as n from jobs j where ${cond}`, params)).rows[0]
      ?.n ?? 0;
  params.push(page.page_size, (page.page - 1) * page.page_size);
  const ids = await db.query<{ id: number }>(
    `select j.id from jobs j where ${cond} order by j.id desc limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  return {
    data: await loadJobs(
      db,
      ids.rows.map((r) => r.id),
      today,
    ),
    total,
  };
}

const stored = (value: unknown) => (value === undefined || value === '' ? null : value);

/** The step's columns with their parameter placeholders (`$n::cast`), the values pushed onto `params`. */
function stepColumns(
  step: JobWizardStep,
  value: Record<string, unknown>,
  params: unknown[],
): { column: string; placeholder: string }[] {
  return Object.entries(STEP_COLUMNS[step]).map(([column, cast]) => {
    const v = value[column];
    params.push(
      cast === '::jsonb'
        ? JSON.stringify(v ?? {})
        : cast.endsWith('[]')
          ? Array.isArray(v)
            ? v
            : []
          : stored(v),
    );
    return { column, placeholder: `$${params.length}${cast}` };
  });
}

/** Step 1 of a new job: a draft of `organizationId`. Returns its id. */
export async function insertJob(
  tx: Db,
  organizationId: number,
  userId: number,
  primary: Record<string, unknown>,
): Promise<number> {
  const params: unknown[] = [];
  const columns = stepColumns('primary_info', primary, params);
  params.push(organizationId, userId);
  const r = await tx.query<{ id: number }>(
    `insert into jobs (${columns.map((c) => c.column).join(', ')}, organization_id, created_by, completed_steps)
     values (${columns.map((c) => c.placeholder).join(', ')}, $${params.length - 1}, $${params.length}, 1) returning id`,
    params,
  );
  const id = r.rows[0]?.id;
  if (id === undefined) throw new Error('job insert returned no id');
  return id;
}

/** Saves one step of a locked job (child lists included) and records it as completed. */
export async function saveStep(
  tx: Db,
  id: number,
  step: JobWizardStep,
  stepNumber: number,
  value: Record<string, unknown>,
): Promise<void> {
  const params: unknown[] = [];
  const sets = stepColumns(step, value, params).map((c) => `${c.column} = ${c.placeholder}`);
  params.push(stepNumber, id);
  await tx.query(
    `update jobs set ${sets.join(', ')}, completed_steps = greatest(completed_steps, $${params.length - 1}), updated_at = now() where id = $${params.length}`,
    params,
  );
  if (step === 'more_info') {
    await tx.query('delete from job_locations where job_id = $1', [id]);
    const locations = (value.locations ?? []) as {
      loc_division_id: number;
      loc_district_id?: number | null;
      loc_upazila_id?: number | null;
    }[];
    if (locations.length) {
      await tx.query(
        `insert into job_locations (job_id, loc_division_id, loc_district_id, loc_upazila_id)
         select $1, x.d, x.di, x.u from jsonb_to_recordset($2::jsonb) as x(d bigint, di bigint, u bigint)`,
        [
          id,
          JSON.stringify(
            locations.map((l) => ({
              d: l.loc_division_id,
              di: l.loc_district_id ?? null,
              u: l.loc_upazila_id ?? null,
            })),
          ),
        ],
      );
    }
  }
  if (step === 'candidate_requirement') {
    await tx.query('delete from job_skills where job_id = $1', [id]);
    const skills = [...new Set((value.skill_ids ?? []) as number[])];
    if (skills.length)
      await tx.query('insert into job_skills (job_id, skill_id) select $1, unnest($2::bigint[])', [
        id,
        skills,
      ]);
  }
}

export async function setJobStatus(
  tx: Db,
  id: number,
  status: JobPostStatus,
  extra: {
    service_type?: number;
    reviewed_by?: number;
    rejection_reason?: string | null;
    submitted?: boolean;
    live?: boolean;
  } = {},
): Promise<void> {
  await tx.query(
    `update jobs set status = $2,
       service_type = coalesce($3, service_type),
       reviewed_by = coalesce($4, reviewed_by),
       reviewed_at = case when $4::bigint is null then reviewed_at else now() end,
       rejection_reason = $5,
       submitted_at = case when $6 then now() else submitted_at end,
       live_at = case when $7 then now() else live_at end,
       updated_at = now()
     where id = $1`,
    [
      id,
      status,
      extra.service_type ?? null,
      extra.reviewed_by ?? null,
      extra.rejection_reason ?? null,
      extra.submitted === true,
      extra.live === true,
    ],
  );
}

/**
 * An approved job goes live (the payment procedure's success calls this; the demo seed too). Idempotent: a job that
 * is already live stays as it is and `false` is returned, so a replayed payment callback activates nothing twice.
 */
export async function markJobLive(tx: Db, id: number): Promise<boolean> {
  const r = await tx.query(
    `update jobs set status = 'live', live_at = now(), updated_at = now() where id = $1 and status = 'approved' and deleted_at is null`,
    [id],
  );
  return r.rowCount > 0;
}

export async function softDeleteJob(tx: Db, id: number): Promise<void> {
  await tx.query('update jobs set deleted_at = now(), updated_at = now() where id = $1', [id]);
}

/** Ids of `table` that do not exist (or are deleted). */
export async function missingIds(
  db: Db,
  table: 'skills' | 'job_sectors' | 'divisions',
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const r = await db.query<{ id: number }>(
    `select id from ${table} where id = any($1::bigint[]) and deleted_at is null`,
    [ids],
  );
  const found = new Set(r.rows.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}

export async function occupationSector(db: Db, occupationId: number): Promise<number | null> {
  const r = await db.query<{ job_sector_id: number }>(
    'select job_sector_id from occupations where id = $1 and deleted_at is null',
    [occupationId],
  );
  return r.rows[0]?.job_sector_id ?? null;
}

/** Index of each location whose district is not in its division or whose upazila is not in its district. */
export async function badLocations(
  db: Db,
  locations: readonly {
    loc_division_id: number;
    loc_district_id?: number | null;
    loc_upazila_id?: number | null;
  }[],
): Promise<{ index: number; field: 'loc_division_id' | 'loc_district_id' | 'loc_upazila_id' }[]> {
  const r = await db.query<{ i: number; division_ok: boolean; district_ok: boolean; upazila_ok: boolean }>(
    `select x.i,
       exists (select 1 from divisions d where d.id = x.d and d.deleted_at is null) as division_ok,
       (x.di is null or exists (select 1 from districts d where d.id = x.di and d.division_id = x.d and d.deleted_at is null)) as district_ok,
       (x.u is null or exists (select 1 from upazilas u where u.id = x.u and u.district_id = x.di and u.deleted_at is null)) as upazila_ok
     from jsonb_to_recordset($1::jsonb) as x(i int, d bigint, di bigint, u bigint)`,
    [
      JSON.stringify(
        locations.map((l, i) => ({
          i,
          d: l.loc_division_id,
          di: l.loc_district_id ?? null,
          u: l.loc_upazila_id ?? null,
        })),
      ),
    ],
  );
  type Bad = { index: number; field: 'loc_division_id' | 'loc_district_id' | 'loc_upazila_id' };
  return r.rows.flatMap((row): Bad[] => {
    if (!row.division_ok) return [{ index: row.i, field: 'loc_division_id' as const }];
    if (!row.district_ok) return [{ index: row.i, field: 'loc_district_id' as const }];
    if (!row.upazila_ok) return [{ index: row.i, field: 'loc_upazila_id' as const }];
    return [];
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Public search
// ---------------------------------------------------------------------------------------------------------------

export interface PublicJobFilters {
  search?: string | undefined;
  job_sector_ids?: number[] | undefined;
  occupation_ids?: number[] | undefined;
  skill_ids?: number[] | undefined;
  loc_division_id?: number | null | undefined;
  loc_district_id?: number | null | undefined;
  loc_upazila_id?: number | null | undefined;
  job_levels?: number[] | undefined;
  employment_types?: string[] | undefined;
  workplaces?: number[] | undefined;
  salary_min?: number | null | undefined;
  salary_max?: number | null | undefined;
  posted_within?: number | null | undefined;
  sort?: JobSort | undefined;
}

/**
 * Words of a search text as a prefix tsquery ('web dev' → 'web:* & dev:*'): letters, marks (Bengali vowel signs) and
 * digits only, so nothing the user types can change the query's syntax. Null when no word is left.
 */
export function searchQueryOf(text: string): string | null {
  const words =
    text
      .toLowerCase()
      .normalize('NFC')
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  const unique = [...new Set(words)].slice(0, 8);
  return unique.length ? unique.map((w) => `${w}:*`).join(' & ') : null;
}

const ORDER: Record<JobSort | 'featured', string> = {
  [JOB_SORT.NEWEST]: 'j.published_at desc, j.id desc',
  [JOB_SORT.DEADLINE]: 'j.application_deadline asc, j.id asc',
  // a salary the recruiter does not show sorts last, never by its hidden number
  [JOB_SORT.SALARY_HIGH]: '(case when j.salary_display = 1 then j.salary_max end) desc nulls last, j.id desc',
  [JOB_SORT.SALARY_LOW]: '(case when j.salary_display = 1 then j.salary_min end) asc nulls last, j.id desc',
  featured: 'j.service_type desc nulls last, j.published_at desc, j.id desc',
};

/**
 * Searches whose count reached PUBLIC_SEARCH_MAX_RESULTS within the last minute (docs/decisions/0066-public-search-at-scale.md).
 * A capped count reads matches until the cap: a text search every match of its words from the text index (a common
 * word: a tenth of the board, 13 ms at 100,000 jobs on the bench machine), a filter up to a thousand matches from the
 * newest-first index (5,000 entries for a division of a fifth of the board) — where the page reads ten. A search known
 * to be broad has the cap as its total, so only searches with fewer matches are counted. Per gateway process; a key
 * holds the conditions and their values, the day included.
 */
export const broadSearches = new ExpiringSet(60_000, 5_000);

/**
 * Live, open jobs (published today or before, deadline today or later) that pass the filters: one page of job cards
 * in the chosen order and the total (at most PUBLIC_SEARCH_MAX_RESULTS; pages beyond it are empty). Only the partial "live" indexes of
 * migration 010 are needed; salaries hidden by the recruiter never match a salary filter (their numbers are not public).
 */
export async function searchPublicJobs(
  db: Db,
  f: PublicJobFilters,
  page: { page: number; page_size: number },
  today: string,
  order: JobSort | 'featured' = f.sort ?? JOB_SORT.NEWEST,
): Promise<{ rows: JobSummaryRow[]; total: number }> {
  const params: unknown[] = [today];
  const where = [
    `j.status = 'live'`,
    `j.deleted_at is null`,
    `j.published_at <= $1::date`,
    `j.application_deadline >= $1::date`,
  ];
  const add = (value: unknown, sql: (p: string) => string) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  const tsquery = f.search ? searchQueryOf(f.search) : null;
  if (tsquery) add(tsquery, (p) => `j.search_vector @@ to_tsquery('simple', ${p})`);
  if (f.job_sector_ids?.length) add(f.job_sector_ids, (p) => `j.job_sector_id = any(${p}::bigint[])`);
  if (f.occupation_ids?.length) add(f.occupation_ids, (p) => `j.occupation_id = any(${p}::bigint[])`);
  if (f.skill_ids?.length)
    add(
      f.skill_ids,
      (p) => `exists (select 1 from job_skills s where s.job_id = j.id and s.skill_id = any(${p}::bigint[]))`,
    );
  // the place ids copied onto the job (migration 015): read from the newest-first index, or a GIN for a rare place
  if (f.loc_upazila_id) add([f.loc_upazila_id], (p) => `j.loc_upazila_ids @> ${p}::bigint[]`);
  else if (f.loc_district_id) add([f.loc_district_id], (p) => `j.loc_district_ids @> ${p}::bigint[]`);
  else if (f.loc_division_id) add([f.loc_division_id], (p) => `j.loc_division_ids @> ${p}::bigint[]`);
  if (f.job_levels?.length) add(f.job_levels, (p) => `j.job_levels && ${p}::smallint[]`);
  if (f.employment_types?.length) add(f.employment_types, (p) => `j.employment_types && ${p}::text[]`);
  if (f.workplaces?.length) add(f.workplaces, (p) => `j.workplaces && ${p}::smallint[]`);
  if (f.salary_min != null || f.salary_max != null) where.push('j.salary_display = 1');
  if (f.salary_min != null) add(f.salary_min, (p) => `coalesce(j.salary_max, j.salary_min) >= ${p}`);
  if (f.salary_max != null) add(f.salary_max, (p) => `j.salary_min <= ${p}`);
  if (f.posted_within) add(addDays(today, -f.posted_within), (p) => `j.published_at >= ${p}::date`);
  const unfiltered = params.length === 1; // today only
  const cond = where.join(' and ');
  const offset = (page.page - 1) * page.page_size;
  // Two reads a search: the page's ids with the total, then their cards (loadJobSummaries, prepared). The total stops
  // at PUBLIC_SEARCH_MAX_RESULTS: counting every match of a broad search would grow with the board.
  const broadKey = `${cond}|${JSON.stringify(params)}`;
  const run = async (count: boolean) => {
    // The page and the count are planned apart: a page is an index walk in the chosen order that stops after it (or, for
    // few matches, the matches sorted); the count stops at the cap, and without text walks the newest-first index, which
    // carries every filter's column (unordered, it was planned as a scan of the wide rows: 17 ms at 100,000 jobs).
    // The page's size and offset are in the text (whole numbers from the page schema): a generic plan cannot see a
    // parameter's LIMIT, guesses a tenth of the board and sorts it, so the server would re-plan a prepared page each call.
    const limit = Math.trunc(Math.max(0, Math.min(page.page_size, PUBLIC_SEARCH_MAX_RESULTS - offset))); // no page past the cap
    const countOrder = tsquery ? '' : ` order by ${ORDER[JOB_SORT.NEWEST]}`;
    const total = count
      ? `select count(*)::int from (select 1 from jobs j where ${cond}${countOrder} limit ${PUBLIC_SEARCH_MAX_RESULTS}) t`
      : 'null::int';
    const r = await db.query<{ total: number | null; ids: number[] }>(
      `select (${total}) as total,
              array(select j.id from jobs j where ${cond} order by ${ORDER[order]} limit ${limit} offset ${Math.trunc(offset)}) as ids`,
      params,
      // only the bare board (first page, a sort, a deep page, featured) is prepared: with filters or text a generic
      // plan guesses a filter's share of the board, and a wrong guess at 100,000 jobs sorted every match (150–250 ms)
      { prepare: unfiltered },
    );
    const found = r.rows[0] ?? { total: 0, ids: [] };
    // a bigint[] comes back as strings from PostgreSQL (numbers from PGlite)
    return { total: found.total, rows: await loadJobSummaries(db, found.ids.map(Number), today) };
  };
  if (broadSearches.has(broadKey)) {
    // known broad (it reached the cap within the minute): the page only, the total is the cap — unless this page shows
    // where the matches now end, which gives the exact total; an empty page past the first is counted again
    const { rows } = await run(false);
    if (rows.length === page.page_size || offset + rows.length >= PUBLIC_SEARCH_MAX_RESULTS)
      return { rows, total: PUBLIC_SEARCH_MAX_RESULTS };
    broadSearches.delete(broadKey);
    if (rows.length > 0 || offset === 0) return { rows, total: offset + rows.length };
  }
  const { rows, total } = await run(true);
  if (total === PUBLIC_SEARCH_MAX_RESULTS) broadSearches.add(broadKey);
  return { rows, total: total ?? 0 };
}

/** A job the public may open: live (open or expired) and published. */
export async function publicJob(db: Db, id: number, today: string): Promise<JobPost | null> {
  const r = await db.query<{ id: number }>(
    `select id from jobs where id = $1 and status = 'live' and deleted_at is null and published_at <= $2::date`,
    [id, today],
  );
  return r.rows[0] ? ((await loadJobs(db, [id], today))[0] ?? null) : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Applications
// ---------------------------------------------------------------------------------------------------------------

const APPLICATION_SELECT = `a.id, a.job_id, a.status, a.expected_salary, a.match_score, a.applied_at, a.updated_at`;

type ApplicationRow = Omit<JobApplication, 'stage'>;
const withStage = <T extends { status: ApplicationStatus }>(row: T) => ({
  ...row,
  stage: pipelineStageOf(row.status),
});

export async function applicationOf(db: Db, jobId: number, youthId: number): Promise<JobApplication | null> {
  const r = await db.query<ApplicationRow>(
    `select ${APPLICATION_SELECT} from job_applications a where a.job_id = $1 and a.youth_id = $2`,
    [jobId, youthId],
  );
  const row = r.rows[0];
  return row ? withStage(row) : null;
}

export async function insertApplication(
  tx: Db,
  jobId: number,
  youthId: number,
  expectedSalary: number,
  matchScore: number,
): Promise<JobApplication> {
  const r = await tx.query<ApplicationRow>(
    `insert into job_applications (job_id, youth_id, expected_salary, match_score) values ($1, $2, $3, $4)
     returning id, job_id, status, expected_salary, match_score, applied_at, updated_at`,
    [jobId, youthId, expectedSalary, matchScore],
  );
  const row = r.rows[0];
  if (!row) throw new Error('application insert returned no row');
  await tx.query(
    `insert into job_application_status_history (application_id, from_status, to_status, changed_by) values ($1, null, $2, $3)`,
    [row.id, APPLICATION_STATUS.APPLIED, youthId],
  );
  return withStage(row);
}

/** What the matching criteria read of a youth: users (007), youth_profiles (009), experiences, skills, present address. */
export async function youthMatchFacts(
  db: Db,
  youthId: number,
): Promise<{
  date_of_birth: string | null;
  gender: number | null;
  loc_division_id: number | null;
  loc_district_id: number | null;
  loc_upazila_id: number | null;
  job_level: number | null;
  skill_ids: number[];
  experiences: { start: string; end: string | null }[];
}> {
  const r = await db.query<{
    date_of_birth: string | null;
    gender: number | null;
    loc_division_id: number | null;
    loc_district_id: number | null;
    loc_upazila_id: number | null;
    job_level: number | null;
    skill_ids: number[] | null;
    experiences: { start: string; end: string | null }[] | null;
  }>(
    `select to_char(u.date_of_birth, 'YYYY-MM-DD') as date_of_birth, u.gender,
       coalesce(u.loc_division_id, ad.loc_division_id) as loc_division_id,
       case when u.loc_division_id is not null then u.loc_district_id else ad.loc_district_id end as loc_district_id,
       case when u.loc_division_id is not null then u.loc_upazila_id else ad.loc_upazila_id end as loc_upazila_id,
       p.job_level,
       (select array_agg(s.skill_id) from youth_skills s where s.youth_id = u.id) as skill_ids,
       (select json_agg(json_build_object('start', to_char(e.start_date, 'YYYY-MM-DD'),
                 'end', case when e.is_currently_working then null else to_char(e.end_date, 'YYYY-MM-DD') end))
          from youth_experiences e where e.youth_id = u.id) as experiences
     from users u
     left join youth_profiles p on p.user_id = u.id
     left join lateral (select a.loc_division_id, a.loc_district_id, a.loc_upazila_id from youth_addresses a
                         where a.youth_id = u.id order by a.address_type, a.id limit 1) ad on true
     where u.id = $1`,
    [youthId],
  );
  const row = r.rows[0];
  return {
    date_of_birth: row?.date_of_birth ?? null,
    gender: row?.gender ?? null,
    loc_division_id: row?.loc_division_id ?? null,
    loc_district_id: row?.loc_district_id ?? null,
    loc_upazila_id: row?.loc_upazila_id ?? null,
    job_level: row?.job_level ?? null,
    skill_ids: (row?.skill_ids ?? []).map(Number),
    experiences: row?.experiences ?? [],
  };
}

export async function isFavourite(db: Db, youthId: number, jobId: number): Promise<boolean> {
  return (
    (await db.query('select 1 from job_favourites where youth_id = $1 and job_id = $2', [youthId, jobId]))
      .rows.length > 0
  );
}

/** Adds the favourite, or removes it when it exists; the new state. */
export async function toggleFavourite(tx: Db, youthId: number, jobId: number): Promise<boolean> {
  const removed = await tx.query('delete from job_favourites where youth_id = $1 and job_id = $2', [
    youthId,
    jobId,
  ]);
  if (removed.rowCount > 0) return false;
  await tx.query('insert into job_favourites (youth_id, job_id) values ($1, $2) on conflict do nothing', [
    youthId,
    jobId,
  ]);
  return true;
}

/** The youth's /my-jobs rows for a tab: job ids with the application (if any) and the favourite flag. */
export async function myJobRows(
  db: Db,
  youthId: number,
  tab: 'all' | 'favourite' | 'assessment',
  page: { page: number; page_size: number },
): Promise<{
  rows: { job_id: number; application: JobApplication | null; is_favourite: boolean }[];
  total: number;
}> {
  const from =
    tab === 'favourite'
      ? `from job_favourites f join jobs j on j.id = f.job_id left join job_applications a on a.job_id = f.job_id and a.youth_id = f.youth_id
         where f.youth_id = $1 and j.deleted_at is null`
      : `from job_applications a join jobs j on j.id = a.job_id left join job_favourites f on f.job_id = a.job_id and f.youth_id = a.youth_id
         where a.youth_id = $1 and j.deleted_at is null${tab === 'assessment' ? ' and a.status between 21 and 24' : ''}`;
  const order = tab === 'favourite' ? 'f.created_at desc, j.id desc' : 'a.applied_at desc, a.id desc';
  const total =
    (await db.query<{ n: number }>(`select count(*)::int as n ${from}`, [youthId])).rows[0]?.n ?? 0;
  const r = await db.query<{ job_id: number; is_favourite: boolean; application: ApplicationRow | null }>(
    `select j.id as job_id, f.youth_id is not null as is_favourite,
       case when a.id is null then null else json_build_object('id', a.id, 'job_id', a.job_id, 'status', a.status,
         'expected_salary', a.expected_salary, 'match_score', a.match_score, 'applied_at', a.applied_at, 'updated_at', a.updated_at) end as application
     ${from} order by ${order} limit $2 offset $3`,
    [youthId, page.page_size, (page.page - 1) * page.page_size],
  );
  return {
    rows: r.rows.map((row) => ({
      job_id: row.job_id,
      is_favourite: row.is_favourite,
      application: row.application ? withStage(row.application) : null,
    })),
    total,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Applicants (recruiter)
// ---------------------------------------------------------------------------------------------------------------

/*
 * What the applicant list shows of the youth (spec §2 "job applications list (name, position, qualification,
 * experience, age)"): position, qualification and experience as the youth's CV shows them (shown sections, items added
 * to the CV — the CV bank's rule, ADR 0053), the age from the date of birth the matching used. The sub-selects run for
 * the page's rows only (PostgreSQL evaluates them after the sort and the limit: they are not in the order by).
 */
const shownOnCv = (section: string) => `not ('${section}' = any(coalesce(yp.hidden_sections, '{}'::text[])))`;
const APPLICANT_PROFILE = `yp.public_id::text as public_id,
  case when ${shownOnCv('experiences')} then (select x.position from youth_experiences x where x.youth_id = a.youth_id and x.add_to_cv
    order by x.is_currently_working desc, coalesce(x.end_date, current_date) desc, x.start_date desc limit 1) end as position,
  case when ${shownOnCv('educations')} then (select jsonb_build_object('title', el.title, 'title_en', el.title_en)
    from youth_educations e join education_levels el on el.id = e.education_level_id where e.youth_id = a.youth_id and e.add_to_cv
    order by nullif(regexp_replace(coalesce(el.code, ''), '\\D', '', 'g'), '')::int desc nulls last, el.id desc limit 1) end as qualification,
  case when ${shownOnCv('experiences')} then floor((select coalesce(sum(case when x.is_currently_working or x.end_date is null
    then current_date else x.end_date end - x.start_date), 0) from youth_experiences x where x.youth_id = a.youth_id and x.add_to_cv) / 365.25)::int
    else 0 end as experience_years,
  case when u.date_of_birth is null then null
    else extract(year from age((now() at time zone 'Asia/Dhaka')::date, u.date_of_birth))::int end as age`;

// the pipeline's additions (migration 012, ADR 0063): bookmark, removal, the current interview and the offer
const APPLICANT_PIPELINE = `a.is_saved, a.removed_at is not null as is_removed, ${INTERVIEW_JSON} as interview, ${OFFER_JSON} as offer`;
const APPLICANT_PIPELINE_JOINS = `left join job_interview_candidates ic on ic.application_id = a.id
  left join job_interview_schedules isch on isch.id = ic.schedule_id left join job_offers o on o.application_id = a.id`;

const APPLICANT_COLUMNS = `${APPLICATION_SELECT}, a.youth_id, u.full_name, u.full_name_en, u.gender, ${APPLICANT_PROFILE}, ${APPLICANT_PIPELINE}`;
const APPLICANT_FROM = `job_applications a join users u on u.id = a.youth_id left join youth_profiles yp on yp.user_id = a.youth_id
  ${APPLICANT_PIPELINE_JOINS}`;
const APPLICANT_SELECT = `select ${APPLICANT_COLUMNS} from ${APPLICANT_FROM}`;

type ApplicantRow = Omit<JobApplicant, 'stage' | 'restorable' | 'next_statuses'>;
const toApplicant = (row: ApplicantRow): JobApplicant => ({
  ...withStage(row),
  restorable: REJECTED_STATUSES.includes(row.status),
  // what the transition table lets the recruiter do now: the screens offer these actions only
  next_statuses: APPLICATION_TRANSITIONS[row.status].filter((m) => m.by === 'recruiter').map((m) => m.to),
});

/**
 * One job's applicants, best match first, server-paged. `removed` lists the removed candidates instead of the listed
 * ones; `saved` only the bookmarked. Each case walks one partial index of 012 in match order (job_applications_ranked,
 * _saved, _removed; status included), so a page of a 10,000-applicant job reads about a page of index entries;
 * the rows (with the CV sub-selects) are read for the page's ids only.
 */
export async function listApplicants(
  db: Db,
  jobId: number,
  statuses: readonly ApplicationStatus[] | null,
  page: { page: number; page_size: number },
  flags: { saved?: boolean; removed?: boolean } = {},
): Promise<{ data: JobApplicant[]; total: number }> {
  const params: unknown[] = [jobId];
  let cond = `a.job_id = $1 and a.removed_at is ${flags.removed ? 'not null' : 'null'}`;
  if (flags.saved) cond += ' and a.is_saved';
  if (statuses) {
    params.push(statuses);
    cond += ` and a.status = any($2::smallint[])`;
  }
  // one prepared statement (a text per case and page; every case has its index): the count, and the page's ids (index
  // only) before their rows, so the CV sub-selects run for the page, never for skipped rows. The page's size and offset
  // are in the text (whole numbers from the page schema): a generic plan cannot see a parameter's LIMIT.
  const r = await db.query<{ total: number; ids: number[] }>(
    `select (select count(*)::int from job_applications a where ${cond}) as total,
            array(select a.id from job_applications a where ${cond} order by a.match_score desc, a.id
                   limit ${Math.trunc(page.page_size)} offset ${Math.trunc((page.page - 1) * page.page_size)}) as ids`,
    params,
    { prepare: true },
  );
  const { total } = r.rows[0] ?? { total: 0 };
  const ids = (r.rows[0]?.ids ?? []).map(Number); // a bigint[] comes back as strings from PostgreSQL (numbers from PGlite)
  const byId = new Map((await applicantsByIds(db, ids)).map((a) => [Number(a.id), a]));
  return { data: ids.flatMap((id) => byId.get(id) ?? []), total };
}

/** Offer states of /job-offers (an application that got an offer and is in the offer stage or hired). */
const OFFER_STATUSES: readonly ApplicationStatus[] = [
  APPLICATION_STATUS.OFFER_LETTER_SENT,
  APPLICATION_STATUS.OFFER_ACCEPTED,
  APPLICATION_STATUS.OFFER_REJECTED,
  APPLICATION_STATUS.OFFER_CANCELLED,
  APPLICATION_STATUS.HIRED,
];

/** The offers of the jobs in scope, newest first: applicant rows with their offer and the job's title. */
export async function listJobOffers(
  db: Db,
  scope: JobScope,
  status: ApplicationStatus | null,
  page: { page: number; page_size: number },
): Promise<{ data: RecruiterJobOffer[]; total: number }> {
  const params: unknown[] = [status === null ? OFFER_STATUSES : [status]];
  const cond = `a.status = any($1::smallint[]) and a.removed_at is null and j.deleted_at is null and ${jobScopeSql(scope, 'j', params)}`;
  const from = `job_applications a join job_offers o on o.application_id = a.id join jobs j on j.id = a.job_id`;
  const total =
    (await db.query<{ n: number }>(`select count(*)::int as n from ${from} where ${cond}`, params)).rows[0]
      ?.n ?? 0;
  params.push(page.page_size, (page.page - 1) * page.page_size);
  const r = await db.query<ApplicantRow & { job_title: string; job_title_en: string | null }>(
    `select ${APPLICANT_COLUMNS}, j.job_title, j.job_title_en from ${APPLICANT_FROM} join jobs j on j.id = a.job_id
      where o.application_id is not null and ${cond} order by o.sent_at desc, a.id desc
      limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  return {
    data: r.rows.map((row) => ({
      ...toApplicant(row),
      job_title: row.job_title,
      job_title_en: row.job_title_en,
    })),
    total,
  };
}

/** A job's applicants per stage and per tab (one grouped read on the pipeline index; removed ones counted apart). */
export async function applicantCounts(db: Db, jobId: number): Promise<JobApplicantCounts> {
  const r = await db.query<{ status: ApplicationStatus; saved: boolean; removed: boolean; n: number }>(
    `select status, is_saved as saved, removed_at is not null as removed, count(*)::int as n
       from job_applications where job_id = $1 group by 1, 2, 3`,
    [jobId],
  );
  const stages: JobApplicantCounts['stages'] = { 0: 0, 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 9: 0 };
  const tabs: JobApplicantCounts['tabs'] = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let total = 0;
  let removed = 0;
  for (const row of r.rows) {
    if (row.removed) {
      removed += row.n;
      continue;
    }
    const stage = pipelineStageOf(row.status);
    stages[stage] += row.n;
    total += row.n;
    if (row.saved) tabs[5] += row.n;
    for (const tab of [1, 2, 3, 4] as const)
      if (APPLICANT_TAB_STAGES[tab].includes(stage)) tabs[tab] += row.n;
  }
  return { stages, tabs, total, removed };
}

/** Applications of one job of the caller's scope, locked for a status change; ids of other jobs or tenants are absent. */
export async function lockApplications(
  tx: Db,
  jobId: number,
  applicationIds: readonly number[],
  scope: JobScope,
): Promise<{ id: number; status: ApplicationStatus }[]> {
  const params: unknown[] = [jobId, applicationIds];
  const r = await tx.query<{ id: number; status: ApplicationStatus }>(
    `select a.id, a.status from job_applications a join jobs j on j.id = a.job_id
      where a.job_id = $1 and a.id = any($2::bigint[]) and j.deleted_at is null and ${jobScopeSql(scope, 'j', params)}
      order by a.id for update of a`,
    params,
  );
  return r.rows;
}

/** Moves an application and records who and when, in the caller's transaction. */
export async function moveApplication(
  tx: Db,
  id: number,
  from: ApplicationStatus,
  to: ApplicationStatus,
  by: number,
): Promise<void> {
  const r = await tx.query(
    'update job_applications set status = $3, updated_at = now() where id = $1 and status = $2',
    [id, from, to],
  );
  if (r.rowCount !== 1) throw new Error(`application ${id} changed under the lock`);
  await tx.query(
    `insert into job_application_status_history (application_id, from_status, to_status, changed_by) values ($1, $2, $3, $4)`,
    [id, from, to, by],
  );
}

export async function applicantsByIds(db: Db, ids: readonly number[]): Promise<JobApplicant[]> {
  const r = await db.query<ApplicantRow>(
    `${APPLICANT_SELECT} where a.id = any($1::bigint[]) order by a.id`,
    [ids],
    { prepare: true },
  );
  return r.rows.map(toApplicant);
}

export async function applicationHistory(db: Db, applicationId: number): Promise<ApplicationStatusChange[]> {
  const r = await db.query<ApplicationStatusChange>(
    `select h.id, h.application_id, h.from_status, h.to_status, h.changed_by, coalesce(u.full_name_en, u.full_name) as changed_by_name, h.changed_at
       from job_application_status_history h left join users u on u.id = h.changed_by
      where h.application_id = $1 order by h.id`,
    [applicationId],
  );
  return r.rows;
}
