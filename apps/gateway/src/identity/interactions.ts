import { type CatalogueLocale, translate } from '@platform/i18n/catalogue';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { GatewayConfig } from '../config';
import type { Db } from '../db/client';
import { findUserByUsername, isActive } from '../db/repositories/users';
import { hit } from '../plugins/external/rate-limit-store';
import { hashPassword, verifyPassword } from './password';

const MAX_FAILURES = 10;
const FAILURE_WINDOW_MS = 15 * 60_000;
// Verified when the username does not exist, so both paths cost one argon2 verification (no user enumeration).
let dummyHash: Promise<string> | null = null;
const dummy = () => (dummyHash ??= hashPassword('not-a-real-account-password'));

export const esc = (s: unknown) =>
  String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

type T = (id: string, values?: Record<string, string | number>) => string;

/** A complete page in the platform's style; every text comes from the catalogue and is escaped. */
export function renderPage(locale: CatalogueLocale, titleId: string, body: (t: T) => string): string {
  const t: T = (id, values) => esc(translate(locale, id, values));
  return `<!doctype html><html lang="${locale === 'bn-BD' ? 'bn' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t(titleId)} · ${t('signin.platform_name')}</title><link rel="stylesheet" href="/interaction/assets/signin.css"></head>
<body><header><p class="brand">${t('signin.platform_name')}</p></header><main id="main" class="card">${body(t)}</main></body></html>`;
}

const CSS = `*{box-sizing:border-box}body{margin:0;font-family:system-ui,"Noto Sans Bengali","Segoe UI",Roboto,sans-serif;line-height:1.6;background:#f4f6f8;color:#1b1f24}
header{background:#0b5d3b;color:#fff;padding:12px 20px}.brand{margin:0;font-weight:600}
.card{max-width:420px;margin:32px auto;background:#fff;padding:24px;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.5rem;margin:0 0 8px}label{display:block;font-weight:600;margin:16px 0 4px}
input[type=text],input[type=password]{width:100%;padding:10px 12px;font-size:1rem;border:1px solid #5f6b76;border-radius:4px}
input:focus,button:focus,a:focus{outline:3px solid #f0b400;outline-offset:2px}
.field-error{color:#a4151b;margin:4px 0 0}input[aria-invalid=true]{border-color:#a4151b;border-width:2px}
.summary{border:2px solid #a4151b;padding:8px 12px;border-radius:4px;margin:12px 0}.summary h2{font-size:1rem;margin:0;color:#a4151b}
button.primary{margin-top:20px;width:100%;padding:12px;font-size:1rem;border:0;border-radius:4px;background:#0b5d3b;color:#fff;cursor:pointer;min-height:44px}
.row{display:flex;justify-content:space-between;gap:12px;margin-top:16px;flex-wrap:wrap}a{color:#0b4f8a}`;

interface LoginForm {
  username?: string;
  password?: string;
}

