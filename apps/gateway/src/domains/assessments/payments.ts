import {
  APPLICATION_STATUS as S,
  ASSESSMENT_PAYMENT_MESSAGES as M,
  ASSESSMENT_PAYMENT_RESULT_PATH,
  type AssessmentPayment,
  endpoints,
  PAYMENT_MESSAGES,
  PAYMENT_OUTCOME,
  PAYMENT_STATUS,
  type PaymentOutcome,
  type PaymentStatus,
} from '@platform/contract';
import type { CatalogueLocale } from '@platform/i18n/catalogue';
import { jobPaymentSchema } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { PORTALS } from '../../config';
import type { Db } from '../../db/client';
import { youthOnly } from '../../platform/callers';
import { registerEndpoint } from '../../platform/endpoint';
import { HttpError, notFound } from '../../platform/errors';
import { validated } from '../../platform/validate';
import {
  type AppliedAnswer,
  paymentProviderOf,
  registerPaymentPurpose,
  startCheckout,
} from '../payments/purposes';
import { ASSESSMENT_ERRORS, conflict } from './rules';
import { FEE_PAID_SQL, invitationRow } from './runner';

/*
 * Paid job assessments (ADR 0070 "Paid assessments"; migration 021): the invited youth pays the assessment's fee
 * through the wallet port of the job payments (ADR 0062) before the test can start.
 *   - `POST /protected/job-assessments/:id/payment`: the caller's own invitation only (another youth's → 404); the
 *     amount is the assessment's fee, never the body's (the body names the checkout's language only);
 *   - `GET /protected/assessment-payments/:id`: one of the caller's payments, for the result page;
 *   - the provider's answer reaches the payments domain's callback, which hands a reference it does not know to
 *     `assessmentPaymentPurpose`: verified there, applied once, then 303 to the assessment portal's result page.
 */

/** The body of the pay call: the checkout's language only (service_type and anything else are dropped). */
export const assessmentPaymentSchema = jobPaymentSchema.pick(['locale']);

const SELECT = `select p.id, ja.id as assessment_id, ja.title, ja.title_en, j.job_title, j.job_title_en, p.amount,
    p.currency, p.method, p.status, p.outcome, p.provider, p.wallet_number_masked, ${FEE_PAID_SQL} as fee_paid,
    p.created_at, p.completed_at
  from assessment_payments p join job_assessment_invitations i on i.id = p.invitation_id
  join job_assessments ja on ja.id = i.assessment_id join jobs j on j.id = ja.job_id`;

type Row = Omit<AssessmentPayment, 'created_at' | 'completed_at'> & {
  created_at: Date | string;
  completed_at: Date | string | null;
};
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** One payment of the youth's (another youth's is as missing as one that does not exist). */
export async function findAssessmentPayment(
  db: Db,
  id: number,
  youthId: number,
): Promise<AssessmentPayment | null> {
  const r = await db.query<Row>(`${SELECT} where p.id = $1 and p.youth_id = $2`, [id, youthId]);
  const row = r.rows[0];
  if (!row) return null;
  return {
    ...row,
    id: Number(row.id),
    assessment_id: Number(row.assessment_id),
    amount: Number(row.amount),
    created_at: iso(row.created_at) ?? '',
    completed_at: iso(row.completed_at),
  };
}

interface LockedAssessmentPayment {
  id: number;
  assessment_id: number;
  amount: number;
  status: PaymentStatus;
}

/** The callback's side of an assessment payment: applied once, in the callback's transaction. */
function assessmentPaymentPurpose(portal: string) {
  return {
    name: 'assessment',
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
      const r = await tx.query<LockedAssessmentPayment>(
        `select p.id, i.assessment_id, p.amount, p.status from assessment_payments p
           join job_assessment_invitations i on i.id = p.invitation_id
          where p.provider = $1 and p.provider_ref = $2 for update of p`,
        [provider, answer.provider_ref],
      );
      const payment = r.rows[0];
      if (!payment) return null;
      if (answer.amount !== Number(payment.amount)) return { code: 400, reason: 'amount' };
      const id = Number(payment.id);
      const location = `${portal}${ASSESSMENT_PAYMENT_RESULT_PATH}?assessment=${Number(payment.assessment_id)}&payment=${id}`;
      // a replayed answer, or a second one for the same payment: the first verified answer stands
      if (payment.status !== PAYMENT_STATUS.INCOMPLETE) return { code: 303, id, replay: true, location };
      const success = answer.outcome === PAYMENT_OUTCOME.SUCCESS;
      await tx.query(
        `update assessment_payments set status = $2, outcome = $3, wallet_number_masked = $4, completed_at = now(),
           updated_at = now() where id = $1 and status = '${PAYMENT_STATUS.INCOMPLETE}'`,
        [
          id,
          success ? PAYMENT_STATUS.PAID : PAYMENT_STATUS.UNPAID,
          answer.outcome,
          answer.wallet_number_masked,
        ],
      );
      return { code: 303, id, replay: false, location };
    },
  };
}

