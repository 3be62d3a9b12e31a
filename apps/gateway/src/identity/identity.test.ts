import { createHash, randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { SignJWT, decodeJwt, decodeProtectedHeader, generateKeyPair, importJWK, type JWK } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createIdentity } from './index';
import { DELAY_AFTER_FAILURES, delayAfter, MAX_FAILURES, MAX_FAILURES_PER_ADDRESS } from './attempts';
import { loadOrCreateKeys } from './keys';
import { PASSWORD, PERMISSION, startIdentityServer, type IdentityServer } from './test-support';
import { TestBrowser } from '../test/test-browser';

let srv: IdentityServer;
let base: string;
const origin = (i: number) => srv.config.portalOrigins[i] ?? '';
const CLIENTS = { youth: 0, admin: 1, recruiter: 2, lms: 3, assessment: 4 } as const;
type Client = keyof typeof CLIENTS;

beforeAll(async () => {
  srv = await startIdentityServer();
  base = srv.base;
});
afterAll(async () => srv?.close());
// every test starts with clean sign-in counters (all requests come from 127.0.0.1)
beforeEach(async () => {
  await srv.db.query('delete from rate_limits');
});

/** The miniature browser on this file's gateway. */
class Browser extends TestBrowser {
  constructor() {
    super(() => base);
  }
}

const pkce = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

function authorizeUrl(
  client: Client,
  o: {
    challenge?: string;
    method?: string;
    redirect?: string;
    scope?: string;
    extra?: Record<string, string>;
  } = {},
) {
  const u = new URL(`${base}/oidc/auth`);
  u.searchParams.set('client_id', client);
  u.searchParams.set('response_type', 'code');
  u.searchParams.set('scope', o.scope ?? 'openid profile email offline_access');
  u.searchParams.set('redirect_uri', o.redirect ?? `${origin(CLIENTS[client])}/auth/callback`);
  u.searchParams.set('state', randomBytes(8).toString('hex'));
  if (o.challenge) {
    u.searchParams.set('code_challenge', o.challenge);
    u.searchParams.set('code_challenge_method', o.method ?? 'S256');
  }
  for (const [k, v] of Object.entries(o.extra ?? {})) u.searchParams.set(k, v);
  return u.toString();
}

/** authorize → (sign-in page → POST credentials → resume) → redirect to the portal with a code */
async function signIn(b: Browser, client: Client, username: string, password: string, scope?: string) {
  const { verifier, challenge } = pkce();
  let res = await b.go(authorizeUrl(client, { challenge, scope }));
  expect(res.status).toBe(303);
  let loc = res.headers.get('location') ?? '';
  let page: string | null = null;
  if (loc.startsWith('/interaction/')) {
    const form = await b.go(loc);
    expect(form.status).toBe(200);
    page = await form.text();
    res = await b.post(`${loc}/login`, { username, password });
    if (res.status !== 303) return { res, verifier, code: null, page: await res.text() };
    res = await b.go(res.headers.get('location') ?? '');
    loc = res.headers.get('location') ?? '';
  }
  return { res, verifier, code: new URL(loc).searchParams.get('code'), page, location: loc };
}

async function token(client: Client, body: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({
      client_id: client,
      redirect_uri: `${origin(CLIENTS[client])}/auth/callback`,
      ...body,
    }).toString(),
  });
  return { res, status: res.status, json: (await res.json()) as Record<string, string> };
}

async function tokensFor(client: Client, username: string, b = new Browser()) {
  const { code, verifier } = await signIn(b, client, username, PASSWORD);
  expect(code).toBeTruthy();
  const t = await token(client, {
    grant_type: 'authorization_code',
    code: code ?? '',
    code_verifier: verifier,
  });
  expect(t.status).toBe(200);
  return t.json;
}

const me = (accessToken: string) =>
  fetch(`${base}/me`, { headers: { authorization: `Bearer ${accessToken}` } });

