import {
  APPLICATION_STATUS,
  type AdminDashboard,
  COURSE_STATISTICS_FAMILIES,
  endpoints,
  JOB_PERMISSIONS,
  JOB_POST_STATUS,
  type RecruiterDashboard,
  USER_ADMIN_PERMISSIONS,
  VENDOR_STATUS,
} from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/endpoint';
import { applicationsAtStatus } from '../job-pipeline/applicants';
import { jobScopeFrom } from '../jobs/in-scope';
import { countJobsByStatus } from '../jobs/posts';
import { countAdminUsers } from '../users/user-admin';
import { dashboardStatistics, statisticsRange } from './statistics';

/** How many jobs with new applicants the recruiter's home names. */
export const HOME_TOP_JOBS = 5;

/**
 * The staff homes (issue 12 defect 9): each queue counted inside the caller's tenant, by the domain that owns its
 * rows; a queue whose list the caller may not open is null.
 */
export function registerDashboardRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  registerEndpoint(app, endpoints.adminDashboard, async (ctx): Promise<AdminDashboard> => {
    const can = (key: string) => ctx.requireUser().permissions.has(key);
    const tenant = ctx.tenant();
    const [approvals, vendors, users] = await Promise.all([
      can(JOB_PERMISSIONS.approveJob)
        ? countJobsByStatus(db, jobScopeFrom(ctx), [JOB_POST_STATUS.PENDING_APPROVAL]).then(
            (counts) => counts[JOB_POST_STATUS.PENDING_APPROVAL] ?? 0,
          )
        : null,
      can(USER_ADMIN_PERMISSIONS.approveVendor)
        ? countAdminUsers(db, tenant, { vendor_status: VENDOR_STATUS.PENDING })
        : null,
      can(USER_ADMIN_PERMISSIONS.viewAnyUser) ? countAdminUsers(db, tenant, {}) : null,
    ]);
    return { pending_job_approvals: approvals, pending_vendors: vendors, users };
  });

  registerEndpoint(app, endpoints.recruiterDashboard, async (ctx): Promise<RecruiterDashboard> => {
    const scope = jobScopeFrom(ctx);
    const applicants = ctx.requireUser().permissions.has(JOB_PERMISSIONS.viewAnyApplicant);
    const [jobs, fresh, offers] = await Promise.all([
      countJobsByStatus(db, scope, [
        JOB_POST_STATUS.DRAFT,
        JOB_POST_STATUS.PENDING_APPROVAL,
        JOB_POST_STATUS.APPROVED,
      ]),
      applicants ? applicationsAtStatus(db, scope, APPLICATION_STATUS.APPLIED, HOME_TOP_JOBS) : null,
      applicants ? applicationsAtStatus(db, scope, APPLICATION_STATUS.OFFER_LETTER_SENT, 0) : null,
    ]);
    return {
      new_applicants: fresh,
      open_offers: offers?.total ?? null,
      drafts: jobs[JOB_POST_STATUS.DRAFT] ?? 0,
      awaiting_approval: jobs[JOB_POST_STATUS.PENDING_APPROVAL] ?? 0,
      awaiting_payment: jobs[JOB_POST_STATUS.APPROVED] ?? 0,
    };
  });

  // the platform's activity over time (spec §7 dashboard-statistics; issue 17 item 3; ADR 0087)
  registerEndpoint(app, endpoints.dashboardStatistics, async (ctx) =>
    dashboardStatistics(db, statisticsRange(ctx.query)),
  );

  // an institute's course activity for the lms home (issue 15 item 9): the caller's institute only, the whole
  // platform for a system user, nothing for anyone else
  registerEndpoint(app, endpoints.courseStatistics, async (ctx) =>
    dashboardStatistics(db, statisticsRange(ctx.query), COURSE_STATISTICS_FAMILIES, ctx.tenant()),
  );
}
