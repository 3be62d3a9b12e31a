import {
  APPLICATION_STATUS as S,
  ASSESSMENT_PAYMENT_MESSAGES as M,
  ASSESSMENT_PAYMENT_RESULT_PATH,
  type AssessmentPayment,
  endpoints,
  PAYMENT_MESSAGES,
} from '@platform/contract';
import type { CatalogueLocale } from '@platform/i18n/catalogue';
import { jobPaymentSchema } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { youthOnly } from '../../platform/callers';
import { registerEndpoint } from '../../platform/endpoint';
import { notFound } from '../../platform/errors';
import { validated } from '../../platform/validate';
import { checkoutTitle, paymentUnavailable, purposePayments } from '../payments/purpose-payments';
import { paymentProviderOf } from '../payments/purposes';
import { ASSESSMENT_ERRORS, conflict } from './rules';
import { FEE_PAID_SQL, invitationRow } from './runner';

/*
 * Paid job assessments (ADR 0070 "Paid assessments"; migration 021): the invited youth pays the assessment's fee
 * through the wallet port of the job payments (ADR 0062) before the test can start.
 *   - `POST /protected/job-assessments/:id/payment`: the caller's own invitation only (another youth's → 404); the
 *     amount is the assessment's fee, never the body's (the body names the checkout's language only);
 *   - `GET /protected/assessment-payments/:id`: one of the caller's payments, for the result page;
 *   - the provider's answer reaches the payments domain's callback, which hands a reference it does not know to
 *     `assessmentPayments` (payments/purpose-payments.ts): verified there, applied once, then 303 to the assessment portal's result page.
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

/** The callback's side of an assessment payment: applied once, then 303 to the assessment portal's result page. */
const assessmentPayments = purposePayments({
  name: 'assessment',
  table: 'assessment_payments',
  owner: {
    sql: 'i.assessment_id',
    join: 'join job_assessment_invitations i on i.id = p.invitation_id',
    param: 'assessment',
  },
  result: { portal: 'assessment', path: ASSESSMENT_PAYMENT_RESULT_PATH },
});

export function registerAssessmentPaymentRoutes(app: FastifyInstance): void {
  const { db } = app.services;
  const provider = paymentProviderOf(app);
  assessmentPayments.register(app);

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
        if (!provider) throw paymentUnavailable();
        const inserted = await tx.query<{ id: number }>(
          `insert into assessment_payments (invitation_id, youth_id, organization_id, amount, provider)
           select i.id, i.youth_id, j.organization_id, $2, $3 from job_assessment_invitations i
             join job_assessments ja on ja.id = i.assessment_id join jobs j on j.id = ja.job_id
            where i.id = $1 returning id`,
          [row.invitation_id, amount, provider.name],
        );
        const paymentId = Number(inserted.rows[0]?.id);
        const locale: CatalogueLocale = body.locale ?? 'en-US';
        const title = checkoutTitle(locale, row.title, row.title_en);
        return { paymentId, amount, locale, title };
      });
      if (!provider) throw paymentUnavailable();
      const started = await assessmentPayments.checkout(app, provider, opened, ctx.request.log, {
        assessment_id: assessmentId,
      });
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