describe('the sign-in page', () => {
  it('is an accessible, CSP-safe page in English by default and in Bengali on request', async () => {
    const b = new Browser();
    const { challenge } = pkce();
    const loc = (await b.go(authorizeUrl('youth', { challenge }))).headers.get('location') ?? '';
    expect(loc).toMatch(/^\/interaction\/[\w-]+$/);
    const res = await b.go(loc);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('National Youth Skills and Jobs Platform');
    expect(html).toContain('<label for="username">Username</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toMatch(/id="username"[^>]*autocomplete="username"/);
    expect(html).toMatch(/id="password"[^>]*type="password"[^>]*autocomplete="current-password"/);
    expect(html).not.toMatch(/onpaste|<script|<style|style="/i);
    expect(html).toContain('<link rel="stylesheet" href="/interaction/assets/signin.css">');
    const bn = await (await b.go(`${loc}?lang=bn`)).text();
    expect(bn).toContain('<html lang="bn">');
    expect(bn).toContain('ইউজারনেম');
    const css = await fetch(`${base}/interaction/assets/signin.css`);
    expect(css.headers.get('content-type')).toContain('text/css');
  });

  it('follows ui_locales=bn from the portal', async () => {
    const b = new Browser();
    const loc =
      (
        await b.go(authorizeUrl('youth', { challenge: pkce().challenge, extra: { ui_locales: 'bn' } }))
      ).headers.get('location') ?? '';
    expect(await (await b.go(loc)).text()).toContain('<html lang="bn">');
  });

  it('requires both fields with the spec message, next to each field and in an alert summary', async () => {
    const { res, code, page } = await signIn(new Browser(), 'admin', '', '');
    expect(code).toBeNull();
    expect(res.status).toBe(422);
    expect(page).toContain('role="alert"');
    expect(page).toContain('<p class="field-error" id="username-error">This field is required</p>');
    expect(page).toContain('<p class="field-error" id="password-error">This field is required</p>');
    expect(page).toMatch(/id="password"[^>]*aria-invalid="true" aria-describedby="password-error"/);
  });

  it('answers a wrong password and an unknown username the same way, and escapes what it echoes', async () => {
    const wrong = await signIn(new Browser(), 'admin', 'admin', 'wrong-password');
    const unknown = await signIn(new Browser(), 'admin', '<script>x</script>', PASSWORD);
    expect(wrong.res.status).toBe(401);
    expect(unknown.res.status).toBe(401);
    for (const page of [wrong.page, unknown.page]) {
      expect(page).toContain('role="alert"');
      expect(page).toContain('Invalid username or password');
    }
    expect(unknown.page).toContain('value="&lt;script&gt;x&lt;/script&gt;"');
    expect(unknown.page).not.toContain('<script>x');
  });

  it('shows the platform error page (400, no details) for an unknown or finished interaction', async () => {
    const res = await fetch(`${base}/interaction/not-a-real-uid`);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('Unfortunately, There is an error in logging you into this application.');
    expect(html).not.toMatch(/at .*\.js:\d+|SessionNotFound/);
  });

  /** Ends the username's progressive delay, as if its seconds had passed. */
  const waitOver = (username: string) =>
    srv.db.query(`update rate_limits set window_ends_at = now() where key = $1`, [
      `signin:wait:${username.toLowerCase()}`,
    ]);

  it('holds an unrecognised client back a growing delay after the username’s 5th failure, never a lock', async () => {
    const b = new Browser();
    for (let i = 0; i < DELAY_AFTER_FAILURES; i++)
      expect((await signIn(b, 'youth', 'target', `wrong-${i}`)).res.status).toBe(401);
    // the very next try comes too soon: refused without a password check, saying how long to wait
    const soon = await signIn(b, 'youth', 'target', PASSWORD);
    expect(soon.code).toBeNull();
    expect(soon.res.status).toBe(429);
    expect(Number(soon.res.headers.get('retry-after'))).toBe(1);
    expect(soon.page).toContain('Please wait a moment and try again.');
    // once the delay is over it may try again; each failure doubles the delay
    await waitOver('target');
    expect((await signIn(b, 'youth', 'target', 'wrong-5')).res.status).toBe(401);
    const next = await signIn(b, 'youth', 'target', PASSWORD);
    expect(Number(next.res.headers.get('retry-after'))).toBe(2);
    await waitOver('target');
    // the right password goes through after the wait: nothing was locked
    expect((await signIn(b, 'youth', 'target', PASSWORD)).code).toBeTruthy();
    expect([4, 5, 6, 7, 100].map(delayAfter)).toEqual([0, 1, 2, 4, 60]);
  });

  it('lets no anonymous caller lock the owner out: the owner’s recognised browser signs in during an attack', async () => {
    const owner = new Browser();
    expect((await signIn(owner, 'youth', 'youth', PASSWORD)).code).toBeTruthy();
    expect(owner.jar.get('platform_device')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    // the attacker, from the same address, without the cookie: ten failures lock only the attacker's own tries
    const attacker = new Browser();
    for (let i = 0; i < MAX_FAILURES; i++) {
      await waitOver('youth');
      expect((await signIn(attacker, 'youth', 'youth', `guess-${i}`)).res.status).toBe(401);
    }
    await waitOver('youth');
    const blocked = await signIn(attacker, 'youth', 'youth', PASSWORD);
    expect(blocked.res.status).toBe(429);
    expect(blocked.page).toContain('Please try again in 15 minutes');
    // a forged or another account's device cookie is no better than none
    const forger = new Browser();
    forger.jar.set('platform_device', (owner.jar.get('platform_device') ?? '').replace(/.$/, 'x'));
    expect((await signIn(forger, 'youth', 'youth', PASSWORD)).res.status).toBe(429);
    // the owner's browser is recognised and signs in at once
    expect((await signIn(owner, 'youth', 'youth', PASSWORD)).code).toBeTruthy();
  });

  it('limits failed attempts per address across usernames', async () => {
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++)
      expect((await signIn(new Browser(), 'youth', `nobody-${i}`, 'x')).res.status).toBe(401);
    expect((await signIn(new Browser(), 'youth', 'youth', PASSWORD)).res.status).toBe(429);
  });

  it('returns to the portal with access_denied when the person cancels', async () => {
    const b = new Browser();
    const loc =
      (await b.go(authorizeUrl('youth', { challenge: pkce().challenge }))).headers.get('location') ?? '';
    const res = await b.go((await b.post(`${loc}/abort`, {})).headers.get('location') ?? '');
    const back = new URL(res.headers.get('location') ?? '');
    expect(back.origin).toBe(origin(CLIENTS.youth));
    expect(back.searchParams.get('error')).toBe('access_denied');
  });
});

describe('authorization code + PKCE', () => {
  let tokens: Record<string, string>;
  const browser = new Browser();

  it('signs in after a wrong password and issues a short-lived JWT access token for the gateway audience', async () => {
    expect((await signIn(browser, 'admin', 'admin', 'nope')).res.status).toBe(401);
    const { code, verifier, location } = await signIn(browser, 'admin', 'admin', PASSWORD);
    expect(location?.startsWith(`${origin(CLIENTS.admin)}/auth/callback?`)).toBe(true);
    const r = await token('admin', {
      grant_type: 'authorization_code',
      code: code ?? '',
      code_verifier: verifier,
    });
    expect(r.status).toBe(200);
    tokens = r.json;
    expect(tokens.refresh_token).toBeTruthy();
    expect(tokens.token_type).toBe('Bearer');
    const header = decodeProtectedHeader(tokens.access_token ?? '');
    expect(header).toMatchObject({ alg: 'ES256', typ: 'at+jwt' });
    const claims = decodeJwt(tokens.access_token ?? '');
    expect(claims.aud).toBe(srv.config.oidcAudience);
    expect(claims.iss).toBe(`${base}/oidc`);
    expect(claims.sub).toBe(String(srv.users.admin));
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBeLessThanOrEqual(600);
    const id = decodeJwt(tokens.id_token ?? '');
    expect(id.aud).toBe('admin');
    expect(decodeProtectedHeader(tokens.id_token ?? '').alg).toBe('ES256');
  });

  it('lets the gateway authenticate the access token and load the user with permissions', async () => {
    const res = await me(tokens.access_token ?? '');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id: srv.users.admin,
      username: 'admin',
      user_type_code: 1,
      permissions: [PERMISSION],
      role_id: expect.any(Number),
      organization_id: null,
      institute_id: null,
    });
  });

  it('answers CORS for the token endpoint only for the client’s own portal origin', async () => {
    const ok = await signIn(new Browser(), 'recruiter', 'youth', PASSWORD);
    const own = await token(
      'recruiter',
      { grant_type: 'authorization_code', code: ok.code ?? '', code_verifier: ok.verifier },
      { origin: origin(CLIENTS.recruiter) },
    );
    expect(own.status).toBe(200);
    expect(own.res.headers.get('access-control-allow-origin')).toBe(origin(CLIENTS.recruiter));
    const other = await signIn(new Browser(), 'recruiter', 'youth', PASSWORD);
    const foreign = await token(
      'recruiter',
      { grant_type: 'authorization_code', code: other.code ?? '', code_verifier: other.verifier },
      { origin: origin(CLIENTS.youth) },
    );
    expect(foreign.res.headers.get('access-control-allow-origin')).not.toBe(origin(CLIENTS.youth));
  });

  it('signs the same browser in to a second portal without the sign-in page (SSO), even for more scopes', async () => {
    const { verifier, challenge } = pkce();
    const res = await browser.go(authorizeUrl('recruiter', { challenge, scope: 'openid' }));
    const loc = res.headers.get('location') ?? '';
    expect(loc.startsWith(`${origin(CLIENTS.recruiter)}/auth/callback?`)).toBe(true);
    const code = new URL(loc).searchParams.get('code') ?? '';
    expect(
      (await token('recruiter', { grant_type: 'authorization_code', code, code_verifier: verifier })).status,
    ).toBe(200);
    // same portal, wider scope than its existing grant: still no page (first-party, no consent)
    const wider = await signIn(
      browser,
      'recruiter',
      'unused',
      'unused',
      'openid profile email offline_access',
    );
    expect(wider.page).toBeNull();
    expect(wider.code).toBeTruthy();
  });

  it('rotates refresh tokens and revokes the whole family when an old one is reused', async () => {
    const first = await token('admin', {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token ?? '',
    });
    expect(first.status).toBe(200);
    expect(first.json.refresh_token).toBeTruthy();
    expect(first.json.refresh_token).not.toBe(tokens.refresh_token);
    const reuse = await token('admin', {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token ?? '',
    });
    expect(reuse.status).toBe(400);
    expect(reuse.json.error).toBe('invalid_grant');
    const after = await token('admin', {
      grant_type: 'refresh_token',
      refresh_token: first.json.refresh_token ?? '',
    });
    expect(after.json.error).toBe('invalid_grant');
    expect(after.status).toBe(400);
    // the SSO session survives: the portal signs in again without a password and gets a new family
    const again = await signIn(browser, 'admin', 'unused', 'unused');
    expect(again.page).toBeNull();
    const t = await token('admin', {
      grant_type: 'authorization_code',
      code: again.code ?? '',
      code_verifier: again.verifier,
    });
    expect(t.status).toBe(200);
  });

  it('keeps the refresh-token lifetime absolute across rotations (8 h from sign-in)', async () => {
    const t = await tokensFor('lms', 'trainer');
    const expiry = async (rt: string) => {
      const rows = await srv.db.query<{ exp: number }>(
        `select extract(epoch from expires_at)::int as exp from oidc_model where model = 'RefreshToken' and payload->>'jti' = $1`,
        [rt],
      );
      return rows.rows[0]?.exp ?? 0;
    };
    const first = await expiry(t.refresh_token ?? '');
    expect(first - Math.floor(Date.now() / 1000)).toBeGreaterThan(8 * 3600 - 60);
    expect(first - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(8 * 3600 + 1);
    await new Promise((r) => setTimeout(r, 1100));
    const rotated = await token('lms', { grant_type: 'refresh_token', refresh_token: t.refresh_token ?? '' });
    expect(Math.abs((await expiry(rotated.json.refresh_token ?? '')) - first)).toBeLessThanOrEqual(1);
  });

  it('redeems a code once only', async () => {
    const { code, verifier } = await signIn(new Browser(), 'lms', 'trainer', PASSWORD);
    const body = { grant_type: 'authorization_code', code: code ?? '', code_verifier: verifier };
    expect((await token('lms', body)).status).toBe(200);
    expect((await token('lms', body)).status).toBe(400);
  });

  it('refuses a code redeemed with the wrong verifier', async () => {
    const { code } = await signIn(new Browser(), 'lms', 'trainer', PASSWORD);
    expect(
      (
        await token('lms', {
          grant_type: 'authorization_code',
          code: code ?? '',
          code_verifier: pkce().verifier,
        })
      ).status,
    ).toBe(400);
  });

  it('revokes a refresh token at sign-out; another portal cannot revoke it', async () => {
    const t = await tokensFor('youth', 'youth');
    const revoke = (client: Client) =>
      fetch(`${base}/oidc/token/revocation`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: client,
          token: t.refresh_token ?? '',
          token_type_hint: 'refresh_token',
        }).toString(),
      });
    expect((await revoke('admin')).status).toBe(200); // RFC 7009: no error, but nothing happens
    const stillValid = await token('youth', {
      grant_type: 'refresh_token',
      refresh_token: t.refresh_token ?? '',
    });
    expect(stillValid.status).toBe(200);
    const current = stillValid.json.refresh_token ?? '';
    const res = await fetch(`${base}/oidc/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: 'youth',
        token: current,
        token_type_hint: 'refresh_token',
      }).toString(),
    });
    expect(res.status).toBe(200);
    // browser clients reject a text/plain answer: the empty 200 carries no content type, or JSON
    expect(res.headers.get('content-type') ?? 'application/json').toMatch(/^application\/json/);
    expect(await res.text()).toBe('');
    expect((await token('youth', { grant_type: 'refresh_token', refresh_token: current })).status).toBe(400);
  });

  it('refuses authorization requests without PKCE, with plain PKCE, or with a foreign redirect URI', async () => {
    const b = new Browser();
    for (const url of [
      authorizeUrl('admin'),
      authorizeUrl('admin', { challenge: 'x'.repeat(43), method: 'plain' }),
    ]) {
      const res = await b.go(url);
      const back = new URL(res.headers.get('location') ?? '', base);
      expect(back.origin).toBe(origin(CLIENTS.admin));
      expect(back.searchParams.get('error')).toBe('invalid_request');
      expect(back.searchParams.get('code')).toBeNull();
    }
    for (const redirect of [
      'https://evil.example/auth/callback',
      `${origin(CLIENTS.admin)}/auth/callback/x`,
      `${origin(CLIENTS.youth)}/auth/callback`,
    ]) {
      const res = await b.go(authorizeUrl('admin', { challenge: pkce().challenge, redirect }));
      expect(res.status).toBe(400);
      expect(res.headers.get('location')).toBeNull();
      expect(await res.text()).toContain(
        'Unfortunately, There is an error in logging you into this application.',
      );
    }
  });

  it('does not sign in a deactivated user, and refuses the tokens of a user deactivated later', async () => {
    const t = await tokensFor('youth', 'leaver');
    expect((await me(t.access_token ?? '')).status).toBe(200);
    await srv.db.query(`update users set row_status = 0 where username = 'leaver'`);
    expect((await me(t.access_token ?? '')).status).toBe(401);
    expect(
      (await token('youth', { grant_type: 'refresh_token', refresh_token: t.refresh_token ?? '' })).status,
    ).toBe(400);
    const { res, code, page } = await signIn(new Browser(), 'youth', 'leaver', PASSWORD);
    expect(code).toBeNull();
    expect(res.status).toBe(401);
    expect(page).toContain('Invalid username or password');
    await srv.db.query(`update users set row_status = 1, deleted_at = now() where username = 'leaver'`);
    expect((await me(t.access_token ?? '')).status).toBe(401);
  });

  it('signs out through RP-initiated logout with a confirmation page, ending the SSO session', async () => {
    const b = new Browser();
    const t = await tokensFor('assessment', 'youth', b);
    const url = new URL(`${base}/oidc/session/end`);
    url.searchParams.set('id_token_hint', t.id_token ?? '');
    url.searchParams.set('post_logout_redirect_uri', `${origin(CLIENTS.assessment)}/`);
    const page = await b.go(url.toString());
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Yes, sign me out');
    expect(html).not.toMatch(/<script/i);
    const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const done = await b.post(action, { xsrf, logout: 'yes' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${origin(CLIENTS.assessment)}/`);
    // the portal's refresh token died with the session
    expect(
      (await token('assessment', { grant_type: 'refresh_token', refresh_token: t.refresh_token ?? '' }))
        .status,
    ).toBe(400);
    // the next authorize shows the sign-in page again
    const next = await b.go(authorizeUrl('assessment', { challenge: pkce().challenge }));
    expect(next.headers.get('location')).toMatch(/^\/interaction\//);
  });
});

