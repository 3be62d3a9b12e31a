import type { InstitutePermissionAssignment } from '@platform/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, fakeIdentity, startGateway, type TestGateway } from '../../test/harness';

/*
 * Permissions granted to an institute as a whole (issue 18 item 1, spec §6; ADR 0120): only a platform administrator
 * sets an institute's grant; the institute's users then never hold, nor are granted, a key outside it; shrinking the
 * grant takes the key from them at their next request. The demo institute's seeded grant keeps its users' keys.
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
const keysOf = async (who: string) =>
  (await call('GET', '/protected/auth/profile', who)).body.data.permissions as string[];

let demo = 0;
let other = 0;
let trainerRole = 0;

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  demo = await one(`select institute_id as id from users where username = 'instituteadmin'`);
  other = await one(
    `insert into institutes (title, title_en) values ('সীমিত ইনস্টিটিউট', 'Limited Institute') returning id`,
  );
  trainerRole = await one(`select id from roles where key = 'trainer'`);
  // a trainer of the other institute, with a key of its own beyond its role
  const grad = await one(
    `insert into users (username, password_hash, full_name, user_type_code, institute_id, role_id)
     values ('limited_trainer', 'x', 'সীমিত প্রশিক্ষক', 2, $1, $2) returning id`,
    [other, trainerRole],
  );
  await gw.db.query(
    `insert into user_permissions (user_id, permission_id) select $1, id from permissions where key = 'view_any_trainer'`,
    [grad],
  );
});
afterAll(async () => gw?.close());

describe('the demo institute’s seeded grant', () => {
  it('is limited and keeps every key its demo users held', async () => {
    const r = await call('GET', `/private/institutes/${demo}/permissions`, 'admin');
    expect(r.code).toBe(200);
    const grant = r.body.data as InstitutePermissionAssignment;
    expect(grant.limited).toBe(true);
    expect(grant.permission_ids).toEqual(
      expect.arrayContaining(
        await keyIds(['create_user', 'manage_course', 'manage_question_bank', 'mark_rpl_batch']),
      ),
    );
    expect(await keysOf('instituteadmin')).toEqual(
      expect.arrayContaining(['create_user', 'view_any_trainer']),
    );
    expect(await keysOf('provider')).toEqual(
      expect.arrayContaining(['manage_course', 'view_any_learning_path']),
    );
    expect(await keysOf('trainer')).toEqual(expect.arrayContaining(['manage_question_bank']));
    expect(await keysOf('assessor')).toEqual(expect.arrayContaining(['mark_rpl_batch']));
  });

  it('starts unlimited for an institute no grant was saved for', async () => {
    const r = await call('GET', `/private/institutes/${other}/permissions`, 'admin');
    expect(r.body.data).toEqual({ permission_ids: [], limited: false });
    expect(await keysOf('limited_trainer')).toEqual(
      expect.arrayContaining(['manage_question_bank', 'view_any_course', 'view_any_trainer']),
    );
  });
});

describe('who may read and set a grant', () => {
  it('is the platform administrator only (key, tenant, and never the institute itself)', async () => {
    expect((await call('GET', `/private/institutes/${demo}/permissions`)).code).toBe(401);
    for (const who of ['instituteadmin', 'provider', 'orgadmin', 'recruiter'])
      expect(
        (await call('PUT', `/private/institutes/${demo}/permissions`, who, { permission_ids: [] })).code,
      ).toBe(403);
    // the institute admin holding the key (granted to its institute and to it) reads its own grant only …
    const key = await keyIds(['assign_permission_to_institute']);
    const current = (await call('GET', `/private/institutes/${demo}/permissions`, 'admin')).body
      .data as InstitutePermissionAssignment;
    const widened = [...current.permission_ids, ...key];
    expect(
      (await call('PUT', `/private/institutes/${demo}/permissions`, 'admin', { permission_ids: widened }))
        .code,
    ).toBe(200);
    const admin = await one(`select id from users where username = 'instituteadmin'`);
    await gw.db.query('insert into user_permissions (user_id, permission_id) values ($1, $2)', [
      admin,
      key[0],
    ]);
    expect((await call('GET', `/private/institutes/${demo}/permissions`, 'instituteadmin')).code).toBe(200);
    expect((await call('GET', `/private/institutes/${other}/permissions`, 'instituteadmin')).code).toBe(404);
    // … and never widens it: 403 for its own, 404 for another's
    const own = await call('PUT', `/private/institutes/${demo}/permissions`, 'instituteadmin', {
      permission_ids: widened,
    });
    expect(own.code).toBe(403);
    expect(own.body.status.message).toBe('errors.forbidden');
    expect(
      (
        await call('PUT', `/private/institutes/${other}/permissions`, 'instituteadmin', {
          permission_ids: [],
        })
      ).code,
    ).toBe(404);
    // back as seeded: the own grant outside the institute's goes with the key
    await call('PUT', `/private/institutes/${demo}/permissions`, 'admin', {
      permission_ids: current.permission_ids,
    });
    expect(await keysOf('instituteadmin')).not.toContain('assign_permission_to_institute');
    const left = await gw.db.query(
      'select 1 from user_permissions where user_id = $1 and permission_id = $2',
      [admin, key[0]],
    );
    expect(left.rows).toEqual([]);
  });

  it('answers 404 for an institute that does not exist', async () => {
    expect((await call('GET', '/private/institutes/999999/permissions', 'admin')).code).toBe(404);
    expect(
      (await call('PUT', '/private/institutes/999999/permissions', 'admin', { permission_ids: [] })).code,
    ).toBe(404);
  });

  it('refuses bad input with the 422 envelope, never a 5xx', async () => {
    for (const body of [
      { permission_ids: 'all' },
      { permission_ids: [-1] },
      {},
      { permission_ids: [999999] },
    ]) {
      const r = await call('PUT', `/private/institutes/${other}/permissions`, 'admin', body);
      expect(r.code, JSON.stringify(body)).toBe(422);
      expect(r.body.errors?.permission_ids ?? r.body.errors, JSON.stringify(body)).toBeTruthy();
    }
    expect((await call('GET', '/private/institutes/abc/permissions', 'admin')).code).toBeLessThan(500);
    // nothing was saved: still unlimited
    expect((await call('GET', `/private/institutes/${other}/permissions`, 'admin')).body.data.limited).toBe(
      false,
    );
  });
});

describe('a limited grant', () => {
  it('refuses to grant a user a key outside the institute’s grant (422), and escalation still 403', async () => {
    const trainer = await one(`select id from users where username = 'trainer'`);
    const outside = await call('PUT', `/private/users/${trainer}/permissions`, 'admin', {
      permission_ids: await keyIds(['approve_vendor']),
    });
    expect(outside.code).toBe(422);
    expect(outside.body.status.message).toBe('users.errors.outside_institute_grant');
    expect(outside.body.errors.permission_ids).toEqual(['users.errors.outside_institute_grant']);
    const escalation = await call('PUT', `/private/users/${trainer}/permissions`, 'instituteadmin', {
      permission_ids: await keyIds(['view_any_trainer', 'approve_vendor']),
    });
    expect(escalation.code).toBe(403);
    expect(escalation.body.status.message).toBe('users.errors.escalation');
    const inside = await call('PUT', `/private/users/${trainer}/permissions`, 'admin', {
      permission_ids: await keyIds(['view_any_trainer']),
    });
    expect(inside.code).toBe(200);
    expect(await keysOf('trainer')).toContain('view_any_trainer');
  });

  it('shrinking it takes the key from the institute’s users at once; the role keeps its keys', async () => {
    const keep = await keyIds(['view_any_course', 'view_any_question_bank']);
    const saved = await call('PUT', `/private/institutes/${other}/permissions`, 'admin', {
      permission_ids: keep,
    });
    expect(saved.code).toBe(200);
    expect(saved.body.data).toEqual({ permission_ids: keep, limited: true });
    const keys = await keysOf('limited_trainer');
    expect(keys).toEqual(expect.arrayContaining(['view_any_course', 'view_any_question_bank']));
    // the role's manage_question_bank and the own view_any_trainer are outside: gone from the user …
    expect(keys).not.toContain('manage_question_bank');
    expect(keys).not.toContain('view_any_trainer');
    expect((await call('POST', '/private/question-banks', 'limited_trainer', {})).code).toBe(403);
    // … the own grant deleted, the role untouched (the demo trainer of the other institute keeps it)
    const own = await gw.db.query(
      `select 1 from user_permissions up join users u on u.id = up.user_id where u.username = 'limited_trainer'`,
    );
    expect(own.rows).toEqual([]);
    expect(await keysOf('trainer')).toContain('manage_question_bank');
    // an empty grant leaves the institute's users nothing
    await call('PUT', `/private/institutes/${other}/permissions`, 'admin', { permission_ids: [] });
    expect(await keysOf('limited_trainer')).toEqual([]);
  });
});

describe('the user permission screen learns the ceiling (ADR 0123)', () => {
  it('reads the grant of a limited institute’s user; null for an unlimited one and outside institutes', async () => {
    const trainer = await one(`select id from users where username = 'trainer'`);
    const limitedTrainer = await one(`select id from users where username = 'limited_trainer'`);
    const recruiter = await one(`select id from users where username = 'recruiter'`);
    const grant = (await call('GET', `/private/institutes/${demo}/permissions`, 'admin')).body
      .data as InstitutePermissionAssignment;
    const read = (who: string, id: number) => call('GET', `/private/users/${id}/permissions`, who);
    // the platform administrator and the institute's own admin see the same ceiling
    for (const who of ['admin', 'instituteadmin']) {
      const r = await read(who, trainer);
      expect(r.code).toBe(200);
      expect(r.body.data.institute_grant_ids).toEqual(grant.permission_ids);
    }
    // after a save the answer carries it too
    const own = (await read('admin', trainer)).body.data.permission_ids as number[];
    const saved = await call('PUT', `/private/users/${trainer}/permissions`, 'admin', {
      permission_ids: own,
    });
    expect(saved.body.data.institute_grant_ids).toEqual(grant.permission_ids);
    // no ceiling: an organisation's user; an institute whose grant is not limited yet
    expect((await read('admin', recruiter)).body.data.institute_grant_ids).toBeNull();
    const fresh = await one(
      `insert into institutes (title, title_en) values ('খোলা ইনস্টিটিউট', 'Open Institute') returning id`,
    );
    await gw.db.query('update users set institute_id = $1 where id = $2', [fresh, limitedTrainer]);
    expect((await read('admin', limitedTrainer)).body.data.institute_grant_ids).toBeNull();
    await gw.db.query('update users set institute_id = $1 where id = $2', [other, limitedTrainer]);
    // tenant: another tenant's admin learns nothing of the institute's user (404)
    expect((await read('orgadmin', trainer)).code).toBe(404);
    expect((await read('instituteadmin', limitedTrainer)).code).toBe(404);
  });
});
