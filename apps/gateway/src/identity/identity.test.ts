import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, decodeJwt, generateKeyPair, importJWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY, startGateway, type TestGateway } from '../test/harness';

let gw: TestGateway;
let base: string;
beforeAll(async () => {
  gw = await startGateway({ listen: true });
  base = gw.config.publicUrl;
});
afterAll(async () => gw?.close());

/** A browser in miniature: follows nothing by itself and keeps cookies per host. */
class Browser {
  jar = new Map<string, string>();
  async go(url: string, init: RequestInit = {}) {
    const cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie } });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, ...v] = pair!.split('=');
      if (/expires=Thu, 01 Jan 1970/i.test(c)) this.jar.delete(k!);
      else this.jar.set(k!, v.join('='));
    }
    return res;
  }
}

const pkce = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

function authorizeUrl(client: string, port: number, challenge?: string, method = 'S256', redirect?: string) {
  const u = new URL(`${base}/oidc/auth`);
  u.searchParams.set('client_id', client);
  u.searchParams.set('response_type', 'code');
  u.searchParams.set('scope', 'openid profile email offline_access');
  u.searchParams.set('redirect_uri', redirect ?? `http://localhost:${port}/auth/callback`);
  u.searchParams.set('state', randomBytes(8).toString('hex'));
  if (challenge) {
    u.searchParams.set('code_challenge', challenge);
    u.searchParams.set('code_challenge_method', method);
  }
  return u.toString();
}

async function login(b: Browser, client: string, port: number, username: string, password: string) {
  const { verifier, challenge } = pkce();
  let res = await b.go(authorizeUrl(client, port, challenge));
  expect(res.status).toBe(303);
  let loc = res.headers.get('location')!;
  if (loc.startsWith('/interaction/')) {
    const page = await b.go(`${base}${loc}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<label for="username">Username</label>');
    res = await b.go(`${base}${loc}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username, password }).toString(),
    });
    if (res.status !== 303) return { res, verifier, code: null as string | null };
    res = await b.go(res.headers.get('location')!.startsWith('http') ? res.headers.get('location')! : `${base}${res.headers.get('location')}`);
    loc = res.headers.get('location')!;
  }
  const code = new URL(loc).searchParams.get('code');
  return { res, verifier, code };
}

async function token(client: string, port: number, body: Record<string, string>) {
  const res = await fetch(`${base}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: client, redirect_uri: `http://localhost:${port}/auth/callback`, ...body }).toString(),
  });
  return { status: res.status, json: (await res.json()) as Record<string, string> };
}

const profile = (accessToken: string) =>
  fetch(`${base}/protected/auth/profile`, { headers: { 'api-key': API_KEY, authorization: `Bearer ${accessToken}` } });

