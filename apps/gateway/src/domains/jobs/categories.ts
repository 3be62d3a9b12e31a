import { type JobCategory, jobCategoryEndpoints } from '@platform/contract';
import { today } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerEndpoint } from '../../platform/endpoint';
import { PUBLIC_CACHE } from '../../platform/public-cache';

/**
 * The active job sectors with the number of jobs the public board shows in each on `day`: live, published that day
 * or before, deadline that day or later, not deleted — the conditions of `searchPublicJobs` (search.ts), so a count
 * is what /jobs?job_sector_ids= lists. The most jobs first, then by English name.
 */
export async function listJobCategories(db: Db, day: string): Promise<JobCategory[]> {
  const r = await db.query<JobCategory>(
    `select s.id::int as id, s.title, s.title_en, count(j.id)::int as job_count
     from job_sectors s
     left join jobs j on j.job_sector_id = s.id and j.status = 'live' and j.deleted_at is null
       and j.published_at <= $1::date and j.application_deadline >= $1::date
     where s.deleted_at is null and s.row_status = 1
     group by s.id order by job_count desc, coalesce(s.title_en, s.title), s.id`,
    [day],
  );
  return r.rows;
}

/** GET /public/job-categories (spec §7 public, ADR 0099): cached like the job board's pages. */
export function registerJobCategoryRoutes(app: FastifyInstance): void {
  const { db } = app.services;
  registerEndpoint(app, jobCategoryEndpoints.jobCategories, async () => listJobCategories(db, today()), {
    cache: PUBLIC_CACHE.jobs,
  });
}
