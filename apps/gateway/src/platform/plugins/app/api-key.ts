import { hash, timingSafeEqual } from 'node:crypto';
import { API_KEY_HEADER, ERROR_MESSAGES } from '@platform/contract';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { areaOfPattern } from '../../areas';
import { HttpError } from '../../errors';
import { addRouteHook } from '../../route-hooks';

const digest = (k: string) => hash('sha256', k, 'buffer');

/**
 * Constant-time comparison against every configured key (keys can be rotated by listing old and new). A key that has
 * passed it is remembered (at most the configured keys, so an attacker's guesses are never kept): the lookup tells
 * nothing the answer does not, and the key every portal sends skips the digest on every later request.
 */
export function apiKeyMatcher(keys: readonly string[]): (given: string | undefined) => boolean {
  const digests = keys.map(digest);
  const proven = new Set<string>();
  return (given) => {
    if (!given) return false;
    if (proven.has(given)) return true;
    const g = digest(given);
    let ok = false;
    for (const d of digests) ok = timingSafeEqual(g, d) || ok;
    if (ok) proven.add(given);
    return ok;
  };
}

/**
 * Every /public, /protected and /private call carries the application's api-key header (spec §7). The area is the
 * matched route's pattern (platform/areas.ts), so the check is given to those routes when they are registered (ADR
 * 0126, revision 2: no area worked out per request), before the route's own hooks (a refused call is not counted by
 * a limit).
 */
export function registerApiKeyCheck(app: FastifyInstance, apiKeys: readonly string[]): void {
  const matches = apiKeyMatcher(apiKeys);
  const check: onRequestHookHandler = (req, _reply, done) => {
    if (req.method === 'OPTIONS') return done();
    const key = req.headers[API_KEY_HEADER];
    done(
      matches(typeof key === 'string' ? key : undefined)
        ? undefined
        : new HttpError(401, ERROR_MESSAGES.missingApiKey),
    );
  };
  app.addHook('onRoute', (route) => {
    const area = areaOfPattern(route.url);
    if (area === 'public' || area === 'protected' || area === 'private')
      addRouteHook(route, 'onRequest', check, true);
  });
}
