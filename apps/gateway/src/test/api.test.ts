import { endpoints } from '@platform/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../identity/password';
import { dispatchDueJobAlerts, jobAlertPortal } from '../domains/job-alerts/job-live-events';
import { startNotificationWorker } from '../domains/notifications/worker';
import { startJobQueue } from '../platform/queue';
import { localOutboxPort } from '../domains/notifications/channels';
import {
  type ChannelPort,
  drainOutbox,
  MAX_ATTEMPTS,
  notify,
  type OutboxQueue,
  retryFailed,
} from '../domains/notifications/outbox';
import { API_KEY, fakeIdentity, headers, startGateway, type TestGateway } from './harness';

const SECRET = 'connection to 10.0.0.7 failed: password=hunter2';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway({
    identity: fakeIdentity,
    extend: (app) => {
      // a handler that fails the way a broken dependency would, to prove 5xx answers carry no internals
      app.get('/public/test-failure', async () => {
        throw new Error(SECRET);
      });
      // the address rate limits and logs see
      app.get('/public/test-client-ip', async (request) => ({ ip: request.ip }));
    },
  });
  // a system-type user holding no permission at all, and a user of an unknown type code
  const hash = await hashPassword('Demo1234');
  await gw.db.query(
    `insert into users (username, password_hash, full_name, user_type_code) values ('bare', $1, 'Bare System User', 1), ('odd', $1, 'Odd Type', 7)`,
    [hash],
  );
  await gw.db.query(
    `insert into user_permissions (user_id, permission_id) select u.id, p.id from users u, permissions p where u.username = 'odd' and p.key = 'view_app_settings'`,
  );
});
afterAll(async () => gw?.close());

const get = (url: string, user?: string) => gw.app.inject({ method: 'GET', url, headers: headers(user) });
const send = (method: 'POST' | 'PUT', url: string, payload: unknown, user?: string) =>
  gw.app.inject({ method, url, headers: headers(user), payload: payload as Record<string, unknown> });
const logState = async (id: number) =>
  (
    await gw.db.query<{ state: string; attempts: number; last_error: string | null }>(
      'select state, attempts, last_error from notification_logs where id = $1',
      [id],
    )
  ).rows[0];

