import { LIMITS, REGISTRATION_LIMITS } from '@platform/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { findUserByUsername, loadUserAccess } from '../../identity/users';
import { verifyPassword } from '../../identity/password';
import { drainOutbox } from '../notifications/outbox';
import { fakeIdentity, headers, startGateway, type TestGateway } from '../../test/harness';

let gw: TestGateway;
let loc: { division: number; district: number; upazila: number; otherDistrict: number };

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  const r = await gw.db.query<{ division: number; district: number; upazila: number }>(
    `select d.division_id as division, d.id as district, u.id as upazila from districts d join upazilas u on u.district_id = d.id order by d.id, u.id limit 1`,
  );
  const row = r.rows[0];
  if (!row) throw new Error('no seeded locations');
  const other = await gw.db.query<{ id: number }>(
    'select id from districts where division_id <> $1 order by id limit 1',
    [row.division],
  );
  loc = { ...row, otherDistrict: other.rows[0]?.id ?? 0 };
});
afterAll(async () => gw?.close());
// every test starts with clean per-address limits and resend waits (all requests come from 127.0.0.1)
beforeEach(async () => {
  await gw.db.query('delete from rate_limits');
});

const post = (url: string, payload: unknown, user?: string) =>
  gw.app.inject({ method: 'POST', url, headers: headers(user), payload: payload as Record<string, unknown> });
const get = (url: string) => gw.app.inject({ method: 'GET', url, headers: headers() });

let seq = 0;
/** A valid youth with unique username, mobile and e-mail. */
function youth(over: Record<string, unknown> = {}) {
  seq += 1;
  const n = String(seq).padStart(4, '0');
  return {
    full_name: 'রহিমা খাতুন',
    full_name_en: 'Rahima Khatun',
    gender: 2,
    date_of_birth: '2000-01-31',
    mobile: `0191234${n}`,
    email: `rahima${n}@example.com`,
    username: `rahima_${n}`,
    loc_division_id: loc.division,
    loc_district_id: loc.district,
    loc_upazila_id: loc.upazila,
    password: 'Secret123',
    password_confirmation: 'Secret123',
    ...over,
  };
}

