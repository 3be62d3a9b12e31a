import { type AdminUser, buildPath, type HttpMethod, userAdminEndpoints } from '@platform/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed';
import { verifyPassword } from '../../identity/password';
import { fakeIdentity, headers, startGateway, type TestGateway } from '../../test/harness';

let gw: TestGateway;
const ids: Record<string, number> = {};

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  for (const row of (await gw.db.query<{ id: number; username: string }>('select id, username from users'))
    .rows)
    ids[row.username] = row.id;
});
afterAll(async () => gw?.close());

const call = (method: HttpMethod, url: string, user?: string, payload?: unknown) =>
  gw.app.inject({
    method,
    url,
    headers: headers(user),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const get = (url: string, user = 'admin') => call('GET', url, user);
const put = (url: string, payload: unknown = {}, user = 'admin') => call('PUT', url, user, payload);
const post = (url: string, payload: unknown, user = 'admin') => call('POST', url, user, payload);
const id = (username: string) => {
  const value = ids[username];
  if (value === undefined) throw new Error(`no demo user ${username}`);
  return value;
};

/** Grants `keys` to a user directly (what an administrator's assignment would do). */
async function grant(username: string, keys: string[]) {
  await gw.db.query(
    `insert into user_permissions (user_id, permission_id) select u.id, p.id from users u, permissions p
     where u.username = $1 and p.key = any($2::text[]) on conflict do nothing`,
    [username, keys],
  );
}

const newUser = {
  // the test identity reads \w+ usernames only
  username: 'nadia_hr',
  full_name: 'নাদিয়া রহমান',
  full_name_en: 'Nadia Rahman',
  designation: 'HR Executive',
  email: 'nadia@example.com',
  mobile: '01912345678',
  user_type_code: 4,
  password: 'Strong123',
};

describe('authorisation of every identity administration endpoint', () => {
  const paths = Object.entries(userAdminEndpoints).map(
    ([name, ep]) => [name, ep.method, buildPath(ep.path, { id: 1 })] as const,
  );

  it.each(paths)('%s: 401 without a token', async (_name, method, url) => {
    const r = await call(method, url);
    expect(r.statusCode).toBe(401);
    expect(r.json().status).toMatchObject({ success: false, code: 401 });
  });

  it.each(paths)(
    '%s: 403 for a youth and for an admin-type user without the key',
    async (_name, method, url) => {
      for (const user of ['youth', 'recruiter']) {
        const r = await call(method, url, user, method === 'GET' ? undefined : {});
        expect(r.statusCode, user).toBe(403);
        expect(r.json().status.message).toBe('errors.forbidden');
      }
    },
  );

  it('seeds every key and gives them to the system admin role', async () => {
    const keys = [...new Set(Object.values(userAdminEndpoints).map((e) => e.permission))];
    const seeded = (
      await gw.db.query<{ key: string }>('select key from permissions where key = any($1::text[])', [keys])
    ).rows.map((r) => r.key);
    expect(seeded.sort()).toEqual([...keys].sort());
    const profile = (await get('/protected/auth/profile')).json().data as { permissions: string[] };
    expect(profile.permissions).toEqual(expect.arrayContaining(keys));
  });
});

describe('GET /private/users', () => {
  it('pages every user for a platform administrator, newest first, never with a password hash', async () => {
    const r = await get('/private/users?page=1&page_size=5');
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.data).toHaveLength(5);
    expect(body.meta).toMatchObject({ current_page: 1, page_size: 5 });
    expect(body.meta.total).toBeGreaterThanOrEqual(14);
    const ordered = (body.data as AdminUser[]).map((u) => u.id);
    expect([...ordered].sort((a, b) => b - a)).toEqual(ordered);
    expect(r.body).not.toContain('password');
    expect(r.body).not.toContain('argon2');
    const admin = (await get(`/private/users/${id('admin')}`)).json().data as AdminUser;
    expect(admin).toMatchObject({
      username: 'admin',
      user_type_code: 1,
      role_title_en: 'System Admin',
      row_status: 1,
      vendor_status: null,
    });
    expect(admin.message_channels).toEqual(['email', 'sms', 'in_app']);
  });

  it('filters by type, status, role, vendor status and a search on name, username, e-mail or mobile', async () => {
    const list = async (q: string) =>
      (await get(`/private/users?page_size=100&${q}`)).json().data as AdminUser[];
    const recruiters = await list('user_type_code=4');
    expect(recruiters.length).toBeGreaterThanOrEqual(4);
    expect(recruiters.every((u) => u.user_type_code === 4)).toBe(true);
    const pending = await list('vendor_status=pending');
    expect(pending.map((u) => u.username).sort()).toEqual([
      'recruiter_pending',
      'vendor_pending1',
      'vendor_pending2',
      'vendor_pending3',
    ]);
    expect((await list('row_status=0')).every((u) => u.row_status === 0)).toBe(true);
    const youthRole = (await gw.db.query<{ id: number }>(`select id from roles where key = 'youth'`)).rows[0]
      ?.id;
    expect((await list(`role_id=${youthRole}`)).map((u) => u.username).sort()).toEqual(['youth', 'youth2']);
    expect((await list('search=karim')).map((u) => u.username)).toEqual(['provider']);
    expect((await list('search=01711000008')).map((u) => u.username)).toEqual(['youth']);
    expect((await list('search=RECRUITER2@PLATFORM')).map((u) => u.username)).toEqual(['recruiter2']);
    expect((await list(`search=${encodeURIComponent('সুমাইয়া')}`)).map((u) => u.username)).toEqual(['youth2']);
    // wildcards are text, not patterns
    expect(await list('search=%25')).toEqual([]);
  });

  it('refuses unknown filter values with 422', async () => {
    const r = await get('/private/users?user_type_code=9&vendor_status=maybe');
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual({
      user_type_code: ['validation.one_of'],
      vendor_status: ['validation.one_of'],
    });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await get('/private/users/999999')).statusCode).toBe(404);
    expect((await get('/private/users/abc')).statusCode).toBe(404);
  });
});