describe('sign-in with authorization code + PKCE', () => {
  let tokens: Record<string, string>;
  const browser = new Browser();

  it('shows the error on a wrong password without saying which part was wrong', async () => {
    const b = new Browser();
    const { res } = await login(b, 'admin', 4201, 'admin', 'wrong-password');
    expect(res.status).toBe(401);
    const html = await res.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('Invalid username or password');
  });

  it('requires both fields with the spec message', async () => {
    const b = new Browser();
    const { res } = await login(b, 'admin', 4201, '', '');
    expect(res.status).toBe(422);
    expect(await res.text()).toContain('This field is required');
  });

  it('signs in, issues a short-lived JWT access token for the gateway audience and a refresh token', async () => {
    const { code, verifier } = await login(browser, 'admin', 4201, 'admin', 'Demo1234');
    expect(code).toBeTruthy();
    const r = await token('admin', 4201, { grant_type: 'authorization_code', code: code!, code_verifier: verifier });
    expect(r.status).toBe(200);
    tokens = r.json;
    expect(tokens.refresh_token).toBeTruthy();
    const claims = decodeJwt(tokens.access_token!);
    expect(claims.aud).toBe(gw.config.oidcAudience);
    expect(claims.iss).toBe(`${base}/oidc`);
    expect(claims.exp! - claims.iat!).toBeLessThanOrEqual(600);
    const me = await profile(tokens.access_token!);
    expect(me.status).toBe(200);
    expect((await me.json()).data).toMatchObject({ username: 'admin', designation: 'Platform Administrator' });
  });

  it('signs the same browser in to a second portal without the password form (SSO)', async () => {
    const { verifier, challenge } = pkce();
    const res = await browser.go(authorizeUrl('recruiter', 4202, challenge));
    const loc = res.headers.get('location')!;
    expect(loc.startsWith('http://localhost:4202/auth/callback')).toBe(true);
    const code = new URL(loc).searchParams.get('code')!;
    expect((await token('recruiter', 4202, { grant_type: 'authorization_code', code, code_verifier: verifier })).status).toBe(200);
  });

  it('rotates refresh tokens and revokes the family when an old one is reused', async () => {
    const first = await token('admin', 4201, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
    expect(first.status).toBe(200);
    expect(first.json.refresh_token).not.toBe(tokens.refresh_token);
    const reuse = await token('admin', 4201, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
    expect(reuse.status).toBe(400);
    const after = await token('admin', 4201, { grant_type: 'refresh_token', refresh_token: first.json.refresh_token! });
    expect(after.status).toBe(400);
  });

  it('revokes a refresh token at sign-out', async () => {
    const b = new Browser();
    const { code, verifier } = await login(b, 'youth', 4200, 'youth', 'Demo1234');
    const t = (await token('youth', 4200, { grant_type: 'authorization_code', code: code!, code_verifier: verifier })).json;
    const rev = await fetch(`${base}/oidc/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: 'youth', token: t.refresh_token!, token_type_hint: 'refresh_token' }).toString(),
    });
    expect(rev.status).toBe(200);
    expect((await token('youth', 4200, { grant_type: 'refresh_token', refresh_token: t.refresh_token! })).status).toBe(400);
  });

  it('refuses an authorization request without PKCE, with plain PKCE, or with a foreign redirect URI', async () => {
    const b = new Browser();
    for (const url of [
      authorizeUrl('admin', 4201),
      authorizeUrl('admin', 4201, 'x'.repeat(43), 'plain'),
      authorizeUrl('admin', 4201, pkce().challenge, 'S256', 'https://evil.example/auth/callback'),
    ]) {
      const res = await b.go(url);
      const loc = res.headers.get('location') ?? '';
      expect(loc.includes('code=')).toBe(false);
      expect(loc.startsWith('/interaction/')).toBe(false);
    }
  });

  it('does not sign in a deactivated user', async () => {
    await gw.db.query(`update users set row_status = 0 where username = 'trainer'`);
    const { res, code } = await login(new Browser(), 'lms', 4203, 'trainer', 'Demo1234');
    expect(code).toBeNull();
    expect(res.status).toBe(401);
  });
});

describe('forged access tokens are refused', () => {
  const claims = () => ({ sub: '1', aud: gw.config.oidcAudience, iss: `${base}/oidc` });
  const expect401 = async (jwt: string) => {
    const r = await profile(jwt);
    expect(r.status).toBe(401);
    expect((await r.json()).status.message).toBe('errors.unauthorized');
  };

  it('with a signature from another key', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    await expect401(await new SignJWT(claims()).setProtectedHeader({ alg: 'ES256', typ: 'at+jwt' }).setIssuedAt().setExpirationTime('5m').sign(privateKey));
  });
  it('with alg none', async () => {
    const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    await expect401(`${part({ alg: 'none', typ: 'at+jwt' })}.${part({ ...claims(), exp: Math.floor(Date.now() / 1000) + 300 })}.`);
  });
  it('with HS256 keyed by the public key', async () => {
    const jwks = (await (await fetch(`${base}/oidc/jwks`)).json()) as { keys: object[] };
    const secret = new TextEncoder().encode(JSON.stringify(jwks.keys[0]));
    await expect401(await new SignJWT(claims()).setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' }).setIssuedAt().setExpirationTime('5m').sign(secret));
  });

  describe('signed with the real key but', () => {
    let key: CryptoKey;
    beforeAll(async () => {
      const row = (await gw.db.query<{ value: { keys: (JsonWebKey & { kid: string })[] } }>(`select value from oidc_keys where kind = 'jwks'`)).rows[0]!;
      key = (await importJWK(row.value.keys[0]!, 'ES256')) as CryptoKey;
    });
    const sign = (c: Record<string, unknown>, exp = '5m') =>
      new SignJWT(c).setProtectedHeader({ alg: 'ES256', typ: 'at+jwt' }).setIssuedAt().setExpirationTime(exp).sign(key);
    it('for another audience', async () => expect401(await sign({ ...claims(), aud: 'other-api' })));
    it('from another issuer', async () => expect401(await sign({ ...claims(), iss: 'https://evil.example/oidc' })));
    it('expired', async () => expect401(await sign(claims(), '-5m')));
    it('is accepted when everything is right (control)', async () => {
      expect((await profile(await sign(claims()))).status).toBe(200);
    });
  });
});
