import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY, fakeIdentity, headers, startGateway, type TestGateway } from '../test/harness';
import { isCanonicalPath } from './areas';

/**
 * Issue 10, finding 1: the api-key check, the rate limits and `no-store` decided the area from the raw URL while the
 * router matched the decoded path, so `/%70ublic/jobs` answered job data without an api-key. Areas now come from the
 * matched route, and a path that reads two ways is refused.
 */
const VARIANTS = (area: string, rest: string) => {
  const [head = '', ...tail] = area;
  const hex = head.charCodeAt(0).toString(16);
  return [
    `/%${hex}${tail.join('')}${rest}`, // %70ublic
    `/%${hex.toUpperCase()}${tail.join('')}${rest}`,
    `/%2F${area}${rest}`,
    `/%2f${area}${rest}`,
    `//${area}${rest}`,
    `/./${area}${rest}`,
    `/%2e/${area}${rest}`,
    `/x/../${area}${rest}`,
    `/x/%2e%2e/${area}${rest}`,
    `/${area}.${rest}`,
    `/${area}..${rest}`,
    `/${area.toUpperCase()}${rest}`,
    `/${head.toUpperCase()}${tail.join('')}${rest}`,
    `/${area}//${rest.slice(1)}`,
    `/${area}/.${rest}`,
    `/${area}/x/..${rest}`,
  ];
};

describe('isCanonicalPath', () => {
  it.each([
    '/',
    '/public/jobs',
    '/public/jobs?page=2',
    '/public/jobs/',
    '/openapi.json',
    '/public/static-contents/a%2Fb',
    '/oidc/.well-known/openid-configuration',
  ])('accepts %s', (path) => {
    expect(isCanonicalPath(path)).toBe(true);
  });

  it.each([
    ...VARIANTS('public', '/jobs').filter((v) => !/^\/(PUBLIC|Public)\//.test(v)),
    'http://evil.example/public/jobs',
    '*',
    '',
  ])('refuses %s', (path) => {
    expect(isCanonicalPath(path)).toBe(false);
  });
});

let gw: TestGateway;
let port = 0;
beforeAll(async () => {
  // listening, not inject: inject parses the URL and would resolve `/./` before the gateway sees it
  gw = await startGateway({ identity: fakeIdentity, listen: true });
  port = (gw.app.server.address() as { port: number }).port;
});
afterAll(async () => gw?.close());

/** The request line exactly as given (Node's client sends the path unchanged). */
function raw(
  path: string,
  reqHeaders: Record<string, string> = {},
): Promise<{ statusCode: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: reqHeaders }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        body += c;
      });
      res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}
const noKey = (url: string) => raw(url);

describe('an encoded or dotted area prefix never reaches a route past the area checks', () => {
  const cases: [string, string][] = [
    ['public', '/jobs'],
    ['public', '/maintenance-mode'],
    ['protected', '/auth/profile'],
    ['private', '/users'],
    ['dev', '/outbox'],
    ['oidc', '/.well-known/openid-configuration'],
  ];
  for (const [area, rest] of cases) {
    it(`/${area}${rest}: every variant is refused without data, never 5xx`, async () => {
      for (const url of VARIANTS(area, rest)) {
        const res = await noKey(url);
        expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, url).toBeLessThan(500);
        expect(res.body, url).not.toContain('"data"');
        expect(res.body, url).not.toContain('authorization_endpoint');
      }
    });
  }

  it('a variant refused for its path answers 400 with the envelope', async () => {
    const res = await noKey('/%70ublic/jobs');
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toEqual({
      status: { success: false, code: 400, message: 'errors.bad_request' },
    });
  });

  it('the canonical paths still answer (the variants are refused, not the area)', async () => {
    expect((await gw.app.inject({ url: '/public/jobs', headers: { 'api-key': API_KEY } })).statusCode).toBe(
      200,
    );
    expect((await gw.app.inject({ url: '/dev/outbox' })).statusCode).toBe(200);
  });
});

describe('areas come from the matched route: an encoded later segment is the same route with the same checks', () => {
  it('needs the api-key', async () => {
    const res = await gw.app.inject({ url: '/public/%6aobs' });
    expect(res.statusCode).toBe(401);
    expect(res.json().status.message).toBe('errors.missing_api_key');
    expect((await gw.app.inject({ url: '/public/%6aobs', headers: headers() })).statusCode).toBe(200);
  });

  it('answers per-user data with no-store', async () => {
    const res = await gw.app.inject({ url: '/protected/auth/%70rofile', headers: headers('youth') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('counts the route’s own rate limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await gw.app.inject({
        method: 'POST',
        url: '/public/forgot-password/%76erify-otp',
        headers: headers(),
        payload: { username: 'nobody-here', code: '123456' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20)).not.toContain(429);
    expect(statuses[20]).toBe(429);
    // each tight route counts on its own key (they once all shared 'rl:undefinedundefined:<address>')
    const keys = await gw.db.query<{ key: string; hits: number }>(
      `select key, hits from rate_limits where key like 'rl:POST/public/forgot-password/verify-otp:%'`,
    );
    expect(keys.rows.map((r) => r.hits)).toEqual([21]);
    const other = await gw.app.inject({
      method: 'POST',
      url: '/public/forgot-password/send-otp',
      headers: headers(),
      payload: { username: 'nobody-here' },
    });
    expect(other.statusCode).toBe(202);
  });
});
