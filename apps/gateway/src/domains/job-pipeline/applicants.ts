import {
  APPLICANT_TAB_STAGES,
  APPLICATION_STATUS,
  type ApplicationStatus,
  type ApplicationStatusChange,
  type JobApplicant,
  type JobApplicantCounts,
  type RecruiterJobOffer,
  pipelineStageOf,
} from '@platform/contract';
import type { Db } from '../../db/client';
import { APPLICATION_SELECT, withStage } from '../jobs/applications';
import { type JobScope, jobScopeSql } from '../jobs/scope';
import { APPLICATION_TRANSITIONS, REJECTED_STATUSES } from '../jobs/transitions';
import { INTERVIEW_JSON, OFFER_JSON } from './applicant-sql';

/*
 * SQL of a job's applicants, the recruiter's side (migration 010, 012; ADR 0060, 0063): the list, the counts, the
 * offers of /job-offers, locking and moving applications, their history. The list joins the youth's profile (users,
 * youth_profiles, experiences, educations) and the pipeline's tables: a read across domains that lives here, in the
 * domain that answers it.
 */

/*
 * What the applicant list shows of the youth (spec §2 "job applications list (name, position, qualification,
 * experience, age)"): position, qualification and experience as the youth's CV shows them (shown sections, items added
 * to the CV — the CV bank's rule, ADR 0053), the age from the date of birth the matching used. The sub-selects run for
 * the page's rows only (PostgreSQL evaluates them after the sort and the limit: they are not in the order by).
 */
const shownOnCv = (section: string) => `not ('${section}' = any(coalesce(yp.hidden_sections, '{}'::text[])))`;
export const APPLICANT_PROFILE = `yp.public_id::text as public_id,
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

// the recruiter's bookmark and removal of an applicant (ADR 0063: removal hides, it changes no status)

export async function toggleSaved(tx: Db, applicationId: number): Promise<boolean> {
  const r = await tx.query<{ is_saved: boolean }>(
    'update job_applications set is_saved = not is_saved where id = $1 returning is_saved',
    [applicationId],
  );
  return Boolean(r.rows[0]?.is_saved);
}

export async function setRemoved(tx: Db, applicationId: number, by: number | null): Promise<void> {
  await tx.query(
    by === null
      ? 'update job_applications set removed_at = null, removed_by = null where id = $1'
      : 'update job_applications set removed_at = now(), removed_by = $2 where id = $1',
    by === null ? [applicationId] : [applicationId, by],
  );
}

export async function isRemoved(db: Db, applicationId: number): Promise<boolean> {
  return (
    (
      await db.query('select 1 from job_applications where id = $1 and removed_at is not null', [
        applicationId,
      ])
    ).rows.length > 0
  );
}

/**
 * The applications of the scope's jobs still at one status (not removed, job not deleted): how many, and the jobs
 * with most of them (the recruiter's home: new applicants, open offers).
 */
export async function applicationsAtStatus(
  db: Db,
  scope: JobScope,
  status: ApplicationStatus,
  topJobs: number,
): Promise<{
  total: number;
  jobs: { id: number; job_title: string; job_title_en: string | null; count: number }[];
}> {
  const params: unknown[] = [status];
  const from = `job_applications a join jobs j on j.id = a.job_id
      where a.status = $1 and a.removed_at is null and j.deleted_at is null and ${jobScopeSql(scope, 'j', params)}`;
  const total =
    (await db.query<{ n: number }>(`select count(*)::int as n from ${from}`, params)).rows[0]?.n ?? 0;
  if (total === 0 || topJobs === 0) return { total, jobs: [] };
  const jobs = await db.query<{ id: number; job_title: string; job_title_en: string | null; count: number }>(
    `select j.id, j.job_title, j.job_title_en, count(*)::int as count from ${from}
      group by j.id order by count desc, j.id desc limit $${params.length + 1}`,
    [...params, topJobs],
  );
  return { total, jobs: jobs.rows };
}
