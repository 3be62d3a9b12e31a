import { COMPANY_JOBS_LIMIT, endpoints } from '@platform/contract';
import { today } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { loadJobSummaries } from '../../../db/repositories/jobs';
import { registerEndpoint } from '../../../platform/endpoint';
import { notFound } from '../../../platform/errors';
import { publicSummary } from '../../../job-posts/views';

/**
 * The public company page (spec §2 /company/{id}): the organisation's name and its live, open jobs that show the
 * name. An organisation with no such job answers 404, so an anonymous poster cannot be found by its id.
 */
export function registerPublicCompanyRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  registerEndpoint(app, endpoints.publicCompany, async (ctx) => {
    const id = ctx.id();
    const day = today();
    const jobs = await db.query<{ id: number }>(
      `select j.id from jobs j
        where j.organization_id = $1 and j.status = 'live' and j.deleted_at is null
          and j.published_at <= $2::date and j.application_deadline >= $2::date
          and j.is_company_name_visible is not false
        order by j.published_at desc, j.id desc
        limit ${COMPANY_JOBS_LIMIT}`,
      [id, day],
    );
    if (jobs.rows.length === 0) throw notFound();
    const org = await db.query<{ id: number; title: string; title_en: string | null }>(
      'select id, title, title_en from organizations where id = $1 and deleted_at is null',
      [id],
    );
    const company = org.rows[0];
    if (!company) throw notFound();
    const ids = jobs.rows.map((r) => r.id);
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