describe('POST /private/users', () => {
  it('creates a user with a hashed password who can then use the API', async () => {
    const r = await post('/private/users', { ...newUser, mobile: '+880 1912-345678', role_id: null });
    expect(r.statusCode).toBe(201);
    const created = r.json().data as AdminUser;
    expect(created).toMatchObject({
      username: 'nadia_hr',
      full_name_en: 'Nadia Rahman',
      mobile: '01912345678',
      row_status: 1,
      organization_id: null,
    });
    expect(r.body).not.toContain('Strong123');
    const stored = (
      await gw.db.query<{ password_hash: string }>('select password_hash from users where id = $1', [
        created.id,
      ])
    ).rows[0];
    expect(stored?.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored?.password_hash ?? '', 'Strong123')).toBe(true);
    const profile = await get('/protected/auth/profile', 'nadia_hr');
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.username).toBe('nadia_hr');
  });

  it.each([
    [
      'a taken username, in any case',
      { ...newUser, username: 'ADMIN' },
      { username: ['validation.already_exists'] },
    ],
    [
      'a weak password',
      { ...newUser, username: 'x.one', password: 'weakpass' },
      { password: ['validation.password'] },
    ],
    [
      'a short mobile and a bad e-mail',
      { ...newUser, username: 'x.two', mobile: '01712', email: 'nope' },
      {
        mobile: ['{"id":"validation.mobile_digits","values":{"digits":11}}'],
        email: ['validation.email'],
      },
    ],
    [
      'an unknown role',
      { ...newUser, username: 'x.three', role_id: 99999 },
      { role_id: ['validation.one_of'] },
    ],
    [
      'an unknown organisation',
      { ...newUser, username: 'x.four', organization_id: 99999 },
      { organization_id: ['validation.one_of'] },
    ],
    [
      'nothing',
      {},
      {
        username: ['validation.required'],
        full_name: ['validation.required'],
        email: ['validation.required'],
        mobile: ['validation.required'],
        user_type_code: ['validation.required'],
        password: ['validation.required'],
      },
    ],
  ])('answers 422 for %s', async (_label, body, errors) => {
    const r = await post('/private/users', body);
    expect(r.statusCode).toBe(422);
    expect(r.json()).toMatchObject({
      status: { success: false, code: 422, message: 'errors.validation' },
      errors,
    });
  });
});

