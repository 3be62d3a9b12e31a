import rateLimit from '@fastify/rate-limit';
import { ERROR_MESSAGES } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { isApiArea } from '../../areas';
import { WriteBehindCounters, postgresStore } from './rate-limit-store';

export const RATE_LIMIT = { max: 600, timeWindow: 60_000 } as const;
/** How long a replica counts the general limit in memory between exchanges with the shared counters. */
export const RATE_LIMIT_SYNC_MS = 1000;

/**
 * Per-address request limits on the API areas, counted in Postgres so every replica shares the counters
 * (ARCHITECTURE §1; docs/decisions/0012-rate-limit-counters-in-postgres.md): the general limit write-behind, a route's tighter
 * `rateLimit` exactly.
 */
export async function registerRateLimit(app: FastifyInstance, db: Db): Promise<void> {
  const counters = new WriteBehindCounters(db, RATE_LIMIT.timeWindow, RATE_LIMIT_SYNC_MS);
  app.addHook('onClose', () => counters.close());
  await app.register(rateLimit, {
    global: true,
    ...RATE_LIMIT,
    store: postgresStore(db, counters),
    allowList: (req) => !isApiArea(req),
    errorResponseBuilder: (_req, ctx) => {
      // thrown by the plugin; the error handler turns statusCode 429 into the envelope
      const error = new Error(ERROR_MESSAGES.tooManyRequests) as Error & {
        statusCode: number;
        retryAfterS: number;
      };
      error.statusCode = 429;
      error.retryAfterS = Math.ceil(ctx.ttl / 1000);
      return error;
    },
  });
}
