import { ConfigError, type GatewayConfig } from '../../config';
import type { PaymentProvider } from './provider';
import { createSandboxWallet, SANDBOX_PROVIDER } from './sandbox-wallet';

export type {
  PaymentProvider,
  PaymentRequest,
  PaymentInitiated,
  PaymentCallbackInput,
  VerifiedPayment,
} from './provider';
export { maskWalletNumber } from './provider';
export { SANDBOX_DECLINED_PIN, SANDBOX_PROVIDER } from './sandbox-wallet';

/**
 * The payment adapters the gateway knows, by PAYMENT_PROVIDER name. To plug in a real mobile-wallet provider, write
 * `<name>.ts` beside this file implementing `PaymentProvider` (initiate: create the provider's checkout and answer its URL
 * and reference; verify: check the answer on the callback path with the provider — signature or a server-to-server
 * query — and return the outcome and collected amount), add it here, and set PAYMENT_PROVIDER=<name> with
 * PAYMENT_PROVIDER_URL, PAYMENT_PROVIDER_KEY and PAYMENT_PROVIDER_SECRET (docs/decisions/0062-job-payments.md).
 */
const ADAPTERS: Record<string, (config: GatewayConfig) => PaymentProvider> = {
  [SANDBOX_PROVIDER]: (config) =>
    createSandboxWallet({ secret: config.payment.sandboxSecret, publicUrl: config.publicUrl }),
};

/** The configured provider, or null when payment is not configured (production without PAYMENT_PROVIDER). */
export function createPaymentProvider(config: GatewayConfig): PaymentProvider | null {
  const name = config.payment.provider;
  if (name === null) return null;
  const make = ADAPTERS[name];
  if (!make)
    throw new ConfigError(
      `PAYMENT_PROVIDER=${name} has no adapter in src/payments (known: ${Object.keys(ADAPTERS).join(', ')})`,
    );
  return make(config);
}
