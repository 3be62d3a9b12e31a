import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { type Db, openDb } from '../db/client';
import { DEMO_PASSWORD } from '../db/seed';
import { dispatchDueJobAlerts, jobAlertPortal } from '../domains/job-alerts/job-live-events';
import { startNotificationWorker } from '../domains/notifications/worker';
import { startJobQueue } from '../platform/queue';
import type { ChannelPort } from '../domains/notifications/outbox';
import { notify } from '../domains/notifications/outbox';
import { API_KEY, startGateway, type TestGateway } from './harness';
import { TestBrowser } from './test-browser';

/**
 * Two gateway replicas on one database (issue 10; docs/SCALING.md): what one replica does, the other sees. Replica A is
 * the harness's listening gateway; replica B is a second app built on the same configuration with its own database
 * handle (a second pool on PostgreSQL), listening on its own port — as two processes behind a load balancer are.
 */
let a: TestGateway;
let b: FastifyInstance;
let dbB: Db;
let baseA = '';
let baseB = '';
const youthOrigin = () => a.config.portalOrigins[0] ?? '';
const recruiterOrigin = () => a.config.portalOrigins[2] ?? '';

beforeAll(async () => {
  // one sandbox secret for both, as replicas share their configuration
  a = await startGateway({ listen: true, env: { PAYMENT_SANDBOX_SECRET: 'r'.repeat(40) } });
  baseA = a.config.publicUrl;
  dbB = a.databaseUrl ? await openDb({ databaseUrl: a.databaseUrl, poolSize: 4 }) : a.db;
  b = await buildApp({ config: a.config, db: dbB, logger: false });
  await b.listen({ port: 0, host: '127.0.0.1' });
  baseB = `http://127.0.0.1:${(b.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await b?.close();
  if (dbB && dbB !== a?.db) await dbB.close();
  await a?.close();
});

/** Signs in on replica A through the built-in provider (code + PKCE) and answers the tokens. */
async function signInOnA(username: string, client: 'youth' | 'recruiter', origin: string) {
  const br = new TestBrowser();
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirect = `${origin}/auth/callback`;
  const auth = new URL(`${baseA}/oidc/auth`);
  for (const [k, v] of Object.entries({
    client_id: client,
    response_type: 'code',
    scope: 'openid profile offline_access',
    redirect_uri: redirect,
    state: 's',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }))
    auth.searchParams.set(k, v);
  const toLogin = (await br.go(auth.toString())).headers.get('location') ?? '';
  await br.go(`${baseA}${toLogin}`);
  const resume = await br.go(`${baseA}${toLogin}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password: DEMO_PASSWORD }).toString(),
  });
  const back = (await br.go(resume.headers.get('location') ?? '')).headers.get('location') ?? '';
  const code = new URL(back).searchParams.get('code') ?? '';
  expect(code).toBeTruthy();
  return token(baseA, client, {
    grant_type: 'authorization_code',
    code,
    code_verifier: verifier,
    redirect_uri: redirect,
  });
}

