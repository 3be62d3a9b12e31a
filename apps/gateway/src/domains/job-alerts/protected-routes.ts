import { JOB_ALERT_LIMITS, jobAlertEndpoints as endpoints, type JobAlertBody } from '@platform/contract';
import { jobAlertSchema, today } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import {
  alertReferenceErrors,
  countAlerts,
  deleteAlert,
  insertAlert,
  listAlerts,
  lockAlertOwner,
  readAlert,
  updateAlert,
} from './alerts';
import { matchedSkills, recommendedJobIds } from './recommended';
import { loadJobSummaries } from '../jobs/cards';
import { publicSummary } from '../jobs/views';
import { youthOnly } from '../../platform/callers';
import { registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import { HttpError, notFound, validationFailed } from '../../platform/errors';
import { validated } from '../../platform/validate';

export const JOB_ALERT_ERRORS = { limit: 'job_alerts.errors.limit' } as const;

/**
 * The youth's recommended jobs and job alerts (spec §7 recommended-jobs, §2 /job-alert-settings; ADR 0065). Every
 * call acts on the caller's own alerts: the SQL carries `youth_id = caller`, so another youth's id is 404.
 */
export function registerProtectedJobAlertRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  registerListEndpoint(app, endpoints.recommendedJobs, async (ctx) => {
    const youth = ctx.youthId();
    const day = today();
    const { rows, total } = await recommendedJobIds(db, youth, ctx.page, day);
    const ids = rows.map((r) => r.job_id);
    const [jobs, skills] = await Promise.all([loadJobSummaries(db, ids, day), matchedSkills(db, youth, ids)]);
    const byId = new Map(jobs.map((j) => [j.id, j]));
    const data = rows.flatMap((r) => {
      const job = byId.get(r.job_id);
      return job
        ? [
            {
              job: publicSummary(job),
              match_score: r.match_score,
              matched_skills: skills.get(r.job_id) ?? [],
            },
          ]
        : [];
    });
    return { data, total };
  });

  const withReferences = async (value: JobAlertBody): Promise<JobAlertBody> => {
    const errors = await alertReferenceErrors(db, value);
    if (Object.keys(errors).length) throw validationFailed(errors);
    return value;
  };
  const valid = async (body: unknown) =>
    withReferences((await validated(jobAlertSchema, body)) as JobAlertBody);
  const found = async (youth: number, id: number) => {
    const alert = await readAlert(db, youth, id);
    if (!alert) throw notFound();
    return alert;
  };

  registerListEndpoint(app, endpoints.jobAlerts, async (ctx) => listAlerts(db, ctx.youthId(), ctx.page));
  registerEndpoint(app, endpoints.jobAlert, async (ctx) => found(ctx.youthId(), ctx.id()));
  registerEndpoint(
    app,
    endpoints.createJobAlert,
    async (ctx) => {
      const youth = ctx.youthId();
      const value = await withReferences(ctx.body as JobAlertBody);
      const id = await db.transaction(async (tx) => {
        await lockAlertOwner(tx, youth);
        if ((await countAlerts(tx, youth)) >= JOB_ALERT_LIMITS.perYouth)
          throw new HttpError(409, JOB_ALERT_ERRORS.limit);
        return insertAlert(tx, youth, value);
      });
      return found(youth, id);
    },
    { message: 'job_alerts.success.created', caller: youthOnly, body: jobAlertSchema },
  );
  registerEndpoint(
    app,
    endpoints.updateJobAlert,
    async (ctx) => {
      const youth = ctx.youthId();
      const id = ctx.id();
      // another youth's id is 404 before the body is even read
      await found(youth, id);
      const value = await valid(ctx.body);
      if (!(await db.transaction((tx) => updateAlert(tx, youth, id, value)))) throw notFound();
      return found(youth, id);
    },
    { message: 'job_alerts.success.updated', documented: { body: jobAlertSchema } },
  );
  registerEndpoint(
    app,
    endpoints.deleteJobAlert,
    async (ctx) => {
      const youth = ctx.youthId();
      if (!(await db.transaction((tx) => deleteAlert(tx, youth, ctx.id())))) throw notFound();
      return null;
    },
    { message: 'job_alerts.success.deleted' },
  );
}
