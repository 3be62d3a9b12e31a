import type { JobCategory } from '@platform/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, fakeIdentity, startGateway, type TestGateway } from '../../test/harness';

/*
 * GET /public/job-categories (spec §7 public, ADR 0099): every active job sector with the number of jobs the public
 * board shows in it today — and the board agrees: a category's count is what /public/jobs?job_sector_ids= totals.
 */

let gw: TestGateway;
const api = apiCaller(() => gw);
const URL = '/public/job-categories';

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
});
afterAll(async () => gw.close());

const categories = async () => (await api('GET', URL)).body.data as JobCategory[];

describe('GET /public/job-categories', () => {
  it('counts only the jobs the public board shows: live, published, open and not deleted', async () => {
    const sector = (
      await gw.db.query<{ id: number }>(
        `insert into job_sectors (title, title_en) values ('পরীক্ষা খাত', 'Category test sector') returning id::int as id`,
      )
    ).rows[0]?.id;
    const org = (
      await gw.db.query<{ id: number }>('select id::int as id from organizations order by id limit 1')
    ).rows[0]?.id;
    const job = (status: string, published: string, deadline: string, deleted = false) =>
      gw.db.query(
        `insert into jobs (organization_id, status, completed_steps, service_type, job_title, job_title_en, published_at,
           application_deadline, salary_display, job_sector_id, deleted_at)
         values ($1, $2, 6, 1, 'কাজ', 'Category job', current_date + $3::int, current_date + $4::int, 2, $5,
           case when $6 then now() end)`,
        [org, status, Number(published), Number(deadline), sector, deleted],
      );
    await job('live', '-1', '10'); // shown
    await job('live', '0', '0'); // shown: published today, last day today
    await job('live', '1', '10'); // published tomorrow
    await job('live', '-10', '-1'); // past its deadline
    await job('live', '-1', '10', true); // deleted
    await job('draft', '-1', '10');
    await job('pending_approval', '-1', '10');
    await job('approved', '-1', '10');

    const mine = (await categories()).find((c) => c.id === sector);
    expect(mine).toEqual({ id: sector, title: 'পরীক্ষা খাত', title_en: 'Category test sector', job_count: 2 });
    const board = await api('GET', `/public/jobs?job_sector_ids=${sector}`);
    expect(board.body.meta.total).toBe(2);
  });

  it('lists every active sector with the board’s own totals, the most jobs first', async () => {
    const all = await categories();
    const sectors = (
      await gw.db.query<{ n: number }>(
        'select count(*)::int as n from job_sectors where deleted_at is null and row_status = 1',
      )
    ).rows[0]?.n;
    expect(all).toHaveLength(sectors ?? -1);
    const counts = all.map((c) => c.job_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    for (const c of all.filter((x) => x.job_count > 0).slice(0, 3)) {
      const board = await api('GET', `/public/jobs?job_sector_ids=${c.id}`);
      expect(board.body.meta.total, c.title_en ?? c.title).toBe(c.job_count);
    }
    await gw.db.query(`update job_sectors set row_status = 0 where title_en = 'Category test sector'`);
    expect((await categories()).some((c) => c.title_en === 'Category test sector')).toBe(false);
  });

  it('needs the api-key and answers with cache headers', async () => {
    expect((await gw.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    const r = await api('GET', URL);
    expect(r.code).toBe(200);
    expect(r.headers['cache-control']).toContain('max-age=30');
  });
});