/** Delivers the outbox to the local (demo) outbox and reads the newest message to `recipient`. */
async function lastMessage(recipient: string): Promise<string | null> {
  await drainOutbox(gw.db, gw.app.services.channels);
  const r = await gw.db.query<{ body: string }>(
    'select body from dev_outbox where recipient = $1 order by id desc limit 1',
    [recipient],
  );
  return r.rows[0]?.body ?? null;
}
async function codeSentTo(mobile: string): Promise<string> {
  const code = /\b(\d{6})\b/.exec((await lastMessage(mobile)) ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${mobile}`);
  return code;
}
async function linkRefSentTo(email: string): Promise<string> {
  const ref = /ref=([\w-]+)/.exec((await lastMessage(email)) ?? '')?.[1];
  if (!ref) throw new Error(`no link sent to ${email}`);
  return ref;
}
const outboxCount = async () =>
  (await gw.db.query<{ n: number }>('select count(*)::int as n from notification_logs')).rows[0]?.n ?? 0;
/** Ends the resend wait of a username as if 3 minutes had passed. */
const endWait = (purpose: string, username: string) =>
  gw.db.query(`update rate_limits set window_ends_at = now() - interval '1 second' where key = $1`, [
    `resend:${purpose}:${username.toLowerCase()}`,
  ]);
const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** The free usernames a 'username taken' field error offers (the JSON text of a message with values). */
function suggestionsIn(messages: string[] | undefined): string[] {
  const parsed = JSON.parse(messages?.[0] ?? '{}') as { id?: string; values?: { suggestions?: string } };
  expect(parsed.id).toBe('registration.errors.username_taken');
  return (parsed.values?.suggestions ?? '').split(', ').filter(Boolean);
}

async function registered(over: Record<string, unknown> = {}) {
  const body = youth(over);
  const r = await post('/public/registrations/youth', body);
  expect(r.statusCode, r.body).toBe(201);
  return { body, receipt: r.json().data, code: await codeSentTo(body.mobile) };
}

describe('POST /public/registrations/youth', () => {
  it('creates an inactive youth, sends a code by SMS and a link by e-mail, and never answers with the code', async () => {
    const body = youth();
    const r = await post('/public/registrations/youth', body);
    expect(r.statusCode).toBe(201);
    const data = r.json().data;
    expect(data).toMatchObject({
      username: body.username,
      user_type_code: 3,
      vendor_status: null,
      mobile_hint: `019${'•'.repeat(5)}${body.mobile.slice(-3)}`,
    });
    expect(data.email_hint).toMatch(/^r•+@example\.com$/);
    const sent = Date.parse(data.resend_available_at) - Date.now();
    expect(sent).toBeGreaterThan(LIMITS.RESEND_VERIFICATION_WAIT_MS - 5000);
    expect(sent).toBeLessThanOrEqual(LIMITS.RESEND_VERIFICATION_WAIT_MS);
    expect(Date.parse(data.code_expires_at) - Date.now()).toBeGreaterThan(
      REGISTRATION_LIMITS.CODE_TTL_S * 1000 - 5000,
    );

    const code = await codeSentTo(body.mobile);
    expect(r.body).not.toContain(code);
    const stored = await gw.db.query<{ code_hash: string }>(
      'select code_hash from verification_codes c join users u on u.id = c.user_id where u.username = $1',
      [body.username],
    );
    expect(stored.rows[0]?.code_hash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(stored.rows)).not.toContain(code);
    expect(await linkRefSentTo(body.email)).toMatch(/^[\w-]{43}$/);

    const user = await findUserByUsername(gw.db, body.username);
    expect(user).toMatchObject({
      row_status: 0,
      user_type_code: 3,
      full_name: 'রহিমা খাতুন',
      email: body.email,
      mobile: body.mobile,
      gender: 2,
    });
    expect(await verifyPassword(user?.password_hash ?? '', 'Secret123')).toBe(true);
    expect(await loadUserAccess(gw.db, user?.id ?? 0)).toBeNull(); // cannot sign in or call the API yet
    const row = (
      await gw.db.query<Record<string, unknown>>(
        'select date_of_birth::text as dob, loc_division_id, loc_district_id, loc_upazila_id, mobile_verified_at, email_verified_at from users where id = $1',
        [user?.id],
      )
    ).rows[0];
    expect(row).toMatchObject({
      dob: '2000-01-31',
      loc_division_id: loc.division,
      loc_district_id: loc.district,
      loc_upazila_id: loc.upazila,
      mobile_verified_at: null,
      email_verified_at: null,
    });
  });

  it('answers every missing field with its required message and writes nothing', async () => {
    const before = await outboxCount();
    const r = await post('/public/registrations/youth', {});
    expect(r.statusCode).toBe(422);
    expect(r.json()).toMatchObject({ status: { success: false, code: 422, message: 'errors.validation' } });
    const required = [
      'full_name',
      'mobile',
      'username',
      'password',
      'password_confirmation',
      'gender',
      'date_of_birth',
      'loc_division_id',
      'loc_district_id',
    ];
    expect(Object.keys(r.json().errors).sort()).toEqual([...required].sort());
    for (const field of required) expect(r.json().errors[field]).toEqual(['validation.required']);
    expect(await outboxCount()).toBe(before);
  });

  it.each([
    [
      'password',
      { password: 'password1', password_confirmation: 'password1' },
      'password',
      'validation.password',
    ],
    [
      'confirmation',
      { password_confirmation: 'Secret124' },
      'password_confirmation',
      'validation.password_confirm',
    ],
    [
      'mobile digits',
      { mobile: '0171234567' },
      'mobile',
      '{"id":"validation.mobile_digits","values":{"digits":11}}',
    ],
    ['invalid mobile', { mobile: '02123456789' }, 'mobile', 'validation.mobile'],
    ['e-mail', { email: 'not-an-email' }, 'email', 'validation.email'],
    ['date of birth', { date_of_birth: '2001-13-01' }, 'date_of_birth', 'validation.dob_invalid'],
    [
      'minimum age',
      { date_of_birth: `${new Date().getFullYear() - 19}-01-01` },
      'date_of_birth',
      '{"id":"validation.dob_min_age","values":{"years":20}}',
    ],
    ['gender', { gender: 9 }, 'gender', 'validation.one_of'],
    ['username format', { username: 'has space' }, 'username', 'validation.format'],
  ])('refuses a bad %s with the spec message', async (_label, over, field, message) => {
    const body = youth(over);
    const r = await post('/public/registrations/youth', body);
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual({ [field]: [message] });
    expect(await findUserByUsername(gw.db, body.username)).toBeNull();
  });

  it('reads Bengali digits in the mobile, date of birth and location ids', async () => {
    const bn = (s: string | number) =>
      String(s).replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)));
    const body = youth();
    const r = await post('/public/registrations/youth', {
      ...body,
      mobile: bn(body.mobile),
      date_of_birth: bn('2000-01-31'),
      loc_division_id: bn(loc.division),
      loc_district_id: bn(loc.district),
      loc_upazila_id: bn(loc.upazila),
    });
    expect(r.statusCode, r.body).toBe(201);
    expect((await findUserByUsername(gw.db, body.username))?.mobile).toBe(body.mobile);
  });

  it('answers Already exists for a taken username, mobile and e-mail (any case) and changes nothing', async () => {
    const { body: first } = await registered();
    const users = (await gw.db.query<{ n: number }>('select count(*)::int as n from users')).rows[0]?.n;
    const r = await post(
      '/public/registrations/youth',
      youth({
        username: first.username.toUpperCase(),
        mobile: first.mobile,
        email: first.email.toUpperCase(),
      }),
    );
    expect(r.statusCode).toBe(422);
    const errors = r.json().errors;
    expect(errors).toMatchObject({
      mobile: ['validation.already_exists'],
      email: ['validation.already_exists'],
    });
    expect(suggestionsIn(errors.username)).toHaveLength(3);
    expect((await gw.db.query<{ n: number }>('select count(*)::int as n from users')).rows[0]?.n).toBe(users);
    // a seeded account's username is taken too
    expect(
      Object.keys((await post('/public/registrations/youth', youth({ username: 'youth' }))).json().errors),
    ).toEqual(['username']);
  });

  it('suggests free usernames for a taken one (issue 12, defect 11), each of them free to register', async () => {
    const { body: first } = await registered();
    const errors = (await post('/public/registrations/youth', youth({ username: first.username }))).json()
      .errors;
    const suggestions = suggestionsIn(errors.username);
    expect(suggestions.length).toBeGreaterThan(0);
    for (const name of suggestions) {
      expect(name).toMatch(/^[A-Za-z0-9._-]{3,100}$/);
      expect(name.toLowerCase()).not.toBe(first.username.toLowerCase());
    }
    const again = await post('/public/registrations/youth', youth({ username: suggestions[0] }));
    expect(again.statusCode, again.body).toBe(201);
  });

  it('refuses unknown or mismatched locations', async () => {
    const r = await post(
      '/public/registrations/youth',
      youth({ loc_district_id: loc.otherDistrict, loc_upazila_id: loc.upazila }),
    );
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual({
      loc_district_id: ['validation.reference_missing'],
      loc_upazila_id: ['validation.reference_missing'],
    });
    const unknown = await post('/public/registrations/youth', youth({ loc_division_id: 999999 }));
    expect(unknown.json().errors.loc_division_id).toEqual(['validation.reference_missing']);
  });

  it('leaves nothing half-written when the outbox fails in the middle', async () => {
    const spy = vi.spyOn(gw.app.services.notifier, 'notify').mockRejectedValueOnce(new Error('queue down'));
    const body = youth();
    const before = await outboxCount();
    const r = await post('/public/registrations/youth', body);
    spy.mockRestore();
    expect(r.statusCode).toBe(500);
    expect(r.json().status.message).toBe('errors.internal');
    expect(await findUserByUsername(gw.db, body.username)).toBeNull();
    expect(await outboxCount()).toBe(before);
    // and the same data registers fine afterwards
    expect((await post('/public/registrations/youth', body)).statusCode).toBe(201);
  });

  it('releases an account never verified within 24 hours, so its username and mobile can register again', async () => {
    const { body } = await registered();
    await gw.db.query(
      `update users set self_registered_at = now() - interval '25 hours' where username = $1`,
      [body.username],
    );
    const again = await post('/public/registrations/youth', { ...body, email: 'someone.else@example.com' });
    expect(again.statusCode, again.body).toBe(201);
    const rows = await gw.db.query<{ username: string; deleted: boolean }>(
      `select username, deleted_at is not null as deleted from users where username like $1 order by id`,
      [`${body.username}%`],
    );
    expect(rows.rows).toEqual([
      { username: expect.stringMatching(new RegExp(`^${body.username}#released#\\d+$`)), deleted: true },
      { username: body.username, deleted: false },
    ]);
  });

  it('limits registrations per address', async () => {
    let last = 0;
    for (let i = 0; i < 31; i++) last = (await post('/public/registrations/youth', {})).statusCode;
    expect(last).toBe(429);
  });
});

