import { PAYMENT_MESSAGES, PAYMENT_OUTCOME, PAYMENT_STATUS, type PaymentStatus } from '@platform/contract';
import type { CatalogueLocale } from '@platform/i18n/catalogue';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { PORTALS, type PortalId } from '../../config';
import type { Db } from '../../db/client';
import { HttpError } from '../../platform/errors';
import type { PaymentInitiated, PaymentProvider } from './provider';
import {
  type AppliedAnswer,
  type OpenedPayment,
  type PaymentPurpose,
  registerPaymentPurpose,
  startCheckout,
  type VerifiedAnswer,
} from './purposes';

/*
 * The payments another domain takes through the wallet port (ADR 0062, ADR 0070, ADR 0075): the assessment fees and
 * the course fees. Each keeps its own table (`id, amount, status, outcome, provider, provider_ref,
 * wallet_number_masked, completed_at, updated_at`) and names what the payment is for (its owner: the enrolment, the
 * assessment); the rest is the same for all and lives here once:
 *   - `checkout`: the provider's checkout for a payment the domain opened in its transaction; the reference is kept,
 *     a provider that cannot be reached leaves the payment unpaid/failed (502);
 *   - `register`: the callback's side, applied once in the callback's transaction: the amount must be the payment's,
 *     a payment no longer incomplete is a replay, a success may move the owner on (`onPaid`), then 303 to the
 *     portal's result page `<path>?<owner>=<id>&payment=<id>`.
 */

export interface PurposePaymentsDef {
  /** For the logs: `<name>_payment_id`, `<name>_payment.started`. */
  name: string;
  /** The purpose's payment table (alias `p` in `owner.sql` and `owner.join`). */
  table: string;
  /** What the payment is for: its id as SQL over `p` (and `join`), named `param` in the result page's query. */
  owner: { sql: string; join?: string; param: string };
  /** The portal whose result page the payer returns to, and that page's path. */
  result: { portal: PortalId; path: string };
  /** On a verified success, in the callback's transaction (the enrolment becomes enrolled). */
  onPaid?: (tx: Db, ownerId: number) => Promise<unknown>;
}

export interface PurposePayments {
  /** Adds this purpose to the app's payment callback. */
  register(app: FastifyInstance): void;
  /** Asks the provider for the checkout of an opened payment and keeps its reference (outside any transaction). */
  checkout(
    app: FastifyInstance,
    provider: PaymentProvider,
    opened: OpenedPayment,
    log: FastifyBaseLogger,
    logFields?: Record<string, number>,
  ): Promise<PaymentInitiated>;
}

/** 503: no payment provider is configured. */
export const paymentUnavailable = () => new HttpError(503, PAYMENT_MESSAGES.unavailable);

/** The title the payer sees on the checkout: the one of the payer's language, else the other. */
export const checkoutTitle = (
  locale: CatalogueLocale,
  title: string | null,
  titleEn: string | null,
): string => (locale === 'bn-BD' ? title || titleEn : titleEn || title) ?? '';

interface LockedPayment {
  id: number;
  owner_id: number;
  amount: number;
  status: PaymentStatus;
}

export function purposePayments(def: PurposePaymentsDef): PurposePayments {
  const { name, table, owner } = def;

  const purpose = (portal: string): PaymentPurpose => ({
    name,
    async apply(tx: Db, provider: string, answer: VerifiedAnswer): Promise<AppliedAnswer | null> {
      const r = await tx.query<LockedPayment>(
        `select p.id, ${owner.sql} as owner_id, p.amount, p.status from ${table} p ${owner.join ?? ''}
          where p.provider = $1 and p.provider_ref = $2 for update of p`,
        [provider, answer.provider_ref],
      );
      const payment = r.rows[0];
      if (!payment) return null;
      if (answer.amount !== Number(payment.amount)) return { code: 400, reason: 'amount' };
      const id = Number(payment.id);
      const ownerId = Number(payment.owner_id);
      const location = `${portal}${def.result.path}?${owner.param}=${ownerId}&payment=${id}`;
      // a replayed answer, or a second one for the same payment: the first verified answer stands
      if (payment.status !== PAYMENT_STATUS.INCOMPLETE) return { code: 303, id, replay: true, location };
      const success = answer.outcome === PAYMENT_OUTCOME.SUCCESS;
      await tx.query(
        `update ${table} set status = $2, outcome = $3, wallet_number_masked = $4, completed_at = now(),
           updated_at = now() where id = $1 and status = '${PAYMENT_STATUS.INCOMPLETE}'`,
        [
          id,
          success ? PAYMENT_STATUS.PAID : PAYMENT_STATUS.UNPAID,
          answer.outcome,
          answer.wallet_number_masked,
        ],
      );
      if (success && def.onPaid) await def.onPaid(tx, ownerId);
      return { code: 303, id, replay: false, location };
    },
  });

  return {
    register(app) {
      const { config } = app.services;
      const portal = config.portalOrigins[PORTALS.indexOf(def.result.portal)] ?? config.publicUrl;
      registerPaymentPurpose(app, purpose(portal));
    },

    async checkout(app, provider, opened, log, logFields = {}) {
      const { db } = app.services;
      const logKey = `${name}_payment_id`;
      const started = await startCheckout(app, provider, opened, {
        log,
        logKey,
        markFailed: () =>
          db.query(
            `update ${table} set status = '${PAYMENT_STATUS.UNPAID}', outcome = '${PAYMENT_OUTCOME.FAILED}',
               completed_at = now(), updated_at = now() where id = $1 and status = '${PAYMENT_STATUS.INCOMPLETE}'`,
            [opened.paymentId],
          ),
      });
      await db.query(`update ${table} set provider_ref = $2, updated_at = now() where id = $1`, [
        opened.paymentId,
        started.provider_ref,
      ]);
      log.info(
        { event: `${name}_payment.started`, [logKey]: opened.paymentId, ...logFields, amount: opened.amount },
        `${name.replaceAll('_', ' ')} payment started`,
      );
      return started;
    },
  };
}
