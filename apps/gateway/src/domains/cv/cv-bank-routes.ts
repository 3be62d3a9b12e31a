import { type CvPdfQuery, endpoints } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { CV_PDF_RATE_LIMIT, sendCvPdf } from './send-cv-pdf';
import { cvBankYouth, searchCvBank } from './cv-bank';
import { cvBankFilters } from './cv-bank-filters';
import { authorise, registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import { forbidden, notFound } from '../../platform/errors';
import { scopeOf, type TenantScope } from '../../platform/tenant-scope';
import { loadCvView } from '../youth-profile/cv-certificates';

/** The staff calls are a platform administrator's: a key granted to a tenant's user opens nothing (ADR 0128). */
function platformOnly(scope: TenantScope): void {
  if (scope.kind !== 'all') throw forbidden();
}

/**
 * The recruiter's CV bank (spec §2 /cv-bank; contract endpoints-cv-bank.ts): the search, one CV (the public CV's
 * view: hidden sections absent, CV items only) and its PDF (the same drawing as /my-cv and the public CV). The same
 * three for platform staff (the admin's section, ADR 0128): the same youths, filters and CV under a key of their own,
 * answered to a platform administrator only, each entry with the account's id.
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

  registerListEndpoint(app, endpoints.platformCvBank, async (ctx) => {
    platformOnly(ctx.tenant());
    return searchCvBank(db, cvBankFilters(ctx.query), ctx.page, true);
  });

  registerEndpoint(app, endpoints.platformCvBankCv, async (ctx) => {
    platformOnly(ctx.tenant());
    return cvOf(String(ctx.params.id ?? ''));
  });

  for (const [endpoint, staff] of [
    [endpoints.cvBankCvPdf, false],
    [endpoints.platformCvBankCvPdf, true],
  ] as const)
    app.get(endpoint.path, { config: { rateLimit: CV_PDF_RATE_LIMIT } }, async (request, reply) => {
      const user = await authorise(app, endpoint, request);
      if (staff) platformOnly(user ? scopeOf(user) : { kind: 'none' });
      const view = await cvOf(String((request.params as { id?: unknown }).id ?? ''));
      return sendCvPdf(app, storage, reply, view, request.query as CvPdfQuery);
    });
}
