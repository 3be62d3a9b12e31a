import { hash, timingSafeEqual } from 'node:crypto';
import { API_KEY_HEADER, ERROR_MESSAGES } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { isApiArea } from '../../areas';
import { HttpError } from '../../errors';

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

/** Every /public, /protected and /private call carries the application's api-key header (spec §7); the area is the
 * matched route's (platform/areas.ts). */
export function registerApiKeyCheck(app: FastifyInstance, apiKeys: readonly string[]): void {
  const matches = apiKeyMatcher(apiKeys);
  app.addHook('onRequest', (req, _reply, done) => {
    if (req.method === 'OPTIONS' || !isApiArea(req)) return done();
    const key = req.headers[API_KEY_HEADER];
    done(
      matches(typeof key === 'string' ? key : undefined)
        ? undefined
        : new HttpError(401, ERROR_MESSAGES.missingApiKey),
    );
  });
}
