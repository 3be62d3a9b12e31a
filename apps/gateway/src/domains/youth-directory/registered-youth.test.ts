import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, fakeIdentity, startGateway, type TestGateway } from '../../test/harness';

let gw: TestGateway;
const api = apiCaller(() => gw);
const URL = '/public/registered-youth-in-real-time';

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
});
afterAll(async () => gw.close());

const countInDb = async () =>
  (
    await gw.db.query<{ n: number }>(
      'select count(*)::int as n from users where user_type_code = 3 and deleted_at is null',
    )
  ).rows[0]?.n;

describe('GET /public/registered-youth-in-real-time', () => {
  it('answers the number of registered youth, a count only, to anyone with the api-key', async () => {
    const r = await api('GET', URL);
    expect(r.code).toBe(200);
    expect(r.body.data).toEqual({ total_registered_youth: await countInDb() });
    expect(r.body.data.total_registered_youth).toBeGreaterThan(0);
    expect(r.headers['cache-control']).toContain('max-age=10');
  });

  it('counts a new youth and drops a deleted one; staff accounts are not youth', async () => {
    const before = (await api('GET', URL)).body.data.total_registered_youth as number;
    await gw.db.query(
      `insert into users (username, password_hash, full_name, user_type_code) values
         ('counter_youth_a', 'x', 'Counter Youth A', 3), ('counter_youth_b', 'x', 'Counter Youth B', 3),
         ('counter_staff', 'x', 'Counter Staff', 1)`,
    );
    expect((await api('GET', URL)).body.data.total_registered_youth).toBe(before + 2);
    await gw.db.query(`update users set deleted_at = now() where username = 'counter_youth_b'`);
    expect((await api('GET', URL)).body.data.total_registered_youth).toBe(before + 1);
  });

  it('refuses a caller without the api-key', async () => {
    const r = await gw.app.inject({ method: 'GET', url: URL });
    expect(r.statusCode).toBe(401);
  });
});
