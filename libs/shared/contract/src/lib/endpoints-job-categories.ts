import { defineEndpoint } from './endpoint';

/*
 * The public job categories (spec §7 public `job-categories`; issue 18 item 5; ADR 0099): the job sectors of the
 * reference data, each with the number of jobs the public board shows in it today — live, published today or
 * before, deadline today or later (the rule of GET /public/jobs) — so a category's count is what /jobs?job_sector_ids=
 * lists. Only active sectors; the most jobs first, then by name.
 */

export interface JobCategory {
  /** The job sector's id: /jobs?job_sector_ids={id}. */
  id: number;
  title: string;
  title_en: string | null;
  job_count: number;
}

export const jobCategoryEndpoints = {
  jobCategories: defineEndpoint<JobCategory[]>({
    method: 'GET',
    path: '/public/job-categories',
    area: 'public',
    summary: 'Job sectors with the number of jobs the public board shows in each today (may be a minute old)',
  }),
} as const;
