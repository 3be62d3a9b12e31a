import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import formbody from '@fastify/formbody';
import { PAYMENT_OUTCOME, type PaymentOutcome } from '@platform/contract';
import { type CatalogueLocale, translate } from '@platform/i18n/catalogue';
import { parseMessage, validateBody, walletCheckoutSchema } from '@platform/validation';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { esc } from '../../identity/interactions';
import { maskWalletNumber, type PaymentProvider, type VerifiedPayment } from './provider';

/*
 * The sandbox wallet (ADR 0062): a stand-in mobile-wallet provider served by the gateway itself, so the whole payment
 * procedure runs locally and in the tests with no account anywhere. It behaves like a hosted checkout:
 *
 *   GET  /sandbox-wallet/checkout/:ref   the checkout page: amount in Taka, wallet number (11 digits), PIN (4 digits)
 *   POST /sandbox-wallet/checkout/:ref   Pay or Cancel → 303 to the gateway's callback with a signed answer
 *
 * Rule of the test wallet: any valid 4-digit PIN pays (success); the PIN 0000 is declined (failed); Cancel payment
 * cancels (cancelled). A malformed number or PIN stays on the page with the field errors (nothing is sent).
 *
 * It keeps no state: the checkout link carries the amount and the return address under an HMAC signature, and the
 * answer carries reference, outcome, amount and the masked wallet under another, made with PAYMENT_SANDBOX_SECRET.
 * `verify` recomputes it, so an answer typed into the address bar (a forged "success") is refused.
 */

export const SANDBOX_PROVIDER = 'sandbox';
/** The PIN the test wallet declines. */
export const SANDBOX_DECLINED_PIN = '0000';
const CHECKOUT_PATH = '/sandbox-wallet/checkout/:ref';
const REF = /^SBX[0-9A-F]{24}$/;

type Outcome = PaymentOutcome;
const OUTCOMES = new Set<string>(Object.values(PAYMENT_OUTCOME));

interface CheckoutQuery {
  amount?: string;
  cb?: string;
  lang?: string;
  sig?: string;
}

interface CheckoutForm {
  wallet_number?: string;
  pin?: string;
  action?: string;
}

/** The wallet's own look (not the platform's: the payer should see they are at the provider), WCAG AA contrast. */
const WALLET_CSS = `*{box-sizing:border-box}body{margin:0;font-family:system-ui,"Noto Sans Bengali","Segoe UI",Roboto,sans-serif;line-height:1.6;background:#f5f0f7;color:#1b1f24}
header{background:#5b1a7a;color:#fff;padding:12px 20px}.brand{margin:0;font-weight:600}
.card{max-width:440px;margin:24px auto;background:#fff;padding:24px;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.5rem;margin:0 0 8px}.notice{margin:0 0 16px;padding:8px 12px;border-left:4px solid #5b1a7a;background:#f5f0f7}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0 0 8px}dt{color:#4a555f}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
label{display:block;font-weight:600;margin:16px 0 4px}.hint{margin:0 0 4px;color:#4a555f}
input{width:100%;padding:10px 12px;font-size:1rem;border:1px solid #5f6b76;border-radius:4px}input[aria-invalid=true]{border-color:#a4151b;border-width:2px}
input:focus,button:focus,a:focus{outline:3px solid #f0b400;outline-offset:2px}.field-error{color:#a4151b;margin:4px 0 0}
.summary{border:2px solid #a4151b;padding:8px 12px;border-radius:4px;margin:12px 0}.summary h2{font-size:1rem;margin:0;color:#a4151b}
.summary ul{margin:4px 0 0;padding-left:20px}.summary a{color:#a4151b;font-weight:600}
button.primary{margin-top:20px;width:100%;padding:12px;font-size:1rem;border:0;border-radius:4px;background:#5b1a7a;color:#fff;cursor:pointer;min-height:44px}
button.link{background:none;border:0;padding:0;font:inherit;color:#0b4f8a;text-decoration:underline;cursor:pointer;min-height:24px}
.row{display:flex;justify-content:space-between;gap:12px;margin-top:16px;flex-wrap:wrap}a{color:#0b4f8a}
@media (prefers-color-scheme:dark){body{background:#121417;color:#e8eaed}.card{background:#1e2226;box-shadow:none;border:1px solid #3c434a}
.notice{background:#2a2030;border-color:#c9a0dc}dt,.hint{color:#b8c0c8}a,button.link{color:#8ab4f8}input{background:#121417;color:#e8eaed;border-color:#9aa4ae}
.field-error,.summary h2,.summary a{color:#ff8a80}.summary{border-color:#ff8a80}input[aria-invalid=true]{border-color:#ff8a80}}`;

type T = (id: string, values?: Record<string, string | number>) => string;

