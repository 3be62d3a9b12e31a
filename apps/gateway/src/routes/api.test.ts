import { endpoints } from '@platform/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localOutboxPort } from '../notifications/channels';
import { drainOutbox, MAX_ATTEMPTS, notify } from '../notifications/outbox';
import { buildOpenApi } from '../openapi';
import { API_KEY, fakeIdentity, headers, startGateway, type TestGateway } from '../test/harness';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
});
afterAll(async () => gw?.close());

const get = (url: string, user?: string) => gw.app.inject({ method: 'GET', url, headers: headers(user) });

describe('envelope and bad input', () => {
  it('refuses a missing or wrong api-key with a 401 envelope', async () => {
    for (const h of [{}, { 'api-key': 'wrong' }]) {
      const r = await gw.app.inject({ method: 'GET', url: '/public/static-contents', headers: h });
      expect(r.statusCode).toBe(401);
      expect(r.json()).toEqual({ status: { success: false, code: 401, message: 'errors.missing_api_key' } });
    }
  });
  it('answers malformed JSON with 400', async () => {
    const r = await gw.app.inject({ method: 'POST', url: '/public/contact', headers: { ...headers(), 'content-type': 'application/json' }, payload: '{"name":' });
    expect(r.statusCode).toBe(400);
    expect(r.json().status).toEqual({ success: false, code: 400, message: 'errors.bad_request' });
  });
  it('answers an unknown route with a 404 envelope', async () => {
    const r = await get('/public/nothing-here');
    expect(r.statusCode).toBe(404);
    expect(r.json().status.message).toBe('errors.not_found');
  });
  it('answers a body over the limit with 413', async () => {
    const r = await gw.app.inject({
      method: 'POST',
      url: '/public/contact',
      headers: { ...headers(), 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(1_100_000) }),
    });
    expect(r.statusCode).toBe(413);
    expect(r.json().status.message).toBe('errors.payload_too_large');
  });
  it('sets security headers and no-store on private answers', async () => {
    const r = await get('/private/app-settings', 'admin');
    expect(r.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.headers['x-request-id']).toBeTruthy();
  });
  it('allows only the portal origins through CORS', async () => {
    const ok = await gw.app.inject({ method: 'OPTIONS', url: '/public/static-contents', headers: { origin: 'http://localhost:4201', 'access-control-request-method': 'GET' } });
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:4201');
    const foreign = await gw.app.inject({ method: 'OPTIONS', url: '/public/static-contents', headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' } });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('public endpoints', () => {
  it('reports maintenance off, then on, and lets the bypass hash through', async () => {
    expect((await get('/public/maintenance-mode-status')).json().data).toEqual({ maintenance_mode_status: false });
    const put = await gw.app.inject({ method: 'PUT', url: '/private/app-settings', headers: headers('admin'), payload: { maintenance_mode_status: true, maintenance_hash: 'bypass-hash-123' } });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ maintenance_mode_status: true, maintenance_hash: 'bypass-hash-123' });
    expect((await get('/public/maintenance-mode-status')).json().data.maintenance_mode_status).toBe(true);
    expect((await get('/public/maintenance-mode-status?maintenance_hash=wrong')).json().data.maintenance_mode_status).toBe(true);
    expect((await get('/public/maintenance-mode-status?maintenance_hash=bypass-hash-123')).json().data.maintenance_mode_status).toBe(false);
    await gw.app.inject({ method: 'PUT', url: '/private/app-settings', headers: headers('admin'), payload: { maintenance_mode_status: false } });
    expect((await get('/public/maintenance-mode-status')).json().data.maintenance_mode_status).toBe(false);
  });
  it('counts visitors', async () => {
    const before = (await get('/public/visitor-counter')).json().data.total_visitors as number;
    const r = await gw.app.inject({ method: 'POST', url: '/public/visitor-counter', headers: headers(), payload: { ip: '' } });
    expect(r.statusCode).toBe(201);
    expect(r.json().data.total_visitors).toBe(before + 1);
  });
  it('serves the five static pages, each by type, and 404 for another type', async () => {
    const all = (await get('/public/static-contents')).json();
    expect(all.data.map((p: { content_type: string }) => p.content_type).sort()).toEqual(['about_us', 'contact_us', 'how_it_works', 'privacy_policy', 'term_of_service']);
    const about = (await get('/public/static-contents/about_us')).json().data;
    expect(about).toMatchObject({ title_en: 'About us', title: 'আমাদের সম্পর্কে' });
    expect((await get('/public/static-contents/secrets')).statusCode).toBe(404);
  });
  it('validates the contact form with the shared messages', async () => {
    const r = await gw.app.inject({ method: 'POST', url: '/public/contact', headers: headers(), payload: { name: 'A', email: 'not-an-email', subject: '', message: 'hi' } });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toMatchObject({ email: ['validation.email'], subject: ['validation.required'] });
  });
  it('stores a contact message and queues a contact_message e-mail delivered to the local outbox', async () => {
    const r = await gw.app.inject({
      method: 'POST',
      url: '/public/contact',
      headers: headers(),
      payload: { name: 'Karim', email: 'karim@example.com', subject: 'Certificates', message: 'When are certificates issued?' },
    });
    expect(r.statusCode).toBe(201);
    expect(r.json().data.id).toBeGreaterThan(0);
    await drainOutbox(gw.db, localOutboxPort(gw.db));
    const html = await gw.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(html.body).toContain('Contact message: Certificates');
  });
});

describe('protected and private areas', () => {
  it('returns the signed-in user profile', async () => {
    const r = await get('/protected/auth/profile', 'admin');
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({ username: 'admin', full_name_en: 'System Admin', designation: 'Platform Administrator', user_type_code: 1 });
    expect(r.json().data.permissions).toContain('update_app_settings');
  });
  it('refuses a call without a token with 401', async () => {
    expect((await get('/protected/auth/profile')).statusCode).toBe(401);
  });
  it('refuses a youth on a private route with 403', async () => {
    const r = await get('/private/app-settings', 'youth');
    expect(r.statusCode).toBe(403);
    expect(r.json().status.message).toBe('errors.forbidden');
  });
  it('refuses an admin-type user without the permission key with 403', async () => {
    expect((await get('/private/app-settings', 'recruiter')).statusCode).toBe(403);
    expect((await get('/private/notification-logs/list', 'association')).statusCode).toBe(200);
    expect((await get('/private/app-settings', 'association')).statusCode).toBe(403);
  });
  it('validates settings', async () => {
    const r = await gw.app.inject({ method: 'PUT', url: '/private/app-settings', headers: headers('admin'), payload: { maintenance_mode_status: 'maybe', maintenance_hash: 'a b' } });
    expect(r.statusCode).toBe(422);
    expect(Object.keys(r.json().errors).sort()).toEqual(['maintenance_hash', 'maintenance_mode_status']);
  });
  it('pages the notification log and filters by state', async () => {
    const r = await get('/private/notification-logs/list?page=1&page_size=2', 'admin');
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.data).toHaveLength(2);
    expect(body.meta).toMatchObject({ current_page: 1, page_size: 2 });
    expect(body.meta.total).toBeGreaterThanOrEqual(3);
    const failed = (await get('/private/notification-logs/list?state=FAILED', 'admin')).json();
    expect(failed.data.every((l: { state: string }) => l.state === 'FAILED')).toBe(true);
    expect(failed.data.length).toBeGreaterThan(0);
  });
  it("shows a user's in-app notifications and refuses another user's id", async () => {
    await drainOutbox(gw.db, localOutboxPort(gw.db));
    const mine = (await get('/protected/notifications', 'youth')).json();
    expect(mine.data.length).toBeGreaterThan(0);
    const id = mine.data[0].id as number;
    expect((await gw.app.inject({ method: 'PUT', url: `/protected/notifications/${id}/read`, headers: headers('youth2') })).statusCode).toBe(404);
    const read = await gw.app.inject({ method: 'PUT', url: `/protected/notifications/${id}/read`, headers: headers('youth') });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.read_at).toBeTruthy();
  });
});

