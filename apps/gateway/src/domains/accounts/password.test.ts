import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed';
import { findUserByUsername } from '../../identity/users';
import { verifyPassword } from '../../identity/password';
import { fakeIdentity, headers, startGateway, type TestGateway } from '../../test/harness';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
});
afterAll(async () => gw?.close());
beforeEach(async () => {
  await gw.db.query('delete from rate_limits');
});

const change = (payload: Record<string, unknown>, user: string | null = 'youth2') =>
  gw.app.inject({
    method: 'PUT',
    url: '/protected/auth/password',
    headers: headers(user ?? undefined),
    payload,
  });
const hashOf = async (username: string) => (await findUserByUsername(gw.db, username))?.password_hash ?? '';

describe('PUT /protected/auth/password (/update-password)', () => {
  it('needs a signed-in user', async () => {
    expect((await change({}, null)).statusCode).toBe(401);
  });

  it('checks the fields with the shared schema', async () => {
    const r = await change({ current_password: '', password: 'weak', password_confirmation: 'other' });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual({
      current_password: ['validation.required'],
      password: ['validation.password'],
      password_confirmation: ['validation.password_confirm'],
    });
  });

  it('refuses a wrong current password and counts it as a failed sign-in', async () => {
    const before = await hashOf('youth2');
    const r = await change({
      current_password: 'Wrong1234',
      password: 'NewPass123',
      password_confirmation: 'NewPass123',
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual({ current_password: ['registration.errors.current_password_wrong'] });
    expect(await hashOf('youth2')).toBe(before);
    const counted = await gw.db.query<{ hits: number }>(
      `select hits from rate_limits where key = 'signin:device:user:' || (select id from users where username = 'youth2')`,
    );
    expect(counted.rows[0]?.hits).toBe(1);
  });

  it('stops after 10 wrong current passwords (the sign-in limit) even with the right one', async () => {
    await gw.db.query(
      `insert into rate_limits (key, hits, window_ends_at)
       select 'signin:device:user:' || id, 10, now() + interval '15 minutes' from users where username = 'youth2'`,
    );
    const r = await change({
      current_password: DEMO_PASSWORD,
      password: 'NewPass123',
      password_confirmation: 'NewPass123',
    });
    expect(r.statusCode).toBe(429);
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('sets the new password and ends every sign-in of the account', async () => {
    const user = await findUserByUsername(gw.db, 'youth2');
    await gw.db.query(
      `insert into oidc_model (model, id, payload) values ('Session', 'pw-session', $1::jsonb)`,
      [JSON.stringify({ accountId: String(user?.id) })],
    );
    const r = await change({
      current_password: DEMO_PASSWORD,
      password: 'NewPass123',
      password_confirmation: 'NewPass123',
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toEqual({ password_reset: true });
    expect(await verifyPassword(await hashOf('youth2'), 'NewPass123')).toBe(true);
    expect((await gw.db.query(`select 1 from oidc_model where id = 'pw-session'`)).rows).toEqual([]);
  });
});