/** A page of the wallet: every text from the catalogue, escaped; its own stylesheet, no script. */
function walletPage(locale: CatalogueLocale, body: (t: T) => string): string {
  const t: T = (id, values) => esc(translate(locale, id, values));
  return `<!doctype html><html lang="${locale === 'bn-BD' ? 'bn' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t('payments.sandbox.title')}</title><link rel="stylesheet" href="/sandbox-wallet/assets/wallet.css"></head>
<body><header><p class="brand">${t('payments.sandbox.title')}</p></header><main id="main" class="card">${body(t)}</main></body></html>`;
}

export function createSandboxWallet(options: { secret: string; publicUrl: string }): PaymentProvider {
  const sign = (...parts: (string | number)[]) =>
    createHmac('sha256', options.secret).update(parts.join('\n')).digest('hex');
  const same = (given: string | undefined, expected: string) => {
    if (typeof given !== 'string' || given.length !== expected.length) return false;
    return timingSafeEqual(Buffer.from(given), Buffer.from(expected));
  };

  /** The checkout link's own parameters, or null when the signature does not match (a hand-made link). */
  const checkoutOf = (ref: string, q: CheckoutQuery): { amount: number; cb: string } | null => {
    if (!REF.test(ref) || !q.amount || !/^\d{1,9}$/.test(q.amount) || !q.cb) return null;
    if (!same(q.sig, sign('checkout', ref, q.amount, q.cb))) return null;
    return { amount: Number(q.amount), cb: q.cb };
  };

  const localeOf = (q: CheckoutQuery): CatalogueLocale =>
    q.lang === 'en' ? 'en-US' : q.lang === 'bn' ? 'bn-BD' : 'en-US';
  const langOf = (locale: CatalogueLocale) => (locale === 'bn-BD' ? 'bn' : 'en');
  const linkOf = (ref: string, q: CheckoutQuery, lang: string) =>
    `/sandbox-wallet/checkout/${ref}?${new URLSearchParams({ amount: q.amount ?? '', cb: q.cb ?? '', lang, sig: q.sig ?? '' }).toString()}`;

  const invalidPage = (locale: CatalogueLocale) =>
    walletPage(
      locale,
      (t) => `<h1>${t('payments.sandbox.heading')}</h1><p role="alert">${t('payments.sandbox.invalid')}</p>`,
    );

  const checkoutPage = (
    ref: string,
    q: CheckoutQuery,
    amount: number,
    locale: CatalogueLocale,
    state: { wallet?: string; errors?: Record<string, string> } = {},
  ) =>
    walletPage(locale, (t) => {
      const other = locale === 'bn-BD' ? 'en' : 'bn';
      const errors = Object.entries(state.errors ?? {});
      const field = (name: 'wallet_number' | 'pin', hintId: string, input: string) => {
        const err = state.errors?.[name];
        const describedBy = [`${name}-hint`, err ? `${name}-error` : ''].filter(Boolean).join(' ');
        return `<label for="${name}">${t(`payments.sandbox.${name}`)}</label><p class="hint" id="${name}-hint">${t(hintId)}</p>
<input id="${name}" name="${name}" ${input} aria-describedby="${describedBy}"${err ? ' aria-invalid="true"' : ''} required>
${err ? `<p class="field-error" id="${name}-error">${esc(err)}</p>` : ''}`;
      };
      const summary = errors.length
        ? `<div class="summary" role="alert" tabindex="-1"><h2>${t('payments.sandbox.error_summary')}</h2><ul>${errors
            .map(
              ([name, text]) =>
                `<li><a href="#${name}">${t(`payments.sandbox.${name}`)}: ${esc(text)}</a></li>`,
            )
            .join('')}</ul></div>`
        : '';
      return `<h1>${t('payments.sandbox.heading')}</h1><p class="notice">${t('payments.sandbox.notice')}</p>
<dl><dt>${t('payments.sandbox.merchant')}</dt><dd>${t('signin.platform_name')}</dd>
<dt>${t('payments.sandbox.amount')}</dt><dd>${t('payments.sandbox.amount_value', { amount })}</dd>
<dt>${t('payments.sandbox.reference')}</dt><dd>${esc(ref)}</dd></dl>
${summary}
<form method="post" action="${esc(linkOf(ref, q, langOf(locale)))}" novalidate>
${field('wallet_number', 'payments.sandbox.wallet_hint', `type="text" inputmode="numeric" autocomplete="tel" maxlength="20" value="${esc(state.wallet ?? '')}"${errors.length ? '' : ' autofocus'}`)}
${field('pin', 'payments.sandbox.rule', 'type="password" inputmode="numeric" autocomplete="off" maxlength="4"')}
<button type="submit" class="primary" name="action" value="pay">${t('payments.sandbox.pay')}</button>
<div class="row"><button type="submit" class="link" name="action" value="cancel" formnovalidate>${t('payments.sandbox.cancel')}</button>
<a href="${esc(linkOf(ref, q, other))}" lang="${other}" hreflang="${other}">${t('payments.sandbox.language')}</a></div>
</form>`;
    });

  const html = (reply: FastifyReply, code: number, body: string) =>
    reply.code(code).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

  /** The signed answer, sent to the gateway's callback by a 303 (as a hosted checkout redirects the payer back). */
  const answer = (
    reply: FastifyReply,
    ref: string,
    cb: string,
    amount: number,
    outcome: Outcome,
    wallet: string,
  ) => {
    const params = new URLSearchParams({
      ref,
      outcome,
      amount: String(amount),
      wallet,
      sig: sign('answer', ref, outcome, amount, wallet),
    });
    return reply.redirect(`${cb}${cb.includes('?') ? '&' : '?'}${params.toString()}`, 303);
  };

  return {
    name: SANDBOX_PROVIDER,

    async initiate(request) {
      const ref = `SBX${randomBytes(12).toString('hex').toUpperCase()}`;
      const amount = String(request.amount);
      const q = {
        amount,
        cb: request.callback_url,
        sig: sign('checkout', ref, amount, request.callback_url),
      };
      return {
        provider_ref: ref,
        redirect_url: `${options.publicUrl}${linkOf(ref, q, langOf(request.locale))}`,
      };
    },

    async verify({ query }): Promise<VerifiedPayment> {
      const { ref, outcome, amount, wallet, sig } = query;
      if (
        !ref ||
        !REF.test(ref) ||
        !outcome ||
        !OUTCOMES.has(outcome) ||
        !amount ||
        !/^\d{1,9}$/.test(amount) ||
        wallet === undefined
      ) {
        return { ok: false, reason: 'malformed' };
      }
      if (!same(sig, sign('answer', ref, outcome, Number(amount), wallet)))
        return { ok: false, reason: 'signature' };
      return {
        ok: true,
        provider_ref: ref,
        outcome: outcome as Outcome,
        amount: Number(amount),
        wallet_number_masked: wallet || null,
      };
    },

    register(app: FastifyInstance) {
      void app.register(async (scope) => {
        await scope.register(formbody);
        scope.setErrorHandler((error, req, reply) => {
          req.log.error({ err: error }, 'sandbox wallet page failed');
          return html(reply, 500, invalidPage(localeOf(req.query as CheckoutQuery)));
        });

        scope.get('/sandbox-wallet/assets/wallet.css', async (_req, reply) =>
          reply.type('text/css').header('cache-control', 'public, max-age=3600').send(WALLET_CSS),
        );

        scope.get<{ Params: { ref: string }; Querystring: CheckoutQuery }>(
          CHECKOUT_PATH,
          async (req, reply) => {
            const locale = localeOf(req.query);
            const checkout = checkoutOf(req.params.ref, req.query);
            if (!checkout) return html(reply, 400, invalidPage(locale));
            return html(reply, 200, checkoutPage(req.params.ref, req.query, checkout.amount, locale));
          },
        );

        scope.post<{ Params: { ref: string }; Querystring: CheckoutQuery; Body: CheckoutForm }>(
          CHECKOUT_PATH,
          async (req, reply) => {
            const locale = localeOf(req.query);
            const { ref } = req.params;
            const checkout = checkoutOf(ref, req.query);
            if (!checkout) return html(reply, 400, invalidPage(locale));
            const form = req.body ?? {};
            if (form.action === 'cancel')
              return answer(reply, ref, checkout.cb, checkout.amount, PAYMENT_OUTCOME.CANCELLED, '');
            const result = await validateBody(walletCheckoutSchema, {
              wallet_number: String(form.wallet_number ?? ''),
              pin: String(form.pin ?? ''),
            });
            if (!result.ok) {
              const errors: Record<string, string> = {};
              for (const [name, messages] of Object.entries(result.errors)) {
                const m = parseMessage(messages[0]);
                if (m) errors[name] = translate(locale, m.id, m.values);
              }
              return html(
                reply,
                422,
                checkoutPage(ref, req.query, checkout.amount, locale, {
                  wallet: String(form.wallet_number ?? ''),
                  errors,
                }),
              );
            }
            const outcome =
              result.value.pin === SANDBOX_DECLINED_PIN ? PAYMENT_OUTCOME.FAILED : PAYMENT_OUTCOME.SUCCESS;
            return answer(
              reply,
              ref,
              checkout.cb,
              checkout.amount,
              outcome,
              maskWalletNumber(result.value.wallet_number),
            );
          },
        );
      });
    },
  };
}
