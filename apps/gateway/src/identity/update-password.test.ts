import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_FAILURES } from './attempts';
import { PASSWORD, startIdentityServer, type IdentityServer } from './test-support';
import { TestBrowser } from '../test/test-browser';

/*
 * The spec §7 update-password action: authorize with kc_action=UPDATE_PASSWORD → sign in (or the existing session)
 * → the change-password page → the password-update callback with a code that redeems like any other.
 */

let srv: IdentityServer;
let base: string;
const youthOrigin = () => srv.config.portalOrigins[0] ?? '';
const CALLBACK = () => `${youthOrigin()}/auth/password-updated`;

beforeAll(async () => {
  srv = await startIdentityServer();
  base = srv.base;
});
afterAll(async () => srv?.close());
beforeEach(async () => {
  await srv.db.query('delete from rate_limits');
});

/** The miniature browser on this file's gateway. */
class Browser extends TestBrowser {
  constructor() {
    super(() => base);
  }
}

function authorize(redirect: string, extra: Record<string, string> = {}) {
  const verifier = randomBytes(32).toString('base64url');
  const u = new URL(`${base}/oidc/auth`);
  const params = {
    client_id: 'youth',
    response_type: 'code',
    scope: 'openid profile email offline_access',
    redirect_uri: redirect,
    state: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...extra,
  };
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return { url: u.toString(), verifier, redirect };
}

const UPDATE = { kc_action: 'UPDATE_PASSWORD' };