describe('PUT /private/users/:id', () => {
  it('changes names and contact data, never the username or the password hash', async () => {
    const before = (
      await gw.db.query<{ password_hash: string }>('select password_hash from users where id = $1', [
        id('youth2'),
      ])
    ).rows[0];
    const r = await put(`/private/users/${id('youth2')}`, {
      full_name: 'সুমাইয়া খাতুন',
      full_name_en: 'Sumaiya Khatun Mim',
      email: 'sumaiya@example.com',
      mobile: '01711000009',
      user_type_code: 3,
      username: 'hijacked',
      password: 'Another123',
      password_hash: 'plain-text',
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({
      username: 'youth2',
      full_name_en: 'Sumaiya Khatun Mim',
      email: 'sumaiya@example.com',
    });
    const after = (
      await gw.db.query<{ password_hash: string; username: string }>(
        'select password_hash, username from users where id = $1',
        [id('youth2')],
      )
    ).rows[0];
    expect(after).toEqual({ password_hash: before?.password_hash, username: 'youth2' });
    expect(await verifyPassword(after?.password_hash ?? '', DEMO_PASSWORD)).toBe(true);
  });

  it('validates with the shared schema', async () => {
    const r = await put(`/private/users/${id('youth2')}`, {
      full_name: '',
      email: 'x',
      mobile: '123',
      user_type_code: 5,
    });
    expect(r.statusCode).toBe(422);
    expect(Object.keys(r.json().errors).sort()).toEqual(['email', 'full_name', 'mobile', 'user_type_code']);
  });
});

describe('deactivate and restore', () => {
  it('shuts a deactivated user out of the API until it is restored', async () => {
    expect((await get('/protected/auth/profile', 'trainer')).statusCode).toBe(200);
    const off = await put(`/private/users/${id('trainer')}/deactivate`);
    expect(off.statusCode).toBe(200);
    expect(off.json().data.row_status).toBe(0);
    const refused = await get('/protected/auth/profile', 'trainer');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().status.message).toBe('errors.unauthorized');
    const on = await put(`/private/users/${id('trainer')}/restore`);
    expect(on.json().data.row_status).toBe(1);
    expect((await get('/protected/auth/profile', 'trainer')).statusCode).toBe(200);
  });

  it('refuses to deactivate oneself', async () => {
    const r = await put(`/private/users/${id('admin')}/deactivate`);
    expect(r.statusCode).toBe(409);
    expect(r.json().status.message).toBe('users.errors.self');
  });
});

describe('message channels', () => {
  it('sets the channels a user is notified on', async () => {
    const r = await put(`/private/users/${id('youth')}/message-channels`, {
      channels: ['sms', 'in_app', 'sms'],
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().data.message_channels).toEqual(['sms', 'in_app']);
  });
  it.each([
    [{ channels: [] }, { channels: ['validation.channel_required'] }],
    [{ channels: ['fax'] }, { 'channels[0]': ['validation.one_of'] }],
    [{}, { channels: ['validation.channel_required'] }],
  ])('refuses %j', async (body, errors) => {
    const r = await put(`/private/users/${id('youth')}/message-channels`, body);
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual(errors);
  });
});

describe('vendor approval', () => {
  const vendorLogs = async (userId: number) =>
    (
      await gw.db.query<{ channel: string; recipient: string }>(
        `select channel, recipient from notification_logs where event = 'vendor_approved' and user_id = $1 order by channel`,
        [userId],
      )
    ).rows;

  it('approves a pending vendor: active, approved, notified on its channels', async () => {
    const vendor = id('vendor_pending1');
    expect((await get('/protected/auth/profile', 'vendor_pending1')).statusCode).toBe(401);
    await put(`/private/users/${vendor}/message-channels`, { channels: ['email', 'in_app'] });
    const r = await put(`/private/users/${vendor}/approve`);
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({ vendor_status: 'approved', row_status: 1 });
    expect(await vendorLogs(vendor)).toEqual([
      { channel: 'email', recipient: 'rashed@sylhet-it.example' },
      { channel: 'in_app', recipient: String(vendor) },
    ]);
    expect((await get('/protected/auth/profile', 'vendor_pending1')).statusCode).toBe(200);
    // done once: a second approval is a conflict and notifies no one again
    const again = await put(`/private/users/${vendor}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().status.message).toBe('users.errors.not_pending_vendor');
    expect(await vendorLogs(vendor)).toHaveLength(2);
  });

  it('rejects a pending vendor with a reason and keeps it inactive', async () => {
    const vendor = id('vendor_pending2');
    const missing = await put(`/private/users/${vendor}/reject`, { reason: ' ' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ reason: ['validation.required'] });
    const r = await put(`/private/users/${vendor}/reject`, { reason: 'No trade licence attached.' });
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({
      vendor_status: 'rejected',
      row_status: 0,
      vendor_rejection_reason: 'No trade licence attached.',
    });
    expect((await get('/protected/auth/profile', 'vendor_pending2')).statusCode).toBe(401);
    expect(await vendorLogs(vendor)).toEqual([]);
    // a restore cannot go around the approval
    const restore = await put(`/private/users/${vendor}/restore`);
    expect(restore.statusCode).toBe(409);
    expect(restore.json().status.message).toBe('users.errors.vendor_not_approved');
    expect((await get('/protected/auth/profile', 'vendor_pending2')).statusCode).toBe(401);
  });

  it('applies only to pending vendors', async () => {
    for (const username of ['youth', 'admin', 'recruiter']) {
      const r = await put(`/private/users/${id(username)}/approve`);
      expect(r.statusCode, username).toBe(409);
    }
    expect(
      (await put(`/private/users/${id('vendor_rejected')}/reject`, { reason: 'again' })).statusCode,
    ).toBe(409);
  });
});

describe('tenancy', () => {
  beforeAll(async () => {
    // the demo recruiter (organisation 1) becomes its organisation's user administrator
    await grant('recruiter', [
      'view_any_user',
      'view_single_user',
      'create_user',
      'update_user',
      'approve_vendor',
      'assign_message_channel',
    ]);
  });

  it('lists only the users of the caller’s organisation', async () => {
    const r = await get('/private/users?page_size=100', 'recruiter');
    expect(r.statusCode).toBe(200);
    expect((r.json().data as AdminUser[]).map((u) => u.username).sort()).toEqual([
      'orgadmin',
      'recruiter',
      'recruiter_pending',
    ]);
    expect(r.json().meta.total).toBe(3);
  });

  it('treats another organisation’s users as not found, for reads and writes alike', async () => {
    const other = id('recruiter2');
    expect((await get(`/private/users/${other}`, 'recruiter')).statusCode).toBe(404);
    expect((await put(`/private/users/${other}/deactivate`, {}, 'recruiter')).statusCode).toBe(404);
    expect(
      (await put(`/private/users/${other}/message-channels`, { channels: ['sms'] }, 'recruiter')).statusCode,
    ).toBe(404);
    expect((await put(`/private/users/${id('vendor_pending3')}/approve`, {}, 'recruiter')).statusCode).toBe(
      404,
    );
    expect(
      (await put(`/private/users/${id('admin')}`, { ...newUser, username: undefined }, 'recruiter'))
        .statusCode,
    ).toBe(404);
    expect((await get(`/private/users/${other}`, 'recruiter2')).statusCode).toBe(403); // recruiter2 holds no key at all
    expect((await gw.db.query('select row_status from users where id = $1', [other])).rows[0]).toEqual({
      row_status: 1,
    });
  });

  it('manages its own organisation’s users, and creates users in its organisation only', async () => {
    const pending = id('recruiter_pending');
    expect((await get(`/private/users/${pending}`, 'recruiter')).statusCode).toBe(200);
    expect((await put(`/private/users/${pending}/approve`, {}, 'recruiter')).json().data.vendor_status).toBe(
      'approved',
    );
    const org2 = (
      await gw.db.query<{ id: number }>(
        `select organization_id as id from users where username = 'recruiter2'`,
      )
    ).rows[0]?.id;
    const r = await post(
      '/private/users',
      { ...newUser, username: 'org1.hire', organization_id: org2 },
      'recruiter',
    );
    expect(r.statusCode).toBe(201);
    const org1 = (
      await gw.db.query<{ id: number }>(
        `select organization_id as id from users where username = 'recruiter'`,
      )
    ).rows[0]?.id;
    expect(r.json().data.organization_id).toBe(org1);
  });

  it('lets a tenant-less vendor manage no one', async () => {
    await grant('vendor_pending1', ['view_any_user', 'create_user']); // approved above, a content provider of no institute
    const list = await get('/private/users', 'vendor_pending1');
    expect(list.json().meta.total).toBe(0);
    expect(
      (await post('/private/users', { ...newUser, username: 'ghost.user' }, 'vendor_pending1')).statusCode,
    ).toBe(403);
  });
});

describe('the demo organisation admin (orgadmin: a system user of organisation 1 with the organization_admin role)', () => {
  const orgOf = async (username: string) =>
    (
      await gw.db.query<{ id: number }>('select organization_id as id from users where username = $1', [
        username,
      ])
    ).rows[0]?.id;

  it('holds the user administration keys of its scope and nothing of the platform’s', async () => {
    const profile = (await get('/protected/auth/profile', 'orgadmin')).json().data as {
      permissions: string[];
    };
    // and its own organisation's units, with the lists their form chooses from (ADR 0083)
    const units = [
      'create_organization_unit',
      'delete_organization_unit',
      'update_organization_unit',
      'view_any_organization_unit',
      'view_any_organization_unit_type',
      'view_single_organization_unit',
      'view_single_organization_unit_type',
      ...['division', 'district', 'upazila'].flatMap((k) => [`view_any_${k}`, `view_single_${k}`]),
    ];
    expect([...profile.permissions].sort()).toEqual(
      [
        'assign_message_channel',
        'assign_permission_to_user',
        'create_user',
        'update_user',
        'view_any_permission',
        'view_any_user',
        'view_single_user',
        ...units,
        // and its organisation's memberships of industry associations (ADR 0092): it applies to join one
        'apply_association_membership',
        'view_any_industry_association',
        'view_single_industry_association',
      ].sort(),
    );
  });

  it('sees and manages its own organisation’s users only', async () => {
    const list = await get('/private/users?page_size=100', 'orgadmin');
    expect(list.statusCode).toBe(200);
    const usernames = (list.json().data as AdminUser[]).map((u) => u.username);
    expect(usernames).toEqual(expect.arrayContaining(['orgadmin', 'recruiter', 'recruiter_pending']));
    expect(usernames).not.toContain('recruiter2');
    expect(usernames).not.toContain('admin');
    const org1 = await orgOf('orgadmin');
    expect((list.json().data as AdminUser[]).every((u) => u.organization_id === org1)).toBe(true);

    const other = id('recruiter2');
    expect((await get(`/private/users/${other}`, 'orgadmin')).statusCode).toBe(404);
    expect(
      (
        await put(
          `/private/users/${other}`,
          { ...newUser, username: undefined, password: undefined },
          'orgadmin',
        )
      ).statusCode,
    ).toBe(404);
    expect((await put(`/private/users/${other}/deactivate`, {}, 'orgadmin')).statusCode).toBe(404);
    expect((await get(`/private/users/${other}/permissions`, 'orgadmin')).statusCode).toBe(404);
    expect(
      (await put(`/private/users/${other}/permissions`, { permission_ids: [] }, 'orgadmin')).statusCode,
    ).toBe(404);
    expect((await gw.db.query('select row_status from users where id = $1', [other])).rows[0]).toEqual({
      row_status: 1,
    });

    const own = id('recruiter');
    const edit = await put(
      `/private/users/${own}`,
      {
        full_name: 'তানভীর হাসান',
        full_name_en: 'Tanvir Hasan',
        email: 'recruiter@platform.local',
        mobile: '01711000003',
        user_type_code: 4,
        designation: 'Head of HR, Dhaka Tech Ltd.',
      },
      'orgadmin',
    );
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data.designation).toBe('Head of HR, Dhaka Tech Ltd.');
  });

  it('cannot take over a colleague by pointing the colleague’s e-mail and mobile at itself (issue 10, finding 2)', async () => {
    const victim = id('recruiter');
    await gw.db.query(
      `update users set email_verified_at = now(), mobile_verified_at = now(), contact_changed_at = null where id = $1`,
      [victim],
    );
    const before = await gw.db.query<{ email: string }>('select email from users where id = $1', [victim]);
    // a link sent earlier to the colleague's own address
    const stale = 'stale-link-token-of-the-old-address';
    await gw.db.query(
      `insert into account_tokens (token_hash, user_id, purpose, email, expires_at)
       values (encode(sha256(convert_to($1, 'UTF8')), 'hex'), $2, 'email_verification', $3, now() + interval '1 day')`,
      [stale, victim, before.rows[0]?.email],
    );
    const edit = await put(
      `/private/users/${victim}`,
      {
        full_name: 'তানভীর হাসান',
        full_name_en: 'Tanvir Hasan',
        email: 'attacker@evil.example',
        mobile: '01799999999',
        user_type_code: 4,
        designation: 'Head of HR, Dhaka Tech Ltd.',
      },
      'orgadmin',
    );
    expect(edit.statusCode).toBe(200);
    const row = await gw.db.query(
      'select email_verified_at, mobile_verified_at, contact_changed_at is not null as changed from users where id = $1',
      [victim],
    );
    expect(row.rows[0]).toEqual({ email_verified_at: null, mobile_verified_at: null, changed: true });

    const sent = async () =>
      (
        await gw.db.query<{ n: number }>(
          `select count(*)::int as n from notification_logs
            where lower(recipient) = 'attacker@evil.example' or recipient = '01799999999'`,
        )
      ).rows[0]?.n;
    const anon = (url: string, payload: unknown) =>
      gw.app.inject({ method: 'POST', url, headers: headers(), payload: payload as Record<string, unknown> });
    // forgot password, the e-mail link and the mobile code resend: the new addresses get nothing
    expect((await anon('/public/forgot-password/send-otp', { username: 'recruiter' })).statusCode).toBe(202);
    expect((await anon('/public/registrations/email-invitation', { username: 'recruiter' })).statusCode).toBe(
      202,
    );
    await anon('/public/youth-resend-verification-code', { username: 'recruiter' });
    expect(await sent()).toBe(0);
    // the link sent to the old address no longer verifies anything
    const old = await gw.app.inject({
      url: `/public/registrations/email-verification-receive?ref=${stale}`,
      headers: headers(),
    });
    expect(old.statusCode).toBe(422);
    expect(
      (await gw.db.query('select email_verified_at from users where id = $1', [victim])).rows[0],
    ).toEqual({
      email_verified_at: null,
    });
    // an edit that keeps the addresses keeps their state
    await gw.db.query('update users set email_verified_at = now() where id = $1', [victim]);
    await put(
      `/private/users/${victim}`,
      {
        full_name: 'তানভীর হাসান',
        full_name_en: 'Tanvir Hasan',
        email: 'ATTACKER@evil.example',
        mobile: '01799999999',
        user_type_code: 4,
        designation: 'HR',
      },
      'orgadmin',
    );
    const kept = await gw.db.query(
      'select email_verified_at is not null as verified from users where id = $1',
      [victim],
    );
    expect(kept.rows[0]).toEqual({ verified: true });
  });

  it('creates users in its own organisation and cannot move them to another', async () => {
    const org1 = await orgOf('orgadmin');
    const org2 = await orgOf('recruiter2');
    const created = await post(
      '/private/users',
      { ...newUser, username: 'dhaka_hr2', email: 'hr2@dhakatech.example', organization_id: org2 },
      'orgadmin',
    );
    expect(created.statusCode).toBe(201);
    const user = created.json().data as AdminUser;
    expect(user.organization_id).toBe(org1);
    const moved = await put(
      `/private/users/${user.id}`,
      { ...newUser, username: undefined, password: undefined, organization_id: org2 },
      'orgadmin',
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.organization_id).toBe(org1);
  });

  it('grants its own keys to its users, never more, and takes no part in vendor approval or organisation grants', async () => {
    const keyIds = async (keys: string[]) =>
      (
        await gw.db.query<{ id: number }>(
          'select id from permissions where key = any($1::text[]) order by id',
          [keys],
        )
      ).rows.map((r) => r.id);
    const target = id('recruiter_pending');
    const allowed = await put(
      `/private/users/${target}/permissions`,
      { permission_ids: await keyIds(['view_any_user']) },
      'orgadmin',
    );
    expect(allowed.statusCode).toBe(200);
    const beyond = await put(
      `/private/users/${target}/permissions`,
      { permission_ids: await keyIds(['view_any_user', 'approve_vendor']) },
      'orgadmin',
    );
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json().status.message).toBe('users.errors.escalation');
    expect((await put(`/private/users/${target}/approve`, {}, 'orgadmin')).statusCode).toBe(403);
    expect(
      (await get(`/private/organizations/${await orgOf('orgadmin')}/permissions`, 'orgadmin')).statusCode,
    ).toBe(403);
    expect((await get('/private/organizations', 'orgadmin')).statusCode).toBe(403);
  });
});

describe('a platform administrator moves a user to another tenant', () => {
  const tenantOf = async (username: string) =>
    (
      await gw.db.query<{ organization_id: number | null; institute_id: number | null }>(
        'select organization_id, institute_id from users where username = $1',
        [username],
      )
    ).rows[0];
  const details = {
    full_name: 'ইউজার',
    full_name_en: 'Mover',
    email: 'mover@example.com',
    mobile: '01912345670',
    user_type_code: 4,
  };

  it('sets, keeps (field absent) and clears (null) the organisation and institute', async () => {
    const created = (await post('/private/users', { ...newUser, ...details, username: 'mover1' })).json()
      .data as AdminUser;
    expect(created).toMatchObject({ organization_id: null, institute_id: null });
    const org2 = (await tenantOf('recruiter2'))?.organization_id;
    const institute = (await tenantOf('provider'))?.institute_id;
    const set = await put(`/private/users/${created.id}`, {
      ...details,
      organization_id: org2,
      institute_id: institute,
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({ organization_id: org2, institute_id: institute });
    expect((await put(`/private/users/${created.id}`, details)).json().data).toMatchObject({
      organization_id: org2,
      institute_id: institute,
    });
    const cleared = await put(`/private/users/${created.id}`, {
      ...details,
      organization_id: null,
      institute_id: '',
    });
    expect(cleared.json().data).toMatchObject({ organization_id: null, institute_id: null });
  });

  it('refuses an unknown organisation or institute, and a move away from the organisation of the user’s role', async () => {
    const created = (await post('/private/users', { ...newUser, ...details, username: 'mover2' })).json()
      .data as AdminUser;
    const unknown = await put(`/private/users/${created.id}`, {
      ...details,
      organization_id: 999999,
      institute_id: 999999,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      organization_id: ['validation.one_of'],
      institute_id: ['validation.one_of'],
    });

    const org1 = (await tenantOf('recruiter'))?.organization_id;
    const org2 = (await tenantOf('recruiter2'))?.organization_id;
    const role = (
      await gw.db.query<{ id: number }>(
        `insert into roles (key, title, title_en, organization_id) values ('dhaka_tech_hiring', 'নিয়োগ দল', 'Hiring team', $1) returning id`,
        [org1],
      )
    ).rows[0]?.id;
    await put(`/private/users/${created.id}`, { ...details, organization_id: org1 });
    expect((await put(`/private/users/${created.id}/role`, { role_id: role })).statusCode).toBe(200);
    const away = await put(`/private/users/${created.id}`, { ...details, organization_id: org2 });
    expect(away.statusCode).toBe(422);
    expect(away.json().errors).toEqual({ organization_id: ['users.errors.role_of_other_organization'] });
    expect((await tenantOf('mover2'))?.organization_id).toBe(org1);
  });
});
