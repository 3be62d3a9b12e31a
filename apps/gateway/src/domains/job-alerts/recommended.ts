import { PUBLIC_SEARCH_MAX_RESULTS, type TitleRef } from '@platform/contract';
import type { Db } from '../../db/client';
import { skillsMetBy } from '../ontology';

/* SQL of recommended jobs (migration 013, ADR 0065): jobs that share skills with the youth, best match first. */

/**
 * Recommendations are drawn from the newest open jobs sharing a skill with the youth, at most this many (the public
 * search's cap, ADR 0060): ranking a broad skill's whole board would grow with the board; fresh jobs are the ones
 * worth recommending.
 */
export const RECOMMENDED_MAX_CANDIDATES = PUBLIC_SEARCH_MAX_RESULTS;

/**
 * The skills the youth meets: those on the profile and, through the ontology (ADR 0098), the ones they meet one level
 * up or across — a youth with React meets a job asking for Web development when React is narrower than it.
 */
async function skillsOfYouth(db: Db, youthId: number): Promise<number[]> {
  const held =
    (
      await db.query<{ ids: number[] | null }>(
        'select array_agg(skill_id) as ids from youth_skills where youth_id = $1',
        [youthId],
      )
    ).rows[0]?.ids ?? [];
  return skillsMetBy(db, held.map(Number));
}

/**
 * Live, open jobs (published, deadline today or later) sharing at least one skill with the youth and not applied to,
 * with the share of the job's skills the youth has (0–100); best match first, then newest. The candidates are the
 * newest RECOMMENDED_MAX_CANDIDATES such jobs, found as the public search finds its skill filter (the covering
 * newest-live index with an `exists` probe on `job_skills`, or the `(skill_id, job_id)` index for a rare skill —
 * the planner's choice); only they are scored. Never the whole board in memory.
 */
export async function recommendedJobIds(
  db: Db,
  youthId: number,
  page: { page: number; page_size: number },
  today: string,
): Promise<{ rows: { job_id: number; match_score: number }[]; total: number }> {
  const mine = await skillsOfYouth(db, youthId);
  if (mine.length === 0) return { rows: [], total: 0 };
  const candidates = `
    with cand as (
      select j.id, j.published_at from jobs j
       where j.status = 'live' and j.deleted_at is null and j.published_at <= $2::date and j.application_deadline >= $2::date
         and exists (select 1 from job_skills s where s.job_id = j.id and s.skill_id = any($3::bigint[]))
         and not exists (select 1 from job_applications a where a.job_id = j.id and a.youth_id = $1)
       order by j.published_at desc, j.id desc
       limit ${RECOMMENDED_MAX_CANDIDATES}
    )`;
  const offset = (page.page - 1) * page.page_size;
  const r = await db.query<{ job_id: number; match_score: number; total: number }>(
    `${candidates},
     scored as (
       select c.id, c.published_at,
         round(100.0 * count(*) filter (where js.skill_id = any($3::bigint[])) / count(*))::int as match_score
       from cand c join job_skills js on js.job_id = c.id
       group by c.id, c.published_at
     )
     select id as job_id, match_score, (count(*) over ())::int as total from scored
     order by match_score desc, published_at desc, id desc
     limit $4 offset $5`,
    [youthId, today, mine, page.page_size, offset],
  );
  const first = r.rows[0];
  if (first)
    return { rows: r.rows.map(({ job_id, match_score }) => ({ job_id, match_score })), total: first.total };
  if (offset === 0) return { rows: [], total: 0 };
  // a page past the end: the total still tells the pager how many there are
  const n =
    (
      await db.query<{ n: number }>(`${candidates} select count(*)::int as n from cand`, [
        youthId,
        today,
        mine,
      ])
    ).rows[0]?.n ?? 0;
  return { rows: [], total: n };
}

/** For each job, the skills of the job the youth meets (titles in both languages; the ontology widens them). */
export async function matchedSkills(
  db: Db,
  youthId: number,
  jobIds: readonly number[],
): Promise<Map<number, TitleRef[]>> {
  const out = new Map<number, TitleRef[]>();
  if (jobIds.length === 0) return out;
  const mine = await skillsOfYouth(db, youthId);
  const r = await db.query<{ job_id: number; id: number; title: string; title_en: string | null }>(
    `select js.job_id, s.id, s.title, s.title_en
       from job_skills js join skills s on s.id = js.skill_id
      where js.job_id = any($2::bigint[]) and js.skill_id = any($1::bigint[]) order by js.job_id, s.id`,
    [mine, jobIds],
  );
  for (const row of r.rows) {
    const list = out.get(row.job_id) ?? [];
    list.push({ id: row.id, title: row.title, title_en: row.title_en });
    out.set(row.job_id, list);
  }
  return out;
}
