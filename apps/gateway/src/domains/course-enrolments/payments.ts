import {
  COURSE_PAYMENT_RESULT_PATH,
  ENROLMENT_STATUS,
  PAYMENT_MESSAGES,
  PAYMENT_OUTCOME,
  PAYMENT_STATUS,
  type PaymentOutcome,
  type PaymentStatus,
} from '@platform/contract';
import type { CatalogueLocale } from '@platform/i18n/catalogue';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { HttpError } from '../../platform/errors';
import type { PaymentInitiated, PaymentProvider } from '../payments/provider';
import { type AppliedAnswer, type OpenedPayment, startCheckout } from '../payments/purposes';

/*
 * Paid enrolments through the wallet port (ADR 0062; the assessments' pattern, ADR 0070; ADR 0075): a payment row is
 * opened in the enrolment's transaction, the provider's checkout is asked for outside it, and the provider's answer
 * reaches the payments domain's callback, which hands a reference it does not know to `enrolmentPaymentPurpose`:
 * verified there, applied once (the enrolment becomes `enrolled` on a success), then 303 to the youth portal's result
 * page.
 */

/** Opens an incomplete payment of a pending enrolment (in the caller's transaction). */
export async function openEnrolmentPayment(
  tx: Db,
  provider: PaymentProvider,
  enrolment: { id: number; fee: number; course_title: string; course_title_en: string | null },
  locale: CatalogueLocale,
): Promise<OpenedPayment> {
  const inserted = await tx.query<{ id: number }>(
    `insert into course_enrolment_payments (enrolment_id, youth_id, institute_id, amount, provider)
     select e.id, e.youth_id, c.institute_id, $2, $3 from course_enrolments e join courses c on c.id = e.course_id
      where e.id = $1 returning id`,
    [enrolment.id, enrolment.fee, provider.name],
  );
  const title =
    (locale === 'bn-BD'
      ? enrolment.course_title || enrolment.course_title_en
      : enrolment.course_title_en || enrolment.course_title) ?? '';
  return { paymentId: Number(inserted.rows[0]?.id), amount: enrolment.fee, locale, title };
}

/** Asks the provider for the checkout of an opened payment and keeps its reference. */
export async function checkoutOf(
  app: FastifyInstance,
  provider: PaymentProvider,
  opened: OpenedPayment,
  log: FastifyBaseLogger,
): Promise<PaymentInitiated> {
  const { db } = app.services;
  const started = await startCheckout(app, provider, opened, {
    log,
    logKey: 'course_enrolment_payment_id',
    markFailed: () =>
      db.query(
        `update course_enrolment_payments set status = '${PAYMENT_STATUS.UNPAID}', outcome = '${PAYMENT_OUTCOME.FAILED}',
           completed_at = now(), updated_at = now() where id = $1 and status = '${PAYMENT_STATUS.INCOMPLETE}'`,
        [opened.paymentId],
      ),
  });
  await db.query('update course_enrolment_payments set provider_ref = $2, updated_at = now() where id = $1', [
    opened.paymentId,
    started.provider_ref,
  ]);
  log.info(
    {
      event: 'course_enrolment_payment.started',
      course_enrolment_payment_id: opened.paymentId,
      amount: opened.amount,
    },
    'course enrolment payment started',
  );
  return started;
}

export const unavailable = () => new HttpError(503, PAYMENT_MESSAGES.unavailable);

interface LockedPayment {
  id: number;
  enrolment_id: number;
  amount: number;
  status: PaymentStatus;
}

/** The callback's side of an enrolment payment: applied once, in the callback's transaction. */
export function enrolmentPaymentPurpose(portal: string) {
  return {
    name: 'course_enrolment',
    async apply(
      tx: Db,
      provider: string,
      answer: {
        provider_ref: string;
        outcome: PaymentOutcome;
        amount: number;
        wallet_number_masked: string | null;
      },
    ): Promise<AppliedAnswer | null> {
      const r = await tx.query<LockedPayment>(
        `select p.id, p.enrolment_id, p.amount, p.status from course_enrolment_payments p
          where p.provider = $1 and p.provider_ref = $2 for update`,
        [provider, answer.provider_ref],
      );
      const payment = r.rows[0];
      if (!payment) return null;
      if (answer.amount !== Number(payment.amount)) return { code: 400, reason: 'amount' };
      const id = Number(payment.id);
      const enrolmentId = Number(payment.enrolment_id);
      const location = `${portal}${COURSE_PAYMENT_RESULT_PATH}?enrollment=${enrolmentId}&payment=${id}`;
      // a replayed answer, or a second one for the same payment: the first verified answer stands
      if (payment.status !== PAYMENT_STATUS.INCOMPLETE) return { code: 303, id, replay: true, location };
      const success = answer.outcome === PAYMENT_OUTCOME.SUCCESS;
      await tx.query(
        `update course_enrolment_payments set status = $2, outcome = $3, wallet_number_masked = $4,
           completed_at = now(), updated_at = now() where id = $1 and status = '${PAYMENT_STATUS.INCOMPLETE}'`,
        [
          id,
          success ? PAYMENT_STATUS.PAID : PAYMENT_STATUS.UNPAID,
          answer.outcome,
          answer.wallet_number_masked,
        ],
      );
      if (success)
        await tx.query(
          `update course_enrolments set status = '${ENROLMENT_STATUS.ENROLLED}', enrolled_at = now(), updated_at = now()
            where id = $1 and status = '${ENROLMENT_STATUS.PAYMENT_PENDING}'`,
          [enrolmentId],
        );
      return { code: 303, id, replay: false, location };
    },
  };
}
