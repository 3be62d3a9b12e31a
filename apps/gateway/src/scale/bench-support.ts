import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type Db, openDb } from '../db/client';
import { migrate } from '../db/migrate';
import { seed } from '../db/seed';
import { findUserByUsername, loadUserAccess } from '../identity/users';
import type { Identity } from '../identity/types';
import { unauthorized } from '../platform/errors';
import { startJobQueue } from '../platform/queue';

/* What the gateway's benchmarks (scale/bench.ts, course-structure/bench-tree.ts and bench-scorm.ts,
 * course-trainees/bench-enrol.ts, course-learning/bench-watching.ts, search/bench-feed.ts) share: the api-key, a
 * signed-in caller by `Bearer bench:<username>`, a database of its own on the PostgreSQL server of BENCH_DATABASE_URL,
 * a gateway started on it (startBenchGateway), and a fixed-rate load with its percentiles (fixedRateLoad). */

export const API_KEY = 'bench-api-key-0123456789';

/** Requests signed as `Bearer bench:<username>`: the user and keys loaded per request, as the token verifier does. */
export function benchIdentity(db: Db): Identity {
  // a verified token names its user by id (the `sub` claim): the username is resolved once, as signing in would
  const ids = new Map<string, number | null>();
  return {
    register: () => Promise.resolve(),
    close: () => Promise.resolve(),
    async authenticate(request) {
      const username = /^Bearer bench:(\w+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (username && !ids.has(username))
        ids.set(username, (await findUserByUsername(db, username))?.id ?? null);
      const id = username ? ids.get(username) : null;
      const user = id ? await loadUserAccess(db, id) : null;
      if (!user) throw unauthorized();
      return user;
    },
  };
}

/** A new database named `<prefix>_…` on the BENCH_DATABASE_URL server, and how to drop it afterwards. */
export async function benchDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const server = process.env.BENCH_DATABASE_URL;
  if (!server)
    throw new Error('BENCH_DATABASE_URL is not set (source tmp/system.env; use $TEST_DATABASE_URL)');
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: server });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

export interface BenchGateway<T> {
  db: Db;
  /** The listening gateway's origin. */
  url: string;
  /** What `prepare` made (ids of the bench's data). */
  data: T;
  /** Stops the gateway, closes its pool and drops the database. */
  close(): Promise<void>;
}

/**
 * A gateway built as main.ts does (API key, silent log, trusted local proxy, in-memory files unless `env` says
 * otherwise), on a new database of the BENCH_DATABASE_URL server, migrated and seeded; `prepare` adds the bench's own
 * data before it listens on a free local port. Requests sign in as `Bearer bench:<username>` (benchIdentity).
 */
export async function startBenchGateway<T>(
  prefix: string,
  prepare: (db: Db) => Promise<T>,
  env: Record<string, string> = {},
  options: { queue?: boolean } = {},
): Promise<BenchGateway<T>> {
  const database = await benchDatabase(prefix);
  const config = loadConfig({
    ...process.env,
    API_KEYS: API_KEY,
    LOG_LEVEL: 'silent',
    TRUST_PROXY: '127.0.0.1',
    DATA_DIR: 'memory',
    DATABASE_URL: database.url,
    DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE ?? String(2 * availableParallelism() + 1),
    RESPONSE_CACHE: 'off',
    ...env,
  });
  const db = await openDb({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    dataDir: 'memory',
  });
  const closeDb = async () => {
    await db.close();
    await database.drop();
  };
  try {
    await migrate(db);
    await seed(db, config);
    const data = await prepare(db);
    // `queue`: notifications are handed to pg-boss as main.ts does (no worker delivers them), so their cost is measured
    const queue = options.queue
      ? await startJobQueue({ db, databaseUrl: config.databaseUrl, log: console, maintenance: false })
      : null;
    const app = await buildApp({
      config,
      db,
      identity: benchIdentity(db),
      logger: false,
      queue: queue?.outbox ?? null,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const where = app.server.address();
    const url = `http://127.0.0.1:${typeof where === 'object' && where ? where.port : 0}`;
    return {
      db,
      url,
      data,
      async close() {
        await app.close();
        await queue?.stop();
        await closeDb();
      },
    };
  } catch (error) {
    await closeDb();
    throw error;
  }
}

// autocannon reports fixed percentiles (… 90, 97.5, 99 …) computed in this thread from the workers' histograms;
// p95 is added to the list it walks (its dependency's exported array), so the result carries `p95` as well
const fromAutocannon = createRequire(createRequire(import.meta.url).resolve('autocannon'));
const walked = (fromAutocannon('hdr-histogram-percentiles-obj') as { percentiles: number[] }).percentiles;
if (!walked.includes(95)) walked.push(95);

/** Latency of a fixed-rate load, in ms, with its rate and failures. */
export interface Figures {
  p50: number;
  p95: number;
  p97_5: number;
  p99: number;
  rps: number;
  non2xx: number;
  errors: number;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const lcm = (a: number, b: number) => (a * b) / gcd(a, b);

/**
 * GETs of `paths` at a FIXED rate (autocannon's overallRate, so latency is measured at a steady rate rather than at
 * saturation), 10 connections, the load generator in a worker thread; 5 s of warm-up, then `seconds` measured.
 */
export async function fixedRateLoad(
  url: string,
  paths: string[],
  headers: Record<string, string>,
  options: { rate: number; seconds: number; addresses?: number; warmUp?: number },
): Promise<Figures> {
  const addresses = options.addresses ?? 40;
  const run = (duration: number) =>
    autocannon({
      url,
      connections: 10,
      // the load generator in its own thread, so it does not share the gateway's event loop
      workers: 1,
      overallRate: options.rate,
      duration,
      headers: { 'api-key': API_KEY, ...headers },
      // many visitors, not one: each request comes from one of 40 addresses (through the trusted local proxy), so the
      // per-address limit (600/min) sees ~300/min each and every request does its real work, counter included. Every
      // connection walks this list from its start, so path and address both change with every entry (entry k: path
      // k mod paths, address k mod 40) and any stretch of it is an even mix of both.
      requests: Array.from({ length: lcm(paths.length, addresses) }, (_, k) => ({
        method: 'GET' as const,
        path: paths[k % paths.length] ?? '/',
        headers: { 'x-forwarded-for': `198.51.100.${(k % addresses) + 1}` },
      })),
    });
  const warmUp = options.warmUp ?? 5;
  if (warmUp > 0) await run(warmUp); // plans cached, pages in memory
  const r = await run(options.seconds);
  return {
    p50: r.latency.p50,
    p95: (r.latency as unknown as { p95: number }).p95,
    p97_5: r.latency.p97_5,
    p99: r.latency.p99,
    rps: r.requests.average,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

const fmt = (n: number) => n.toFixed(1).padStart(7);

/** One line of a bench's table: name, p50, p95, p99, req/s and ok or the failures. */
export function latencyLine(name: string, f: Figures): string {
  return `${name.padEnd(40)} ${fmt(f.p50)} ${fmt(f.p95)} ${fmt(f.p99)} ${String(Math.round(f.rps)).padStart(6)}  ${f.non2xx + f.errors === 0 ? 'ok' : `${f.non2xx} non-2xx, ${f.errors} errors`}`;
}
