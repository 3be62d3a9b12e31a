import type { IncomingMessage, ServerResponse } from 'node:http';
import { ERROR_MESSAGES, USER_TYPE } from '@platform/contract';
import type { CatalogueLocale } from '@platform/i18n/catalogue';
import formbody from '@fastify/formbody';
import middie from '@fastify/middie';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { createLocalJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { type GatewayConfig, PORTALS } from '../config';
import type { Db } from '../db/client';
import { findUserById, isActive, loadUserAccess } from './users';
import { HttpError, unauthorized } from '../platform/errors';
import { externalIssuerKeys, looksLikeIdToken } from './external-issuer';
import { deleteExpired, pgAdapterFactory } from './adapter';
import { registerInteractions, renderErrorPage, renderPage } from './interactions';
import { loadOrCreateKeys, publicJwks } from './keys';
import {
  interactionPolicyWithUpdatePassword,
  registerUpdatePassword,
  UPDATE_PASSWORD_PROMPT,
  updatePasswordPage,
  updatePasswordParams,
} from './update-password';
import type { AuthenticatedUser, Identity } from './types';

export type { AuthenticatedUser, Identity } from './types';

export const ACCESS_TOKEN_TTL_S = 600;
export const SESSION_TTL_S = 8 * 3600;
/** The portals' callback after the provider's update-password action (spec §2 "password-update callback"). */
export const PASSWORD_UPDATED_PATH = '/auth/password-updated';
/** Asymmetric algorithms only: never `none`, never HS* (a public key must not double as an HMAC secret). */
const ALLOWED_ALGS = ['ES256', 'ES384', 'RS256', 'PS256', 'EdDSA'];
/** Token types accepted from an external issuer (RFC 9068 `at+jwt`; Keycloak and WSO2 write `JWT`). */
const EXTERNAL_TYPS = new Set(['at+jwt', 'application/at+jwt', 'JWT']);

interface CreateIdentityOptions {
  db: Db;
  config: GatewayConfig;
  log: FastifyBaseLogger;
}

/** Locale of a provider-rendered page (error, sign-out): `?lang=bn` or the request's `ui_locales`. */
function providerLocale(ctx: KoaContextWithOIDC): CatalogueLocale {
  const lang = ctx.query.lang ?? ctx.oidc?.params?.ui_locales;
  return typeof lang === 'string' && lang.startsWith('bn') ? 'bn-BD' : 'en-US';
}

/** The provider's documents every client may cache: discovery and the public signing keys. */
const PUBLIC_METADATA = /\/(\.well-known\/openid-configuration|jwks)$/;

type NodeMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * Before the provider sees a request: its host and protocol are the configured public origin, whatever the client
 * sent. X-Forwarded-For is believed only under TRUST_PROXY, the rule of the rest of the gateway.
 */
function pinnedOrigin(config: GatewayConfig): NodeMiddleware {
  const origin = new URL(config.publicUrl);
  const proto = origin.protocol.replace(':', '');
  return (req, _res, next) => {
    req.headers.host = origin.host;
    req.headers['x-forwarded-host'] = origin.host;
    req.headers['x-forwarded-proto'] = proto;
    if (config.trustProxy === false) delete req.headers['x-forwarded-for'];
    next();
  };
}

export function issuerOf(config: GatewayConfig): string {
  return config.oidcIssuer ?? `${config.publicUrl}/oidc`;
}

/** The five portals' public clients: exact redirect URIs, code + PKCE only, refresh tokens that rotate. */
export function portalClients(config: GatewayConfig) {
  return PORTALS.map((id, i) => {
    const origin = config.portalOrigins[i];
    if (!origin) throw new Error(`no origin configured for the ${id} portal`);
    return {
      client_id: id,
      client_name: id,
      token_endpoint_auth_method: 'none' as const,
      application_type: 'web' as const,
      redirect_uris: [`${origin}/auth/callback`, `${origin}${PASSWORD_UPDATED_PATH}`],
      post_logout_redirect_uris: [`${origin}/`],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code' as const],
      first_party: true,
    };
  });
}

export async function createIdentity({ db, config, log }: CreateIdentityOptions): Promise<Identity> {
  const issuer = issuerOf(config);
  let provider: Provider | null = null;
  let keySet: JWTVerifyGetKey;
  let cleanup: ReturnType<typeof setInterval> | null = null;
  let deviceKey = '';

  if (config.oidcIssuer) {
    // External IdP: its signing keys come from the jwks_uri of its discovery document (external-issuer.ts).
    keySet = externalIssuerKeys({ issuer: config.oidcIssuer, log });
  } else {
    const keys = await loadOrCreateKeys(db);
    deviceKey = keys.cookies[0] ?? '';
    keySet = createLocalJWKSet(publicJwks(keys));
    const clients = portalClients(config);
    // client id -> the one browser origin allowed to call /oidc/token, /oidc/jwks… for it (exact, never reflected)
    const originOf = new Map<string, string>(
      clients.map((c) => [c.client_id, new URL(c.redirect_uris[0] ?? '').origin]),
    );
    const configuration: Configuration = {
      adapter: pgAdapterFactory(db),
      clients,
      clientBasedCORS: (_ctx, origin, client) => originOf.get(client.clientId) === origin,
      jwks: keys.jwks as Configuration['jwks'],
      cookies: { keys: keys.cookies, long: { sameSite: 'lax' }, short: { sameSite: 'lax' } },
      clientDefaults: { id_token_signed_response_alg: 'ES256' },
      extraClientMetadata: { properties: ['first_party'] },
      scopes: ['openid', 'profile', 'email', 'offline_access'],
      claims: { openid: ['sub'], profile: ['name', 'preferred_username', 'designation'], email: ['email'] },
      pkce: { required: () => true },
      features: {
        devInteractions: { enabled: false },
        // a portal may revoke only its own tokens (sign-out); others are ignored without an error (RFC 7009)
        revocation: {
          enabled: true,
          allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId,
        },
        rpInitiatedLogout: {
          enabled: true,
          // No script: the provider's form (with its xsrf field) plus one labelled button, in the platform's style.
          logoutSource: async (ctx, form) => {
            ctx.type = 'html';
            ctx.set('cache-control', 'no-store');
            ctx.body = renderPage(
              providerLocale(ctx),
              'signin.logout_title',
              (t) =>
                `<h1>${t('signin.logout_title')}</h1><p>${t('signin.logout_question')}</p>${form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>')}<button type="submit" form="op.logoutForm" class="primary">${t('signin.logout_confirm')}</button>`,
            );
          },
          postLogoutSuccessSource: async (ctx) => {
            ctx.type = 'html';
            ctx.body = renderPage(
              providerLocale(ctx),
              'signin.logout_title',
              (t) => `<h1>${t('signin.logged_out')}</h1>`,
            );
          },
        },
        resourceIndicators: {
          enabled: true,
          defaultResource: async () => config.oidcAudience,
          useGrantedResource: async () => true,
          getResourceServerInfo: async (_ctx, resource) => {
            if (resource !== config.oidcAudience) throw new Error('unknown resource');
            return {
              scope: '',
              audience: config.oidcAudience,
              accessTokenTTL: ACCESS_TOKEN_TTL_S,
              accessTokenFormat: 'jwt',
              jwt: { sign: { alg: 'ES256' } },
            };
          },
        },
      },
      // kc_action=UPDATE_PASSWORD (spec §7 update-password action): a change-password page after the login prompt
      extraParams: updatePasswordParams,
      interactions: {
        policy: interactionPolicyWithUpdatePassword(),
        url: (_ctx, interaction) => `/interaction/${interaction.uid}`,
      },
      findAccount: async (_ctx, sub) => {
        const user = await findUserById(db, Number(sub));
        if (!user || !isActive(user)) return undefined;
        return {
          accountId: String(user.id),
          claims: async () => ({
            sub: String(user.id),
            name: user.full_name_en ?? user.full_name,
            preferred_username: user.username,
            designation: user.designation ?? undefined,
            email: user.email ?? undefined,
          }),
        };
      },
      // The five portals are first-party: they never show a consent page. A missing or revoked grant (e.g. after a
      // refresh-token reuse) is re-created, and an existing one is widened to what the portal asks for, so no
      // `consent` prompt can ever reach the interaction pages.
      loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
        const { client, session } = ctx.oidc;
        if (!client || !session?.accountId || !originOf.has(client.clientId)) return undefined;
        const grantId = ctx.oidc.result?.consent?.grantId || session.grantIdFor(client.clientId);
        const found = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
        const grant =
          found && found.accountId === session.accountId && found.clientId === client.clientId
            ? found
            : new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
        grant.addOIDCScope([...ctx.oidc.requestParamScopes].join(' '));
        if (ctx.oidc.requestParamClaims?.size) grant.addOIDCClaims([...ctx.oidc.requestParamClaims]);
        grant.addResourceScope(config.oidcAudience, '');
        await grant.save();
        return grant;
      },
      issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
      rotateRefreshToken: true,
      ttl: {
        AccessToken: ACCESS_TOKEN_TTL_S,
        AuthorizationCode: 60,
        IdToken: ACCESS_TOKEN_TTL_S,
        Interaction: 600,
        Session: SESSION_TTL_S,
        Grant: SESSION_TTL_S,
        // absolute: a rotated refresh token inherits what is left of its predecessor's lifetime (BCP: never longer)
        RefreshToken: (ctx) => ctx?.oidc.entities.RotatedRefreshToken?.remainingTTL ?? SESSION_TTL_S,
      },
      // The spec's sign-in error text in the platform's style; the provider's error code is logged, never shown
      // with a stack trace.
      renderError: async (ctx, out, error) => {
        log.warn({ err: { name: error.name, message: error.message }, oidc: out.error }, 'oidc error page');
        ctx.type = 'html';
        ctx.set('cache-control', 'no-store');
        ctx.body = renderErrorPage(providerLocale(ctx));
      },
    };
    provider = new Provider(issuer, configuration);
    // The provider builds its endpoint URLs from the request's host and protocol. Both are pinned to the configured
    // public origin before it sees the request (register below), so a client's Host or X-Forwarded-Host can never
    // rewrite the issuer's endpoints (issue 10, finding 3); `proxy` makes it read the pinned forwarded values.
    provider.proxy = true;
    // RFC 7009 answers a revocation with an empty 200; Koa types an empty string body text/plain, which browser
    // OIDC clients (oidc-client-ts) reject as an unexpected content type. An empty answer carries no type.
    provider.use(async (ctx, next) => {
      await next();
      if (ctx.method === 'POST' && ctx.path.endsWith('/token/revocation') && ctx.status === 200 && !ctx.body)
        ctx.remove('Content-Type');
      // discovery and keys are the same for everyone: say how long a client or proxy may keep them
      if (ctx.method === 'GET' && ctx.status === 200 && PUBLIC_METADATA.test(ctx.path))
        ctx.set('cache-control', 'public, max-age=300, stale-while-revalidate=60');
    });
    cleanup = setInterval(() => void deleteExpired(db).catch(() => undefined), 15 * 60_000);
    cleanup.unref();
  }

  return {
    async register(app: FastifyInstance) {
      if (!provider) return;
      const p = provider;
      // middie at the root so /oidc/* reaches the provider before Fastify's router (the provider answers itself).
      await app.register(middie);
      app.use('/oidc', pinnedOrigin(config));
      app.use('/interaction', pinnedOrigin(config));
      app.use('/oidc', p.callback());
      await app.register(async (scope) => {
        await scope.register(formbody);
        registerInteractions(scope, {
          provider: p,
          db,
          config,
          deviceKey,
          pages: { [UPDATE_PASSWORD_PROMPT]: updatePasswordPage(db) },
        });
        registerUpdatePassword(scope, { provider: p, db });
      });
    },

    async authenticate(request: FastifyRequest): Promise<AuthenticatedUser> {
      const header = request.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
      if (!token) throw unauthorized();
      let sub: string | undefined;
      try {
        const { payload, protectedHeader } = await jwtVerify(token, keySet, {
          issuer,
          audience: config.oidcAudience,
          algorithms: ALLOWED_ALGS,
          // the built-in provider always writes RFC 9068 `at+jwt`; an id_token (typ JWT) is never an access token
          typ: config.oidcIssuer ? undefined : 'at+jwt',
          clockTolerance: 60,
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        if (config.oidcIssuer && !EXTERNAL_TYPS.has(protectedHeader.typ ?? ''))
          throw new Error('not an access token');
        // an ID token is never an access token, even where OIDC_AUDIENCE happens to be a client id
        if (looksLikeIdToken(payload)) throw new Error('an ID token');
        sub = payload.sub;
      } catch (e) {
        // the issuer's keys cannot be had just now: 503, so the portals do not sign the person out
        if (e instanceof HttpError) throw e;
        if ((e as { code?: string }).code === 'ERR_JWKS_TIMEOUT')
          throw new HttpError(503, ERROR_MESSAGES.serviceUnavailable);
        throw unauthorized();
      }
      // `sub` is the platform user id (an external IdP must be configured to issue it, see README)
      if (!sub || !/^[1-9]\d{0,15}$/.test(sub)) throw unauthorized();
      const access = await loadUserAccess(db, Number(sub)); // null for unknown, deactivated or deleted users
      if (!access) throw unauthorized();
      // spec §6: any type code other than 1, 2, 3, 4 is treated as youth
      const known = (Object.values(USER_TYPE) as number[]).includes(access.user_type_code);
      return { ...access, user_type_code: known ? access.user_type_code : USER_TYPE.YOUTH };
    },

    async close() {
      if (cleanup) clearInterval(cleanup);
    },
  };
}
