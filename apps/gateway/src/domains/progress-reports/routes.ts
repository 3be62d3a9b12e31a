import {
  PROGRESS_REPORT_ERRORS as ERR,
  PROGRESS_REPORT_PDF_LANGUAGES,
  PROGRESS_REPORT_PERMISSIONS as P,
  type ProgressReportBody,
  type ProgressReportStatus,
  progressReportEndpoints as E,
} from '@platform/contract';
import {
  progressReportQuerySchema,
  progressReportReturnSchema,
  progressReportSchema,
  progressReportTypeSchema,
  VALIDATION_MESSAGES as V,
} from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/sql';
import type { AuthenticatedUser } from '../../identity/types';
import { authorise, pathId, registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import { notFound, validationFailed } from '../../platform/errors';
import { scopeOf, type TenantScope } from '../../platform/tenant-scope';
import { CV_PDF_RATE_LIMIT } from '../cv/send-cv-pdf';
import { sendPdf } from '../files/serve';
import { validated } from '../../platform/validate';
import { figuresOf, isFutureMonth } from './figures';
import {
  centreInstitute,
  insertReport,
  listReports,
  monthTaken,
  moveReport,
  type ReportCaller,
  reportOf,
  reportRow,
  updateReport,
} from './repository';
import { renderProgressReportPdf } from './render-pdf';
import { nextReportStatus, type ReportMove } from './transitions';

const callerOf = (user: AuthenticatedUser | null): ReportCaller => ({
  manage: Boolean(user?.permissions.has(P.manage)),
  approve: Boolean(user?.permissions.has(P.approve)),
});

const duplicate = () => validationFailed({ reporting_month: [ERR.duplicateMonth] });

/** The body checked by its type's schema (the type first), with the month's rule and the totals decided here. */
async function checkedBody(raw: unknown) {
  const { report_type } = await validated(progressReportTypeSchema, raw);
  const body = (await validated(progressReportSchema(report_type), raw)) as ProgressReportBody;
  if (isFutureMonth(body.reporting_month)) throw validationFailed({ reporting_month: [ERR.futureMonth] });
  return { body, figures: figuresOf(report_type, body) };
}

/**
 * Monthly progress reports (issue 18 item 3, ADR 0093): an institute's administrator files the reports of its own
 * centres (the institute is the centre's, the centre the caller's: 422 otherwise), edits and submits them; a platform
 * administrator approves or returns them with a reason. Every read and move finds the report in the caller's scope
 * (404 otherwise) and moves through transitions.ts under the report's row lock (409 for an illegal move).
 */
export function registerProgressReportRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  const readOne = async (id: number, scope: TenantScope, user: AuthenticatedUser | null) => {
    const row = await reportRow(db, id, scope);
    if (!row) throw notFound();
    return reportOf(row, callerOf(user));
  };

  /** A move of a report in the scope, under its row lock. */
  const move = (
    id: number,
    scope: TenantScope,
    step: (tx: Db, status: ProgressReportStatus) => Promise<void>,
  ) =>
    db.transaction(async (tx) => {
      const row = await reportRow(tx, id, scope, true);
      if (!row) throw notFound();
      await step(tx, row.status as ProgressReportStatus);
    });

  registerListEndpoint(
    app,
    E.progressReports,
    async (ctx) => listReports(db, ctx.tenant(), ctx.query, ctx.page, callerOf(ctx.user)),
    { query: progressReportQuerySchema },
  );

  registerEndpoint(app, E.progressReport, async (ctx) => readOne(ctx.id(), ctx.tenant(), ctx.user));

  // the report as a PDF: read as above (another institute's report 404), drawn in `lang` (en or bn, else 422)
  app.get(E.progressReportPdf.path, { config: { rateLimit: CV_PDF_RATE_LIMIT } }, async (request, reply) => {
    const user = await authorise(app, E.progressReportPdf, request);
    if (!user) throw notFound();
    const id = pathId((request.params as { id?: unknown }).id);
    const lang = (request.query as { lang?: unknown } | undefined)?.lang ?? 'en';
    if (!PROGRESS_REPORT_PDF_LANGUAGES.includes(lang as never)) throw validationFailed({ lang: [V.oneOf] });
    const report = await readOne(id, scopeOf(user), user);
    const bytes = await renderProgressReportPdf(report, lang as 'en' | 'bn');
    const name = `progress-report-${report.id}-${report.reporting_month}.pdf`;
    return sendPdf(reply, bytes, name);
  });

  registerEndpoint(
    app,
    E.createProgressReport,
    async (ctx) => {
      const user = ctx.requireUser();
      const { body, figures } = await checkedBody(ctx.body);
      const institute = await centreInstitute(db, body.training_center_id, ctx.tenant());
      if (institute === null) throw validationFailed({ training_center_id: [V.referenceMissing] });
      if (await monthTaken(db, body.report_type, body.training_center_id, body.reporting_month, null))
        throw duplicate();
      const id = await insertReport(db, { ...body, institute_id: institute, figures }, user.id).catch(
        (error: unknown) => {
          if (isUniqueViolation(error)) throw duplicate();
          throw error;
        },
      );
      return readOne(id, ctx.tenant(), user);
    },
    {
      documented: { body: progressReportSchema('training_center') },
      message: 'progress_reports.success.saved',
    },
  );

  registerEndpoint(
    app,
    E.updateProgressReport,
    async (ctx) => {
      const id = ctx.id();
      const user = ctx.requireUser();
      const scope = ctx.tenant();
      if (!(await reportRow(db, id, scope))) throw notFound();
      const { body, figures } = await checkedBody(ctx.body);
      await move(id, scope, async (tx, status) => {
        nextReportStatus(status, 'edit');
        const row = await reportRow(tx, id, scope);
        // the type and the centre are fixed once filed
        if (row?.report_type !== body.report_type) throw validationFailed({ report_type: [V.oneOf] });
        if (Number(row.training_center_id) !== body.training_center_id)
          throw validationFailed({ training_center_id: [V.oneOf] });
        if (await monthTaken(tx, body.report_type, body.training_center_id, body.reporting_month, id))
          throw duplicate();
        await updateReport(tx, id, body.reporting_month, figures, user.id).catch((error: unknown) => {
          if (isUniqueViolation(error)) throw duplicate();
          throw error;
        });
      });
      return readOne(id, scope, user);
    },
    {
      documented: { body: progressReportSchema('skill_development') },
      message: 'progress_reports.success.saved',
    },
  );

  for (const [endpoint, step, message] of [
    [E.submitProgressReport, 'submit', 'progress_reports.success.submitted'],
    [E.approveProgressReport, 'approve', 'progress_reports.success.approved'],
  ] as const)
    registerEndpoint(
      app,
      endpoint,
      async (ctx) => {
        const id = ctx.id();
        const user = ctx.requireUser();
        await move(id, ctx.tenant(), async (tx, status) => {
          await moveReport(tx, id, nextReportStatus(status, step as ReportMove), user.id);
        });
        return readOne(id, ctx.tenant(), user);
      },
      { successCode: 200, message },
    );

  registerEndpoint(
    app,
    E.returnProgressReport,
    async (ctx) => {
      const id = ctx.id();
      const user = ctx.requireUser();
      await move(id, ctx.tenant(), async (tx, status) => {
        await moveReport(tx, id, nextReportStatus(status, 'return'), user.id, ctx.body.reason);
      });
      return readOne(id, ctx.tenant(), user);
    },
    { successCode: 200, body: progressReportReturnSchema, message: 'progress_reports.success.returned' },
  );
}
