import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { ERROR_MESSAGES } from '@platform/contract';
import type { FastifyInstance, FastifyReply, onRequestHookHandler } from 'fastify';
import type { Db } from '../../../db/client';
import { areaOfPattern, isApiArea } from '../../areas';
import { addRouteHook } from '../../route-hooks';
import { WriteBehindCounters, postgresStore } from './rate-limit-store';

export const RATE_LIMIT = { max: 600, timeWindow: 60_000 } as const;
/** How long a replica counts the general limit in memory between exchanges with the shared counters. */
export const RATE_LIMIT_SYNC_MS = 1000;

/** The refusal of an address over its limit: thrown to the error handler, which answers the 429 envelope. */
function tooManyRequests(ttlMs: number): Error {
  const error = new Error(ERROR_MESSAGES.tooManyRequests) as Error & {
    statusCode: number;
    retryAfterS: number;
  };
  error.statusCode = 429;
  error.retryAfterS = Math.ceil(ttlMs / 1000);
  return error;
}

/**
 * What @fastify/rate-limit answers for a count (its `x-ratelimit-*` headers, and `retry-after` with the refusal once
 * the count is over `max`), for the general limit's own hook.
 */
function verdict(
  reply: FastifyReply,
  max: number,
  count: { current: number; ttl: number },
): Error | undefined {
  const resetS = Math.ceil(count.ttl / 1000);
  reply.header('x-ratelimit-limit', max);
  if (count.current <= max) {
    reply.header('x-ratelimit-remaining', max - count.current);
    reply.header('x-ratelimit-reset', resetS);
    return undefined;
  }
  reply.header('x-ratelimit-remaining', 0);
  reply.header('x-ratelimit-reset', resetS);
  reply.header('retry-after', resetS);
  return tooManyRequests(count.ttl);
}

/**
 * The general per-address limit as one synchronous hook (ADR 0126, revision 2): the key and the headers are
 * @fastify/rate-limit's (`rl:` and the address, an IPv6 address by its /64), an address this replica already counts
 * is counted in memory without a promise, an address it does not know yet waits for one exchange with the table.
 */
export function generalLimit(counters: WriteBehindCounters, max: number): onRequestHookHandler {
  return (req, reply, done) => {
    const key = `rl:${normalizeIP(req.ip)}`;
    const known = counters.countKnown(key);
    if (known) return done(verdict(reply, max, known));
    counters.incr(key).then((count) => done(verdict(reply, max, count)), done);
  };
}

/**
 * Per-address request limits on the API areas, counted in Postgres so every replica shares the counters
 * (ARCHITECTURE §1; docs/decisions/0012-rate-limit-counters-in-postgres.md): the general limit write-behind, by our own
 * hook given to every API route without a limit of its own when it is registered; a route's tighter `rateLimit`
 * exactly, by @fastify/rate-limit (which then replaces the general limit on that route, as it always did).
 */
export async function registerRateLimit(
  app: FastifyInstance,
  db: Db,
  limit: { max: number; timeWindow: number } = RATE_LIMIT,
): Promise<void> {
  const counters = new WriteBehindCounters(db, limit.timeWindow, RATE_LIMIT_SYNC_MS);
  app.addHook('onClose', () => counters.close());
  const general = generalLimit(counters, limit.max);
  app.addHook('onRoute', (route) => {
    const area = areaOfPattern(route.url);
    if (route.config?.rateLimit == null && (area === 'public' || area === 'protected' || area === 'private'))
      addRouteHook(route, 'onRequest', general);
  });
  await app.register(rateLimit, {
    global: false,
    ...limit,
    store: postgresStore(db, counters),
    allowList: (req) => !isApiArea(req),
    errorResponseBuilder: (_req, ctx) => tooManyRequests(ctx.ttl),
  });
}