describe('forged or misused access tokens are refused with 401', () => {
  const claims = () => ({ sub: String(srv.users.admin), aud: srv.config.oidcAudience, iss: `${base}/oidc` });
  const expect401 = async (jwt: string) => {
    const r = await me(jwt);
    expect(r.status).toBe(401);
    expect(await r.json()).toEqual({ message: 'errors.unauthorized' });
  };

  it('without a token or with another scheme', async () => {
    expect((await fetch(`${base}/me`)).status).toBe(401);
    expect(
      (await fetch(`${base}/me`, { headers: { authorization: 'Basic YWRtaW46RGVtbzEyMzQ=' } })).status,
    ).toBe(401);
    await expect401('not-a-jwt');
  });
  it('with a signature from another key', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    await expect401(
      await new SignJWT(claims())
        .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt' })
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey),
    );
  });
  it('with alg none', async () => {
    const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    await expect401(
      `${part({ alg: 'none', typ: 'at+jwt' })}.${part({ ...claims(), iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 300 })}.`,
    );
  });
  it('with HS256 keyed by the public key', async () => {
    const jwks = (await (await fetch(`${base}/oidc/jwks`)).json()) as { keys: JWK[] };
    for (const secret of [
      new TextEncoder().encode(JSON.stringify(jwks.keys[0])),
      new TextEncoder().encode(jwks.keys[0]?.x ?? ''),
    ]) {
      await expect401(
        await new SignJWT(claims())
          .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
          .setIssuedAt()
          .setExpirationTime('5m')
          .sign(secret),
      );
    }
  });

  describe('signed with the provider’s real key but', () => {
    let key: CryptoKey;
    beforeAll(async () => {
      const keys = await loadOrCreateKeys(srv.db);
      const jwk = keys.jwks.keys[0];
      if (!jwk) throw new Error('no signing key');
      key = (await importJWK(jwk, 'ES256')) as CryptoKey;
    });
    const sign = (
      c: Record<string, unknown>,
      o: { exp?: string | number; typ?: string; iat?: number } = {},
    ) => {
      const jwt = new SignJWT(c)
        .setProtectedHeader({ alg: 'ES256', typ: o.typ ?? 'at+jwt' })
        .setExpirationTime(o.exp ?? '5m');
      return (o.iat ? jwt.setIssuedAt(o.iat) : jwt.setIssuedAt()).sign(key);
    };
    const now = () => Math.floor(Date.now() / 1000);
    it('for another audience (an id_token’s client audience included)', async () => {
      await expect401(await sign({ ...claims(), aud: 'other-api' }));
      await expect401(await sign({ ...claims(), aud: 'admin' }, { typ: 'JWT' }));
    });
    it('from another issuer', async () =>
      expect401(await sign({ ...claims(), iss: 'https://evil.example/oidc' })));
    it('expired beyond the 60 s leeway', async () =>
      expect401(await sign(claims(), { exp: now() - 90, iat: now() - 700 })));
    it('of another type (typ JWT, e.g. an id_token)', async () =>
      expect401(await sign(claims(), { typ: 'JWT' })));
    it('without a usable subject', async () => {
      await expect401(await sign({ ...claims(), sub: 'admin' }));
      await expect401(await sign({ ...claims(), sub: '999999' }));
      const { sub: _sub, ...noSub } = claims();
      await expect401(await sign(noSub));
    });
    it('is accepted when everything is right, within the leeway (control)', async () => {
      expect((await me(await sign(claims()))).status).toBe(200);
      expect((await me(await sign(claims(), { exp: now() - 30, iat: now() - 630 }))).status).toBe(200);
    });
  });
});

