import { ERROR_MESSAGES } from '@platform/contract';
import { createRemoteJWKSet, customFetch, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { HttpError } from '../platform/errors';

/** How long one discovery request may take before it counts as failed. */
export const DISCOVERY_TIMEOUT_MS = 5000;
/** Back-off after a failed discovery: 1 s, doubling, at most a minute; every call meanwhile is answered 503. */
export const DISCOVERY_BACKOFF_MS = { first: 1000, max: 60_000 } as const;

export interface ExternalIssuerOptions {
  /** OIDC_ISSUER as configured (no trailing slash). */
  issuer: string;
  fetch?: typeof fetch;
  now?: () => number;
  timeoutMs?: number;
  log?: { error(o: object, msg: string): void };
}

/**
 * The signing keys of an external issuer (OIDC_ISSUER, issue 10 finding 11): its discovery document is fetched on
 * first use with a timeout, its `issuer` must be exactly the configured one (a document that names another issuer is a
 * misconfiguration or an attack, never trusted), and a failure is retried with an exponential back-off instead of on
 * every request. While the keys cannot be had, a protected call is answered 503, not 401: the portals must not sign
 * the person out because the identity provider is briefly unreachable.
 */
export function externalIssuerKeys(options: ExternalIssuerOptions): JWTVerifyGetKey {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const url = `${options.issuer}/.well-known/openid-configuration`;
  let keys: JWTVerifyGetKey | null = null;
  let pending: Promise<JWTVerifyGetKey> | null = null;
  let failures = 0;
  let retryAt = 0;

  async function discover(): Promise<JWTVerifyGetKey> {
    const res = await doFetch(url, {
      signal: AbortSignal.timeout(options.timeoutMs ?? DISCOVERY_TIMEOUT_MS),
      headers: { accept: 'application/json' },
    });
    if (!res.ok) throw new Error(`discovery answered ${res.status}`);
    const doc = (await res.json()) as { issuer?: unknown; jwks_uri?: unknown };
    if (doc.issuer !== options.issuer)
      throw new Error(`discovery names issuer ${JSON.stringify(doc.issuer)}, not the configured one`);
    if (typeof doc.jwks_uri !== 'string' || !/^https?:\/\//.test(doc.jwks_uri))
      throw new Error('discovery has no http(s) jwks_uri');
    return createRemoteJWKSet(new URL(doc.jwks_uri), {
      timeoutDuration: options.timeoutMs ?? DISCOVERY_TIMEOUT_MS,
      ...(options.fetch ? { [customFetch]: options.fetch } : {}),
    });
  }

  return async (header, token) => {
    if (!keys) {
      if (now() < retryAt) throw new HttpError(503, ERROR_MESSAGES.serviceUnavailable);
      pending ??= discover();
      try {
        keys = await pending;
        failures = 0;
      } catch (e) {
        failures += 1;
        retryAt =
          now() + Math.min(DISCOVERY_BACKOFF_MS.max, DISCOVERY_BACKOFF_MS.first * 2 ** (failures - 1));
        options.log?.error(
          { err: { message: (e as Error).message }, issuer: options.issuer },
          'OIDC discovery failed',
        );
        throw new HttpError(503, ERROR_MESSAGES.serviceUnavailable);
      } finally {
        pending = null;
      }
    }
    return keys(header, token);
  };
}

/**
 * Whether a verified JWT is an ID token rather than an access token, whatever its audience: ID tokens carry `nonce`,
 * `at_hash` or `c_hash` (OIDC Core §2, §3.1.3.6), Keycloak marks them `typ: "ID"` and Cognito `token_use: "id"`.
 * An access token carries none of these.
 */
export function looksLikeIdToken(payload: JWTPayload): boolean {
  return (
    'nonce' in payload ||
    'at_hash' in payload ||
    'c_hash' in payload ||
    payload.typ === 'ID' ||
    payload.token_use === 'id'
  );
}
