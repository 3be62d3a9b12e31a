import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headers, startGateway, type TestGateway } from '../../test/harness';

/*
 * The public company page over the demo jobs (jobs/seed.ts): the demo recruiter's organisation has live jobs that
 * show its name and one (Graphic Designer) that hides it.
 */

let gw: TestGateway;

const get = async (url: string) => {
  const r = await gw.app.inject({ method: 'GET', url, headers: headers() });
  return { code: r.statusCode, body: r.json() };
};
const orgOf = async (titleEn: string) =>
  (
    await gw.db.query<{ organization_id: number }>(
      'select organization_id from jobs where job_title_en = $1',
      [titleEn],
    )
  ).rows[0]?.organization_id ?? 0;

beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => gw?.close());

describe('GET /public/companies/:id', () => {
  it('names the organisation and lists its live jobs that show its name, newest first', async () => {
    const org = await orgOf('IT Support Technician');
    const r = await get(`/public/companies/${org}`);
    expect(r.code).toBe(200);
    expect(r.body.data.id).toBe(org);
    expect(r.body.data.title).toEqual(expect.any(String));
    const titles = (r.body.data.jobs as { job_title_en: string; organization_id: number }[]).map(
      (j) => j.job_title_en,
    );
    expect(titles[0]).toBe('IT Support Technician');
    // hidden company name, expired, not yet live: never listed
    expect(titles).not.toContain('Graphic Designer (part time)');
    expect(titles).not.toContain('Data Entry Operator');
    for (const j of r.body.data.jobs as { organization_id: number }[]) expect(j.organization_id).toBe(org);
  });

  it('answers 404 for an organisation without a job that shows its name, and for a bad id', async () => {
    const other = await gw.db.query<{ id: number }>(
      `select o.id from organizations o where not exists (select 1 from jobs j where j.organization_id = o.id and j.status = 'live') limit 1`,
    );
    if (other.rows[0]) expect((await get(`/public/companies/${other.rows[0].id}`)).code).toBe(404);
    expect((await get('/public/companies/999999')).code).toBe(404);
    expect((await get('/public/companies/abc')).code).toBe(404);
  });
});
