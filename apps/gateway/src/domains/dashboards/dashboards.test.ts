import { type AdminDashboard, endpoints, type RecruiterDashboard } from '@platform/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeIdentity, headers, startGateway, type TestGateway } from '../../test/harness';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
});
afterAll(async () => gw?.close());

const get = (url: string, user?: string) => gw.app.inject({ method: 'GET', url, headers: headers(user) });
const count = async (sql: string, params: unknown[] = []) =>
  (await gw.db.query<{ n: number }>(sql, params)).rows[0]?.n ?? -1;
const orgOf = async (username: string) =>
  count('select organization_id as n from users where username = $1', [username]);

async function grant(username: string, keys: string[]) {
  await gw.db.query(
    `insert into user_permissions (user_id, permission_id) select u.id, p.id from users u, permissions p
     where u.username = $1 and p.key = any($2::text[]) on conflict do nothing`,
    [username, keys],
  );
}

describe(`GET ${endpoints.adminDashboard.path}`, () => {
  it('counts the admin’s queues in the success envelope', async () => {
    const r = await get(endpoints.adminDashboard.path, 'admin');
    expect(r.statusCode).toBe(200);
    const body = r.json() as { data: AdminDashboard; status: { success: boolean; code: number } };
    expect(body.status).toMatchObject({ success: true, code: 200 });
    expect(body.data).toEqual({
      pending_job_approvals: await count(
        `select count(*)::int as n from jobs where status = 'pending_approval' and deleted_at is null`,
      ),
      pending_vendors: await count(
        `select count(*)::int as n from users where vendor_status = 'pending' and deleted_at is null`,
      ),
      users: await count('select count(*)::int as n from users where deleted_at is null'),
    });
    expect(body.data.pending_job_approvals).toBeGreaterThan(0);
  });

  it('is refused without its key (403), and to a youth, and without a sign-in (401)', async () => {
    for (const user of ['recruiter', 'youth', 'association']) {
      const r = await get(endpoints.adminDashboard.path, user);
      expect(r.statusCode, user).toBe(403);
      expect(r.json()).toMatchObject({ status: { success: false, code: 403 } });
    }
    expect((await get(endpoints.adminDashboard.path)).statusCode).toBe(401);
  });

  it('counts only the queues whose lists the caller may open, inside its tenant', async () => {
    // the organisation's own administrator: its users only, no approvals of jobs or vendors
    await grant('orgadmin', ['view_admin_dashboard']);
    const r = await get(endpoints.adminDashboard.path, 'orgadmin');
    expect(r.statusCode).toBe(200);
    const org = await orgOf('orgadmin');
    expect(r.json().data).toEqual({
      pending_job_approvals: null,
      pending_vendors: null,
      users: await count(
        'select count(*)::int as n from users where organization_id = $1 and deleted_at is null',
        [org],
      ),
    });
    const all = await count('select count(*)::int as n from users where deleted_at is null');
    expect(r.json().data.users).toBeLessThan(all);
  });
});

describe(`GET ${endpoints.recruiterDashboard.path}`, () => {
  async function expected(username: string): Promise<RecruiterDashboard> {
    const org = await orgOf(username);
    const jobs = (status: string) =>
      count(
        `select count(*)::int as n from jobs where organization_id = $1 and status = $2 and deleted_at is null`,
        [org, status],
      );
    const applications = (status: number) =>
      count(
        `select count(*)::int as n from job_applications a join jobs j on j.id = a.job_id
          where j.organization_id = $1 and a.status = $2 and a.removed_at is null and j.deleted_at is null`,
        [org, status],
      );
    return {
      new_applicants: { total: await applications(0), jobs: expect.any(Array) as never },
      open_offers: await applications(41),
      drafts: await jobs('draft'),
      awaiting_approval: await jobs('pending_approval'),
      awaiting_payment: await jobs('approved'),
    };
  }

  it('counts the recruiter’s own organisation only, and names the jobs with new applicants', async () => {
    const r = await get(endpoints.recruiterDashboard.path, 'recruiter');
    expect(r.statusCode).toBe(200);
    expect(r.json().status).toMatchObject({ success: true, code: 200 });
    const data = r.json().data as RecruiterDashboard;
    expect(data).toEqual(await expected('recruiter'));
    expect(data.new_applicants?.total).toBeGreaterThan(0);
    const jobs = data.new_applicants?.jobs ?? [];
    expect(jobs.length).toBeGreaterThan(0);
    expect(jobs.length).toBeLessThanOrEqual(5);
    expect(jobs.reduce((n, j) => n + j.count, 0)).toBeLessThanOrEqual(data.new_applicants?.total ?? 0);
    const org = await orgOf('recruiter');
    for (const job of jobs)
      expect(await count('select organization_id as n from jobs where id = $1', [job.id])).toBe(org);
    expect(jobs.map((j) => j.count)).toEqual([...jobs.map((j) => j.count)].sort((a, b) => b - a));
  });

  it('gives another organisation its own numbers (tenant)', async () => {
    const other = await get(endpoints.recruiterDashboard.path, 'recruiter2');
    expect(other.statusCode).toBe(200);
    expect(other.json().data).toEqual(await expected('recruiter2'));
    const mine = (await get(endpoints.recruiterDashboard.path, 'recruiter')).json()
      .data as RecruiterDashboard;
    const ids = new Set(mine.new_applicants?.jobs.map((j) => j.id));
    for (const job of (other.json().data as RecruiterDashboard).new_applicants?.jobs ?? [])
      expect(ids.has(job.id)).toBe(false);
  });

  it('is refused to a youth and to an admin without view_any_job; applicants need their own key', async () => {
    expect((await get(endpoints.recruiterDashboard.path, 'youth')).statusCode).toBe(403);
    expect((await get(endpoints.recruiterDashboard.path, 'orgadmin')).statusCode).toBe(403);
    await grant('orgadmin', ['view_any_job']);
    const r = await get(endpoints.recruiterDashboard.path, 'orgadmin');
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({ new_applicants: null, open_offers: null });
  });
});
