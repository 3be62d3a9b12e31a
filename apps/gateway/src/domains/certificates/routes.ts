import { CERTIFICATE_ERRORS, certificateEndpoints as E } from '@platform/contract';
import { translate } from '@platform/i18n/catalogue';
import {
  badgeVerifySchema,
  certificateCvSchema,
  certificateTemplateListQuerySchema,
  certificateTemplateSchema,
} from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { youthIdOf, youthOnly } from '../../platform/callers';
import { authorise, registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import { HttpError, notFound, unauthorized } from '../../platform/errors';
import { scopeOf } from '../../platform/tenant-scope';
import { validated } from '../../platform/validate';
import { signBadge, signingKey, verifyBadge } from './badge';
import { certificatePdf, drawCertificate, sampleValues, verificationUrl } from './certificates';
import {
  findCertificate,
  findTemplate,
  listTemplates,
  setCertificateOnCv,
  verificationOf,
  youthCertificates,
  youthViewOf,
} from './repository';
import { PDF_RATE_LIMIT, sendPdf } from './send-pdf';
import { createTemplate, editTemplate, removeTemplate } from './templates';

const uuidParam = (params: unknown) => String((params as { id?: unknown } | null)?.id ?? '');

/** The holder's own certificate, still valid: a revoked one is neither downloaded nor exported (409; ADR 0105). */
function valid<T extends { validity: string }>(c: T | null): T {
  if (!c) throw notFound();
  if (c.validity === 'revoked') throw new HttpError(409, CERTIFICATE_ERRORS.revoked);
  return c;
}

/**
 * Certificate templates (private, the institute's), the youth's certificates (protected), their public verification
 * and badge check (public); in demo mode a developer route that issues a certificate (the e2e journey's way in until
 * the course player's completion rule calls issueCourseCertificate).
 */
export function registerCertificateRoutes(app: FastifyInstance): void {
  const { db } = app.services;
  const limited = { config: { rateLimit: PDF_RATE_LIMIT } };
  const templateOr404 = async (id: number, scope: Parameters<typeof findTemplate>[2]) => {
    const template = await findTemplate(db, id, scope);
    if (!template) throw notFound();
    return template;
  };

  registerListEndpoint(
    app,
    E.certificateTemplates,
    async (ctx) => listTemplates(db, ctx.tenant(), ctx.query.search || undefined, ctx.page),
    { query: certificateTemplateListQuerySchema },
  );

  registerEndpoint(
    app,
    E.createCertificateTemplate,
    async (ctx) => {
      const id = await createTemplate(db, ctx.tenant(), ctx.body, ctx.requireUser().id);
      return templateOr404(id, ctx.tenant());
    },
    { body: certificateTemplateSchema, message: 'certificates.success.saved' },
  );

  registerEndpoint(app, E.certificateTemplate, async (ctx) => templateOr404(ctx.id(), ctx.tenant()));

  registerEndpoint(
    app,
    E.updateCertificateTemplate,
    async (ctx) => {
      const id = ctx.id();
      await templateOr404(id, ctx.tenant());
      const body = await validated(certificateTemplateSchema, ctx.body);
      await editTemplate(db, id, ctx.tenant(), body, ctx.requireUser().id);
      return templateOr404(id, ctx.tenant());
    },
    { documented: { body: certificateTemplateSchema }, message: 'certificates.success.saved' },
  );

  registerEndpoint(
    app,
    E.deleteCertificateTemplate,
    async (ctx) => {
      const id = ctx.id();
      await removeTemplate(db, id, ctx.tenant());
      return { id };
    },
    { message: 'certificates.success.deleted' },
  );

  app.get(E.certificateTemplatePdf.path, limited, async (request, reply) => {
    const user = await authorise(app, E.certificateTemplatePdf, request);
    if (!user) throw unauthorized();
    const id = Number((request.params as { id?: unknown }).id);
    if (!Number.isSafeInteger(id) || id < 1) throw notFound();
    const template = await templateOr404(id, scopeOf(user));
    const bytes = await drawCertificate(
      app,
      template,
      sampleValues(template),
      verificationUrl(app, '00000000-0000-4000-8000-000000000000'),
      template.title,
    );
    return sendPdf(reply, bytes, `certificate-template-${id}.pdf`);
  });

  registerEndpoint(app, E.youthCertificates, async (ctx) =>
    (await youthCertificates(db, ctx.youthId())).map((c) => youthViewOf(c, verificationUrl(app, c.id))),
  );

  registerEndpoint(app, E.youthCertificate, async (ctx) => {
    const c = await findCertificate(db, uuidParam(ctx.params), ctx.youthId());
    if (!c) throw notFound();
    return youthViewOf(c, verificationUrl(app, c.id));
  });

  // the locker's "on my CV" switch (ADR 0115): a revoked certificate cannot be added (it may be taken off)
  registerEndpoint(
    app,
    E.updateCertificateOnCv,
    async (ctx) => {
      const youth = ctx.youthId();
      const id = uuidParam(ctx.params);
      const c = await findCertificate(db, id, youth);
      if (!c) throw notFound();
      if (ctx.body.add_to_cv && c.validity === 'revoked')
        throw new HttpError(409, CERTIFICATE_ERRORS.revokedOnCv);
      await setCertificateOnCv(db, id, youth, ctx.body.add_to_cv);
      return youthViewOf({ ...c, add_to_cv: ctx.body.add_to_cv }, verificationUrl(app, c.id));
    },
    {
      body: certificateCvSchema,
      caller: youthOnly,
      message: 'certificates.success.cv_saved',
    },
  );

  app.get(E.youthCertificatePdf.path, limited, async (request, reply) => {
    const user = await authorise(app, E.youthCertificatePdf, request);
    if (!user) throw unauthorized();
    const c = valid(await findCertificate(db, uuidParam(request.params), youthIdOf(user)));
    return sendPdf(reply, await certificatePdf(app, c), `certificate-${c.id}.pdf`);
  });

  registerEndpoint(app, E.youthCertificateBadge, async (ctx) => {
    const c = valid(await findCertificate(db, uuidParam(ctx.params), ctx.youthId()));
    const values = { course: c.course_title, institute: c.institute_title };
    return signBadge(db, c, app.services.config.publicUrl, verificationUrl(app, c.id), {
      description: translate('en-US', 'certificates.badge.description', values),
      narrative: translate('en-US', 'certificates.badge.narrative', values),
    });
  });

  registerEndpoint(app, E.certificateVerification, async (ctx) => {
    const c = await findCertificate(db, uuidParam(ctx.params));
    if (!c) throw notFound();
    return verificationOf(c);
  });

  registerEndpoint(
    app,
    E.verifyCertificateBadge,
    async (ctx) => {
      const id = await verifyBadge(db, ctx.body.credential);
      const c = id ? await findCertificate(db, id) : null;
      return { valid: id !== null, certificate: c ? verificationOf(c) : null };
    },
    { body: badgeVerifySchema, successCode: 200 },
  );

  registerEndpoint(app, E.certificateKeys, async () => ({
    keys: [(await signingKey(db)).publicJwk as Record<string, unknown>],
  }));
}
