import {
  JOB_POST_STATUS,
  type JobPost,
  type JobPostStatus,
  type JobWizardStep,
  type MatchingCriteria,
} from '@platform/contract';
import { noMatchingCriteria } from '@platform/validation';
import type { Db } from '../../db/client';
import { DATE, LOCATIONS_JSON } from './cards';
import { type JobScope, jobScopeSql } from './scope';
import { likeContains } from '../../db/sql';

/*
 * SQL of job posts (migration 010, ADR 0060): the full post, the recruiter's list, the wizard's step saves, status
 * moves and deletion. Tenancy is in the SQL (scope.ts).
 */

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
    j.criteria, j.rejection_reason, j.submitted_at, j.reviewed_at, j.live_at, j.deactivated_at, j.created_at, j.updated_at,
    j.deactivation_reason,
    (select coalesce(du.full_name_en, du.full_name) from users du where du.id = j.deactivated_by) as deactivated_by_name,
    case when sec.id is null then null else json_build_object('id', sec.id, 'title', sec.title, 'title_en', sec.title_en) end as job_sector,
    case when occ.id is null then null else json_build_object('id', occ.id, 'title', occ.title, 'title_en', occ.title_en) end as occupation,
    coalesce((select json_agg(json_build_object('id', s.id, 'title', s.title, 'title_en', s.title_en) order by s.id)
                from job_skills js join skills s on s.id = js.skill_id where js.job_id = j.id), '[]'::json) as skills,
    ${LOCATIONS_JSON},
    case when ia.id is null then null else json_build_object('id', ia.id, 'title', ia.title, 'title_en', ia.title_en) end as association_badge,
    (select count(*) from job_applications a where a.job_id = j.id)::int as applications
  from jobs j
  join organizations o on o.id = j.organization_id
  left join job_sectors sec on sec.id = j.job_sector_id
  left join occupations occ on occ.id = j.occupation_id
  left join industry_associations ia on ia.id = j.approved_by_association_id and ia.deleted_at is null`;

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
  if (!row) return null;
  // who deactivated a post is the platform's to know; the organisation sees the reason (ADR 0112)
  return toJobPost(scope.kind === 'all' ? row : { ...row, deactivated_by_name: null }, today);
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

/** What a job list filters on: the recruiter's status and search; the platform list adds the rest (ADR 0107). */
export interface JobListFilters {
  status?: JobPostStatus | undefined;
  search?: string | undefined;
  organization_id?: number | null | undefined;
  job_sector_id?: number | null | undefined;
  published_from?: string | undefined;
  published_to?: string | undefined;
}

export async function listJobs(
  db: Db,
  scope: JobScope,
  query: JobListFilters,
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
    params.push(likeContains(query.search));
    where.push(`(j.job_title ilike $${params.length} or j.job_title_en ilike $${params.length})`);
  }
  // the platform-wide list's filters (ADR 0107)
  for (const [column, value, op] of [
    ['organization_id', query.organization_id, '='],
    ['job_sector_id', query.job_sector_id, '='],
    ['published_at', query.published_from, '>='],
    ['published_at', query.published_to, '<='],
  ] as const) {
    if (value == null || value === '') continue;
    params.push(value);
    where.push(`j.${column} ${op} $${params.length}${column === 'published_at' ? '::date' : ''}`);
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
  const data = await loadJobs(
    db,
    ids.rows.map((r) => r.id),
    today,
  );
  // who deactivated a post is the platform's to know (ADR 0112)
  return {
    data: scope.kind === 'all' ? data : data.map((j) => ({ ...j, deactivated_by_name: null })),
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

/**
 * A new draft starts with what the organisation said last time (issue 12 defect 10): the company's address and
 * business and their visibility, and the contact person of its latest job post; without one, the contact person is
 * the recruiter who posts (name, designation, mobile, e-mail). Pre-filled only — the wizard's steps 4 and 6 still ask
 * the recruiter to confirm them. Reads the poster's contact from users: a read the jobs domain answers.
 */
export async function prefillFromOrganisation(
  tx: Db,
  id: number,
  organizationId: number,
  userId: number,
): Promise<void> {
  await tx.query(
    `update jobs j set
        is_company_address_visible = coalesce(p.is_company_address_visible, j.is_company_address_visible),
        company_address = coalesce(p.company_address, j.company_address),
        is_company_business_visible = coalesce(p.is_company_business_visible, j.is_company_business_visible),
        company_business = coalesce(p.company_business, j.company_business),
        contact_name = coalesce(p.contact_name, u.full_name),
        contact_name_en = coalesce(p.contact_name_en, u.full_name_en),
        contact_designation = coalesce(p.contact_designation, u.designation),
        contact_mobile = coalesce(p.contact_mobile, u.mobile),
        contact_email = coalesce(p.contact_email, u.email),
        contact_phone = p.contact_phone
       from users u
       left join lateral (
         select x.* from jobs x
          where x.organization_id = $2 and x.id <> $1 and x.deleted_at is null
            and (x.company_address is not null or x.contact_name is not null)
          order by x.id desc limit 1
       ) p on true
      where j.id = $1 and u.id = $3`,
    [id, organizationId, userId],
  );
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

/** How many job posts of the scope wait at each stored status (the homes' queues; deleted ones left out). */
export async function countJobsByStatus(
  db: Db,
  scope: JobScope,
  statuses: readonly JobPostStatus[],
): Promise<Record<string, number>> {
  const params: unknown[] = [statuses];
  const r = await db.query<{ status: string; n: number }>(
    `select j.status, count(*)::int as n from jobs j
      where j.deleted_at is null and j.status = any($1::text[]) and ${jobScopeSql(scope, 'j', params)}
      group by j.status`,
    params,
  );
  const counts: Record<string, number> = Object.fromEntries(statuses.map((s) => [s, 0]));
  for (const row of r.rows) counts[row.status] = row.n;
  return counts;
}
