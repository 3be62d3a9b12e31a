import {
  APPLICATION_STATUS,
  type ApplicationStatus,
  type JobApplication,
  pipelineStageOf,
} from '@platform/contract';
import type { Db } from '../../db/client';

/* SQL of the youth's side of applications (migration 010, ADR 0060): apply, status, favourites, /my-jobs. */

export const APPLICATION_SELECT = `a.id, a.job_id, a.status, a.expected_salary, a.match_score, a.applied_at, a.updated_at`;

export type ApplicationRow = Omit<JobApplication, 'stage'>;
export const withStage = <T extends { status: ApplicationStatus }>(row: T) => ({
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

// who hears of an application: the youth, with the job's title and company; the organisation's reviewers

export interface Person {
  user_id: number;
  name: string;
  email: string | null;
  mobile: string | null;
  locale: string;
}

/** The youth of applications, with the job's title and the organisation's name (the notification variables). */
export async function applicantContacts(
  db: Db,
  applicationIds: readonly number[],
): Promise<
  (Person & {
    application_id: number;
    job_title: string;
    job_title_en: string | null;
    company: string;
    company_en: string | null;
  })[]
> {
  const r = await db.query<
    Person & {
      application_id: number;
      job_title: string;
      job_title_en: string | null;
      company: string;
      company_en: string | null;
    }
  >(
    `select a.id as application_id, u.id as user_id, coalesce(u.full_name, u.full_name_en, '') as name, u.email, u.mobile,
        coalesce(u.preferred_locale, 'en-US') as locale, j.job_title, j.job_title_en, o.title as company, o.title_en as company_en
       from job_applications a join users u on u.id = a.youth_id join jobs j on j.id = a.job_id join organizations o on o.id = j.organization_id
      where a.id = any($1::bigint[]) order by a.id`,
    [applicationIds],
  );
  return r.rows;
}

/** The active users of the job's organisation who see its applicants (the permission view_any_job_applicant). */
export async function organizationRecipients(db: Db, jobId: number): Promise<Person[]> {
  const r = await db.query<Person>(
    `select distinct u.id as user_id, coalesce(u.full_name_en, u.full_name, '') as name, u.email, u.mobile, coalesce(u.preferred_locale, 'en-US') as locale
       from jobs j join users u on u.organization_id = j.organization_id
      where j.id = $1 and u.deleted_at is null and u.row_status = 1
        and exists (select 1 from permissions p where p.key = 'view_any_job_applicant' and (
              exists (select 1 from role_permissions rp where rp.role_id = u.role_id and rp.permission_id = p.id)
              or exists (select 1 from user_permissions up where up.user_id = u.id and up.permission_id = p.id)))
      order by u.id`,
    [jobId],
  );
  return r.rows;
}