export function registerAssessmentPaymentRoutes(app: FastifyInstance): void {
  const { db, config } = app.services;
  const provider = paymentProviderOf(app);
  const portal = config.portalOrigins[PORTALS.indexOf('assessment')] ?? config.publicUrl;
  registerPaymentPurpose(app, assessmentPaymentPurpose(portal));

  registerEndpoint(
    app,
    endpoints.payJobAssessment,
    async (ctx) => {
      const youth = ctx.youthId();
      const assessmentId = ctx.id();
      const opened = await db.transaction(async (tx) => {
        const row = await invitationRow(tx, youth, assessmentId, true);
        if (!row) throw notFound();
        const body = await validated(assessmentPaymentSchema, ctx.body ?? {});
        // the amount is the assessment's: never the body's
        const amount = Number(row.fee);
        if (amount <= 0) throw conflict(M.free);
        if (row.fee_paid) throw conflict(M.alreadyPaid);
        if (row.attempt_id !== null) throw conflict(ASSESSMENT_ERRORS.alreadyParticipated);
        if (row.status !== S.ASSESSMENT_INVITATION_SENT) throw conflict(ASSESSMENT_ERRORS.notInvited);
        if (!provider) throw new HttpError(503, PAYMENT_MESSAGES.unavailable);
        const inserted = await tx.query<{ id: number }>(
          `insert into assessment_payments (invitation_id, youth_id, organization_id, amount, provider)
           select i.id, i.youth_id, j.organization_id, $2, $3 from job_assessment_invitations i
             join job_assessments ja on ja.id = i.assessment_id join jobs j on j.id = ja.job_id
            where i.id = $1 returning id`,
          [row.invitation_id, amount, provider.name],
        );
        const paymentId = Number(inserted.rows[0]?.id);
        const locale: CatalogueLocale = body.locale ?? 'en-US';
        const title = (locale === 'bn-BD' ? row.title || row.title_en : row.title_en || row.title) ?? '';
        return { paymentId, amount, locale, title };
      });
      if (!provider) throw new HttpError(503, PAYMENT_MESSAGES.unavailable);
      const started = await startCheckout(app, provider, opened, {
        log: ctx.request.log,
        logKey: 'assessment_payment_id',
        markFailed: () =>
          db.query(
            `update assessment_payments set status = '${PAYMENT_STATUS.UNPAID}', outcome = '${PAYMENT_OUTCOME.FAILED}',
               completed_at = now(), updated_at = now() where id = $1 and status = '${PAYMENT_STATUS.INCOMPLETE}'`,
            [opened.paymentId],
          ),
      });
      await db.query('update assessment_payments set provider_ref = $2, updated_at = now() where id = $1', [
        opened.paymentId,
        started.provider_ref,
      ]);
      ctx.request.log.info(
        {
          event: 'assessment_payment.started',
          assessment_payment_id: opened.paymentId,
          assessment_id: assessmentId,
          amount: opened.amount,
        },
        'assessment payment started',
      );
      const payment = await findAssessmentPayment(db, opened.paymentId, youth);
      if (!payment) throw notFound();
      return { payment, redirect_url: started.redirect_url };
    },
    {
      caller: youthOnly,
      successCode: 201,
      message: PAYMENT_MESSAGES.started,
      // the body is read once the invitation is locked and found
      documented: { body: assessmentPaymentSchema },
    },
  );

  registerEndpoint(
    app,
    endpoints.assessmentPayment,
    async (ctx) => {
      const payment = await findAssessmentPayment(db, ctx.id(), ctx.youthId());
      if (!payment) throw notFound();
      return payment;
    },
    { caller: youthOnly },
  );
}
