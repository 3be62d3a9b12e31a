import {
  CERTIFICATE_ERRORS as ERR,
  certificateEndpoints as E,
  NOTIFICATION_CHANNEL,
  NOTIFICATION_EVENT,
} from '@platform/contract';
import { certificateRevokeSchema, issuedCertificateQuerySchema } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { authorise, registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import { HttpError, notFound, unauthorized } from '../../platform/errors';
import { scopeOf, type TenantScope } from '../../platform/tenant-scope';
import { validated } from '../../platform/validate';
import { certificatePdf, verificationUrl } from './certificates';
import { PDF_RATE_LIMIT, sendPdf } from './send-pdf';
import {
  clearRevoked,
  findIssued,
  holderOf,
  issuedDetailOf,
  listIssued,
  recordOf,
  setRevoked,
} from './issued';
import { dhakaDay } from './repository';

type Issued = NonNullable<Awaited<ReturnType<typeof findIssued>>>;

const conflict = (message: string) => new HttpError(409, message);
const uuidParam = (params: unknown) => String((params as { id?: unknown } | null)?.id ?? '');

/**
 * Issued certificates for staff (issue 17 item 8; ADR 0105): the platform-wide list (an institute's user: its own
 * institute's), one certificate, its PDF (stamped revoked once revoked), revoking with a reason — under the row's
 * lock, 409 when revoked already, the holder told through the outbox in the same transaction — and restoring (the
 * holder told likewise, ADR 0111).
 */
export function registerStaffCertificateRoutes(app: FastifyInstance): void {
  const { db, notifier } = app.services;
  /**
   * Tells the holder of `c` (in-app, and by e-mail when they have an address) in the transaction that changed it,
   * in their language: the certificate revoked (ADR 0105) or restored (ADR 0111).
   */
  const tellHolder = async (
    tx: Db,
    c: Issued,
    event: typeof NOTIFICATION_EVENT.CERTIFICATE_REVOKED | typeof NOTIFICATION_EVENT.CERTIFICATE_RESTORED,
    variables: Record<string, string>,
  ) => {
    const holder = await holderOf(tx, c.youth_id);
    if (!holder) return;
    await notifier.notify(
      {
        event,
        channels: [NOTIFICATION_CHANNEL.IN_APP, ...(holder.email ? [NOTIFICATION_CHANNEL.EMAIL] : [])],
        recipients: [{ user_id: holder.id, email: holder.email ?? undefined }],
        variables: {
          name: holder.bengali ? holder.name : (holder.name_en ?? holder.name),
          course_title: holder.bengali ? c.course_title : (c.course_title_en ?? c.course_title),
          ...variables,
          locale: holder.bengali ? 'bn-BD' : 'en-US',
        },
      },
      tx,
    );
  };
  const detail = async (id: string, scope: TenantScope) => {
    const c = await findIssued(db, id, scope);
    if (!c) throw notFound();
    return issuedDetailOf(c, verificationUrl(app, c.id));
  };

  registerListEndpoint(
    app,
    E.issuedCertificates,
    async (ctx) => listIssued(db, ctx.tenant(), ctx.query, ctx.page),
    {
      query: issuedCertificateQuerySchema,
    },
  );

  registerEndpoint(app, E.issuedCertificate, async (ctx) => detail(uuidParam(ctx.params), ctx.tenant()));

  app.get(E.issuedCertificatePdf.path, { config: { rateLimit: PDF_RATE_LIMIT } }, async (request, reply) => {
    const user = await authorise(app, E.issuedCertificatePdf, request);
    if (!user) throw unauthorized();
    const id = uuidParam(request.params);
    const c = (await findIssued(db, id, scopeOf(user))) ? await recordOf(db, id) : null;
    if (!c) throw notFound();
    return sendPdf(reply, await certificatePdf(app, c), `certificate-${c.id}.pdf`);
  });

  registerEndpoint(
    app,
    E.revokeCertificate,
    async (ctx) => {
      const id = uuidParam(ctx.params);
      const scope = ctx.tenant();
      const by = ctx.requireUser().id;
      await db.transaction(async (tx) => {
        const c = await findIssued(tx, id, scope, true);
        if (!c) throw notFound();
        const { reason } = await validated(certificateRevokeSchema, ctx.body);
        if (c.validity === 'revoked') throw conflict(ERR.alreadyRevoked);
        await setRevoked(tx, id, reason, by);
        const revoked = await findIssued(tx, id, scope);
        await tellHolder(tx, c, NOTIFICATION_EVENT.CERTIFICATE_REVOKED, {
          reason,
          date: revoked?.revoked_on ?? '',
        });
      });
      return detail(id, scope);
    },
    {
      successCode: 200,
      message: 'certificates.success.revoked',
      documented: { body: certificateRevokeSchema },
    },
  );

  registerEndpoint(
    app,
    E.restoreCertificate,
    async (ctx) => {
      const id = uuidParam(ctx.params);
      const scope = ctx.tenant();
      await db.transaction(async (tx) => {
        const c = await findIssued(tx, id, scope, true);
        if (!c) throw notFound();
        if (c.validity !== 'revoked') throw conflict(ERR.notRevoked);
        await clearRevoked(tx, id);
        await tellHolder(tx, c, NOTIFICATION_EVENT.CERTIFICATE_RESTORED, { date: dhakaDay(new Date()) });
      });
      return detail(id, scope);
    },
    { successCode: 200, message: 'certificates.success.restored' },
  );
}