describe('mobile verification', () => {
  it('activates the youth with the right code: the API then knows the account', async () => {
    const { body, code } = await registered();
    const r = await post('/public/registrations/youth/mobile-verification-receive', {
      username: body.username,
      code,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toEqual({ username: body.username, can_sign_in: true, vendor_status: null });
    const user = await findUserByUsername(gw.db, body.username);
    expect(user?.row_status).toBe(1);
    expect(await loadUserAccess(gw.db, user?.id ?? 0)).toMatchObject({
      username: body.username,
      user_type_code: 3,
    });
    const profile = await gw.app.inject({
      method: 'GET',
      url: '/protected/auth/profile',
      headers: headers(body.username),
    });
    expect(profile.json().data).toMatchObject({
      username: body.username,
      full_name: 'রহিমা খাতুন',
      user_type_code: 3,
    });
    // single use: the same code again is refused
    const again = await post('/public/youth-profile-verification', { username: body.username, code });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ code: ['registration.errors.code_invalid'] });
  });

  it('accepts the code typed in Bengali digits (youth-profile-verification is the same call)', async () => {
    const { body, code } = await registered();
    const bn = code.replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)));
    const r = await post('/public/youth-profile-verification', { username: body.username, code: bn });
    expect(r.statusCode).toBe(200);
  });

  it('refuses a wrong code, an expired code, and every try after the fifth wrong one', async () => {
    const { body, code } = await registered();
    const wrong = await post('/public/registrations/youth/mobile-verification-receive', {
      username: body.username,
      code: other(code),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ code: ['registration.errors.code_invalid'] });
    for (let i = 2; i <= REGISTRATION_LIMITS.CODE_MAX_ATTEMPTS; i++) {
      expect(
        (
          await post('/public/registrations/youth/mobile-verification-receive', {
            username: body.username,
            code: other(code),
          })
        ).statusCode,
      ).toBe(422);
    }
    const locked = await post('/public/registrations/youth/mobile-verification-receive', {
      username: body.username,
      code,
    });
    // used up: even the right digits are refused, with the one answer every refused code gets
    expect(locked.statusCode).toBe(422);
    expect(locked.json().errors).toEqual({ code: ['registration.errors.code_invalid'] });
    expect((await findUserByUsername(gw.db, body.username))?.row_status).toBe(0);

    // a new code (after the wait) works again
    await endWait('mobile_verification', body.username);
    expect(
      (await post('/public/youth-resend-verification-code', { username: body.username })).statusCode,
    ).toBe(202);
    const fresh = await codeSentTo(body.mobile);
    await gw.db.query(
      `update verification_codes set expires_at = now() - interval '1 second' where consumed_at is null and user_id = (select id from users where username = $1)`,
      [body.username],
    );
    const expired = await post('/public/registrations/youth/mobile-verification-receive', {
      username: body.username,
      code: fresh,
    });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors).toEqual({ code: ['registration.errors.code_invalid'] });
  });

  it('refuses the code format with the spec message (Pin length is 6 digits)', async () => {
    const r = await post('/public/registrations/youth/mobile-verification-receive', {
      username: 'x',
      code: '12345',
    });
    expect(r.json().errors).toEqual({ code: ['{"id":"validation.pin_length","values":{"length":6}}'] });
  });

  it('answers an unknown username like a wrong code', async () => {
    const r = await post('/public/registrations/youth/mobile-verification-receive', {
      username: 'nobody_here',
      code: '123456',
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual({ code: ['registration.errors.code_invalid'] });
    // and an active account is not "verified" again
    const seeded = await post('/public/registrations/youth/mobile-verification-receive', {
      username: 'youth',
      code: '123456',
    });
    expect(seeded.json().errors).toEqual({ code: ['registration.errors.code_invalid'] });
  });

  it('resends only after 180000 ms; the new code replaces the old one', async () => {
    const { body, code } = await registered();
    const early = await post('/public/registrations/youth/mobile-verification-send', {
      username: body.username,
    });
    expect(early.statusCode).toBe(429);
    expect(early.json().status.message).toBe('registration.errors.resend_wait');
    const retry = Number(early.headers['retry-after']);
    expect(retry).toBeGreaterThan(170);
    expect(retry).toBeLessThanOrEqual(180);
    expect(
      (await post('/public/youth-resend-verification-code', { username: body.username })).statusCode,
    ).toBe(429);

    await endWait('mobile_verification', body.username);
    const resent = await post('/public/registrations/youth/mobile-verification-send', {
      username: body.username,
    });
    expect(resent.statusCode).toBe(202);
    const fresh = await codeSentTo(body.mobile);
    expect(resent.body).not.toContain(fresh);
    expect(Date.parse(resent.json().data.resend_available_at) - Date.now()).toBeGreaterThan(170_000);
    if (fresh !== code) {
      const old = await post('/public/registrations/youth/mobile-verification-receive', {
        username: body.username,
        code,
      });
      expect(old.json().errors).toEqual({ code: ['registration.errors.code_invalid'] });
    }
    expect(
      (
        await post('/public/registrations/youth/mobile-verification-receive', {
          username: body.username,
          code: fresh,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('sends the code in Bengali to a youth who signed up in Bengali, and in the language a resend asks for', async () => {
    const bengali = await registered({ preferred_locale: 'bn-BD' });
    const sms = (await lastMessage(bengali.body.mobile)) ?? '';
    expect(sms).toContain('আপনার যাচাই কোড');
    expect(sms).not.toMatch(/[A-Za-z]/);
    expect(sms).toContain(bengali.code);

    const english = await registered({ preferred_locale: 'en-US' });
    expect(await lastMessage(english.body.mobile)).toMatch(/verification code/i);
    await endWait('mobile_verification', english.body.username);
    const resent = await post('/public/registrations/youth/mobile-verification-send', {
      username: english.body.username,
      preferred_locale: 'bn-BD',
    });
    expect(resent.statusCode).toBe(202);
    expect(await lastMessage(english.body.mobile)).toContain('আপনার যাচাই কোড');
  });

  it('answers an unknown username exactly like a known one, and sends nothing', async () => {
    const before = await outboxCount();
    const r = await post('/public/registrations/youth/mobile-verification-send', {
      username: 'nobody_at_all',
    });
    expect(r.statusCode).toBe(202);
    expect(Object.keys(r.json().data).sort()).toEqual(['code_expires_at', 'resend_available_at']);
    expect(
      (await post('/public/registrations/youth/mobile-verification-send', { username: 'nobody_at_all' }))
        .statusCode,
    ).toBe(429);
    expect(await outboxCount()).toBe(before);
  });

  it('sends at most 10 codes a day to one account', async () => {
    const { body } = await registered();
    for (let i = 1; i < REGISTRATION_LIMITS.CODES_PER_DAY; i++) {
      await endWait('mobile_verification', body.username);
      await gw.db.query('delete from rate_limits where key like $1', ['rl:%']);
      expect(
        (await post('/public/registrations/youth/mobile-verification-send', { username: body.username }))
          .statusCode,
      ).toBe(202);
    }
    const before = await outboxCount();
    await endWait('mobile_verification', body.username);
    expect(
      (await post('/public/registrations/youth/mobile-verification-send', { username: body.username }))
        .statusCode,
    ).toBe(202);
    expect(await outboxCount()).toBe(before);
  });

  it('limits code guesses per address across accounts', async () => {
    let last = 0;
    for (let i = 0; i < 21; i++)
      last = (
        await post('/public/registrations/youth/mobile-verification-receive', {
          username: `guess_${i}`,
          code: '000000',
        })
      ).statusCode;
    expect(last).toBe(429);
  });
});

describe('e-mail verification', () => {
  it('verifies the address with the link ref once', async () => {
    const { body } = await registered();
    const ref = await linkRefSentTo(body.email);
    const r = await get(`/public/registrations/email-verification-receive?ref=${ref}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toEqual({ email_verified: true });
    const row = await gw.db.query<{ v: boolean }>(
      'select email_verified_at is not null as v from users where username = $1',
      [body.username],
    );
    expect(row.rows[0]?.v).toBe(true);
    const again = await get(`/public/registrations/email-verification-receive?ref=${ref}`);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ ref: ['registration.errors.link_invalid'] });
    expect((await get('/public/registrations/email-verification-receive?ref=made-up')).statusCode).toBe(422);
  });

  it('email-invitation sends a new link (the old one stops working) and answers unknown usernames the same', async () => {
    const { body } = await registered();
    const first = await linkRefSentTo(body.email);
    const r = await post('/public/registrations/email-invitation', { username: body.username });
    expect(r.statusCode).toBe(202);
    expect(r.json().data).toEqual({ accepted: true });
    const second = await linkRefSentTo(body.email);
    expect(second).not.toBe(first);
    expect((await get(`/public/registrations/email-verification-receive?ref=${first}`)).statusCode).toBe(422);
    expect(
      (await post('/public/registrations/email-invitation', { username: body.username })).statusCode,
    ).toBe(429);
    const unknown = await post('/public/registrations/email-invitation', { username: 'nobody_mail' });
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json().data).toEqual({ accepted: true });
    expect((await get(`/public/registrations/email-verification-receive?ref=${second}`)).statusCode).toBe(
      200,
    );
  });
});

describe('the location lookups the signup form reads', () => {
  it('filter districts by division and upazilas by district', async () => {
    const districts = await get(`/public/districts?division_id=${loc.division}&page_size=100`);
    expect(districts.statusCode).toBe(200);
    const d = districts.json().data as { division_id: number }[];
    expect(d.length).toBeGreaterThan(0);
    expect(d.every((row) => row.division_id === loc.division)).toBe(true);
    const upazilas = (await get(`/public/upazilas?district_id=${loc.district}&page_size=100`)).json()
      .data as { district_id: number }[];
    expect(upazilas.length).toBeGreaterThan(0);
    expect(upazilas.every((row) => row.district_id === loc.district)).toBe(true);
  });
});

describe('verify-user-data', () => {
  it.each(['/public/verify-user-data', '/public/youth/verify-user-data'])(
    '%s answers Already exists per taken field',
    async (url) => {
      const taken = await post(url, {
        username: 'YOUTH',
        email: 'youth@platform.local',
        mobile: '01799999999',
      });
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors).toMatchObject({ email: ['validation.already_exists'] });
      expect(Object.keys(taken.json().errors).sort()).toEqual(['email', 'username']);
      expect(suggestionsIn(taken.json().errors.username).length).toBeGreaterThan(0);
      const free = await post(url, { username: 'brand_new_name' });
      expect(free.statusCode).toBe(200);
      expect(free.json().data).toEqual({ available: true });
      expect((await post(url, {})).json().errors).toEqual({
        username: ['{"id":"validation.at_least_one","values":{"field":"item"}}'],
      });
    },
  );
});

describe('vendor registration', () => {
  const vendor = (over: Record<string, unknown> = {}) => {
    seq += 1;
    const n = String(seq).padStart(4, '0');
    return {
      full_name: 'করিম হোসেন',
      full_name_en: 'Karim Hossain',
      email: `karim${n}@agro.example`,
      mobile: `0181234${n}`,
      username: `karim_${n}`,
      organization_name: 'Khulna Agro Foods',
      designation: 'HR Lead',
      password: 'Secret123',
      password_confirmation: 'Secret123',
      ...over,
    };
  };

  it('a recruiter verifies the phone, then waits for approval; an admin approves and it can sign in', async () => {
    const body = vendor();
    const r = await post('/public/registrations/recruiter', body);
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().data).toMatchObject({
      username: body.username,
      user_type_code: 4,
      vendor_status: 'pending',
    });
    const code = await codeSentTo(body.mobile);
    const verified = await post('/public/registrations/youth/mobile-verification-receive', {
      username: body.username,
      code,
    });
    expect(verified.json().data).toEqual({
      username: body.username,
      can_sign_in: false,
      vendor_status: 'pending',
    });
    const user = await findUserByUsername(gw.db, body.username);
    expect(user).toMatchObject({
      row_status: 0,
      user_type_code: 4,
      designation: 'HR Lead, Khulna Agro Foods',
    });
    expect(await loadUserAccess(gw.db, user?.id ?? 0)).toBeNull();

    const pending = await gw.app.inject({
      method: 'GET',
      url: '/private/users?vendor_status=pending&page_size=100',
      headers: headers('admin'),
    });
    expect(pending.json().data.map((u: { username: string }) => u.username)).toContain(body.username);
    const approve = await gw.app.inject({
      method: 'PUT',
      url: `/private/users/${user?.id}/approve`,
      headers: headers('admin'),
    });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(await loadUserAccess(gw.db, user?.id ?? 0)).toMatchObject({
      username: body.username,
      user_type_code: 4,
    });
  });

  it.each([
    ['/public/registrations/content-provider', {}, 2],
    ['/public/registrations/vendor', { user_type_code: 2 }, 2],
    ['/public/registrations/vendor', { user_type_code: 4 }, 4],
  ])('%s %j registers user type %s, pending', async (url, extra, type) => {
    const r = await post(url, { ...vendor(), ...extra });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().data).toMatchObject({ user_type_code: type, vendor_status: 'pending' });
  });

  it('refuses a youth or system type through registrations/vendor, and checks the vendor fields', async () => {
    expect(
      (await post('/public/registrations/vendor', { ...vendor(), user_type_code: 1 })).json().errors,
    ).toEqual({ user_type_code: ['validation.one_of'] });
    const r = await post('/public/registrations/recruiter', {});
    expect(r.json().errors).toMatchObject({
      email: ['validation.required'],
      organization_name: ['validation.required'],
    });
    const taken = (await post('/public/registrations/recruiter', vendor({ username: 'recruiter' }))).json()
      .errors;
    expect(Object.keys(taken)).toEqual(['username']);
    expect(suggestionsIn(taken.username).length).toBeGreaterThan(0);
  });
});

describe('forgot password', () => {
  const send = (username: string) => post('/public/forgot-password/send-otp', { username });
  const verify = (username: string, code: string) =>
    post('/public/forgot-password/verify-otp', { username, code });
  const reset = (reset_token: string, password = 'NewPass123', password_confirmation = password) =>
    post('/public/forgot-password/reset-password', { reset_token, password, password_confirmation });

  it('find account → OTP by SMS and e-mail → reset token → new password; sessions end, the token and the OTP are single use', async () => {
    const { body, code } = await registered();
    await post('/public/registrations/youth/mobile-verification-receive', { username: body.username, code });
    const ref = await linkRefSentTo(body.email);
    await get(`/public/registrations/email-verification-receive?ref=${ref}`);
    const user = await findUserByUsername(gw.db, body.username);
    await gw.db.query(
      `insert into oidc_model (model, id, payload) values ('Session', 'test-session', $1::jsonb)`,
      [JSON.stringify({ accountId: String(user?.id) })],
    );

    const sent = await send(body.username);
    expect(sent.statusCode).toBe(202);
    expect(sent.json().data).toEqual({ accepted: true });
    const otp = await codeSentTo(body.mobile);
    expect(await lastMessage(body.email)).toContain(otp);
    expect(sent.body).not.toContain(otp);

    expect((await verify(body.username, other(otp))).json().errors).toEqual({
      code: ['registration.errors.code_invalid'],
    });
    const ok = await verify(body.username, otp);
    expect(ok.statusCode, ok.body).toBe(200);
    const { reset_token, expires_at } = ok.json().data;
    expect(reset_token).toMatch(/^[\w-]{43}$/);
    expect(Date.parse(expires_at) - Date.now()).toBeLessThanOrEqual(
      REGISTRATION_LIMITS.RESET_TOKEN_TTL_S * 1000,
    );
    expect((await verify(body.username, otp)).statusCode).toBe(422); // the OTP is used

    const weak = await reset(reset_token, 'weak');
    expect(weak.json().errors).toEqual({ password: ['validation.password'] });
    const done = await reset(reset_token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toEqual({ password_reset: true });
    const after = await findUserByUsername(gw.db, body.username);
    expect(await verifyPassword(after?.password_hash ?? '', 'NewPass123')).toBe(true);
    expect(await verifyPassword(after?.password_hash ?? '', 'Secret123')).toBe(false);
    expect(
      (await gw.db.query(`select 1 from oidc_model where payload->>'accountId' = $1`, [String(user?.id)]))
        .rows,
    ).toEqual([]);

    const reused = await reset(reset_token, 'Another123');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors).toEqual({ reset_token: ['registration.errors.reset_token_invalid'] });
    expect(
      await verifyPassword(
        (await findUserByUsername(gw.db, body.username))?.password_hash ?? '',
        'NewPass123',
      ),
    ).toBe(true);
  });

  it('answers an unknown, an unverified and a known username the same, and sends only to the active account', async () => {
    const { body: unverified } = await registered();
    const before = await outboxCount();
    const answers = [];
    for (const username of ['nobody_forgot', unverified.username, 'youth2']) {
      const r = await send(username);
      answers.push([r.statusCode, r.json()]);
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[1]).toEqual(answers[2]);
    // only youth2 (seeded: contact data entered by the platform counts as verified) got a code, by SMS and e-mail
    expect((await outboxCount()) - before).toBe(2);
    expect(await lastMessage('01711000009')).toMatch(/\d{6}/);
    expect((await send('youth2')).statusCode).toBe(429);
  });

  it('finds the account by its verified mobile number too (typed any way), with one wait per account name', async () => {
    const before = await outboxCount();
    const r = await send('০১৭১১-০০০০০৯'); // youth2's number in Bengali digits
    expect(r.statusCode).toBe(202);
    expect(r.json().data).toEqual({ accepted: true });
    expect((await outboxCount()) - before).toBe(2);
    const otp = await codeSentTo('01711000009');
    // the same number in another form is the same name: no second code within the wait
    const again = await send('+8801711000009');
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(170);
    expect(again.json().status.message).toBe('registration.errors.resend_wait');
    // the code step names the account the same way
    const ok = await verify('01711000009', otp);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.reset_token).toMatch(/^[\w-]{43}$/);
    await endWait('password_reset', '01711000009');
  });

  it('answers a number no account verified like any unknown name, and sends nothing', async () => {
    const { body: unverified } = await registered();
    const before = await outboxCount();
    const unknown = await send('01999999990');
    const unproven = await send(unverified.mobile);
    expect(unknown.statusCode).toBe(202);
    expect(unproven.json()).toEqual(unknown.json());
    expect(await outboxCount()).toBe(before);
  });

  it('writes the code in the language of the page that asked, else the account’s own (issue 12)', async () => {
    await endWait('password_reset', 'youth2');
    await post('/public/forgot-password/send-otp', { username: 'youth2', preferred_locale: 'bn-BD' });
    expect(await lastMessage('01711000009')).toMatch(/কোড/);
    await endWait('password_reset', 'youth2');
    await post('/public/forgot-password/send-otp', { username: 'youth2', preferred_locale: 'en-US' });
    expect(await lastMessage('01711000009')).toMatch(/code/i);
    const bad = await post('/public/forgot-password/send-otp', {
      username: 'youth2',
      preferred_locale: 'fr',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['preferred_locale']);
    await endWait('password_reset', 'youth2');
  });

  it('refuses an expired OTP and locks after five wrong ones; a bad or expired reset token is refused', async () => {
    expect((await send('youth')).statusCode).toBe(202);
    const otp = await codeSentTo('01711000008');
    for (let i = 0; i < REGISTRATION_LIMITS.CODE_MAX_ATTEMPTS; i++)
      expect((await verify('youth', other(otp))).statusCode).toBe(422);
    const locked = await verify('youth', otp);
    expect(locked.statusCode).toBe(422);
    // locked, expired and unknown answer exactly alike: the answer never tells whether the account exists
    const unknown = await verify('no_such_user_here', otp);
    expect(locked.json()).toEqual(unknown.json());
    expect(locked.json().errors).toEqual({ code: ['registration.errors.code_invalid'] });

    await endWait('password_reset', 'youth');
    await send('youth');
    const second = await codeSentTo('01711000008');
    await gw.db.query(
      `update verification_codes set expires_at = now() - interval '1 second' where purpose = 'password_reset' and consumed_at is null`,
    );
    const expired = await verify('youth', second);
    expect(expired.json()).toEqual((await verify('no_such_user_here', second)).json());
    expect(expired.json().errors).toEqual({ code: ['registration.errors.code_invalid'] });

    await endWait('password_reset', 'youth');
    await send('youth');
    const third = await codeSentTo('01711000008');
    const token = (await verify('youth', third)).json().data.reset_token as string;
    await gw.db.query(
      `update account_tokens set expires_at = now() - interval '1 second' where purpose = 'password_reset' and consumed_at is null`,
    );
    expect((await reset(token)).json().errors).toEqual({
      reset_token: ['registration.errors.reset_token_invalid'],
    });
    expect((await reset('x'.repeat(43))).statusCode).toBe(422);
  });
});

describe('what the outbox keeps', () => {
  it('drops the code and the link from a delivered notification row', async () => {
    const { body } = await registered();
    const rows = await gw.db.query<{ variables: Record<string, unknown>; state: string }>(
      `select variables, state from notification_logs where user_id = (select id from users where username = $1)`,
      [body.username],
    );
    expect(rows.rows.length).toBe(2);
    for (const row of rows.rows) {
      expect(row.state).toBe('DONE');
      expect(row.variables).not.toHaveProperty('code');
      expect(row.variables).not.toHaveProperty('link');
    }
  });
});
