import type { AdminUser } from '@platform/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, fakeIdentity, startGateway, type TestGateway } from '../../test/harness';

/*
 * An institute admin manages its own institute's users (issue 17 item 4, issue 18 item 1 "an institute or
 * organisation admin manages its own users"; ADR 0104): the demo `instituteadmin` (Rajshahi institute) lists, reads,
 * creates, edits and deactivates the users of its institute only — another institute's or an organisation's user is
 * 404 — places new users in its own institute whatever the body says, and grants only keys it holds itself.
 */

let gw: TestGateway;
const call = apiCaller(() => gw);
const one = async (sql: string, params: unknown[] = []) =>
  Number((await gw.db.query<{ id: number }>(sql, params)).rows[0]?.id);
const keyIds = async (keys: string[]) =>
  (
    await gw.db.query<{ id: number }>('select id from permissions where key = any($1::text[]) order by id', [
      keys,
    ])
  ).rows.map((r) => Number(r.id));

let own = 0;
let other = 0;
let stranger = 0;
const newUser = {
  username: 'rajshahi_clerk',
  full_name: 'রাজশাহী কেরানি',
  full_name_en: 'Rajshahi Clerk',
  designation: 'Office Assistant',
  email: 'clerk@rajshahi.example',
  mobile: '01912345670',
  user_type_code: 1,
  password: 'Strong123',
};

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  own = await one(`select institute_id as id from users where username = 'instituteadmin'`);
  other = await one(
    `insert into institutes (title, title_en) values ('অন্য ইনস্টিটিউট', 'Other Institute') returning id`,
  );
  stranger = await one(
    `insert into users (username, password_hash, full_name, user_type_code, institute_id)
     values ('other_inst_user', 'x', 'অন্য', 1, $1) returning id`,
    [other],
  );
});
afterAll(async () => gw?.close());

describe('the institute admin’s own users', () => {
  it('holds the user administration keys of its scope, not the platform’s', async () => {
    const profile = await call('GET', '/protected/auth/profile', 'instituteadmin');
    const keys = profile.body.data.permissions as string[];
    expect(keys).toEqual(
      expect.arrayContaining([
        'view_any_user',
        'view_single_user',
        'create_user',
        'update_user',
        'assign_permission_to_user',
        'view_any_permission',
      ]),
    );
    for (const platformKey of [
      'approve_vendor',
      'view_any_role',
      'view_any_organization',
      'view_any_institute',
    ])
      expect(keys).not.toContain(platformKey);
  });

  it('lists its own institute’s users only', async () => {
    const r = await call('GET', '/private/users?page_size=100', 'instituteadmin');
    expect(r.code).toBe(200);
    const users = r.body.data as AdminUser[];
    expect(users.map((u) => u.username)).toEqual(
      expect.arrayContaining(['instituteadmin', 'provider', 'trainer']),
    );
    expect(users.every((u) => u.institute_id === own)).toBe(true);
    for (const outsider of ['other_inst_user', 'orgadmin', 'admin', 'youth'])
      expect(users.map((u) => u.username)).not.toContain(outsider);
  });

  it('answers 404 for another institute’s or an organisation’s user, and changes nothing', async () => {
    const orgUser = await one(`select id from users where username = 'orgadmin'`);
    for (const target of [stranger, orgUser]) {
      expect((await call('GET', `/private/users/${target}`, 'instituteadmin')).code).toBe(404);
      expect((await call('PUT', `/private/users/${target}/deactivate`, 'instituteadmin', {})).code).toBe(404);
      expect((await call('GET', `/private/users/${target}/permissions`, 'instituteadmin')).code).toBe(404);
      expect(
        (await call('PUT', `/private/users/${target}/permissions`, 'instituteadmin', { permission_ids: [] }))
          .code,
      ).toBe(404);
    }
    const row = await gw.db.query('select row_status from users where id = $1', [stranger]);
    expect(row.rows[0]).toEqual({ row_status: 1 });
  });

  it('creates a user in its own institute whatever the body says, edits and deactivates it', async () => {
    const created = await call('POST', '/private/users', 'instituteadmin', {
      ...newUser,
      institute_id: other,
    });
    expect(created.code).toBe(201);
    const user = created.body.data as AdminUser;
    expect(user).toMatchObject({ institute_id: own, organization_id: null });
    const { username: _u, password: _p, ...details } = newUser;
    const moved = await call('PUT', `/private/users/${user.id}`, 'instituteadmin', {
      ...details,
      designation: 'Registrar',
      institute_id: other,
    });
    expect(moved.code).toBe(200);
    expect(moved.body.data).toMatchObject({ institute_id: own, designation: 'Registrar' });
    const off = await call('PUT', `/private/users/${user.id}/deactivate`, 'instituteadmin', {});
    expect(off.code).toBeLessThan(300);
    const row = await gw.db.query('select row_status from users where id = $1', [user.id]);
    expect(row.rows[0]).toEqual({ row_status: 0 });
    // bad input is the 422 envelope, never a 5xx
    const bad = await call('POST', '/private/users', 'instituteadmin', { username: 'x y', email: 'no' });
    expect(bad.code).toBe(422);
    expect(bad.body.errors).toBeTruthy();
  });

  it('grants its users only keys it holds itself', async () => {
    const trainer = await one(`select id from users where username = 'trainer'`);
    const allowed = await call('PUT', `/private/users/${trainer}/permissions`, 'instituteadmin', {
      permission_ids: await keyIds(['view_any_trainer']),
    });
    expect(allowed.code).toBe(200);
    const beyond = await call('PUT', `/private/users/${trainer}/permissions`, 'instituteadmin', {
      permission_ids: await keyIds(['view_any_trainer', 'approve_vendor']),
    });
    expect(beyond.code).toBe(403);
    expect(beyond.body.status.message).toBe('users.errors.escalation');
    expect((await call('GET', '/private/roles', 'instituteadmin')).code).toBe(403);
  });
});
