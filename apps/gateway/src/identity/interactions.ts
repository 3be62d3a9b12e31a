import { type CatalogueLocale, translate } from '@platform/i18n/catalogue';
import { normalizeDigits } from '@platform/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { GatewayConfig } from '../config';
import type { Db } from '../db/client';
import { findUserByUsername, isActive } from './users';
import {
  clearFailures,
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE_S,
  deviceCookieValue,
  type PasswordClient,
  recordFailure,
  trustedDevice,
  waitBeforeAttempt,
  waitMessage,
} from './attempts';
import { once } from '../platform/once';
import { hashPassword, verifyPassword } from './password';

const MAX_USERNAME = 150;
const MAX_PASSWORD = 1024;
// Verified when the username does not exist, so both paths cost one argon2 verification (no user enumeration).
const dummy = once(() => hashPassword('not-a-real-account-password'));

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const esc = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

type T = (id: string, values?: Record<string, string | number>) => string;

/** A complete page in the platform's style; every text comes from the catalogue and is escaped. */
export function renderPage(locale: CatalogueLocale, titleId: string, body: (t: T) => string): string {
  const t: T = (id, values) => esc(translate(locale, id, values));
  return `<!doctype html><html lang="${locale === 'bn-BD' ? 'bn' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t(titleId)} · ${t('signin.platform_name')}</title><link rel="stylesheet" href="/interaction/assets/signin.css"></head>
<body><header><p class="brand">${t('signin.platform_name')}</p></header><main id="main" class="card">${body(t)}</main></body></html>`;
}

/** The spec's sign-in error (§8 'Login Error'), also used for expired or unknown interactions. */
export function renderErrorPage(locale: CatalogueLocale): string {
  return renderPage(
    locale,
    'signin.error_title',
    (t) => `<h1>${t('signin.error_title')}</h1><p role="alert">${t('signin.error_text')}</p>`,
  );
}

const CSS = `*{box-sizing:border-box}body{margin:0;font-family:system-ui,"Noto Sans Bengali","Segoe UI",Roboto,sans-serif;line-height:1.6;background:#f4f6f8;color:#1b1f24}
header{background:#0b5d3b;color:#fff;padding:12px 20px}.brand{margin:0;font-weight:600}
.card{max-width:420px;margin:32px auto;background:#fff;padding:24px;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.5rem;margin:0 0 8px}label{display:block;font-weight:600;margin:16px 0 4px}
input[type=text],input[type=password]{width:100%;padding:10px 12px;font-size:1rem;border:1px solid #5f6b76;border-radius:4px}
input:focus,button:focus,a:focus{outline:3px solid #f0b400;outline-offset:2px}
.field-error{color:#a4151b;margin:4px 0 0}.hint{margin:0 0 4px;color:#4a555f}input[aria-invalid=true]{border-color:#a4151b;border-width:2px}
.summary{border:2px solid #a4151b;padding:8px 12px;border-radius:4px;margin:12px 0}.summary h2{font-size:1rem;margin:0;color:#a4151b}
button.primary{margin-top:20px;width:100%;padding:12px;font-size:1rem;border:0;border-radius:4px;background:#0b5d3b;color:#fff;cursor:pointer;min-height:44px}
.summary ul{margin:4px 0 0;padding-left:20px}.summary a{color:#a4151b;font-weight:600}
button.link{background:none;border:0;padding:0;font:inherit;color:#0b4f8a;text-decoration:underline;cursor:pointer;min-height:24px}
.row{display:flex;justify-content:space-between;gap:12px;margin-top:16px;flex-wrap:wrap}a{color:#0b4f8a}
@media (prefers-color-scheme:dark){body{background:#121417;color:#e8eaed}.card{background:#1e2226;box-shadow:none;border:1px solid #3c434a}
a,button.link{color:#8ab4f8}.hint{color:#b8c0c8}.summary a{color:#ff8a80}input[type=text],input[type=password]{background:#121417;color:#e8eaed;border-color:#9aa4ae}.field-error,.summary h2{color:#ff8a80}
.summary{border-color:#ff8a80}input[aria-invalid=true]{border-color:#ff8a80}}
@media (prefers-reduced-motion:reduce){*{transition:none!important}}`;

/** Page language: `?lang=bn|en`, otherwise the portal's `ui_locales`. */
export function localeOf(req: FastifyRequest, uiLocales?: unknown): CatalogueLocale {
  const q = (req.query as Record<string, string | undefined>)?.lang;
  if (q === 'bn') return 'bn-BD';
  if (q === 'en') return 'en-US';
  return typeof uiLocales === 'string' && uiLocales.startsWith('bn') ? 'bn-BD' : 'en-US';
}

