import {
  COMPANY_JOBS_LIMIT,
  JOB_SORT,
  PUBLIC_SEARCH_MAX_RESULTS,
  type JobPost,
  type JobSort,
} from '@platform/contract';
import { addDays } from '@platform/validation';
import type { Db } from '../../db/client';
import { ExpiringSet } from '../../platform/expiring-set';
import { type JobSummaryRow, loadJobSummaries } from './cards';
import { loadJobs } from './posts';

/* SQL of the public job board (migration 010, 015; ADR 0060, 0066): the search, one public job, a company's jobs. */

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
 * to be broad has the cap as its total, so only searches with fewer matches are counted. Per gateway (the app's
 * `services.broadSearches`, a minute, at most 5,000 keys); a key holds the conditions and their values, the day included.
 */
export const broadSearchMemory = () => new ExpiringSet(60_000, 5_000);

/**
 * Live, open jobs (published today or before, deadline today or later) that pass the filters: one page of job cards
 * in the chosen order and the total (at most PUBLIC_SEARCH_MAX_RESULTS; pages beyond it are empty). Only the partial "live" indexes of
 * migration 010 are needed; salaries hidden by the recruiter never match a salary filter (their numbers are not public).
 */
export async function searchPublicJobs(
  db: Db,
  broadSearches: ExpiringSet,
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
  // known broad (it reached the cap within the minute): the page only, the total is the cap — unless this page shows
  // where the matches now end, which gives the exact total (null: an empty page past the first, counted again)
  const asBroad = async (): Promise<{ rows: JobSummaryRow[]; total: number } | null> => {
    const { rows } = await run(false);
    if (rows.length === page.page_size || offset + rows.length >= PUBLIC_SEARCH_MAX_RESULTS)
      return { rows, total: PUBLIC_SEARCH_MAX_RESULTS };
    broadSearches.delete(broadKey);
    return rows.length > 0 || offset === 0 ? { rows, total: offset + rows.length } : null;
  };
  const underWay = countsUnderWay(broadSearches);
  // the same search's count already under way (its first visitors arrive together, and again when its minute ends):
  // wait for it rather than count the same matches again — at 100,000 jobs a common word's count is the one read
  // that grows with the board (ADR 0126, revision 3)
  const pending = broadSearches.has(broadKey) ? undefined : underWay.get(broadKey);
  if (pending) await pending;
  if (broadSearches.has(broadKey)) {
    const known = await asBroad();
    if (known) return known;
  }
  const counting = run(true).then((r) => {
    if (r.total === PUBLIC_SEARCH_MAX_RESULTS) broadSearches.add(broadKey);
    return r;
  });
  if (!underWay.has(broadKey)) {
    const settled = counting.then(
      () => underWay.delete(broadKey),
      () => underWay.delete(broadKey),
    );
    underWay.set(broadKey, settled);
  }
  const { rows, total } = await counting;
  return { rows, total: total ?? 0 };
}

/** Counts under way, per gateway (by its memory of broad searches), by search key. */
const underWayOf = new WeakMap<ExpiringSet, Map<string, Promise<unknown>>>();
function countsUnderWay(broadSearches: ExpiringSet): Map<string, Promise<unknown>> {
  const known = underWayOf.get(broadSearches);
  if (known) return known;
  const m = new Map<string, Promise<unknown>>();
  underWayOf.set(broadSearches, m);
  return m;
}

/** A job the public may open: live (open or expired) and published. */
export async function publicJob(db: Db, id: number, today: string): Promise<JobPost | null> {
  const r = await db.query<{ id: number }>(
    `select id from jobs where id = $1 and status = 'live' and deleted_at is null and published_at <= $2::date`,
    [id, today],
  );
  return r.rows[0] ? ((await loadJobs(db, [id], today))[0] ?? null) : null;
}

/**
 * The company page's jobs (spec §2 /company/{id}): the organisation's live, open jobs that show its name, newest
 * first, at most COMPANY_JOBS_LIMIT.
 */
export async function companyJobIds(db: Db, organizationId: number, today: string): Promise<number[]> {
  const jobs = await db.query<{ id: number }>(
    `select j.id from jobs j
      where j.organization_id = $1 and j.status = 'live' and j.deleted_at is null
        and j.published_at <= $2::date and j.application_deadline >= $2::date
        and j.is_company_name_visible is not false
      order by j.published_at desc, j.id desc
      limit ${COMPANY_JOBS_LIMIT}`,
    [organizationId, today],
  );
  return jobs.rows.map((r) => r.id);
}

/** The organisation's names, or null when it does not exist (or is deleted). */
export async function companyNames(
  db: Db,
  id: number,
): Promise<{ id: number; title: string; title_en: string | null } | null> {
  const org = await db.query<{ id: number; title: string; title_en: string | null }>(
    'select id, title, title_en from organizations where id = $1 and deleted_at is null',
    [id],
  );
  return org.rows[0] ?? null;
}