export function registerInteractions(app: FastifyInstance, deps: { provider: Provider; db: Db; config: GatewayConfig }): void {
  const { provider, db } = deps;

  const localeOf = (req: FastifyRequest, uiLocales?: unknown): CatalogueLocale => {
    const q = (req.query as Record<string, string | undefined>)?.lang;
    if (q === 'bn') return 'bn-BD';
    if (q === 'en') return 'en-US';
    return typeof uiLocales === 'string' && uiLocales.startsWith('bn') ? 'bn-BD' : 'en-US';
  };

  const loginPage = (uid: string, locale: CatalogueLocale, clientId: string, state: { username?: string; errors?: Record<string, string>; summary?: string }) =>
    renderPage(locale, 'signin.page_title', (t) => {
      const lang = locale === 'bn-BD' ? 'en' : 'bn';
      const field = (name: 'username' | 'password', type: string, autocomplete: string) => {
        const err = state.errors?.[name];
        return `<label for="${name}">${t(`signin.${name}`)}</label>
<input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" required${name === 'username' ? ` value="${esc(state.username ?? '')}" autofocus` : ''}${err ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''}>
${err ? `<p class="field-error" id="${name}-error">${t(err)}</p>` : ''}`;
      };
      return `<h1>${t('signin.heading')}</h1><p>${t('signin.to_portal', { portal: translate(locale, `signin.portal.${clientId}`) })}</p>
${state.summary ? `<div class="summary" role="alert"><h2>${t('signin.error_summary')}</h2><p>${t(state.summary)}</p></div>` : ''}
<form method="post" action="/interaction/${esc(uid)}/login?lang=${locale === 'bn-BD' ? 'bn' : 'en'}" novalidate>
${field('username', 'text', 'username')}${field('password', 'password', 'current-password')}
<button type="submit" class="primary">${t('signin.submit')}</button></form>
<div class="row"><a href="/interaction/${esc(uid)}?lang=${lang}" lang="${lang}">${t('signin.language')}</a><a href="/interaction/${esc(uid)}/abort">${t('signin.cancel')}</a></div>`;
    });

  app.get('/interaction/assets/signin.css', async (_req, reply) => reply.type('text/css').header('cache-control', 'public, max-age=3600').send(CSS));

  app.get<{ Params: { uid: string } }>('/interaction/:uid', async (req, reply) => {
    const details = await provider.interactionDetails(req.raw, reply.raw);
    const locale = localeOf(req, details.params.ui_locales);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return loginPage(details.uid, locale, String(details.params.client_id), {});
  });

  app.post<{ Params: { uid: string }; Body: LoginForm }>('/interaction/:uid/login', async (req, reply) => {
    const details = await provider.interactionDetails(req.raw, reply.raw);
    const locale = localeOf(req, details.params.ui_locales);
    const clientId = String(details.params.client_id);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (details.prompt.name !== 'login') return reply.code(400).send(loginPage(details.uid, locale, clientId, { summary: 'signin.error_text' }));
    const username = String(req.body?.username ?? '').trim().normalize('NFC');
    const password = String(req.body?.password ?? '');
    const errors: Record<string, string> = {};
    if (!username) errors.username = 'validation.required';
    if (!password) errors.password = 'validation.required';
    if (Object.keys(errors).length) {
      return reply.code(422).send(loginPage(details.uid, locale, clientId, { username, errors, summary: 'errors.validation' }));
    }
    const userKey = `signin:user:${username.toLowerCase()}`;
    const ipKey = `signin:ip:${req.ip}`;
    const attempts = await db.query<{ hits: number }>(
      `select coalesce(max(hits), 0)::int as hits from rate_limits where key = any($1::text[]) and window_ends_at > now()`,
      [[userKey, ipKey]],
    );
    if ((attempts.rows[0]?.hits ?? 0) >= MAX_FAILURES) {
      return reply.code(429).send(loginPage(details.uid, locale, clientId, { username, summary: 'signin.too_many_attempts' }));
    }
    const user = await findUserByUsername(db, username);
    const ok = await verifyPassword(user?.password_hash ?? (await dummy()), password);
    if (!user || !ok || !isActive(user)) {
      await hit(db, userKey, FAILURE_WINDOW_MS);
      await hit(db, ipKey, FAILURE_WINDOW_MS);
      return reply.code(401).send(loginPage(details.uid, locale, clientId, { username, summary: 'signin.invalid_credentials' }));
    }
    await db.query('delete from rate_limits where key = $1', [userKey]);
    const to = await provider.interactionResult(req.raw, reply.raw, { login: { accountId: String(user.id) } }, { mergeWithLastSubmission: false });
    return redirect303(reply, to);
  });

  app.get<{ Params: { uid: string } }>('/interaction/:uid/abort', async (req, reply) => {
    const to = await provider.interactionResult(
      req.raw,
      reply.raw,
      { error: 'access_denied', error_description: 'End-User aborted interaction' },
      { mergeWithLastSubmission: false },
    );
    return redirect303(reply, to);
  });
}

function redirect303(reply: FastifyReply, to: string) {
  return reply.redirect(to, 303);
}
