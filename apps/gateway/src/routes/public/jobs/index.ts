import { endpoints } from '@platform/contract';
import { jobSearchQuerySchema, today } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { publicJob, searchPublicJobs } from '../../../db/repositories/jobs';
import { registerEndpoint, registerListEndpoint } from '../../../platform/endpoint';
import { notFound } from '../../../platform/errors';
import { publicDetail, publicSummary } from '../../../job-posts/views';

/**
 * The public job board (spec §2 /jobs, /jobs/{id}, the youth home's featured jobs; §7 public jobs, featured-jobs,
 * jobs/{id}). Only live jobs, only what their recruiters chose to show (job-posts/views.ts). Nothing here is
 * personal: whether the caller applied comes from the protected calls, never from a youth id in the query.
 */
export function registerPublicJobRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  registerListEndpoint(
    app,
    endpoints.publicJobs,
    async (ctx) => {
      const { rows, total } = await searchPublicJobs(db, ctx.query, ctx.page, today());
      return { data: rows.map(publicSummary), total };
    },
    { query: jobSearchQuerySchema },
  );

  registerListEndpoint(app, endpoints.featuredJobs, async (ctx) => {
    const { rows, total } = await searchPublicJobs(db, {}, ctx.page, today(), 'featured');
    return { data: rows.map(publicSummary), total };
  });

  registerEndpoint(app, endpoints.publicJob, async (ctx) => {
    const job = await publicJob(db, ctx.id(), today());
    if (!job) throw notFound();
    return publicDetail(job);
  });
}
