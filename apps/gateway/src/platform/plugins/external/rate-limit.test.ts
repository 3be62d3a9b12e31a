import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import { migrate } from '../../../db/migrate';
import { freshDb } from '../../../test/harness';
import { registerRateLimit } from './rate-limit';

/**
 * The general per-address limit is the gateway's own synchronous hook (ADR 0126, revision 2), given to the API routes
 * when they are registered; a route's own tighter limit stays with @fastify/rate-limit. What a client sees is what the
 * plugin answered: the `x-ratelimit-*` headers, and 429 with `retry-after` past the limit.
 */
let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;

beforeAll(async () => {
  ({ db, drop } = await freshDb());
  await migrate(db);
  app = Fastify({ logger: false, trustProxy: true });
  await registerRateLimit(app, db, { max: 3, timeWindow: 60_000 });
  app.get('/public/ping', async () => ({ ok: true }));
  app.get('/public/tight', { config: { rateLimit: { max: 1, timeWindow: 60_000 } } }, async () => ({
    ok: true,
  }));
  app.get('/healthz', async () => ({ ok: true }));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await drop?.();
});

const from = (address: string, url = '/public/ping') =>
  app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': address } });

describe('the general limit', () => {
  it('counts every API request of an address, says what is left, and refuses past the limit with retry-after', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await from('203.0.113.7'));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 429]);
    expect(answers.map((a) => a.headers['x-ratelimit-remaining'])).toEqual(['2', '1', '0', '0']);
    expect(answers.map((a) => a.headers['x-ratelimit-limit'])).toEqual(['3', '3', '3', '3']);
    expect(Number(answers[0]?.headers['x-ratelimit-reset'])).toBeGreaterThan(58);
    expect(answers[0]?.headers['retry-after']).toBeUndefined();
    expect(Number(answers[3]?.headers['retry-after'])).toBeGreaterThan(58);
    // the first hit of the address was written to the shared table at once (the rest within a sync period)
    const stored = await db.query<{ hits: number }>(
      `select hits from rate_limits where key = 'rl:203.0.113.7'`,
    );
    expect(stored.rows[0]?.hits).toBeGreaterThanOrEqual(1);
    // another address has its own count; an IPv6 address is counted by its /64, as the plugin does
    expect((await from('203.0.113.8')).statusCode).toBe(200);
    for (const host of ['1', '2', '3']) expect((await from(`2001:db8:1:2::${host}`)).statusCode).toBe(200);
    expect((await from('2001:db8:1:2::ffff')).statusCode).toBe(429);
  });

  it('leaves routes outside the API areas alone, and a route with its own limit to that limit', async () => {
    for (let i = 0; i < 5; i++) {
      const health = await from('203.0.113.20', '/healthz');
      expect(health.statusCode).toBe(200);
      expect(health.headers['x-ratelimit-limit']).toBeUndefined();
    }
    const tight = [await from('203.0.113.21', '/public/tight'), await from('203.0.113.21', '/public/tight')];
    expect(tight.map((a) => a.statusCode)).toEqual([200, 429]);
    expect(tight[0]?.headers['x-ratelimit-limit']).toBe('1');
  });
});
