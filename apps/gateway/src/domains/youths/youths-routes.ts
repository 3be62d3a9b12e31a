import { type CvPdfQuery, endpoints } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { youthAdminFilters } from './filters';
import { listYouths, youthAccount } from './repository';
import { CV_PDF_RATE_LIMIT, sendCvPdf } from '../cv/send-cv-pdf';
import { authorise, registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import { notFound } from '../../platform/errors';
import { loadCvView } from '../youth-profile/cv-certificates';

/**
 * The platform's youth for administrators (spec §2 admin /youths; ADR 0082): the list, one youth's profile as the
 * public CV shows it (publicView with cv: true, the CV bank's read path: hidden sections absent) and its PDF.
 */
export function registerYouthAdminRoutes(app: FastifyInstance): void {
  const { db, storage } = app.services;
  const cvOf = async (rawId: unknown) => {
    const id = Number(rawId);
    const userId = Number.isSafeInteger(id) && id > 0 ? await youthAccount(db, id) : null;
    if (userId === null) throw notFound();
    return loadCvView(app, userId);
  };

  registerListEndpoint(app, endpoints.youths, async (ctx) =>
    listYouths(db, youthAdminFilters(ctx.query), ctx.page),
  );

  registerEndpoint(app, endpoints.youth, async (ctx) => cvOf(ctx.params.id));

  app.get(endpoints.youthCvPdf.path, { config: { rateLimit: CV_PDF_RATE_LIMIT } }, async (request, reply) => {
    await authorise(app, endpoints.youthCvPdf, request);
    const view = await cvOf((request.params as { id?: unknown }).id);
    return sendCvPdf(app, storage, reply, view, request.query as CvPdfQuery);
  });
}
