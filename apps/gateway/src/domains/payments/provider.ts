import type { PaymentOutcome } from '@platform/contract';
import type { CatalogueLocale } from '@platform/i18n/catalogue';
import type { FastifyInstance } from 'fastify';

/*
 * The payment port (ADR 0062): what the gateway needs from a mobile-wallet provider. One adapter per provider; the
 * gateway chooses it with PAYMENT_PROVIDER (providers.ts). The gateway owns the payment row, the amount and
 * the job; an adapter only talks to its provider.
 */

/** What the gateway asks the provider to collect. */
export interface PaymentRequest {
  /** The gateway's payment id (the merchant's invoice number at the provider). */
  payment_id: number;
  /** Whole Taka, from the gateway's price table. */
  amount: number;
  currency: 'BDT';
  /** A short text the provider may show the payer (the job's title). */
  description: string;
  /** Where the provider must send the payer back, with its answer: the gateway's /payments/callback/<provider>. */
  callback_url: string;
  /** Language of the checkout page, when the provider has one. */
  locale: CatalogueLocale;
}

/** The provider's checkout: where to send the browser, and the provider's reference of this payment (unique). */
export interface PaymentInitiated {
  redirect_url: string;
  provider_ref: string;
}

/** The answer as it arrived on the callback path (query string of a redirect; a provider that posts may use body). */
export interface PaymentCallbackInput {
  query: Record<string, string | undefined>;
  body?: unknown;
}

/**
 * A verified answer: which payment (by the provider's reference), its outcome, the amount the provider collected
 * (the gateway refuses an answer whose amount differs from the payment's) and the payer's wallet, masked.
 * `ok: false` = the answer could not be verified (bad or missing signature, unknown at the provider): nothing changes.
 */
export type VerifiedPayment =
  | {
      ok: true;
      provider_ref: string;
      outcome: PaymentOutcome;
      amount: number;
      wallet_number_masked: string | null;
    }
  | { ok: false; reason: string };

export interface PaymentProvider {
  /** The adapter's name: PAYMENT_PROVIDER, the payment rows' `provider` and the callback path segment. */
  readonly name: string;
  /** Opens a checkout at the provider for one payment. Throws when the provider cannot be reached (the gateway answers 502). */
  initiate(request: PaymentRequest): Promise<PaymentInitiated>;
  /**
   * Verifies an answer that reached the callback path: a signature with a shared secret, or a server-to-server query
   * to the provider ("execute"/"validate" of the provider's API). Never trusts the browser's word alone.
   */
  verify(callback: PaymentCallbackInput): Promise<VerifiedPayment>;
  /** Routes the adapter serves itself (only the sandbox wallet, whose checkout pages live in the gateway). */
  register?(app: FastifyInstance): void;
}

/** A wallet number as stored and shown: first three and last three digits (01712345678 → 017*****678). */
export function maskWalletNumber(number: string): string {
  return number.length <= 6
    ? '*'.repeat(number.length)
    : `${number.slice(0, 3)}${'*'.repeat(number.length - 6)}${number.slice(-3)}`;
}
