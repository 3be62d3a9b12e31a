import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ConnectionTestResult, VendorIntegration } from '@platform/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { fakeIdentity, headers, startGateway, type TestGateway } from '../../test/harness';

let gw: TestGateway;
let stub: Server;
let stubUrl = '';
/** What the stub vendor does next: a token, a refusal, or a 200 without a token. */
let stubMode: 'token' | 'refuse' | 'junk' = 'token';
let lastStubBody = '';

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  stub = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      lastStubBody = body;
      if (stubMode === 'refuse') {
        res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"invalid_client"}');
      } else if (stubMode === 'junk') {
        res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>welcome</h1>');
      } else {
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ access_token: 'tok-123', expires_in: 3600, refresh_token: 'ref-456' }));
      }
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', () => resolve()));
  stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/oauth/token`;
});
afterAll(async () => {
  await gw?.close();
  await new Promise((resolve) => stub?.close(resolve));
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: string, payload?: object) =>
  gw.app.inject({ method, url, headers: headers(user), ...(payload ? { payload } : {}) });

const body = (over: Record<string, unknown> = {}) => ({
  vendor: 'Dhaka TTC Moodle',
  vendor_code: `moodle-${Math.random().toString(36).slice(2, 8)}`,
  client_id: 'platform-client',
  client_secret: 'the-client-secret',
  callback_url: 'https://lms.example.org/callback',
  token_url: stubUrl,
  config_data: '{"course_sync": true, "region": "dhaka"}',
  row_status: 1,
  ...over,
});

async function create(over: Record<string, unknown> = {}): Promise<VendorIntegration> {
  const r = await call('POST', '/private/vendor-integrations', 'admin', body(over));
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data as VendorIntegration;
}

const fieldErrors = (r: { json: () => { errors?: Record<string, string[]> } }) => r.json().errors ?? {};

describe('vendor integrations (issue 17 item 7, ADR 0086)', () => {
  it('needs a signed-in holder of the key: 401 without a token, 403 for an organisation admin or a youth', async () => {
    expect((await call('GET', '/private/vendor-integrations')).statusCode).toBe(401);
    expect((await call('GET', '/private/vendor-integrations', 'orgadmin')).statusCode).toBe(403);
    expect((await call('POST', '/private/vendor-integrations', 'youth', body())).statusCode).toBe(403);
  });

  it('keeps the client secret sealed: no answer carries it, the row holds no plain text', async () => {
    const created = await create();
    expect(created).toMatchObject({ has_client_secret: true, has_access_token: false, last_test: null });
    expect(created.config_data).toEqual({ course_sync: true, region: 'dhaka' });
    const read = await call('GET', `/private/vendor-integrations/${created.id}`, 'admin');
    const listed = await call('GET', '/private/vendor-integrations?search=Dhaka', 'admin');
    for (const r of [read, listed]) {
      expect(r.statusCode).toBe(200);
      expect(r.body).not.toContain('the-client-secret');
      expect(r.body).not.toContain('_enc');
    }
    expect(listed.json().data.map((i: VendorIntegration) => i.id)).toContain(created.id);
    const row = (
      await gw.db.query<{ s: string }>(
        'select client_secret_enc as s from vendor_integrations where id = $1',
        [created.id],
      )
    ).rows[0];
    expect(row?.s).toMatch(/^v1\./);
    expect(row?.s).not.toContain('the-client-secret');
  });

  it('refuses bad input with the rule’s message id (422), never a 5xx', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ token_url: 'http://vendor.example.org/token' }, 'token_url', 'validation.secure_address'],
      [{ token_url: 'https://user:pw@vendor.example.org/token' }, 'token_url', 'validation.secure_address'],
      [{ token_url: 'javascript:alert(1)' }, 'token_url', 'validation.secure_address'],
      [{ callback_url: 'ftp://x.example.org' }, 'callback_url', 'validation.secure_address'],
      [{ config_data: '[1, 2]' }, 'config_data', 'validation.config_object'],
      [{ config_data: '{"nested": {"a": 1}}' }, 'config_data', 'validation.config_object'],
      [{ config_data: '{not json' }, 'config_data', 'validation.config_object'],
      [{ vendor_code: 'has space' }, 'vendor_code', 'validation.format'],
      [{ vendor: '' }, 'vendor', 'validation.required'],
      [{ client_secret: '' }, 'client_secret', 'integrations.errors.secret_required'],
      [{ row_status: 7 }, 'row_status', 'validation.status_required'],
    ];
    for (const [over, field, id] of cases) {
      const r = await call('POST', '/private/vendor-integrations', 'admin', body(over));
      expect(r.statusCode, JSON.stringify(over)).toBe(422);
      expect(JSON.stringify(fieldErrors(r)[field]), JSON.stringify(over)).toContain(id);
    }
    const taken = await create();
    const again = await call(
      'POST',
      '/private/vendor-integrations',
      'admin',
      body({ vendor_code: taken.vendor_code.toUpperCase() }),
    );
    expect(again.statusCode).toBe(422);
    expect(fieldErrors(again).vendor_code).toEqual(['validation.already_exists']);
    const badQuery = await call('GET', '/private/vendor-integrations?row_status=9', 'admin');
    expect(badQuery.statusCode).toBe(422);
    expect((await call('PUT', '/private/vendor-integrations/999999', 'admin', body())).statusCode).toBe(404);
  });

  it('tests the connection: a token is kept sealed with its expiry; refusals and silence are told apart', async () => {
    const it1 = await create();
    stubMode = 'token';
    const ok = await call('POST', `/private/vendor-integrations/${it1.id}/test-connection`, 'admin');
    expect(ok.statusCode, ok.body).toBe(200);
    const result = ok.json().data as ConnectionTestResult;
    expect(result).toMatchObject({ outcome: 'connected', status: 200 });
    expect(new URLSearchParams(lastStubBody).get('client_secret')).toBe('the-client-secret');
    expect(new URLSearchParams(lastStubBody).get('grant_type')).toBe('client_credentials');
    expect(result.integration).toMatchObject({ has_access_token: true, has_refresh_token: true });
    const expires = Date.parse(result.integration.access_token_expires_at ?? '');
    expect(Math.abs(expires - Date.now() - 3600_000)).toBeLessThan(60_000);
    expect(ok.body).not.toContain('tok-123');
    const sealed = (
      await gw.db.query<{ a: string }>(
        'select access_token_enc as a from vendor_integrations where id = $1',
        [it1.id],
      )
    ).rows[0];
    expect(sealed?.a).not.toContain('tok-123');

    stubMode = 'refuse';
    const refused = (
      await call('POST', `/private/vendor-integrations/${it1.id}/test-connection`, 'admin')
    ).json().data as ConnectionTestResult;
    expect(refused).toMatchObject({ outcome: 'refused', status: 401 });
    // the token obtained before stays until the client changes
    expect(refused.integration.has_access_token).toBe(true);
    expect(refused.integration.last_test).toMatchObject({ outcome: 'refused', status: 401 });

    stubMode = 'junk';
    const junk = (
      await call('POST', `/private/vendor-integrations/${it1.id}/test-connection`, 'admin')
    ).json().data as ConnectionTestResult;
    expect(junk).toMatchObject({ outcome: 'bad_answer', status: 200 });

    const silent = await create({ token_url: 'http://127.0.0.1:9/token' });
    const none = (
      await call('POST', `/private/vendor-integrations/${silent.id}/test-connection`, 'admin')
    ).json().data as ConnectionTestResult;
    expect(none).toMatchObject({ outcome: 'unreachable', status: null });
  });

  it('keeps the secret when a change leaves it empty; a new secret forgets the old client’s tokens', async () => {
    const one = await create();
    stubMode = 'token';
    await call('POST', `/private/vendor-integrations/${one.id}/test-connection`, 'admin');
    const kept = await call('PUT', `/private/vendor-integrations/${one.id}`, 'admin', {
      ...body({ vendor_code: one.vendor_code, vendor: 'Renamed vendor' }),
      client_secret: '',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({
      vendor: 'Renamed vendor',
      has_client_secret: true,
      has_access_token: true,
    });
    await call('POST', `/private/vendor-integrations/${one.id}/test-connection`, 'admin');
    expect(new URLSearchParams(lastStubBody).get('client_secret')).toBe('the-client-secret');

    const replaced = await call('PUT', `/private/vendor-integrations/${one.id}`, 'admin', {
      ...body({ vendor_code: one.vendor_code }),
      client_secret: 'a-new-secret',
    });
    expect(replaced.json().data).toMatchObject({ has_access_token: false, access_token_expires_at: null });
    await call('POST', `/private/vendor-integrations/${one.id}/test-connection`, 'admin');
    expect(new URLSearchParams(lastStubBody).get('client_secret')).toBe('a-new-secret');
  });

  it('removes an integration with its secret; afterwards it is gone (404)', async () => {
    const gone = await create();
    const r = await call('DELETE', `/private/vendor-integrations/${gone.id}`, 'admin');
    expect(r.statusCode).toBe(200);
    expect((await call('GET', `/private/vendor-integrations/${gone.id}`, 'admin')).statusCode).toBe(404);
    expect((await call('DELETE', `/private/vendor-integrations/${gone.id}`, 'admin')).statusCode).toBe(404);
    expect(
      (await call('POST', `/private/vendor-integrations/${gone.id}/test-connection`, 'admin')).statusCode,
    ).toBe(404);
    const row = (
      await gw.db.query<{ s: string | null }>(
        'select client_secret_enc as s from vendor_integrations where id = $1',
        [gone.id],
      )
    ).rows[0];
    expect(row?.s).toBeNull();
  });

  it('answers the demo token stub for its secret only (demo mode)', async () => {
    const form = (secret: string) =>
      gw.app.inject({
        method: 'POST',
        url: '/dev/vendor-token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `grant_type=client_credentials&client_id=x&client_secret=${secret}`,
      });
    expect((await form('stub-secret')).json()).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect((await form('wrong')).statusCode).toBe(401);
  });

  it('a production gateway has a secrets key only when SECRETS_KEY gives one (32 bytes)', () => {
    const prod = {
      PLATFORM_MODE: 'production',
      GATEWAY_URL: 'https://api.example.org',
      API_KEYS: 'k'.repeat(20),
    };
    expect(loadConfig(prod).secretsKey).toBeUndefined();
    expect(loadConfig({ ...prod, SECRETS_KEY: 'ab'.repeat(32) }).secretsKey?.length).toBe(32);
    expect(() => loadConfig({ ...prod, SECRETS_KEY: 'short' })).toThrow(/SECRETS_KEY/);
    expect(loadConfig({ PLATFORM_MODE: 'demo' }).secretsKey?.length).toBe(32);
  });
});
