import { appendFileSync, readFileSync } from 'node:fs';
import type { HttpMethod } from '@platform/contract';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { type GatewayConfig, loadConfig } from '../config';
import type { Db } from '../db/client';
import { migrate } from '../db/migrate';
import { seed } from '../db/seed';
import { findUserByUsername, loadUserAccess } from '../identity/users';
import type { Identity } from '../identity/types';
import { multipart, pngOfPixels } from '../domains/files/test-files';
import { unauthorized } from '../platform/errors';
import { type AnswerSampling, sampleAnswers } from './response-check';
import { freshTestDatabase } from './test-database';

export const API_KEY = 'test-api-key-0123456789';

export interface TestGateway {
  app: FastifyInstance;
  db: Db;
  /** Set when the file runs on a PostgreSQL server (TEST_DATABASE_URL). */
  databaseUrl?: string;
  config: GatewayConfig;
  /** Stops the app and starts a new one on the same database, as a redeploy or crash-restart does (not with `listen`). */
  restart(): Promise<void>;
  /** How many JSON answers were checked against their OpenAPI response schema so far (test/response-check.ts). */
  readonly answersChecked: number;
  close(): Promise<void>;
}

/**
 * A fresh database per test file: in-memory PGlite, or — when TEST_DATABASE_URL is set — a new database on that
 * PostgreSQL server, dropped afterwards (test/test-database.ts).
 */
export function freshDb(snapshot?: Blob, template?: string): ReturnType<typeof freshTestDatabase> {
  return freshTestDatabase('gw_test', snapshot, template);
}

export interface StartOptions {
  env?: Record<string, string>;
  identity?: (db: Db) => Identity;
  listen?: boolean;
  /** Test-only routes added before the app is ready (e.g. one that throws, for the 5xx envelope). */
  extend?: (app: FastifyInstance) => void;
  /** Logger options (default none), e.g. the gateway's own with a stream the test reads. */
  logger?: (config: GatewayConfig) => FastifyServerOptions['logger'];
}

/** The migrated, demo-seeded cluster the global setup dumped (test/global-setup.ts), when this run has one. */
function demoSnapshot(): Blob | undefined {
  const file = inject('pgliteDemoSnapshot');
  return file ? new Blob([readFileSync(file)]) : undefined;
}

/** Appends the file's count to OPENAPI_SAMPLE_LOG (when set); throws the mismatches, failing the file. */
function reportSampling(samplings: AnswerSampling[]): void {
  const log = process.env.OPENAPI_SAMPLE_LOG;
  const checked = samplings.reduce((n, s) => n + s.checked, 0);
  const mismatches = samplings.flatMap((s) => s.mismatches);
  if (log) appendFileSync(log, `${JSON.stringify({ checked, mismatches: mismatches.length })}\n`);
  if (mismatches.length)
    throw new Error(`answers that do not fit their OpenAPI response schema:\n${mismatches.join('\n')}`);
}

