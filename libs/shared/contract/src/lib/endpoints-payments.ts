import { defineEndpoint } from './endpoint';
import type { JobPostStatus } from './endpoints-jobs';
import type { PAYMENT_OUTCOME, PAYMENT_STATUS, SERVICE_TYPE, ValueOf } from './enums';
import { PAYMENT_PERMISSIONS } from './payments-permissions';

/*
 * The payment procedure that takes an approved job live (issue 4; spec §2 "goes live after the payment procedure",
 * §4 payment states, §8 payment messages, §9 mobile money in Taka). ADR 0062.
 *
 * The recruiter starts a payment for an approved job of its organisation (the amount comes from the gateway's price
 * table, never from the client), is sent to the mobile-wallet provider's checkout, and comes back to the portal's
 * result page with the payment id. The provider's answer reaches the gateway on the callback path, is verified there
 * (a signature, or a query to the provider), and is applied once: a replayed answer changes nothing.
 */

/*
 * PAYMENT_STATUS and PAYMENT_OUTCOME (enums.ts, spec §4): incomplete = started, no verified answer yet ('your payment
 * is not yet complete'); paid = a verified success; unpaid = a verified failure or cancellation (the job stays approved
 * and can be paid again). The outcome is null while incomplete.
 */
export type PaymentStatus = ValueOf<typeof PAYMENT_STATUS>;
export type PaymentOutcome = ValueOf<typeof PAYMENT_OUTCOME>;

/** Spec §9: payment method mobile money, currency Taka. */
export const PAYMENT_METHOD = 'mobile_money' as const;
export const PAYMENT_CURRENCY = 'BDT' as const;

export type ServiceType = ValueOf<typeof SERVICE_TYPE>;

/**
 * The price of publishing one job, per service type, in whole Taka. The gateway computes every payment's amount from
 * this table; the portal shows the same table before the recruiter confirms.
 */
export const JOB_SERVICE_PRICES_BDT: Readonly<Record<ServiceType, number>> = { 1: 1000, 2: 2500, 3: 5000 };

/**
 * The charge of a payment, whatever it pays for (a job, an enrolment, an assessment): the amount, the state and the
 * wallet. Each payment's own fields come first; these follow.
 */
export interface PaymentCharge {
  /** Whole Taka. */
  amount: number;
  currency: typeof PAYMENT_CURRENCY;
  method: typeof PAYMENT_METHOD;
  status: PaymentStatus;
  outcome: PaymentOutcome | null;
  provider: string;
  /** e.g. 017*****678 (the full number is never stored). */
  wallet_number_masked: string | null;
  created_at: string;
  completed_at: string | null;
}

/** A payment as the recruiter sees it (the result page after the checkout). */
export interface Payment extends PaymentCharge {
  id: number;
  job_id: number;
  job_title: string | null;
  job_title_en: string | null;
  /** The job's state now: `live` after a success. */
  job_status: JobPostStatus;
  service_type: ServiceType;
}

/** The answer of starting a payment: where to send the browser (the provider's checkout). */
export interface PaymentStart {
  payment: Payment;
  redirect_url: string;
}

export interface JobPaymentBody {
  /** The service type to pay for (default: the job's); the amount follows from it. */
  service_type?: ServiceType;
  /** Language of the provider's checkout page. */
  locale?: 'en-US' | 'bn-BD';
}

/** Query of the provider's callback: whatever the provider sends; the adapter verifies it (sandbox: ref, outcome, wallet, sig). */
export type PaymentCallbackQuery = Record<string, string | undefined>;

export { PAYMENT_PERMISSIONS } from './payments-permissions';

const P = PAYMENT_PERMISSIONS;

/** Message ids of the payment refusals and results (catalogue area payments.ts). */
export const PAYMENT_MESSAGES = {
  notApproved: 'payments.errors.not_approved',
  unavailable: 'payments.errors.unavailable',
  providerFailed: 'payments.errors.provider_failed',
  started: 'payments.success.started',
} as const;

export const paymentEndpoints = {
  payJob: defineEndpoint<PaymentStart, JobPaymentBody, undefined, { id: number }>({
    method: 'POST',
    path: '/private/jobs/:id/payment',
    area: 'private',
    permission: P.payJob,
    summary:
      'Start the payment of an approved job of the caller’s organisation (404 another organisation’s, 409 not approved); the amount comes from the service type’s price; answers the checkout URL',
  }),
  payment: defineEndpoint<Payment, undefined, undefined, { id: number }>({
    method: 'GET',
    path: '/private/payments/:id',
    area: 'private',
    permission: P.payJob,
    summary: 'A payment of the caller’s organisation (status and outcome for the result page)',
  }),
  paymentCallback: defineEndpoint<null, undefined, PaymentCallbackQuery, { provider: string }>({
    method: 'GET',
    path: '/payments/callback/:provider',
    area: 'system',
    summary:
      'Where the mobile-wallet provider sends the payer back: the answer is verified (sandbox: HMAC signature), applied once (a replay changes nothing), then 303 to the recruiter portal’s result page; a forged answer is refused with 400',
  }),
} as const;
