import rateLimit from '@fastify/rate-limit';
import { ERROR_MESSAGES } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { API_AREA } from '../../lib/envelope';
import { postgresStore } from './rate-limit-store';

export const RATE_LIMIT = { max: 600, timeWindow: 60_000 } as const;

/**
 * Per-address request limits on the API areas, counted in Postgres so every replica shares the counters
 * (ARCHITECTURE §1; docs/decisions/0012-rate-limit-store.md). Routes can set a tighter `rateLimit`.
 */
export async function registerRateLimit(app: FastifyInstance, db: Db): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    ...RATE_LIMIT,
    store: postgresStore(db),
    allowList: (req) => !API_AREA.test(req.url),
    errorResponseBuilder: (_req, ctx) => {
      // thrown by the plugin; the error handler turns statusCode 429 into the envelope
      const error = new Error(ERROR_MESSAGES.tooManyRequests) as Error & { statusCode: number; retryAfterS: number };
      error.statusCode = 429;
      error.retryAfterS = Math.ceil(ctx.ttl / 1000);
      return error;
    },
  });
}