/** An interaction page other than sign-in, for a custom prompt of the provider's policy (e.g. update_password). */
export type PromptPage = (
  details: Awaited<ReturnType<Provider['interactionDetails']>>,
  locale: CatalogueLocale,
) => Promise<string>;

interface LoginForm {
  username?: string;
  password?: string;
}

export function registerInteractions(
  app: FastifyInstance,
  deps: {
    provider: Provider;
    db: Db;
    config: GatewayConfig;
    /** Signs the device cookies of browsers that signed in (attempts.ts). */
    deviceKey: string;
    pages?: Record<string, PromptPage>;
  },
): void {
  const { provider, db, deviceKey } = deps;
  const secureCookies = deps.config.publicUrl.startsWith('https:');
  // account recovery and youth signup are screens of the youth portal (ADR 0050)
  const youthPortal = deps.config.portalOrigins[0] ?? deps.config.publicUrl;
  void dummy(); // pay for the dummy hash at start-up, not on the first unknown username

  // An unknown, expired or already finished interaction (back button, old tab): the platform's error page.
  app.setErrorHandler((error, req, reply) => {
    const { name, statusCode } = error as { name?: string; statusCode?: number };
    const stale = name === 'SessionNotFound' || name === 'InvalidRequest';
    const status = stale ? 400 : statusCode && statusCode >= 400 && statusCode < 500 ? statusCode : 500;
    if (status >= 500) req.log.error({ err: error }, 'interaction failed');
    else req.log.info({ err: { name } }, 'stale or bad interaction');
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderErrorPage(localeOf(req)));
  });

  const loginPage = (
    uid: string,
    locale: CatalogueLocale,
    clientId: string,
    state: {
      username?: string;
      errors?: Record<string, string>;
      summary?: string;
      summaryValues?: Record<string, string | number>;
    },
  ) =>
    renderPage(locale, 'signin.page_title', (t) => {
      const lang = locale === 'bn-BD' ? 'en' : 'bn';
      const field = (name: 'username' | 'password', type: string, autocomplete: string) => {
        const err = state.errors?.[name];
        return `<label for="${name}">${t(`signin.${name}`)}</label>
<input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" required${name === 'username' ? ` value="${esc(state.username ?? '')}" autocapitalize="none" spellcheck="false"${state.errors || state.summary ? '' : ' autofocus'}` : ''}${err ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''}>
${err ? `<p class="field-error" id="${name}-error">${t(err)}</p>` : ''}`;
      };
      const fieldErrors = Object.entries(state.errors ?? {});
      const summary = state.summary
        ? `<div class="summary" role="alert" tabindex="-1"><h2>${t('signin.error_summary')}</h2><p>${t(state.summary, state.summaryValues)}</p>${
            fieldErrors.length
              ? `<ul>${fieldErrors.map(([name, id]) => `<li><a href="#${name}">${t(`signin.${name}`)}: ${t(id)}</a></li>`).join('')}</ul>`
              : ''
          }</div>`
        : '';
      return `<h1>${t('signin.heading')}</h1><p>${t('signin.to_portal', { portal: translate(locale, `signin.portal.${clientId}`) })}</p>
${summary}
<form method="post" action="/interaction/${esc(uid)}/login?lang=${locale === 'bn-BD' ? 'bn' : 'en'}" novalidate>
${field('username', 'text', 'username')}${field('password', 'password', 'current-password')}
<button type="submit" class="primary">${t('signin.submit')}</button></form>
<div class="row"><a href="${esc(youthPortal)}/forgot-password">${t('signin.forgot_password')}</a>${
        clientId === 'youth' ? `<a href="${esc(youthPortal)}/signup">${t('signin.create_account')}</a>` : ''
      }</div>
<div class="row"><a href="/interaction/${esc(uid)}?lang=${lang}" lang="${lang}" hreflang="${lang}">${t('signin.language')}</a>
<form method="post" action="/interaction/${esc(uid)}/abort"><button type="submit" class="link">${t('signin.cancel')}</button></form></div>`;
    });

  app.get('/interaction/assets/signin.css', async (_req, reply) =>
    reply.type('text/css').header('cache-control', 'public, max-age=3600').send(CSS),
  );

  app.get<{ Params: { uid: string } }>('/interaction/:uid', async (req, reply) => {
    const details = await provider.interactionDetails(req.raw, reply.raw);
    if (details.prompt.name === 'consent') {
      // first-party portals: loadExistingGrant already grants what they ask for; finish without a page
      const { grantId, session, params, prompt } = details;
      const grant = grantId
        ? await provider.Grant.find(grantId)
        : new provider.Grant({ accountId: session?.accountId, clientId: String(params.client_id) });
      if (!grant) throw Object.assign(new Error('grant not found'), { name: 'SessionNotFound' });
      const missing = prompt.details as {
        missingOIDCScope?: string[];
        missingOIDCClaims?: string[];
        missingResourceScopes?: Record<string, string[]>;
      };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {}))
        grant.addResourceScope(resource, scopes.join(' '));
      const to = await provider.interactionResult(
        req.raw,
        reply.raw,
        { consent: { grantId: await grant.save() } },
        { mergeWithLastSubmission: true },
      );
      return redirect303(reply, to);
    }
    const locale = localeOf(req, details.params.ui_locales);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    const custom = deps.pages?.[details.prompt.name];
    if (custom) return custom(details, locale);
    return loginPage(details.uid, locale, String(details.params.client_id), {});
  });

  app.post<{ Params: { uid: string }; Body: LoginForm }>('/interaction/:uid/login', async (req, reply) => {
    const details = await provider.interactionDetails(req.raw, reply.raw);
    const locale = localeOf(req, details.params.ui_locales);
    const clientId = String(details.params.client_id);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (details.prompt.name !== 'login')
      return reply.code(400).send(loginPage(details.uid, locale, clientId, { summary: 'signin.error_text' }));
    const username = String(req.body?.username ?? '')
      .trim()
      .normalize('NFC');
    // read like the shared password rule stored it: NFC, Bengali digits as ASCII (a Bengali keyboard types ১২৩)
    const password = normalizeDigits(String(req.body?.password ?? '').normalize('NFC'));
    const errors: Record<string, string> = {};
    if (!username) errors.username = 'validation.required';
    if (!password) errors.password = 'validation.required';
    if (Object.keys(errors).length) {
      return reply
        .code(422)
        .send(loginPage(details.uid, locale, clientId, { username, errors, summary: 'errors.validation' }));
    }
    const client: PasswordClient = {
      username,
      ip: req.ip,
      device: trustedDevice(deviceKey, username, cookieOf(req, DEVICE_COOKIE)),
    };
    const wait = await waitBeforeAttempt(db, client);
    if (wait > 0) {
      req.log.warn({ event: 'signin.locked' }, 'sign-in attempts limited');
      return reply
        .code(429)
        .header('retry-after', String(wait))
        .send(loginPage(details.uid, locale, clientId, { username, ...waitMessage(wait) }));
    }
    // over-long input is never a real account: same work and the same answer as any wrong password
    const user =
      username.length <= MAX_USERNAME && password.length <= MAX_PASSWORD
        ? await findUserByUsername(db, username)
        : null;
    const ok = await verifyPassword(user?.password_hash ?? (await dummy()), password.slice(0, MAX_PASSWORD));
    if (!user || !ok || !isActive(user)) {
      await recordFailure(db, client);
      req.log.info({ event: 'signin.failed' }, 'sign-in failed');
      return reply
        .code(401)
        .send(loginPage(details.uid, locale, clientId, { username, summary: 'signin.invalid_credentials' }));
    }
    await clearFailures(db, username, client);
    req.log.info({ event: 'signin.succeeded', user_id: user.id }, 'signed in');
    const to = await provider.interactionResult(
      req.raw,
      reply.raw,
      { login: { accountId: String(user.id) } },
      { mergeWithLastSubmission: false },
    );
    // this browser is now a recognised device of the account (kept when it already was)
    const device = client.device ? cookieOf(req, DEVICE_COOKIE) : deviceCookieValue(deviceKey, user.username);
    appendCookie(
      reply,
      `${DEVICE_COOKIE}=${device}; Path=/interaction; Max-Age=${DEVICE_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secureCookies ? '; Secure' : ''}`,
    );
    return redirect303(reply, to);
  });

  app.post<{ Params: { uid: string } }>('/interaction/:uid/abort', async (req, reply) => {
    const to = await provider.interactionResult(
      req.raw,
      reply.raw,
      { error: 'access_denied', error_description: 'End-User aborted interaction' },
      { mergeWithLastSubmission: false },
    );
    return redirect303(reply, to);
  });
}

/** One cookie of the request (no cookie plugin: the provider reads its own from the raw request). */
function cookieOf(req: FastifyRequest, cookieName: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === cookieName) return v.join('=');
  }
  return undefined;
}

/** Adds a Set-Cookie beside the ones the provider may already have set on the raw response. */
function appendCookie(reply: FastifyReply, cookie: string): void {
  const prev = reply.raw.getHeader('set-cookie');
  reply.raw.setHeader('set-cookie', [...(prev === undefined ? [] : [prev].flat().map(String)), cookie]);
}

export function redirect303(reply: FastifyReply, to: string) {
  return reply.redirect(to, 303);
}
