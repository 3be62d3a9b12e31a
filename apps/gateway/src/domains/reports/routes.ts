import {
  REPORT_DOWNLOAD_MAX_ROWS,
  REPORT_ERRORS,
  REPORT_PDF_LANGUAGES,
  type ReportPdfLanguage,
  reportEndpoints as E,
} from '@platform/contract';
import { VALIDATION_MESSAGES as V } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { authorise, registerListEndpoint } from '../../platform/endpoint';
import { HttpError, validationFailed } from '../../platform/errors';
import { CV_PDF_RATE_LIMIT } from '../cv/send-cv-pdf';
import { sendPdf } from '../files/serve';
import { reportRequest } from './filters';
import { countReport, filterTitles, reportRows } from './repository';
import { renderReportPdf } from './render-report-pdf';

/**
 * Report management (spec §7 "reports and downloads"; issue 17 item 3; ADR 0101): a report's page as JSON, and the
 * whole report as a PDF drawn here (at most REPORT_DOWNLOAD_MAX_ROWS rows, else 422 with the count). `view_reports`
 * is the platform administrator's key; the reports read every tenant.
 */
export function registerReportRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  registerListEndpoint(app, E.report, async (ctx) => {
    const request = reportRequest(ctx.params.kind, ctx.query);
    const [total, data] = await Promise.all([
      countReport(db, request),
      reportRows(db, request, ctx.page.page_size, (ctx.page.page - 1) * ctx.page.page_size),
    ]);
    return { data, total };
  });

  app.get(E.reportPdf.path, { config: { rateLimit: CV_PDF_RATE_LIMIT } }, async (request, reply) => {
    await authorise(app, E.reportPdf, request);
    const query = (request.query ?? {}) as Record<string, unknown>;
    const report = reportRequest((request.params as { kind?: unknown }).kind, query);
    const lang = query.lang ?? 'en';
    if (!REPORT_PDF_LANGUAGES.includes(lang as never)) throw validationFailed({ lang: [V.oneOf] });
    const total = await countReport(db, report);
    if (total > REPORT_DOWNLOAD_MAX_ROWS)
      throw new HttpError(422, REPORT_ERRORS.tooManyRows, {
        rows: [
          JSON.stringify({ id: REPORT_ERRORS.tooManyRows, values: { max: REPORT_DOWNLOAD_MAX_ROWS, total } }),
        ],
      });
    const [rows, titles] = await Promise.all([
      reportRows(db, report, REPORT_DOWNLOAD_MAX_ROWS, 0),
      filterTitles(db, report.filters as Record<string, unknown>),
    ]);
    const bytes = await renderReportPdf(report, rows, lang as ReportPdfLanguage, titles);
    const name = `report-${report.kind}-${report.from}-${report.to}.pdf`;
    return sendPdf(reply, bytes, name);
  });
}
