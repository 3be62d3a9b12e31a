import type { CatalogueLocale } from '@platform/i18n/catalogue';
import { parseMessage, passwordChangeSchema, validateBody } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { waitMessage } from './attempts';
import type Provider from 'oidc-provider';
import { errors, interactionPolicy, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../db/client';
import { findUserById, isActive } from './users';
import { changePassword } from './change-password';
import { esc, localeOf, type PromptPage, redirect303, renderPage } from './interactions';

/**
 * The spec §7 update-password action on the authorization endpoint (ADR 0021). The parameter is Keycloak's
 * `kc_action=UPDATE_PASSWORD`, so a portal's password-update link works unchanged against an external Keycloak.
 */
export const UPDATE_PASSWORD_PARAM = 'kc_action';
export const UPDATE_PASSWORD_ACTION = 'UPDATE_PASSWORD';
/** The interaction prompt (and the key of its result) that shows the change-password page. */
export const UPDATE_PASSWORD_PROMPT = 'update_password';

/** `extraParams`: `kc_action` is accepted, and only with the one action this provider knows. */
export const updatePasswordParams = {
  [UPDATE_PASSWORD_PARAM]: (_ctx: KoaContextWithOIDC, value: string | undefined) => {
    if (value !== undefined && value !== UPDATE_PASSWORD_ACTION)
      throw new errors.InvalidRequest(`unsupported ${UPDATE_PASSWORD_PARAM}`);
  },
};

/**
 * login → update_password → consent. The prompt is asked once per authorization request carrying the action: after
 * the login prompt (no session, or `prompt=login`) and until the interaction result records the change. It cannot be
 * requested with `prompt=` and fails `prompt=none` with `interaction_required`.
 */
export function interactionPolicyWithUpdatePassword() {
  const policy = interactionPolicy.base();
  const check = new interactionPolicy.Check(
    'update_password_requested',
    'the client asked for a password change',
    (ctx) => {
      const result = ctx.oidc.result as Record<string, unknown> | undefined;
      return (
        ctx.oidc.params?.[UPDATE_PASSWORD_PARAM] === UPDATE_PASSWORD_ACTION &&
        !result?.[UPDATE_PASSWORD_PROMPT]
      );
    },
  );
  policy.add(new interactionPolicy.Prompt({ name: UPDATE_PASSWORD_PROMPT, requestable: false }, check), 1);
  return policy;
}

const FIELDS = [
  {
    name: 'current_password',
    labelId: 'signin.update_password.current_password',
    autocomplete: 'current-password',
  },
  {
    name: 'password',
    labelId: 'signin.update_password.new_password',
    autocomplete: 'new-password',
    hintId: 'registration.fields.password_hint',
  },
  {
    name: 'password_confirmation',
    labelId: 'signin.update_password.confirmation',
    autocomplete: 'new-password',
  },
] as const;

type FieldName = (typeof FIELDS)[number]['name'];
type Message = { id: string; values?: Record<string, string | number> };

interface PageState {
  errors?: Partial<Record<FieldName, Message>>;
  summary?: string;
  summaryValues?: Record<string, string | number>;
}

const langOf = (locale: CatalogueLocale) => (locale === 'bn-BD' ? 'bn' : 'en');

/** Current password, new password (the spec's rule shown as a hint), confirmation; no script, like the sign-in page. */
export function renderUpdatePasswordPage(
  uid: string,
  locale: CatalogueLocale,
  username: string,
  state: PageState = {},
): string {
  return renderPage(locale, 'signin.update_password.page_title', (t) => {
    const other = locale === 'bn-BD' ? 'en' : 'bn';
    const fieldErrors = FIELDS.flatMap((f) =>
      state.errors?.[f.name] ? [[f, state.errors[f.name] as Message] as const] : [],
    );
    const first = fieldErrors[0]?.[0].name;
    const field = (f: (typeof FIELDS)[number]) => {
      const err = state.errors?.[f.name];
      const hint = 'hintId' in f ? `<p class="hint" id="${f.name}-hint">${t(f.hintId)}</p>` : '';
      const describedBy = [err ? `${f.name}-error` : '', 'hintId' in f ? `${f.name}-hint` : '']
        .filter(Boolean)
        .join(' ');
      return `<label for="${f.name}">${t(f.labelId)}</label>${hint}
<input id="${f.name}" name="${f.name}" type="password" autocomplete="${f.autocomplete}" required maxlength="128"${
        (!state.summary && f.name === 'current_password') || first === f.name ? ' autofocus' : ''
      }${err ? ' aria-invalid="true"' : ''}${describedBy ? ` aria-describedby="${describedBy}"` : ''}>
${err ? `<p class="field-error" id="${f.name}-error">${t(err.id, err.values)}</p>` : ''}`;
    };
    const summary = state.summary
      ? `<div class="summary" role="alert" tabindex="-1"><h2>${t('signin.error_summary')}</h2><p>${t(state.summary, state.summaryValues)}</p>${
          fieldErrors.length
            ? `<ul>${fieldErrors.map(([f, m]) => `<li><a href="#${f.name}">${t(f.labelId)}: ${t(m.id, m.values)}</a></li>`).join('')}</ul>`
            : ''
        }</div>`
      : '';
    return `<h1>${t('signin.update_password.heading')}</h1><p>${t('signin.update_password.signed_in_as', { username })}</p>
${summary}
<form method="post" action="/interaction/${esc(uid)}/update-password?lang=${langOf(locale)}" novalidate>
<input type="text" name="username" value="${esc(username)}" autocomplete="username" hidden readonly>
${FIELDS.map(field).join('')}
<p>${t('signin.update_password.other_sessions')}</p>
<button type="submit" class="primary">${t('signin.update_password.submit')}</button></form>
<div class="row"><a href="/interaction/${esc(uid)}?lang=${other}" lang="${other}" hreflang="${other}">${t('signin.language')}</a>
<form method="post" action="/interaction/${esc(uid)}/abort"><button type="submit" class="link">${t('signin.cancel')}</button></form></div>`;
  });
}

/** The signed-in account of an update-password interaction, or null (no session, deactivated or deleted user). */
async function accountOf(db: Db, accountId: string | undefined) {
  const user =
    accountId && /^[1-9]\d{0,15}$/.test(accountId) ? await findUserById(db, Number(accountId)) : null;
  return user && isActive(user) ? user : null;
}

const stale = (message: string) => Object.assign(new Error(message), { name: 'SessionNotFound' });

/** GET /interaction/:uid for the update_password prompt (registered as a `PromptPage` of the interactions). */
export function updatePasswordPage(db: Db): PromptPage {
  return async (details, locale) => {
    const user = await accountOf(db, details.session?.accountId);
    if (!user) throw stale('no active account');
    return renderUpdatePasswordPage(details.uid, locale, user.username);
  };
}

/** POST /interaction/:uid/update-password: the shared schema, then the shared `changePassword` (PUT /protected/auth/password's). */
export function registerUpdatePassword(
  app: FastifyInstance,
  { provider, db }: { provider: Provider; db: Db },
): void {
  app.post<{ Params: { uid: string }; Body: Record<string, unknown> }>(
    '/interaction/:uid/update-password',
    async (req, reply) => {
      const details = await provider.interactionDetails(req.raw, reply.raw);
      const locale = localeOf(req, details.params.ui_locales);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (details.prompt.name !== UPDATE_PASSWORD_PROMPT)
        throw Object.assign(new Error('not a password update'), { name: 'InvalidRequest' });
      const user = await accountOf(db, details.session?.accountId);
      if (!user) throw stale('no active account');
      const page = (code: number, state: PageState) =>
        reply.code(code).send(renderUpdatePasswordPage(details.uid, locale, user.username, state));

      const body = req.body ?? {};
      const checked = await validateBody(passwordChangeSchema, {
        current_password: body.current_password,
        password: body.password,
        password_confirmation: body.password_confirmation,
      });
      if (!checked.ok) {
        const fieldErrors: PageState['errors'] = {};
        for (const f of FIELDS) {
          const m = parseMessage(checked.errors[f.name]?.[0]);
          if (m) fieldErrors[f.name] = m;
        }
        return page(422, { errors: fieldErrors, summary: 'errors.validation' });
      }
      const outcome = await changePassword(db, {
        user,
        currentPassword: checked.value.current_password,
        newPassword: checked.value.password,
        ip: req.ip,
        keepSessionUid: details.session?.uid,
      });
      if (!outcome.ok && outcome.reason === 'locked') {
        req.log.warn({ event: 'signin.locked' }, 'password change attempts limited');
        reply.header('retry-after', String(outcome.retryAfter));
        return page(429, waitMessage(outcome.retryAfter));
      }
      if (!outcome.ok) {
        req.log.info({ event: 'signin.failed', user_id: user.id }, 'password change: wrong current password');
        return page(401, {
          errors: { current_password: { id: 'registration.errors.current_password_wrong' } },
          summary: 'errors.validation',
        });
      }
      req.log.info({ event: 'password.changed', user_id: user.id }, 'password changed at the provider');
      const to = await provider.interactionResult(
        req.raw,
        reply.raw,
        { [UPDATE_PASSWORD_PROMPT]: { done: true } },
        { mergeWithLastSubmission: true },
      );
      return redirect303(reply, to);
    },
  );
}