describe('envelope and bad input', () => {
  it('refuses a missing or wrong api-key with a 401 envelope, on every area', async () => {
    for (const url of ['/public/static-contents', '/protected/auth/profile', '/private/app-settings']) {
      for (const h of [{}, { 'api-key': 'wrong' }, { 'api-key': `${API_KEY}x` }]) {
        const r = await gw.app.inject({ method: 'GET', url, headers: h });
        expect(r.statusCode, url).toBe(401);
        expect(r.json()).toEqual({
          status: { success: false, code: 401, message: 'errors.missing_api_key' },
        });
      }
    }
  });
  it('answers a repeated query parameter with a catalogue id, never the library’s English or the input', async () => {
    const r = await get('/public/jobs?search=a&search=%3Cb%3E');
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({
      status: { success: false, code: 422, message: 'errors.validation' },
      errors: { search: ['validation.format'] },
    });
  });
  it('answers malformed JSON with 400', async () => {
    const r = await gw.app.inject({
      method: 'POST',
      url: '/public/contact',
      headers: { ...headers(), 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ status: { success: false, code: 400, message: 'errors.bad_request' } });
  });
  it('answers an unknown route with a 404 envelope', async () => {
    for (const url of ['/public/nothing-here', '/nowhere']) {
      const r = await get(url);
      expect(r.statusCode).toBe(404);
      expect(r.json()).toEqual({ status: { success: false, code: 404, message: 'errors.not_found' } });
    }
  });
  it('answers a body over the limit with 413', async () => {
    const r = await gw.app.inject({
      method: 'POST',
      url: '/public/contact',
      headers: { ...headers(), 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(1_100_000) }),
    });
    expect(r.statusCode).toBe(413);
    expect(r.json().status).toEqual({ success: false, code: 413, message: 'errors.payload_too_large' });
  });
  it('never lets a 5xx carry the error text', async () => {
    const r = await get('/public/test-failure');
    expect(r.statusCode).toBe(500);
    expect(r.json()).toEqual({ status: { success: false, code: 500, message: 'errors.internal' } });
    expect(r.body).not.toContain('hunter2');
  });
  it('sets the security headers, a request id and no-store on signed-in answers', async () => {
    const r = await get('/private/app-settings', 'admin');
    expect(r.statusCode).toBe(200);
    expect(r.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(r.headers['content-security-policy']).toContain("default-src 'none'");
    expect(r.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    // a public page is everyone's: a cache may keep it (platform/public-cache.ts), never no-store
    const pub = await get('/public/static-contents');
    expect(pub.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=3600');
    expect((await get('/public/maintenance-mode-status')).headers['cache-control']).toBeUndefined();
    const given = await gw.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'lb-trace-0001' },
    });
    expect(given.headers['x-request-id']).toBe('lb-trace-0001');
  });
  it('allows only the portal origins through CORS, with the api-key header', async () => {
    const ok = await gw.app.inject({
      method: 'OPTIONS',
      url: '/public/static-contents',
      headers: { origin: 'http://localhost:4201', 'access-control-request-method': 'GET' },
    });
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:4201');
    expect(String(ok.headers['access-control-allow-headers']).toLowerCase()).toContain('api-key');
    const foreign = await gw.app.inject({
      method: 'OPTIONS',
      url: '/public/static-contents',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    const portal = await gw.app.inject({
      method: 'GET',
      url: '/public/static-contents',
      headers: { ...headers(), origin: 'http://localhost:4200' },
    });
    expect(
      String(portal.headers['access-control-expose-headers'])
        .split(',')
        .map((h) => h.trim()),
    ).toEqual(['x-request-id', 'retry-after', 'content-disposition']);
    const simple = await gw.app.inject({
      method: 'GET',
      url: '/public/static-contents',
      headers: { ...headers(), origin: 'https://evil.example' },
    });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
  });
  it('ignores a client-supplied X-Forwarded-For by default, so no one picks the address the rate limits count', async () => {
    const r = await gw.app.inject({
      method: 'GET',
      url: '/public/test-client-ip',
      headers: { ...headers(), 'x-forwarded-for': '203.0.113.9' },
    });
    expect(r.json()).toEqual({ ip: '127.0.0.1' });
  });
  it('reports health without the api-key', async () => {
    const r = await gw.app.inject({ method: 'GET', url: '/healthz' });
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({ status: 'ok', database: gw.db.kind });
  });
});

describe('public endpoints', () => {
  it('reports maintenance off, then on, and lets only the bypass hash through', async () => {
    expect((await get('/public/maintenance-mode-status')).json()).toEqual({
      data: { maintenance_mode_status: false },
      status: { success: true, code: 200, message: 'common.ok' },
    });
    const put = await send(
      'PUT',
      '/private/app-settings',
      { maintenance_mode_status: true, maintenance_hash: 'bypass-hash-123' },
      'admin',
    );
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({
      maintenance_mode_status: true,
      maintenance_hash: 'bypass-hash-123',
    });
    expect((await get('/public/maintenance-mode-status')).json().data.maintenance_mode_status).toBe(true);
    expect(
      (await get('/public/maintenance-mode-status?maintenance_hash=wrong')).json().data
        .maintenance_mode_status,
    ).toBe(true);
    expect(
      (await get('/public/maintenance-mode-status?maintenance_hash=bypass-hash-123')).json().data
        .maintenance_mode_status,
    ).toBe(false);
    await send('PUT', '/private/app-settings', { maintenance_mode_status: false }, 'admin');
    expect((await get('/public/maintenance-mode-status')).json().data.maintenance_mode_status).toBe(false);
  });
  it('counts visitors, ignores a junk ip quietly and refuses a wrongly typed one', async () => {
    const before = (await get('/public/visitor-counter')).json().data.total_visitors as number;
    const r = await send('POST', '/public/visitor-counter', { ip: '203.0.113.9' });
    expect(r.statusCode).toBe(201);
    expect(r.json().data.total_visitors).toBe(before + 1);
    const junk = await send('POST', '/public/visitor-counter', { ip: '<script>not an address' });
    expect(junk.statusCode).toBe(201);
    expect(junk.json().data.total_visitors).toBe(before + 2);
    const typed = await send('POST', '/public/visitor-counter', { ip: 12345 });
    expect(typed.statusCode).toBe(422);
    expect(typed.json().errors).toEqual({ ip: ['validation.format'] });
    expect((await get('/public/visitor-counter')).json().data.total_visitors).toBe(before + 2);
  });
  it('serves the nine bilingual static pages (the four RPL pages among them), each by type, and a 404 envelope for another type', async () => {
    const all = (await get('/public/static-contents')).json();
    expect(all.data.map((p: { content_type: string }) => p.content_type).sort()).toEqual([
      'about_us',
      'contact_us',
      'how_it_works',
      'privacy_policy',
      'rpl_assessment_centers',
      'rpl_certificate_advantage',
      'rpl_occupations',
      'rpl_what_is_rpl',
      'term_of_service',
    ]);
    for (const page of all.data as { title: string; body: string; body_en: string }[]) {
      expect(page.body).toMatch(/[\u0980-\u09FF]/);
      expect(page.body_en.toLowerCase()).not.toContain('lorem');
    }
    const about = (await get('/public/static-contents/about_us')).json().data;
    expect(about).toMatchObject({ content_type: 'about_us', title_en: 'About us', title: 'আমাদের সম্পর্কে' });
    const missing = await get('/public/static-contents/secrets');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().status.message).toBe('errors.not_found');
  });
  it('validates the contact form with the shared message ids', async () => {
    const r = await send('POST', '/public/contact', {
      name: 'A',
      email: 'not-an-email',
      subject: '',
      message: 'hi',
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().status).toEqual({ success: false, code: 422, message: 'errors.validation' });
    expect(r.json().errors).toMatchObject({ email: ['validation.email'], subject: ['validation.required'] });
    const empty = await send('POST', '/public/contact', {});
    expect(Object.keys(empty.json().errors).sort()).toEqual(['email', 'message', 'name', 'subject']);
  });
  it('stores a contact message and e-mails the site contact address through the outbox', async () => {
    const r = await send('POST', '/public/contact', {
      name: 'Karim',
      email: 'karim@example.com',
      subject: 'Certificates',
      message: 'When are certificates issued?',
    });
    expect(r.statusCode).toBe(201);
    const id = r.json().data.id as number;
    expect(
      (
        await gw.db.query('select 1 from contact_messages where id = $1 and email = $2', [
          id,
          'karim@example.com',
        ])
      ).rows,
    ).toHaveLength(1);
    const log = (
      await gw.db.query<{ recipient: string; state: string }>(
        `select recipient, state from notification_logs where event = 'contact_message' order by id desc limit 1`,
      )
    ).rows[0];
    expect(log).toEqual({ recipient: gw.config.contactEmail, state: 'IN_PRODUCER' });
    await drainOutbox(gw.db, localOutboxPort(gw.db));
    const html = await gw.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.headers['content-security-policy']).toContain("default-src 'self'");
    expect(html.body).toContain('Contact message: Certificates');
    const json = (await gw.app.inject({ method: 'GET', url: '/dev/outbox.json' })).json();
    expect(json.data[0]).toMatchObject({ channel: 'email', recipient: gw.config.contactEmail });
  });
});

describe('protected and private areas', () => {
  it('returns the signed-in user profile with its permissions', async () => {
    const r = await get('/protected/auth/profile', 'admin');
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({
      username: 'admin',
      full_name: 'সিস্টেম অ্যাডমিন',
      full_name_en: 'System Admin',
      designation: 'Platform Administrator',
      user_type_code: 1,
    });
    expect(r.json().data.permissions).toEqual(
      expect.arrayContaining(['view_app_settings', 'update_app_settings', 'view_any_notification_log']),
    );
    const youth = (await get('/protected/auth/profile', 'youth')).json().data;
    expect(youth).toMatchObject({
      full_name_en: 'Rahim Uddin',
      designation: 'Junior Web Developer',
      user_type_code: 3,
      profile_completion_percentage: 85,
      permissions: [],
    });
  });
  it('refuses a call without a token with 401', async () => {
    const r = await get('/protected/auth/profile');
    expect(r.statusCode).toBe(401);
    expect(r.json().status.message).toBe('errors.unauthorized');
  });
  it('refuses youth and unknown user types on private routes with 403, whatever they hold', async () => {
    for (const user of ['youth', 'odd']) {
      const r = await get('/private/app-settings', user);
      expect(r.statusCode, user).toBe(403);
      expect(r.json().status.message).toBe('errors.forbidden');
    }
  });
  it('refuses admin-type users without the permission key with 403', async () => {
    expect((await get('/private/app-settings', 'bare')).statusCode).toBe(403);
    expect((await get('/private/notification-logs/list', 'bare')).statusCode).toBe(403);
    expect((await get('/private/app-settings', 'recruiter')).statusCode).toBe(403);
    expect((await get('/private/app-settings', 'association')).statusCode).toBe(403);
    expect((await get('/private/notification-logs/list', 'association')).statusCode).toBe(200);
  });
  it('validates and sanitises settings', async () => {
    const bad = await send(
      'PUT',
      '/private/app-settings',
      { maintenance_mode_status: 'maybe', maintenance_hash: 'a b' },
      'admin',
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['maintenance_hash', 'maintenance_mode_status']);
    const long = await send(
      'PUT',
      '/private/app-settings',
      { maintenance_mode_status: false, site_name_en: 'x'.repeat(301) },
      'admin',
    );
    expect(long.statusCode).toBe(422);
    const ok = await send(
      'PUT',
      '/private/app-settings',
      { maintenance_mode_status: false, site_name_en: '<b onclick="x()">Skills</b> Portal' },
      'admin',
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.site_name_en).toBe('Skills Portal');
    expect((await get('/private/app-settings', 'admin')).json().data.site_name_en).toBe('Skills Portal');
  });
  it('pages the notification log and filters by state, event and channel', async () => {
    const r = await get('/private/notification-logs/list?page=1&page_size=2', 'admin');
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.data).toHaveLength(2);
    expect(body.meta).toMatchObject({ current_page: 1, page_size: 2 });
    expect(body.meta.total).toBeGreaterThanOrEqual(3);
    expect(body.meta.total_page).toBe(Math.ceil(body.meta.total / 2));
    const failed = (await get('/private/notification-logs/list?state=FAILED', 'admin')).json();
    expect(failed.data.length).toBeGreaterThan(0);
    expect(failed.data.every((l: { state: string }) => l.state === 'FAILED')).toBe(true);
    const sms = (
      await get('/private/notification-logs/list?channel=sms&event=registration_mobile_verification', 'admin')
    ).json();
    expect(sms.data.length).toBeGreaterThan(0);
    expect(sms.data.every((l: { channel: string }) => l.channel === 'sms')).toBe(true);
    const capped = await get('/private/notification-logs/list?page_size=1000', 'admin');
    expect(capped.json().meta.page_size).toBe(100);
    expect((await get('/private/notification-logs/list?page_size=abc', 'admin')).statusCode).toBe(422);
    const junk = await get('/private/notification-logs/list?state=LOST', 'admin');
    expect(junk.statusCode).toBe(422);
    expect(junk.json().errors).toEqual({ state: ['validation.one_of'] });
  });
  it('retries a FAILED delivery from the log and refuses one that did not fail', async () => {
    const failed = (await get('/private/notification-logs/list?state=FAILED', 'admin')).json().data[0] as {
      id: number;
    };
    expect(
      (await send('POST', `/private/notification-logs/${failed.id}/retry`, {}, 'association')).statusCode,
    ).toBe(403);
    const r = await send('POST', `/private/notification-logs/${failed.id}/retry`, {}, 'admin');
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({ id: failed.id, state: 'IN_PRODUCER', attempts: 0 });
    const again = await send('POST', `/private/notification-logs/${failed.id}/retry`, {}, 'admin');
    expect(again.statusCode).toBe(409);
    expect(again.json().status.message).toBe('errors.conflict');
    expect((await send('POST', '/private/notification-logs/999999/retry', {}, 'admin')).statusCode).toBe(404);
  });
  it("lists a user's in-app notifications and refuses another user's id with 404", async () => {
    await drainOutbox(gw.db, localOutboxPort(gw.db));
    const mine = (await get('/protected/notifications', 'youth')).json();
    expect(mine.data.length).toBeGreaterThan(0);
    expect(mine.meta).toMatchObject({ current_page: 1, page_size: 10 });
    const id = mine.data[0].id as number;
    expect(
      (
        await gw.app.inject({
          method: 'PUT',
          url: `/protected/notifications/${id}/read`,
          headers: headers('youth2'),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await gw.app.inject({
          method: 'PUT',
          url: '/protected/notifications/abc/read',
          headers: headers('youth'),
        })
      ).statusCode,
    ).toBe(404);
    const read = await gw.app.inject({
      method: 'PUT',
      url: `/protected/notifications/${id}/read`,
      headers: headers('youth'),
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.read_at).toBeTruthy();
    expect((await get('/protected/notifications', 'youth2')).json().data).toEqual([]);
  });
});

describe('notification outbox', () => {
  it('moves a message IN_PRODUCER → IN_QUEUE → IN_CONSUMER → DONE', async () => {
    const seen: string[] = [];
    // a queue that records the row's state at the moment it is handed over (inside the producing transaction)
    const queue: OutboxQueue = {
      async enqueue(tx, ids) {
        const r = await tx.query<{ state: string }>('select state from notification_logs where id = $1', [
          ids[0],
        ]);
        seen.push(r.rows[0]?.state ?? 'missing');
      },
    };
    const ids = await gw.db.transaction((tx) =>
      notify(
        tx,
        {
          event: 'vendor_approved',
          channels: ['sms'],
          recipients: [{ mobile: '01711000099' }],
          variables: { name: 'Test' },
        },
        queue,
      ),
    );
    expect(ids).toHaveLength(1);
    const id = ids[0] ?? 0;
    seen.push((await logState(id))?.state ?? 'missing');
    await drainOutbox(gw.db, {
      async send() {
        seen.push((await logState(id))?.state ?? 'missing');
      },
    });
    seen.push((await logState(id))?.state ?? 'missing');
    expect(seen).toEqual(['IN_PRODUCER', 'IN_QUEUE', 'IN_CONSUMER', 'DONE']);
    expect(await logState(id)).toMatchObject({ attempts: 1, last_error: null });
  });
  it('one row per channel × recipient; recipients without the address are skipped', async () => {
    const youth = (await gw.db.query<{ id: number }>(`select id from users where username = 'youth'`)).rows[0]
      ?.id;
    const ids = await notify(gw.db, {
      event: 'job_offer_invitation',
      channels: ['email', 'sms', 'in_app'],
      recipients: [
        { user_id: youth, email: 'youth@platform.local', mobile: '01711000008' },
        { email: 'only-mail@example.com' },
      ],
      variables: { job_title: 'Junior Web Developer' },
    });
    expect(ids).toHaveLength(4);
  });
  it('retries a failing delivery, marks it FAILED after the last attempt with the error kept, and can retry it', async () => {
    const [id = 0] = await notify(gw.db, {
      event: 'vendor_approved',
      channels: ['email'],
      recipients: [{ email: 'x@example.com' }],
    });
    const failing: ChannelPort = { send: async () => Promise.reject(new Error('smtp down')) };
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await gw.db.query('update notification_logs set next_attempt_at = now() where id = $1', [id]);
      await drainOutbox(gw.db, failing);
      expect((await logState(id))?.state).toBe(i < MAX_ATTEMPTS - 1 ? 'IN_QUEUE' : 'FAILED');
    }
    expect(await logState(id)).toEqual({ state: 'FAILED', attempts: MAX_ATTEMPTS, last_error: 'smtp down' });
    expect(await retryFailed(gw.db, null, [id])).toEqual([id]);
    await drainOutbox(gw.db, localOutboxPort(gw.db));
    expect(await logState(id)).toMatchObject({ state: 'DONE', attempts: 1 });
  });
  it('writes nothing when the producing transaction rolls back', async () => {
    const count = async () =>
      (await gw.db.query<{ n: number }>('select count(*)::int as n from notification_logs')).rows[0]?.n;
    const before = await count();
    await expect(
      gw.db.transaction(async (tx) => {
        await notify(tx, {
          event: 'vendor_approved',
          channels: ['email'],
          recipients: [{ email: 'y@example.com' }],
        });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await count()).toBe(before);
  });
  it('delivers through pg-boss: a job per row, created in the producing transaction, worked to DONE', async () => {
    const queue = await startJobQueue({
      db: gw.db,
      databaseUrl: gw.databaseUrl,
      log: { error: () => undefined },
      maintenance: false,
    });
    const sent: string[] = [];
    const port: ChannelPort = {
      async send(m) {
        sent.push(m.recipient);
      },
    };
    const stop = await startNotificationWorker(queue, gw.db, port, gw.app.log, () =>
      dispatchDueJobAlerts(gw.db, jobAlertPortal(gw.config)),
    );
    try {
      // a rolled-back producer leaves neither a log row nor a job
      await expect(
        gw.db.transaction(async (tx) => {
          await notify(
            tx,
            { event: 'vendor_approved', channels: ['email'], recipients: [{ email: 'never@example.com' }] },
            queue.outbox,
          );
          throw new Error('abort');
        }),
      ).rejects.toThrow('abort');
      const ids = await gw.db.transaction((tx) =>
        notify(
          tx,
          {
            event: 'vendor_approved',
            channels: ['email'],
            recipients: [{ email: 'boss@example.com' }],
            variables: { name: 'Boss' },
          },
          queue.outbox,
        ),
      );
      expect((await logState(ids[0] ?? 0))?.state).toBe('IN_QUEUE');
      const deadline = Date.now() + 15_000;
      while ((await logState(ids[0] ?? 0))?.state !== 'DONE' && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 200));
      expect(await logState(ids[0] ?? 0)).toMatchObject({ state: 'DONE', attempts: 1 });
      expect(sent).toContain('boss@example.com');
      expect(sent).not.toContain('never@example.com');
    } finally {
      await stop();
      await queue.stop();
    }
  });
});

describe('openapi', () => {
  it('lists every contract endpoint with its area as tag and its permission key', async () => {
    const doc = (await gw.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    for (const [name, ep] of Object.entries(endpoints)) {
      const op = doc.paths[ep.path.replace(/:(\w+)/g, '{$1}')]?.[ep.method.toLowerCase()];
      expect(op, name).toBeTruthy();
      expect(op.tags).toEqual([ep.area]);
      expect(op['x-permission']).toBe(ep.permission ?? null);
    }
  });
  it('describes every route the gateway registered (sign-in, dev, /docs, sandbox wallet and SCORM player pages aside)', async () => {
    const doc = (await gw.app.inject({ method: 'GET', url: '/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const api = gw.app.routeTable.filter(
      (r) =>
        r.method !== 'HEAD' &&
        r.method !== 'OPTIONS' &&
        !/^\/(oidc|interaction|dev|docs|sandbox-wallet|scorm-player)(\/|$)/.test(r.url) &&
        !r.url.startsWith('/public/test-'),
    );
    expect(api.length).toBeGreaterThanOrEqual(Object.keys(endpoints).length);
    for (const r of api) {
      const path = r.url.replace(/:(\w+)/g, '{$1}');
      expect(doc.paths[path]?.[r.method.toLowerCase()], `${r.method} ${r.url}`).toBeTruthy();
    }
  });
});

describe('production mode', () => {
  it('has no dev outbox, seeds reference data only and fails e-mail visibly without SMTP', async () => {
    const prod = await startGateway({
      env: { PLATFORM_MODE: 'production', GATEWAY_URL: 'http://localhost:8080', API_KEYS: API_KEY },
      identity: fakeIdentity,
    });
    try {
      expect((await prod.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
      expect((await prod.app.inject({ method: 'GET', url: '/dev/outbox.json' })).statusCode).toBe(404);
      expect((await prod.db.query('select 1 from users')).rows).toHaveLength(0);
      expect((await prod.db.query('select 1 from notification_logs')).rows).toHaveLength(0);
      // the five site pages and the four RPL pages (ADR 0094) are reference data
      expect((await prod.db.query('select 1 from static_contents')).rows).toHaveLength(9);
      expect((await prod.db.query(`select 1 from roles where key = 'system_admin'`)).rows).toHaveLength(1);
      const r = await prod.app.inject({
        method: 'POST',
        url: '/public/contact',
        headers: headers(),
        payload: { name: 'Karim', email: 'karim@example.com', subject: 'Hello', message: 'A question' },
      });
      expect(r.statusCode).toBe(201);
      await drainOutbox(prod.db, prod.app.services.channels);
      const log = (
        await prod.db.query<{ state: string; last_error: string }>(
          'select state, last_error from notification_logs',
        )
      ).rows[0];
      expect(log?.last_error).toContain('SMTP_URL');
    } finally {
      await prod.close();
    }
  });
});