describe('discovery', () => {
  const discovery = (h: Record<string, string> = {}) =>
    fetch(`${base}/oidc/.well-known/openid-configuration`, { headers: h });

  it('names the configured issuer’s endpoints whatever Host or X-Forwarded-* the client sends', async () => {
    const plain = (await (await discovery()).json()) as Record<string, unknown>;
    const variants: Record<string, string>[] = [
      { 'x-forwarded-host': 'evil.example' },
      { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', 'x-forwarded-port': '443' },
      { host: 'evil.example' },
      { forwarded: 'host=evil.example;proto=https' },
    ];
    for (const h of variants) {
      const res = await discovery(h);
      expect(res.status).toBe(200);
      const doc = (await res.json()) as Record<string, unknown>;
      expect(doc).toEqual(plain);
      expect(JSON.stringify(doc)).not.toContain('evil.example');
    }
    expect(plain.issuer).toBe(`${srv.config.publicUrl}/oidc`);
    for (const key of ['authorization_endpoint', 'token_endpoint', 'jwks_uri', 'end_session_endpoint'])
      expect(String(plain[key])).toMatch(new RegExp(`^${srv.config.publicUrl}/oidc/`));
  });

  it('lets clients and proxies keep discovery and the public keys for five minutes', async () => {
    for (const path of ['/oidc/.well-known/openid-configuration', '/oidc/jwks']) {
      const res = await fetch(`${base}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=60');
    }
  });
});

describe('keys and external issuers', () => {
  it('keeps the signing and cookie keys across restarts', async () => {
    const before = await loadOrCreateKeys(srv.db);
    const after = await loadOrCreateKeys(srv.db);
    expect(after.jwks.keys[0]?.kid).toBe(before.jwks.keys[0]?.kid);
    expect(after.cookies).toEqual(before.cookies);
    const published = (await (await fetch(`${base}/oidc/jwks`)).json()) as { keys: JWK[] };
    expect(published.keys.map((k) => k.kid)).toEqual([before.jwks.keys[0]?.kid]);
    expect(published.keys[0]?.d).toBeUndefined();
  });

  it('with OIDC_ISSUER mounts nothing and verifies tokens against that issuer’s JWKS', async () => {
    const external = await createIdentity({
      db: srv.db,
      config: { ...srv.config, oidcIssuer: `${base}/oidc` },
      log: srv.app.log,
    });
    const app = Fastify({ logger: false });
    await external.register(app);
    app.get('/me', async (req) => (await external.authenticate(req)).username);
    app.setErrorHandler((error, _req, reply) =>
      reply.code((error as { statusCode?: number }).statusCode ?? 500).send({ message: String(error) }),
    );
    await app.ready();
    expect((await app.inject({ url: '/oidc/.well-known/openid-configuration' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/interaction/assets/signin.css' })).statusCode).toBe(404);
    const t = await tokensFor('youth', 'youth');
    const ok = await app.inject({ url: '/me', headers: { authorization: `Bearer ${t.access_token}` } });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('youth');
    const bad = await app.inject({ url: '/me', headers: { authorization: `Bearer ${t.id_token}` } });
    expect(bad.statusCode).toBe(401);
    await app.close();
    await external.close();
  });

  it('with OIDC_ISSUER refuses an ID token even when OIDC_AUDIENCE is the client id it was issued to', async () => {
    const external = await createIdentity({
      db: srv.db,
      config: { ...srv.config, oidcIssuer: `${base}/oidc`, oidcAudience: 'youth' },
      log: srv.app.log,
    });
    const app = Fastify({ logger: false });
    app.get('/me', async (req) => (await external.authenticate(req)).username);
    app.setErrorHandler((error, _req, reply) =>
      reply.code((error as { statusCode?: number }).statusCode ?? 500).send({ message: String(error) }),
    );
    const t = await tokensFor('youth', 'youth');
    expect(decodeJwt(t.id_token ?? '').aud).toBe('youth');
    const res = await app.inject({ url: '/me', headers: { authorization: `Bearer ${t.id_token}` } });
    expect(res.statusCode).toBe(401);
    await app.close();
    await external.close();
  });
});

describe('a restart of the gateway', () => {
  it('keeps browser sessions, refresh tokens and token signatures (state and keys live in the database)', async () => {
    const b = new Browser();
    const t = await tokensFor('youth', 'youth', b);
    // stop the HTTP server and the provider, keep the database, start again on the same address
    await srv.app.close();
    await srv.identity.close();
    const port = Number(new URL(base).port);
    const app = Fastify({ logger: false });
    const identity = await createIdentity({ db: srv.db, config: srv.config, log: app.log });
    await identity.register(app);
    app.get('/me', async (req) => (await identity.authenticate(req)).username);
    await app.listen({ port, host: '127.0.0.1' });
    srv.app = app;
    srv.identity = identity;
    // fetch's keep-alive pool still holds sockets to the old server: let it notice they are gone
    for (let i = 0; i < 3; i++) await fetch(`${base}/oidc/jwks`).catch(() => undefined);
    expect(await (await me(t.access_token ?? '')).text()).toBe('youth');
    const refreshed = await token('youth', {
      grant_type: 'refresh_token',
      refresh_token: t.refresh_token ?? '',
    });
    expect(refreshed.status).toBe(200);
    const sso = await signIn(b, 'youth', 'unused', 'unused');
    expect(sso.page).toBeNull();
    expect(sso.code).toBeTruthy();
  });
});
