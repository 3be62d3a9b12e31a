import { endpoints, PAYMENT_CURRENCY, PAYMENT_MESSAGES } from '@platform/contract';
import type { CatalogueLocale } from '@platform/i18n/catalogue';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { HttpError } from '../../platform/errors';
import type { PaymentInitiated, PaymentProvider, VerifiedPayment } from './provider';
import { createPaymentProvider } from './providers';

/*
 * What else than a job a payment may be for (ADR 0062, ADR 0070 "Paid assessments"). The wallet port has one callback
 * path per provider; the job payments are the payments domain's own, and another domain (the assessments, the course
 * enrolments) adds its payments here through `purposePayments` (purpose-payments.ts). On a verified answer the
 * callback asks the job payments first and then each purpose, in the same transaction, which of them knows the
 * provider's reference.
 */

export type VerifiedAnswer = Extract<VerifiedPayment, { ok: true }>;

/** What applying a verified answer came to: 303 to `location` (the portal's result page), or refused. */
export type AppliedAnswer =
  | { code: 303; id: number; replay: boolean; location: string }
  | { code: 400 | 404; reason: 'amount' | 'unknown_ref' };

export interface PaymentPurpose {
  /** A name for the logs (`assessment`). */
  readonly name: string;
  /**
   * Applies the answer to this purpose's payment with the answer's reference, locked in the caller's transaction:
   * once (a payment no longer incomplete is a replay and changes nothing), refused when the amount differs. Null when
   * the reference is none of this purpose's payments.
   */
  apply(tx: Db, provider: string, answer: VerifiedAnswer): Promise<AppliedAnswer | null>;
}

type Services = FastifyInstance['services'];
const purposes = new WeakMap<Services, PaymentPurpose[]>();
const providers = new WeakMap<Services, PaymentProvider | null>();

/** Adds a purpose to the app's payment callback. */
export function registerPaymentPurpose(app: FastifyInstance, purpose: PaymentPurpose): void {
  const list = purposes.get(app.services) ?? [];
  list.push(purpose);
  purposes.set(app.services, list);
}

export function paymentPurposesOf(app: FastifyInstance): readonly PaymentPurpose[] {
  return purposes.get(app.services) ?? [];
}

/**
 * The app's one payment provider (PAYMENT_PROVIDER), made once per app so every domain that starts payments uses the
 * adapter the callback verifies with; null when payment is not configured.
 */
export function paymentProviderOf(app: FastifyInstance): PaymentProvider | null {
  if (!providers.has(app.services)) providers.set(app.services, createPaymentProvider(app.services.config));
  return providers.get(app.services) ?? null;
}

/** A payment row just opened (incomplete) in the caller's transaction, to be sent to the provider's checkout. */
export interface OpenedPayment {
  paymentId: number;
  amount: number;
  locale: CatalogueLocale;
  /** What the payer sees on the checkout (the job's or the assessment's title in the payer's language). */
  title: string;
}

/**
 * Asks the provider for its checkout, outside any transaction (no row stays locked while a remote API answers). When
 * the provider cannot be reached the failure is logged under `logKey`, `markFailed` closes the opened payment, and the
 * caller answers 502 'payment provider failed'.
 */
export async function startCheckout(
  app: FastifyInstance,
  provider: PaymentProvider,
  opened: OpenedPayment,
  opts: { log: FastifyBaseLogger; logKey: string; markFailed: () => Promise<unknown> },
): Promise<PaymentInitiated> {
  try {
    return await provider.initiate({
      payment_id: opened.paymentId,
      amount: opened.amount,
      currency: PAYMENT_CURRENCY,
      description: opened.title,
      callback_url: `${app.services.config.publicUrl}${endpoints.paymentCallback.path.replace(':provider', provider.name)}`,
      locale: opened.locale,
    });
  } catch (error) {
    opts.log.error(
      { err: error, [opts.logKey]: opened.paymentId, provider: provider.name },
      'payment provider unreachable',
    );
    await opts.markFailed();
    throw new HttpError(502, PAYMENT_MESSAGES.providerFailed);
  }
}
