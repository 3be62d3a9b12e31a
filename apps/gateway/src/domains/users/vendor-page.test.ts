import type { PublicVendor } from '@platform/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, fakeIdentity, startGateway, type TestGateway, uploadedPath } from '../../test/harness';

/*
 * GET /public/vendors/{id} (spec §7 public, ADR 0099): only an approved, active vendor (recruiter or content provider)
 * has a page — with its organisation's or institute's names and its live jobs or published courses, never the
 * person's contact; a pending, rejected, deactivated vendor, a youth, an unknown id are 404, and bad ids never 5xx.
 */

let gw: TestGateway;
const api = apiCaller(() => gw);
const idOf = async (username: string) =>
  (await gw.db.query<{ id: number }>('select id::int as id from users where username = $1', [username]))
    .rows[0]?.id;

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
});
afterAll(async () => gw.close());

describe('GET /public/vendors/{id}', () => {
  it('shows an approved recruiter: its organisation’s names and live jobs, nothing of the person', async () => {
    const id = await idOf('recruiter');
    const r = await api('GET', `/public/vendors/${id}`);
    expect(r.code).toBe(200);
    const vendor = r.body.data as PublicVendor;
    const org = (
      await gw.db.query<{ id: number; title: string; title_en: string | null }>(
        `select o.id::int as id, o.title, o.title_en from organizations o join users u on u.organization_id = o.id
          where u.username = 'recruiter'`,
      )
    ).rows[0];
    expect(vendor).toMatchObject({
      id,
      kind: 'recruiter',
      name: org?.title,
      name_en: org?.title_en,
      courses: [],
    });
    expect(vendor.organization_id).toBe(org?.id);
    expect(vendor.jobs.length).toBeGreaterThan(0);
    const board = await api('GET', `/public/jobs/${vendor.jobs[0]?.id}`);
    expect(board.code).toBe(200);
    const person = (
      await gw.db.query<{ full_name: string; email: string; mobile: string }>(
        `select full_name, email, mobile from users where username = 'recruiter'`,
      )
    ).rows[0];
    const text = JSON.stringify(r.body);
    for (const secret of [person?.email, person?.mobile, person?.full_name, 'username'].filter(Boolean))
      expect(text).not.toContain(String(secret));
  });

  it('shows the logo and description the admin gives the organisation through the resource engine', async () => {
    const id = await idOf('recruiter');
    const before = (await api('GET', `/public/vendors/${id}`)).body.data as PublicVendor;
    expect(before).toMatchObject({ logo: null, description: null });
    const org = before.organization_id;
    const record = (await api('GET', `/private/organizations/${org}`, 'admin')).body.data;
    // a real upload: the resource engine takes no made-up path (ADR 0123)
    const logo = await uploadedPath(gw, 'admin');
    const put = await api('PUT', `/private/organizations/${org}`, 'admin', {
      ...record,
      logo,
      description: 'We build software for garment factories.\nFounded in Dhaka.',
    });
    expect(put.code, JSON.stringify(put.body)).toBe(200);
    const after = (await api('GET', `/public/vendors/${id}`)).body.data as PublicVendor;
    expect(after).toMatchObject({
      logo,
      description: 'We build software for garment factories.\nFounded in Dhaka.',
    });
    // a stored logo that is no public file's path is never answered (it would make the image point elsewhere)
    await gw.db.query(`update organizations set logo = '@evil.example/x.png' where id = $1`, [org]);
    expect(((await api('GET', `/public/vendors/${id}`)).body.data as PublicVendor).logo).toBeNull();
    // an institute's, for a content provider
    await gw.db.query(
      `update institutes set logo = '/files/abc', description = '  ' where id = (select institute_id from users where username = 'provider')`,
    );
    const provider = (await api('GET', `/public/vendors/${await idOf('provider')}`)).body
      .data as PublicVendor;
    expect(provider).toMatchObject({ logo: '/files/abc', description: null });
  });

  it('shows an approved content provider with its institute’s published courses only', async () => {
    const id = await idOf('provider');
    const vendor = (await api('GET', `/public/vendors/${id}`)).body.data as PublicVendor;
    expect(vendor).toMatchObject({ id, kind: 'content_provider', organization_id: null, jobs: [] });
    const published = (
      await gw.db.query<{ id: number }>(
        `select c.id::int as id from courses c join users u on u.institute_id = c.institute_id
          where u.username = 'provider' and c.publication_status = 'published' and c.row_status = 1`,
      )
    ).rows.map((c) => c.id);
    expect(vendor.courses.map((c) => c.id).sort()).toEqual(published.slice(0, 12).sort());
  });

  it('is 404 for a pending, rejected or deactivated vendor, a youth, a staff admin and an unknown id', async () => {
    for (const username of ['vendor_pending1', 'vendor_rejected', 'youth', 'admin']) {
      const r = await api('GET', `/public/vendors/${await idOf(username)}`);
      expect(r.code, username).toBe(404);
      expect(r.body.status).toMatchObject({ success: false, code: 404 });
    }
    const id = await idOf('recruiter2');
    expect((await api('GET', `/public/vendors/${id}`)).code).toBe(200);
    await gw.db.query(`update users set row_status = 0 where username = 'recruiter2'`);
    expect((await api('GET', `/public/vendors/${id}`)).code).toBe(404);
    await gw.db.query(`update users set row_status = 1 where username = 'recruiter2'`);
    for (const bad of ['99999999', 'abc', '-1', '0', '1.5', '99999999999999999999'])
      expect((await api('GET', `/public/vendors/${bad}`)).code, bad).toBe(404);
    expect((await gw.app.inject({ method: 'GET', url: `/public/vendors/${id}` })).statusCode).toBe(401);
  });
});