describe('notification outbox', () => {
  const state = async (id: number) => (await gw.db.query<{ state: string; attempts: number; last_error: string | null }>('select state, attempts, last_error from notification_logs where id = $1', [id])).rows[0]!;

  it('moves a message IN_PRODUCER → IN_QUEUE → IN_CONSUMER → DONE', async () => {
    const seen: string[] = [];
    const ids = await gw.db.transaction((tx) =>
      notify(tx, { event: 'vendor_approved', channels: ['sms'], recipients: [{ mobile: '01711000099' }], variables: { name: 'Test' } }),
    );
    expect(ids).toHaveLength(1);
    const id = ids[0] ?? 0;
    seen.push((await state(id)).state);
    await drainOutbox(gw.db, {
      async send() {
        seen.push((await state(id)).state);
      },
    });
    seen.push((await state(id)).state);
    expect(seen).toEqual(['IN_QUEUE', 'IN_CONSUMER', 'DONE']);
    const produced = await gw.db.query('select 1 from notification_logs where id = $1', [id]);
    expect(produced.rows).toHaveLength(1);
  });
  it('retries a failing delivery and marks it FAILED after the last attempt, keeping the error', async () => {
    const [id] = await notify(gw.db, { event: 'vendor_approved', channels: ['email'], recipients: [{ email: 'x@example.com' }] });
    const failing = { send: async () => Promise.reject(new Error('smtp down')) };
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await gw.db.query('update notification_logs set next_attempt_at = now() where id = $1', [id]);
      await drainOutbox(gw.db, failing);
    }
    expect(await state(id!)).toEqual({ state: 'FAILED', attempts: MAX_ATTEMPTS, last_error: 'smtp down' });
  });
  it('writes nothing when the producing transaction rolls back', async () => {
    const before = (await gw.db.query<{ n: number }>('select count(*)::int as n from notification_logs')).rows[0]!.n;
    await expect(
      gw.db.transaction(async (tx) => {
        await notify(tx, { event: 'vendor_approved', channels: ['email'], recipients: [{ email: 'y@example.com' }] });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect((await gw.db.query<{ n: number }>('select count(*)::int as n from notification_logs')).rows[0]!.n).toBe(before);
  });
});

describe('openapi', () => {
  it('lists every contract route with its area and permission key', async () => {
    const doc = (await gw.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    for (const [name, ep] of Object.entries(endpoints)) {
      const op = doc.paths[ep.path.replace(/:(\w+)/g, '{$1}')]?.[ep.method.toLowerCase()];
      expect(op, name).toBeTruthy();
      expect(op.tags).toEqual([ep.area]);
      expect(op['x-permission']).toBe(ep.permission ?? null);
    }
  });
  it('describes every registered API route', async () => {
    const doc = buildOpenApi('http://x');
    const routes = gw.app.printRoutes({ commonPrefix: false });
    for (const path of ['/public/contact', '/private/app-settings', '/protected/auth/profile', '/private/notification-logs/list']) {
      expect(routes).toContain(path.split('/').pop()!);
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });
});

describe('production mode', () => {
  it('has no dev outbox and seeds no demo accounts', async () => {
    const prod = await startGateway({ env: { PLATFORM_MODE: 'production', GATEWAY_URL: 'http://localhost:8080', API_KEYS: API_KEY }, identity: fakeIdentity });
    try {
      expect((await prod.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
      expect((await prod.db.query('select 1 from users')).rows).toHaveLength(0);
      expect((await prod.db.query('select 1 from static_contents')).rows).toHaveLength(5);
    } finally {
      await prod.close();
    }
  });
});
