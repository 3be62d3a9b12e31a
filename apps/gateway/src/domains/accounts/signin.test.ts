import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainOutbox } from '../notifications/outbox';
import { API_KEY, startGateway, type TestGateway } from '../../test/harness';
import { TestBrowser } from '../../test/test-browser';

/*
 * The account a youth registers is the account the built-in OIDC provider signs in (one user store): the full
 * authorization-code + PKCE flow against the real gateway, before and after the mobile is verified, and after a
 * forgotten password was reset.
 */

let gw: TestGateway;
let base: string;
beforeAll(async () => {
  gw = await startGateway({ listen: true });
  base = gw.config.publicUrl;
});
afterAll(async () => gw?.close());

/** The miniature browser on this file's gateway. */
class Browser extends TestBrowser {
  constructor() {
    super(() => base);
  }
}

const api = (method: string, path: string, body?: unknown, token?: string) =>
  fetch(`${base}${path}`, {
    method,
    headers: {
      'api-key': API_KEY,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function codeSentTo(mobile: string): Promise<string> {
  await drainOutbox(gw.db, gw.app.services.channels);
  const r = await gw.db.query<{ body: string }>(
    'select body from dev_outbox where recipient = $1 order by id desc limit 1',
    [mobile],
  );
  const code = /\b(\d{6})\b/.exec(r.rows[0]?.body ?? '')?.[1];
  if (!code) throw new Error('no code in the outbox');
  return code;
}

/** Youth portal sign-in: authorize → sign-in page → credentials → code → tokens. Null when the page refuses. */
async function signIn(username: string, password: string): Promise<{ access_token: string } | null> {
  const b = new Browser();
  const verifier = randomBytes(32).toString('base64url');
  const redirect = `${gw.config.portalOrigins[0]}/auth/callback`;
  const auth = new URL(`${base}/oidc/auth`);
  for (const [k, v] of Object.entries({
    client_id: 'youth',
    response_type: 'code',
    scope: 'openid profile email',
    redirect_uri: redirect,
    state: 'st',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }))
    auth.searchParams.set(k, v);
  const interaction = (await b.go(auth.toString())).headers.get('location') ?? '';
  expect(interaction).toMatch(/^\/interaction\//);
  await b.go(interaction);
  const login = await b.go(`${interaction}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  });
  if (login.status !== 303) return null;
  const back = await b.go(login.headers.get('location') ?? '');
  const code = new URL(back.headers.get('location') ?? '').searchParams.get('code');
  const token = await fetch(`${base}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: 'youth',
      redirect_uri: redirect,
      code: code ?? '',
      code_verifier: verifier,
    }).toString(),
  });
  expect(token.status).toBe(200);
  return (await token.json()) as { access_token: string };
}

describe('a registered youth signs in through the OIDC provider', () => {
  it('is refused before verifying the mobile, signs in after, and again with a reset password', async () => {
    const loc = (
      await gw.db.query<{ division: number; district: number }>(
        'select division_id as division, id as district from districts order by id limit 1',
      )
    ).rows[0];
    const youth = {
      full_name: 'নুসরাত জাহান',
      full_name_en: 'Nusrat Jahan',
      gender: 2,
      date_of_birth: '1999-05-20',
      mobile: '01551234567',
      username: 'nusrat_j',
      loc_division_id: loc?.division,
      loc_district_id: loc?.district,
      password: 'Secret123',
      password_confirmation: 'Secret123',
    };
    expect((await api('POST', '/public/registrations/youth', youth)).status).toBe(201);
    expect(await signIn(youth.username, youth.password)).toBeNull(); // unverified: the same refusal as a wrong password

    const code = await codeSentTo(youth.mobile);
    expect(
      (
        await api('POST', '/public/registrations/youth/mobile-verification-receive', {
          username: youth.username,
          code,
        })
      ).status,
    ).toBe(200);
    const tokens = await signIn(youth.username, youth.password);
    expect(tokens?.access_token).toBeTruthy();
    const profile = await api('GET', '/protected/auth/profile', undefined, tokens?.access_token);
    expect(profile.status).toBe(200);
    expect((await profile.json()).data).toMatchObject({
      username: 'nusrat_j',
      full_name_en: 'Nusrat Jahan',
      user_type_code: 3,
    });

    await gw.db.query('delete from rate_limits');
    expect((await api('POST', '/public/forgot-password/send-otp', { username: youth.username })).status).toBe(
      202,
    );
    const otp = await codeSentTo(youth.mobile);
    const grant = (
      await (
        await api('POST', '/public/forgot-password/verify-otp', { username: youth.username, code: otp })
      ).json()
    ).data;
    const reset = await api('POST', '/public/forgot-password/reset-password', {
      reset_token: grant.reset_token,
      password: 'Changed456',
      password_confirmation: 'Changed456',
    });
    expect(reset.status).toBe(200);
    expect(await signIn(youth.username, youth.password)).toBeNull();
    expect((await signIn(youth.username, 'Changed456'))?.access_token).toBeTruthy();
    // typed on a Bengali keyboard, the same digits sign in too (the shared rule stores them as ASCII)
    expect((await signIn(youth.username, 'Changed৪৫৬'))?.access_token).toBeTruthy();
  });

  it('the sign-in page links to the youth portal’s forgot-password and signup screens', async () => {
    const b = new Browser();
    const auth = new URL(`${base}/oidc/auth`);
    const verifier = randomBytes(32).toString('base64url');
    for (const [k, v] of Object.entries({
      client_id: 'youth',
      response_type: 'code',
      scope: 'openid',
      redirect_uri: `${gw.config.portalOrigins[0]}/auth/callback`,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    }))
      auth.searchParams.set(k, v);
    const page = await (await b.go((await b.go(auth.toString())).headers.get('location') ?? '')).text();
    const youth = gw.config.portalOrigins[0];
    expect(page).toContain(`<a href="${youth}/forgot-password">Forgot password?</a>`);
    expect(page).toContain(`<a href="${youth}/signup">Create an account</a>`);
  });
});