async function redeem(code: string, verifier: string, redirect: string) {
  const res = await fetch(`${base}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: 'youth',
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: redirect,
    }).toString(),
  });
  return { status: res.status, json: (await res.json()) as Record<string, string> };
}

/** Follows 303s through the provider until an interaction page or the portal; returns the last location. */
async function follow(b: Browser, url: string): Promise<string> {
  let loc = url;
  for (let i = 0; i < 5 && !loc.startsWith('/interaction/') && !loc.startsWith(youthOrigin()); i++) {
    const res = await b.go(loc);
    expect(res.status).toBe(303);
    loc = res.headers.get('location') ?? '';
  }
  return loc;
}

/** A normal sign-in; returns the code's redemption. */
async function signIn(b: Browser, username: string, password: string) {
  const a = authorize(`${youthOrigin()}/auth/callback`);
  const loc = await follow(b, a.url);
  expect(loc).toMatch(/^\/interaction\//);
  const res = await b.post(`${loc}/login`, { username, password });
  if (res.status !== 303) return { status: res.status, page: await res.text() };
  const back = await follow(b, res.headers.get('location') ?? '');
  const code = new URL(back).searchParams.get('code') ?? '';
  return { status: 303, tokens: await redeem(code, a.verifier, a.redirect) };
}

const setPassword = async (username: string, hash: string) =>
  srv.db.query('update users set password_hash = $2 where username = $1', [username, hash]);
const hashOf = async (username: string) =>
  (
    await srv.db.query<{ password_hash: string }>('select password_hash from users where username = $1', [
      username,
    ])
  ).rows[0]?.password_hash ?? '';

describe('the update-password action', () => {
  it('authorize → sign in → change page → the spec messages → success → the code redeems → the old password is refused', async () => {
    const original = await hashOf('leaver');
    const b = new Browser();
    // another sign-in of the same account (another device): it ends with the change
    const other = await signIn(new Browser(), 'leaver', PASSWORD);
    expect(other.tokens?.status).toBe(200);

    const a = authorize(CALLBACK(), { ...UPDATE, ui_locales: 'en' });
    let loc = await follow(b, a.url);
    expect(loc).toMatch(/^\/interaction\/[\w-]+$/);
    // no session yet: the ordinary sign-in page first
    expect(await (await b.go(loc)).text()).toContain('<label for="username">Username</label>');
    let res = await b.post(`${loc}/login`, { username: 'leaver', password: PASSWORD });
    expect(res.status).toBe(303);
    loc = await follow(b, res.headers.get('location') ?? '');
    expect(loc).toMatch(/^\/interaction\/[\w-]+$/);

    const page = await b.go(loc);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('<h1>Change your password</h1>');
    expect(html).toContain('You are signed in as leaver.');
    expect(html).toMatch(
      /<label for="current_password">Current password<\/label>\s*<input id="current_password"[^>]*type="password"[^>]*autocomplete="current-password"/,
    );
    expect(html).toMatch(
      /<label for="password">New password<\/label><p class="hint" id="password-hint">At least 8 characters including 1 uppercase, 1 lowercase and 1 number<\/p>/,
    );
    expect(html).toMatch(
      /id="password"[^>]*autocomplete="new-password"[^>]*aria-describedby="password-hint"/,
    );
    expect(html).toContain('<label for="password_confirmation">Confirm new password</label>');
    expect(html).toContain(`action="${loc}/update-password?lang=en"`);
    expect(html).not.toMatch(/<script|<style|style="/i);
    const bn = await (await b.go(`${loc}?lang=bn`)).text();
    expect(bn).toContain('<html lang="bn">');
    expect(bn).toContain('আপনার পাসওয়ার্ড পরিবর্তন করুন');

    // empty: the spec's required message on every field
    res = await b.post(`${loc}/update-password`, {});
    expect(res.status).toBe(422);
    let bad = await res.text();
    expect(bad).toContain('role="alert"');
    for (const f of ['current_password', 'password', 'password_confirmation']) {
      expect(bad).toContain(`<p class="field-error" id="${f}-error">This field is required</p>`);
      expect(bad).toMatch(new RegExp(`id="${f}"[^>]*aria-invalid="true"`));
    }
    expect(bad).toContain('<a href="#current_password">Current password: This field is required</a>');

    // a weak password and a mismatching confirmation
    res = await b.post(`${loc}/update-password`, {
      current_password: PASSWORD,
      password: 'short',
      password_confirmation: 'other',
    });
    expect(res.status).toBe(422);
    bad = await res.text();
    expect(bad).toContain('<p class="field-error" id="password-error">Password is not valid</p>');
    expect(bad).toContain(
      '<p class="field-error" id="password_confirmation-error">Confirm password must match</p>',
    );
    expect(bad).toMatch(
      /id="password"[^>]*aria-invalid="true" aria-describedby="password-error password-hint"/,
    );
    res = await b.post(`${loc}/update-password`, {
      current_password: PASSWORD,
      password: 'alllowercase1',
      password_confirmation: 'alllowercase1',
    });
    expect(await res.text()).toContain(
      '<p class="field-error" id="password-error">Password is not valid</p>',
    );

    // a wrong current password: refused on its field and counted as a failed sign-in
    res = await b.post(`${loc}/update-password`, {
      current_password: 'Wrong1234',
      password: 'NewPass123',
      password_confirmation: 'NewPass123',
    });
    expect(res.status).toBe(401);
    expect(await res.text()).toContain(
      '<p class="field-error" id="current_password-error">The current password is not correct</p>',
    );
    const counted = await srv.db.query<{ hits: number }>(
      `select hits from rate_limits where key = 'signin:device:user:' || (select id from users where username = 'leaver')`,
    );
    expect(counted.rows[0]?.hits).toBe(1);
    expect(await hashOf('leaver')).toBe(original);

    // success (Bengali digits typed into the new password are read as ASCII, like the shared rule stores them)
    res = await b.post(`${loc}/update-password`, {
      current_password: PASSWORD,
      password: 'NewPass১২৩',
      password_confirmation: 'NewPass১২৩',
    });
    expect(res.status).toBe(303);
    const back = await follow(b, res.headers.get('location') ?? '');
    expect(back.startsWith(`${CALLBACK()}?`)).toBe(true);
    const code = new URL(back).searchParams.get('code') ?? '';
    expect(code).toBeTruthy();
    const t = await redeem(code, a.verifier, a.redirect);
    expect(t.status).toBe(200);
    expect(t.json.access_token).toBeTruthy();
    expect(t.json.refresh_token).toBeTruthy();
    const me = await fetch(`${base}/me`, { headers: { authorization: `Bearer ${t.json.access_token}` } });
    expect(((await me.json()) as { username: string }).username).toBe('leaver');
    expect(
      await srv.db.query(
        `select 1 from rate_limits where key = 'signin:device:user:' || (select id from users where username = 'leaver')`,
      ),
    ).toMatchObject({
      rows: [],
    });

    // the other device's refresh token ended with the change
    const refresh = await fetch(`${base}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: 'youth',
        grant_type: 'refresh_token',
        refresh_token: other.tokens?.json.refresh_token ?? '',
      }).toString(),
    });
    expect(refresh.status).toBe(400);

    // the old password no longer signs in; the new one does
    const old = await signIn(new Browser(), 'leaver', PASSWORD);
    expect(old.status).toBe(401);
    expect(old.page).toContain('Invalid username or password');
    const fresh = await signIn(new Browser(), 'leaver', 'NewPass123');
    expect(fresh.tokens?.status).toBe(200);
    await setPassword('leaver', original);
  });

  it('with an existing session the change page comes at once; the session survives the change', async () => {
    const original = await hashOf('target');
    const b = new Browser();
    expect((await signIn(b, 'target', PASSWORD)).tokens?.status).toBe(200);
    const a = authorize(CALLBACK(), UPDATE);
    const loc = await follow(b, a.url);
    const html = await (await b.go(loc)).text();
    expect(html).toContain('You are signed in as target.');
    expect(html).not.toContain('<label for="username">');
    const res = await b.post(`${loc}/update-password`, {
      current_password: PASSWORD,
      password: 'Changed123',
      password_confirmation: 'Changed123',
    });
    expect(res.status).toBe(303);
    const back = await follow(b, res.headers.get('location') ?? '');
    expect((await redeem(new URL(back).searchParams.get('code') ?? '', a.verifier, a.redirect)).status).toBe(
      200,
    );
    // same browser, next portal visit: single sign-on still works without a password
    const again = authorize(`${youthOrigin()}/auth/callback`);
    const sso = await follow(b, again.url);
    expect(sso.startsWith(`${youthOrigin()}/auth/callback?`)).toBe(true);
    await setPassword('target', original);
  });

  it('wrong current passwords lock like failed sign-ins', async () => {
    const b = new Browser();
    expect((await signIn(b, 'trainer', PASSWORD)).tokens?.status).toBe(200);
    const loc = await follow(b, authorize(CALLBACK(), UPDATE).url);
    for (let i = 0; i < MAX_FAILURES; i++) {
      const res = await b.post(`${loc}/update-password`, {
        current_password: `Wrong${i}123`,
        password: 'NewPass123',
        password_confirmation: 'NewPass123',
      });
      expect(res.status).toBe(401);
    }
    const res = await b.post(`${loc}/update-password`, {
      current_password: PASSWORD,
      password: 'NewPass123',
      password_confirmation: 'NewPass123',
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await res.text()).toContain('Too many failed attempts');
    // a session's failures hold up that session only: the account is not locked for its owner elsewhere (ADR 0023)
    const signin = await signIn(new Browser(), 'trainer', PASSWORD);
    expect(signin.tokens?.status).toBe(200);
  });

  it('cancel returns access_denied to the callback; prompt=none and unknown actions are refused', async () => {
    const b = new Browser();
    expect((await signIn(b, 'youth', PASSWORD)).tokens?.status).toBe(200);
    const loc = await follow(b, authorize(CALLBACK(), UPDATE).url);
    const res = await b.post(`${loc}/abort`, {});
    const back = await follow(b, res.headers.get('location') ?? '');
    expect(new URL(back).searchParams.get('error')).toBe('access_denied');

    const none = await follow(b, authorize(CALLBACK(), { ...UPDATE, prompt: 'none' }).url);
    expect(new URL(none).searchParams.get('error')).toBe('interaction_required');

    const unknown = await b.go(authorize(CALLBACK(), { kc_action: 'DELETE_ACCOUNT' }).url);
    expect(unknown.status).toBe(303);
    expect(new URL(unknown.headers.get('location') ?? '').searchParams.get('error')).toBe('invalid_request');

    // the change form answers only its own prompt: a plain sign-in interaction refuses it
    const c = new Browser();
    const plain = await follow(c, authorize(`${youthOrigin()}/auth/callback`).url);
    const refused = await c.post(`${plain}/update-password`, {
      current_password: PASSWORD,
      password: 'NewPass123',
      password_confirmation: 'NewPass123',
    });
    expect(refused.status).toBe(400);
  });
});