async function token(base: string, client: string, body: Record<string, string>) {
  const res = await fetch(`${base}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: client, ...body }).toString(),
  });
  return { status: res.status, json: (await res.json()) as Record<string, string> };
}

const api = (base: string, path: string, accessToken?: string, init: RequestInit = {}) =>
  fetch(`${base}${path}`, {
    ...init,
    redirect: 'manual',
    headers: {
      'api-key': API_KEY,
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
  });

describe('two replicas on one database', () => {
  it('accepts on B the access token signed in on A', async () => {
    const t = await signInOnA('youth', 'youth', youthOrigin());
    expect(t.status).toBe(200);
    const profile = await api(baseB, '/protected/auth/profile', t.json.access_token);
    expect(profile.status).toBe(200);
    expect(
      ((await profile.json()) as { data: { username?: string; full_name: string } }).data.full_name,
    ).toBeTruthy();
  });

  it('refuses on B a refresh token already rotated on A, and ends the family', async () => {
    const t = await signInOnA('youth', 'youth', youthOrigin());
    const rotated = await token(baseA, 'youth', {
      grant_type: 'refresh_token',
      refresh_token: t.json.refresh_token ?? '',
    });
    expect(rotated.status).toBe(200);
    const reused = await token(baseB, 'youth', {
      grant_type: 'refresh_token',
      refresh_token: t.json.refresh_token ?? '',
    });
    expect(reused.status).toBe(400);
    expect(reused.json.error).toBe('invalid_grant');
    // the reuse revoked the whole family: the newer token is refused too, on either replica
    const newer = await token(baseA, 'youth', {
      grant_type: 'refresh_token',
      refresh_token: rotated.json.refresh_token ?? '',
    });
    expect(newer.status).toBe(400);
  });

  it('shares rate-limit counts: a route’s limit is reached across both', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await api(i % 2 ? baseB : baseA, '/public/forgot-password/verify-otp', undefined, {
        method: 'POST',
        body: JSON.stringify({ username: 'nobody_replica', code: '123456' }),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20)).not.toContain(429);
    expect(statuses[20]).toBe(429);
  });

  it('delivers each outbox message exactly once with a worker on each replica', async () => {
    const sent: string[] = [];
    const port: ChannelPort = {
      async send(m) {
        sent.push(m.recipient);
      },
    };
    const log = { error: () => undefined };
    const queueA = await startJobQueue({ db: a.db, databaseUrl: a.databaseUrl, log, maintenance: false });
    const queueB = await startJobQueue({ db: dbB, databaseUrl: a.databaseUrl, log, maintenance: false });
    const stopA = await startNotificationWorker(queueA, a.db, port, a.app.log, () =>
      dispatchDueJobAlerts(a.db, jobAlertPortal(a.config)),
    );
    const stopB = await startNotificationWorker(queueB, dbB, port, b.log, () =>
      dispatchDueJobAlerts(dbB, jobAlertPortal(a.config)),
    );
    try {
      const recipients = Array.from({ length: 20 }, (_, i) => ({
        mobile: `0171900${String(i).padStart(4, '0')}`,
      }));
      await a.db.transaction((tx) =>
        notify(
          tx,
          { event: 'vendor_approved', channels: ['sms'], recipients, variables: { name: 'R' } },
          queueA.outbox,
        ),
      );
      const until = Date.now() + 20_000;
      const ours = () => sent.filter((m) => m.startsWith('0171900'));
      while (ours().length < recipients.length && Date.now() < until)
        await new Promise((r) => setTimeout(r, 100));
      await new Promise((r) => setTimeout(r, 500)); // a second delivery, if any, would arrive now
      // (the demo data's own waiting messages are delivered too; only ours are counted)
      expect(ours().sort()).toEqual(recipients.map((r) => r.mobile).sort());
    } finally {
      await stopA();
      await stopB();
      await queueA.stop();
      await queueB.stop();
    }
  });

  it('processes a payment answer once when the provider calls both replicas', async () => {
    const recruiter = await signInOnA('recruiter', 'recruiter', recruiterOrigin());
    const job = await a.db.query<{ id: number }>(
      `update jobs set status = 'approved', service_type = 1
        where id = (select id from jobs where organization_id = (select organization_id from users where username = 'recruiter')
                       and status = 'live' order by id limit 1)
        returning id`,
    );
    const jobId = job.rows[0]?.id ?? 0;
    const started = await api(baseA, `/private/jobs/${jobId}/payment`, recruiter.json.access_token, {
      method: 'POST',
      body: '{}',
    });
    expect(started.status).toBe(201);
    const { redirect_url: checkout, payment } = (
      (await started.json()) as {
        data: { redirect_url: string; payment: { id: number } };
      }
    ).data;
    const paid = await fetch(checkout.replace(baseA, baseA), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ wallet_number: '01712345678', pin: '1234', action: 'pay' }).toString(),
    });
    expect(paid.status).toBe(303);
    const answer = new URL(paid.headers.get('location') ?? '');
    // the same signed answer reaches both replicas at once
    const [onA, onB] = await Promise.all([
      fetch(`${baseA}${answer.pathname}${answer.search}`, { redirect: 'manual' }),
      fetch(`${baseB}${answer.pathname}${answer.search}`, { redirect: 'manual' }),
    ]);
    expect([onA.status, onB.status]).toEqual([303, 303]);
    const rows = await a.db.query<{ status: string; job_activated: boolean }>(
      'select status, job_activated from payments where job_id = $1',
      [jobId],
    );
    expect(rows.rows).toEqual([{ status: 'paid', job_activated: true }]);
    expect(payment.id).toBeGreaterThan(0);
    const live = await a.db.query<{ status: string }>('select status from jobs where id = $1', [jobId]);
    expect(live.rows[0]?.status).toBe('live');
  });
});
