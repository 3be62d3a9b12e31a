import {
  endpoints,
  JOB_POST_STATUS,
  JOB_SERVICE_PRICES_BDT,
  PAYMENT_MESSAGES,
  PAYMENT_OUTCOME,
  PAYMENT_STATUS,
  SERVICE_TYPE,
} from '@platform/contract';
import type { CatalogueLocale } from '@platform/i18n/catalogue';
import { jobPaymentSchema, today } from '@platform/validation';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PORTALS } from '../../config';
import { findJob, lockJob, markJobLive } from '../jobs/posts';
import { jobScopeOf } from '../jobs/scope';
import {
  completePayment,
  failUnopenedPayment,
  findPayment,
  insertPayment,
  jobTenant,
  lockPaymentByRef,
  recordActivation,
  setProviderRef,
} from './repository';
import { localeOf, renderPage } from '../../identity/interactions';
import { afterJobLive } from '../job-alerts/job-live-events';
import { registerEndpoint } from '../../platform/endpoint';
import { HttpError, notFound } from '../../platform/errors';
import { checkoutTitle, paymentUnavailable } from './purpose-payments';
import { type AppliedAnswer, paymentProviderOf, paymentPurposesOf, startCheckout } from './purposes';
import { JOB_ERRORS } from '../jobs/errors';
import { validated } from '../../platform/validate';

/**
 * The payment procedure that takes an approved job live (ADR 0062):
 * - `POST /private/jobs/:id/payment` (pay_job): an approved job of the caller's organisation (404 another
 *   organisation's, 409 any other state); the amount is the price of the service type; answers the checkout URL;
 * - `GET /private/payments/:id` (pay_job): the payment for the portal's result page, inside the caller's organisation;
 * - `GET /payments/callback/:provider`: the provider's answer, verified by the adapter, applied once in one
 *   transaction (payment row, `markJobLive`, `afterJobLive`), then 303 to the recruiter portal's result page. A
 *   reference that is no job payment's is offered to the other purposes (purposes.ts: the assessment fees).
 */
export function registerPaymentRoutes(app: FastifyInstance): void {
  const { db, config } = app.services;
  const provider = paymentProviderOf(app);
  provider?.register?.(app);
  const recruiterPortal = config.portalOrigins[PORTALS.indexOf('recruiter')] ?? config.publicUrl;

  registerEndpoint(
    app,
    endpoints.payJob,
    async (ctx) => {
      const id = ctx.id();
      const user = ctx.requireUser();
      const scope = jobScopeOf(ctx.tenant());
      const opened = await db.transaction(async (tx) => {
        const locked = await lockJob(tx, id, scope);
        if (!locked) throw notFound();
        const body = await validated(jobPaymentSchema, ctx.body);
        if (locked.status !== JOB_POST_STATUS.APPROVED)
          throw new HttpError(409, PAYMENT_MESSAGES.notApproved);
        const job = await findJob(tx, id, scope, today());
        const tenant = await jobTenant(tx, id);
        if (!job || !tenant) throw notFound();
        if (job.application_deadline && job.application_deadline < today())
          throw new HttpError(409, JOB_ERRORS.deadlinePassed);
        if (!provider) throw paymentUnavailable();
        const serviceType = body.service_type ?? tenant.service_type ?? SERVICE_TYPE.BASIC_LISTING;
        // the amount is the gateway's: the body names the service type only
        const amount = JOB_SERVICE_PRICES_BDT[serviceType];
        const paymentId = await insertPayment(tx, {
          job_id: id,
          organization_id: tenant.organization_id,
          service_type: serviceType,
          amount,
          provider: provider.name,
          created_by: user.id,
        });
        const locale: CatalogueLocale = body.locale ?? 'en-US';
        const title = checkoutTitle(locale, job.job_title, job.job_title_en);
        return { paymentId, amount, locale, title };
      });
      if (!provider) throw paymentUnavailable();
      const started = await startCheckout(app, provider, opened, {
        log: ctx.request.log,
        logKey: 'payment_id',
        markFailed: () => failUnopenedPayment(db, opened.paymentId),
      });
      await setProviderRef(db, opened.paymentId, started.provider_ref);
      ctx.request.log.info(
        { event: 'payment.started', payment_id: opened.paymentId, job_id: id, amount: opened.amount },
        'payment started',
      );
      const payment = await findPayment(db, opened.paymentId, scope, today());
      if (!payment) throw notFound();
      return { payment, redirect_url: started.redirect_url };
    },
    // the body is read once the job is locked and found
    { successCode: 201, message: PAYMENT_MESSAGES.started, documented: { body: jobPaymentSchema } },
  );

  registerEndpoint(app, endpoints.payment, async (ctx) => {
    const payment = await findPayment(db, ctx.id(), jobScopeOf(ctx.tenant()), today());
    if (!payment) throw notFound();
    return payment;
  });

  const refused = (reply: FastifyReply, code: number, locale: CatalogueLocale) =>
    reply
      .code(code)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        renderPage(
          locale,
          'payments.callback.refused_title',
          (t) =>
            `<h1>${t('payments.callback.refused_title')}</h1><p role="alert">${t('payments.callback.refused')}</p>`,
        ),
      );

  app.get<{ Params: { provider: string }; Querystring: Record<string, string | undefined> }>(
    endpoints.paymentCallback.path,
    async (req, reply) => {
      const locale = localeOf(req);
      if (!provider || req.params.provider !== provider.name) return refused(reply, 404, locale);
      const verified = await provider.verify({ query: req.query ?? {} });
      if (!verified.ok) {
        req.log.warn(
          { event: 'payment.answer_refused', provider: provider.name, reason: verified.reason },
          'payment answer refused',
        );
        return refused(reply, 400, locale);
      }
      const applied = await db.transaction(async (tx): Promise<AppliedAnswer> => {
        const payment = await lockPaymentByRef(tx, provider.name, verified.provider_ref);
        if (!payment) {
          for (const purpose of paymentPurposesOf(app)) {
            const other = await purpose.apply(tx, provider.name, verified);
            if (other) return other;
          }
          return { code: 404, reason: 'unknown_ref' };
        }
        if (verified.amount !== payment.amount) return { code: 400, reason: 'amount' };
        const location = `${recruiterPortal}/jobs/payment/result?payment=${payment.id}`;
        // a replayed answer, or a second one for the same payment: the first verified answer stands
        if (payment.status !== PAYMENT_STATUS.INCOMPLETE)
          return { code: 303, id: payment.id, replay: true, location };
        await completePayment(tx, payment.id, verified.outcome, verified.wallet_number_masked);
        // markJobLive only moves an approved job: a success for a job already live activates nothing twice
        if (verified.outcome === PAYMENT_OUTCOME.SUCCESS && (await markJobLive(tx, payment.job_id))) {
          await recordActivation(tx, payment.id, payment.job_id, payment.service_type);
          await afterJobLive(tx, payment.job_id);
        }
        return { code: 303, id: payment.id, replay: false, location };
      });
      if (applied.code !== 303) {
        req.log.warn(
          {
            event: 'payment.answer_refused',
            provider: provider.name,
            reason: applied.reason,
          },
          'payment answer refused',
        );
        return refused(reply, applied.code, locale);
      }
      req.log.info(
        {
          event: applied.replay ? 'payment.answer_replayed' : 'payment.answer_applied',
          payment_id: applied.id,
          outcome: verified.outcome,
        },
        'payment answer',
      );
      return reply.header('cache-control', 'no-store').redirect(applied.location, 303);
    },
  );
}
