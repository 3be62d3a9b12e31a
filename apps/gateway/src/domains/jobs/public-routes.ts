import { endpoints } from '@platform/contract';
import { jobSearchQuerySchema, today } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import { notFound } from '../../platform/errors';
import { PUBLIC_CACHE } from '../../platform/public-cache';
import { loadJobSummaries } from './cards';
import { companyJobIds, companyNames, publicJob, searchPublicJobs } from './search';
import { publicDetail, publicSummary } from './views';

/**
 * The public job board (spec §2 /jobs, /jobs/{id}, the youth home's featured jobs, /company/{id}; §7 public jobs,
 * featured-jobs, jobs/{id}). Only live jobs, only what their recruiters chose to show (views.ts). Nothing here is
 * personal: whether the caller applied comes from the protected calls, never from a youth id in the query.
 */
export function registerPublicJobRoutes(app: FastifyInstance): void {
  const { db, broadSearches } = app.services;

  registerListEndpoint(
    app,
    endpoints.publicJobs,
    async (ctx) => {
      const { rows, total } = await searchPublicJobs(db, broadSearches, ctx.query, ctx.page, today());
      return { data: rows.map(publicSummary), total };
    },
    { query: jobSearchQuerySchema, cache: PUBLIC_CACHE.jobs },
  );

  registerListEndpoint(
    app,
    endpoints.featuredJobs,
    async (ctx) => {
      const { rows, total } = await searchPublicJobs(db, broadSearches, {}, ctx.page, today(), 'featured');
      return { data: rows.map(publicSummary), total };
    },
    { cache: PUBLIC_CACHE.jobs },
  );

  registerEndpoint(
    app,
    endpoints.publicJob,
    async (ctx) => {
      const job = await publicJob(db, ctx.id(), today());
      if (!job) throw notFound();
      return publicDetail(job);
    },
    { cache: PUBLIC_CACHE.jobs },
  );

  // the company page: the organisation's name and its live, open jobs that show the name; an organisation with no
  // such job answers 404, so an anonymous poster cannot be found by its id
  registerEndpoint(app, endpoints.publicCompany, async (ctx) => {
    const id = ctx.id();
    const day = today();
    const ids = await companyJobIds(db, id, day);
    if (ids.length === 0) throw notFound();
    const company = await companyNames(db, id);
    if (!company) throw notFound();
    const loaded = (await loadJobSummaries(db, ids, day)).sort(
      (a, b) => ids.indexOf(a.id) - ids.indexOf(b.id),
    );
    return {
      id: company.id,
      title: company.title,
      title_en: company.title_en,
      jobs: loaded.map(publicSummary),
    };
  });
}
