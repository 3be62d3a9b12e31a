import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed';
import { findUserByUsername } from '../../identity/users';
import { fakeIdentity, headers, startGateway, type TestGateway } from '../../test/harness';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
});
afterAll(async () => gw?.close());
beforeEach(async () => {
  await gw.db.query('delete from rate_limits');
});

const deactivate = (payload: Record<string, unknown>, user: string | null = 'youth2') =>
  gw.app.inject({
    method: 'PUT',
    url: '/protected/auth/deactivate',
    headers: headers(user ?? undefined),
    payload,
  });
const statusOf = async (username: string) => (await findUserByUsername(gw.db, username))?.row_status;

describe('PUT /protected/auth/deactivate (youth /settings)', () => {
  it('needs a signed-in user', async () => {
    expect((await deactivate({ password: DEMO_PASSWORD }, null)).statusCode).toBe(401);
  });

  it('is for youth only: other accounts are closed by their administrators', async () => {
    const r = await deactivate({ password: DEMO_PASSWORD }, 'admin');
    expect(r.statusCode).toBe(403);
    expect(await statusOf('admin')).toBe(1);
  });

  it('asks for the password', async () => {
    const r = await deactivate({ password: '' });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual({ password: ['validation.required'] });
  });

  it('refuses a wrong password, keeps the account and counts a failed sign-in', async () => {
    const r = await deactivate({ password: 'Wrong1234' });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual({ password: ['registration.errors.current_password_wrong'] });
    expect(await statusOf('youth2')).toBe(1);
    const counted = await gw.db.query<{ hits: number }>(
      `select hits from rate_limits where key = 'signin:device:user:' || (select id from users where username = 'youth2')`,
    );
    expect(counted.rows[0]?.hits).toBe(1);
  });

  it('stops after 10 wrong passwords (the sign-in limit) even with the right one', async () => {
    await gw.db.query(
      `insert into rate_limits (key, hits, window_ends_at)
       select 'signin:device:user:' || id, 10, now() + interval '15 minutes' from users where username = 'youth2'`,
    );
    const r = await deactivate({ password: DEMO_PASSWORD });
    expect(r.statusCode).toBe(429);
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    expect(await statusOf('youth2')).toBe(1);
  });

  it('deactivates the account, ends every sign-in, and the token no longer works', async () => {
    const user = await findUserByUsername(gw.db, 'youth2');
    await gw.db.query(
      `insert into oidc_model (model, id, payload) values ('Session', 'deact-session', $1::jsonb)`,
      [JSON.stringify({ accountId: String(user?.id) })],
    );
    const r = await deactivate({ password: DEMO_PASSWORD });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toEqual({ deactivated: true });
    expect(await statusOf('youth2')).toBe(0);
    expect((await gw.db.query(`select 1 from oidc_model where id = 'deact-session'`)).rows).toEqual([]);
    const after = await gw.app.inject({
      method: 'GET',
      url: '/protected/auth/profile',
      headers: headers('youth2'),
    });
    expect(after.statusCode).toBe(401);
    expect((await deactivate({ password: DEMO_PASSWORD })).statusCode).toBe(401);
  });
});