export async function startGateway(options: StartOptions = {}): Promise<TestGateway> {
  const samplings: AnswerSampling[] = [];
  // RESPONSE_CACHE off: tests write rows directly and read them back at once (platform/public-cache.test.ts turns it on)
  const base = {
    API_KEYS: API_KEY,
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory',
    RESPONSE_CACHE: 'off',
    ...options.env,
  };
  let config = loadConfig(base);
  // demo mode starts from the run's migrated, seeded copy (a PGlite dump, or a PostgreSQL template database);
  // anything else from scratch
  const demo = config.mode === 'demo';
  const snapshot = demo && !process.env.TEST_DATABASE_URL ? demoSnapshot() : undefined;
  const template = demo && process.env.TEST_DATABASE_URL ? inject('pgDemoTemplate') || undefined : undefined;
  const { db, drop, databaseUrl } = await freshDb(snapshot, template);
  await migrate(db);
  if (!snapshot && !template) await seed(db, config);
  let app: FastifyInstance;
  if (options.listen) {
    // the issuer must carry the real port, so listen first on a free port, then build on it
    const probe = await import('node:net').then(
      (net) =>
        new Promise<number>((resolve) => {
          const s = net.createServer().listen(0, '127.0.0.1', () => {
            const port = (s.address() as { port: number }).port;
            s.close(() => resolve(port));
          });
        }),
    );
    config = loadConfig({ ...base, PORT: String(probe), GATEWAY_URL: `http://localhost:${probe}` });
    app = await buildApp({
      config,
      db,
      identity: options.identity?.(db),
      logger: options.logger?.(config) ?? false,
    });
    options.extend?.(app);
    const sampling = sampleAnswers(app);
    samplings.push(sampling);
    await app.listen({ port: probe, host: '127.0.0.1' });
    await sampling.start();
  } else {
    app = await build();
  }
  async function build() {
    const built = await buildApp({
      config,
      db,
      identity: options.identity?.(db),
      logger: options.logger?.(config) ?? false,
    });
    options.extend?.(built);
    // every JSON answer of a contract route is checked against its OpenAPI response schema
    const sampling = sampleAnswers(built);
    samplings.push(sampling);
    await built.ready();
    await sampling.start();
    return built;
  }
  const gw: TestGateway = {
    app,
    db,
    databaseUrl,
    config,
    async restart() {
      await gw.app.close();
      gw.app = await build();
    },
    get answersChecked() {
      return samplings.reduce((n, s) => n + s.checked, 0);
    },
    async close() {
      await gw.app.close();
      await drop();
      reportSampling(samplings);
    },
  };
  return gw;
}

/** A stand-in identity for route tests: `Bearer user:<username>` signs in as that user (real tokens: identity.test.ts). */
export function fakeIdentity(db: Db): Identity {
  return {
    // the fake mounts no provider and holds nothing to release
    register: () => Promise.resolve(),
    close: () => Promise.resolve(),
    async authenticate(request) {
      const m = /^Bearer user:(\w+)$/.exec(request.headers.authorization ?? '');
      const row = m?.[1] ? await findUserByUsername(db, m[1]) : null;
      const user = row ? await loadUserAccess(db, row.id) : null;
      if (!user) throw unauthorized();
      return user;
    },
  };
}

export const headers = (user?: string) => ({
  'api-key': API_KEY,
  ...(user ? { authorization: `Bearer user:${user}` } : {}),
});

/**
 * The suites' one way to call the API as a demo user (`who`, see `headers`): the status, the parsed body and the
 * headers. `gateway` is read at each call, since a suite starts its gateway in `beforeAll`.
 */
export function apiCaller(gateway: () => TestGateway) {
  return async (method: HttpMethod, url: string, who?: string, payload?: unknown) => {
    const r = await gateway().app.inject({
      method,
      url,
      headers: headers(who),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    return { code: r.statusCode, body: r.json(), headers: r.headers };
  };
}

/**
 * Uploads one file through `POST /protected/files` as `who` (the storage port's checks apply): the status and, when
 * it was stored, its path. `query` sets visibility and what is accepted (`visibility=public&accept=image`).
 */
export function fileUploader(gateway: () => TestGateway, defaultQuery = 'visibility=public', who = 'admin') {
  return async (filename: string, content: Buffer, query = defaultQuery) => {
    const body = multipart([{ filename, content }]);
    const r = await gateway().app.inject({
      method: 'POST',
      url: `/protected/files?${query}`,
      headers: { ...headers(who), ...body.headers },
      payload: body.payload,
    });
    return { code: r.statusCode, path: r.statusCode === 201 ? (r.json().data[0].path as string) : '' };
  };
}

/**
 * The path of a real upload, for a resource's file or image field (ADR 0123: the resource engine refuses a path the
 * storage port does not hold): `content` (a 64×64 PNG unless said) uploaded as `who`, public unless `query` says
 * otherwise. Fails the test when the upload is refused.
 */
export async function uploadedPath(
  gateway: TestGateway,
  who = 'admin',
  { filename = 'picture.png', content = pngOfPixels(64, 64), query = 'visibility=public' } = {},
): Promise<string> {
  const r = await fileUploader(() => gateway, query, who)(filename, content);
  if (r.code !== 201) throw new Error(`the upload of ${filename} as ${who} answered ${r.code}`);
  return r.path;
}
