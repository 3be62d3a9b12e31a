import { type CvPdfQuery, endpoints } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { CV_PDF_RATE_LIMIT, sendCvPdf } from './send-cv-pdf';
import { cvBankYouth, searchCvBank } from './cv-bank';
import { cvBankFilters } from './cv-bank-filters';
import { authorise, registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import { notFound } from '../../platform/errors';
import { loadCvView } from '../youth-profile/cv-certificates';

/**
 * The recruiter's CV bank (spec §2 /cv-bank; contract endpoints-cv-bank.ts): the search, one CV (the public CV's
 * view: hidden sections absent, CV items only) and its PDF (the same drawing as /my-cv and the public CV).
 */
export function registerCvBankRoutes(app: FastifyInstance): void {
  const { db, storage } = app.services;
  const cvOf = async (publicId: string) => {
    const userId = await cvBankYouth(db, publicId);
    if (userId === null) throw notFound();
    return loadCvView(app, userId);
  };

  registerListEndpoint(app, endpoints.cvBank, async (ctx) =>
    searchCvBank(db, cvBankFilters(ctx.query), ctx.page),
  );

  registerEndpoint(app, endpoints.cvBankCv, async (ctx) => cvOf(String(ctx.params.id ?? '')));

  app.get(
    endpoints.cvBankCvPdf.path,
    { config: { rateLimit: CV_PDF_RATE_LIMIT } },
    async (request, reply) => {
      await authorise(app, endpoints.cvBankCvPdf, request);
      const view = await cvOf(String((request.params as { id?: unknown }).id ?? ''));
      return sendCvPdf(app, storage, reply, view, request.query as CvPdfQuery);
    },
  );
}
