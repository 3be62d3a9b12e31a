import {
  EMPLOYMENT_TYPE,
  JOB_LEVEL,
  JOB_SORT,
  JOB_WORKPLACE,
  POSTED_WITHIN_DAYS,
  type JobSearchQuery,
  type JobSort,
  type ValueOf,
} from '@platform/contract';

/**
 * The job search as it lives in the address (`/jobs?search=…&job_sector_ids=1,2&page=2`): the same names as the
 * gateway's query, lists comma-separated, so a copied link reproduces the search. Unknown or malformed values are
 * dropped rather than sent.
 */
export interface JobSearch {
  search: string;
  job_sector_ids: number[];
  occupation_ids: number[];
  skill_ids: number[];
  loc_division_id: number | null;
  loc_district_id: number | null;
  loc_upazila_id: number | null;
  job_levels: number[];
  employment_types: ValueOf<typeof EMPLOYMENT_TYPE>[];
  workplaces: number[];
  salary_min: number | null;
  salary_max: number | null;
  posted_within: (typeof POSTED_WITHIN_DAYS)[number] | null;
  sort: JobSort;
  page: number;
}

export const JOBS_PAGE_SIZE = 10;

const ids = (raw: string | null): number[] =>
  (raw ?? '')
    .split(',')
    .map((part) => Number(part))
    .filter((n) => Number.isInteger(n) && n > 0);
const id = (raw: string | null): number | null => ids(raw)[0] ?? null;
const amount = (raw: string | null): number | null => {
  if (raw === null || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? Math.round(n) : null;
};
const oneOf = <T extends string | number>(values: readonly T[], list: readonly (string | number)[]): T[] =>
  values.filter((v) => list.includes(v));

export function parseJobSearch(params: URLSearchParams): JobSearch {
  const sort = params.get('sort') as JobSort | null;
  const posted = Number(params.get('posted_within'));
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').slice(0, 200),
    job_sector_ids: ids(params.get('job_sector_ids')),
    occupation_ids: ids(params.get('occupation_ids')),
    skill_ids: ids(params.get('skill_ids')),
    loc_division_id: id(params.get('loc_division_id')),
    loc_district_id: id(params.get('loc_district_id')),
    loc_upazila_id: id(params.get('loc_upazila_id')),
    job_levels: oneOf(Object.values(JOB_LEVEL), ids(params.get('job_levels'))),
    employment_types: oneOf(
      Object.values(EMPLOYMENT_TYPE),
      (params.get('employment_types') ?? '').split(','),
    ),
    workplaces: oneOf(Object.values(JOB_WORKPLACE), ids(params.get('workplaces'))),
    salary_min: amount(params.get('salary_min')),
    salary_max: amount(params.get('salary_max')),
    posted_within: (POSTED_WITHIN_DAYS as readonly number[]).includes(posted)
      ? (posted as JobSearch['posted_within'])
      : null,
    sort: sort && (Object.values(JOB_SORT) as string[]).includes(sort) ? sort : JOB_SORT.NEWEST,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address query of a search: only what differs from the defaults, in a stable order. */
export function toSearchParams(s: JobSearch): URLSearchParams {
  const out = new URLSearchParams();
  const put = (key: string, value: string | number | null | readonly (string | number)[]) => {
    if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) return;
    out.set(key, Array.isArray(value) ? value.join(',') : String(value));
  };
  put('search', s.search.trim());
  put('job_sector_ids', s.job_sector_ids);
  put('occupation_ids', s.occupation_ids);
  put('skill_ids', s.skill_ids);
  put('loc_division_id', s.loc_division_id);
  put('loc_district_id', s.loc_district_id);
  put('loc_upazila_id', s.loc_upazila_id);
  put('job_levels', s.job_levels);
  put('employment_types', s.employment_types);
  put('workplaces', s.workplaces);
  put('salary_min', s.salary_min);
  put('salary_max', s.salary_max);
  put('posted_within', s.posted_within);
  if (s.sort !== JOB_SORT.NEWEST) put('sort', s.sort);
  if (s.page > 1) put('page', s.page);
  return out;
}

/** The gateway query of a search (the same names; lists comma-separated, as the gateway accepts). */
export function toJobSearchQuery(s: JobSearch): JobSearchQuery {
  const q: JobSearchQuery = { page: s.page, page_size: JOBS_PAGE_SIZE, sort: s.sort };
  if (s.search.trim()) q.search = s.search.trim();
  if (s.job_sector_ids.length) q.job_sector_ids = s.job_sector_ids.join(',');
  if (s.occupation_ids.length) q.occupation_ids = s.occupation_ids.join(',');
  if (s.skill_ids.length) q.skill_ids = s.skill_ids.join(',');
  if (s.loc_division_id) q.loc_division_id = s.loc_division_id;
  if (s.loc_district_id) q.loc_district_id = s.loc_district_id;
  if (s.loc_upazila_id) q.loc_upazila_id = s.loc_upazila_id;
  if (s.job_levels.length) q.job_levels = s.job_levels.join(',');
  if (s.employment_types.length) q.employment_types = s.employment_types.join(',');
  if (s.workplaces.length) q.workplaces = s.workplaces.join(',');
  if (s.salary_min !== null) q.salary_min = s.salary_min;
  if (s.salary_max !== null && (s.salary_min === null || s.salary_max >= s.salary_min))
    q.salary_max = s.salary_max;
  if (s.posted_within) q.posted_within = s.posted_within;
  return q;
}

/** How many filters (not the text, sort or page) are set: the filter button's badge. */
export function activeFilterCount(s: JobSearch): number {
  return [
    s.job_sector_ids.length,
    s.occupation_ids.length,
    s.skill_ids.length,
    s.loc_division_id,
    s.job_levels.length,
    s.employment_types.length,
    s.workplaces.length,
    s.salary_min !== null || s.salary_max !== null,
    s.posted_within,
  ].filter(Boolean).length;
}
