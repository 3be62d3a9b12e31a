import { JOB_POST_STATUS } from '@platform/contract';
import type { PublicJobSource } from '@platform/validation';
import type { Db } from '../../db/client';

/*
 * Job cards (migration 010, ADR 0060): the columns a public card shows, read for a page of ids at once. The SQL
 * fragments of a job's places and dates are shared with the full post (posts.ts).
 */

/**
 * A job's places with their titles, as a JSON array. The titles are read by key lookups (a subquery per title): the
 * planner joins a handful of location rows against the whole upazila list otherwise (a hash of 493 rows per job).
 */
const titles = (table: string, key: string, as: string) =>
  `'${as}_title', (select title from ${table} where id = l.${key}), '${as}_title_en', (select title_en from ${table} where id = l.${key})`;
export const LOCATIONS_JSON = `coalesce((select json_agg(json_build_object(
                  'loc_division_id', l.loc_division_id, 'loc_district_id', l.loc_district_id, 'loc_upazila_id', l.loc_upazila_id,
                  ${titles('divisions', 'loc_division_id', 'division')}, ${titles('districts', 'loc_district_id', 'district')},
                  ${titles('upazilas', 'loc_upazila_id', 'upazila')}) order by l.id)
                from job_locations l where l.job_id = j.id), '[]'::json) as locations`;

export const DATE = (col: string) => `to_char(j.${col}, 'YYYY-MM-DD') as ${col}`;

/** What a public job card shows (`publicJobSummary` of @platform/validation): no wizard internals, no skills. */
export type JobSummaryRow = PublicJobSource;

const SUMMARY_SELECT = `
  select j.id, j.job_title, j.job_title_en, j.service_type, j.status, j.is_company_name_visible, j.organization_id,
    o.title as organization_title, o.title_en as organization_title_en, j.company_name, j.company_name_en,
    case when sec.id is null then null else json_build_object('id', sec.id, 'title', sec.title, 'title_en', sec.title_en) end as job_sector,
    case when occ.id is null then null else json_build_object('id', occ.id, 'title', occ.title, 'title_en', occ.title_en) end as occupation,
    j.employment_types, j.job_levels, j.workplaces, j.salary_display, j.salary_min, j.salary_max, j.min_experience,
    j.max_experience, j.is_number_of_vacancy_na, j.no_of_vacancies, ${DATE('published_at')}, ${DATE('application_deadline')},
    case when ia.id is null then null else json_build_object('id', ia.id, 'title', ia.title, 'title_en', ia.title_en) end as association_badge,
    ${LOCATIONS_JSON}
  from jobs j
  join organizations o on o.id = j.organization_id
  left join job_sectors sec on sec.id = j.job_sector_id
  left join occupations occ on occ.id = j.occupation_id
  left join industry_associations ia on ia.id = j.approved_by_association_id and ia.deleted_at is null`;

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
