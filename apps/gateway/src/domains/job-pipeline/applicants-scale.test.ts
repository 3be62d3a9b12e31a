import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeIdentity, headers, startGateway, type TestGateway } from '../../test/harness';

/*
 * The applicants list of one job with 10,000 applicants (ADR 0063 "Speed"): every tab and stage is read from a partial
 * index of 012 in match order, never by sorting the job's applications.
 */

let gw: TestGateway;
let jobId = 0;
const N = 10_000;

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  jobId =
    (await gw.db.query<{ id: number }>(`select id from jobs where job_title_en = 'Junior Web Developer'`))
      .rows[0]?.id ?? 0;
  await gw.db.exec(`
    insert into users (username, password_hash, full_name, user_type_code)
      select 'scale_youth_' || g, 'x', 'Youth ' || g, 3 from generate_series(1, ${N}) g;
    insert into job_applications (job_id, youth_id, status, match_score, is_saved)
      select ${jobId}, u.id, (array[0, 11, 21, 31, 32, 41, 51, 99])[1 + (u.id % 8)], (u.id * 37) % 101, u.id % 50 = 0
        from users u where u.username like 'scale_youth_%';
    analyze job_applications;`);
});
afterAll(async () => gw?.close());

const page = async (query: string) => {
  const started = performance.now();
  const r = await gw.app.inject({
    method: 'GET',
    url: `/private/jobs/${jobId}/applicants?${query}`,
    headers: headers('recruiter'),
  });
  return { ms: performance.now() - started, body: r.json(), code: r.statusCode };
};

describe('10,000 applicants on one job', () => {
  it.each([
    '',
    'tab=1',
    'tab=3',
    'tab=4&stage=5',
    'stage=3',
    'tab=5',
    'removed=true',
    'page=500&page_size=20',
  ])('pages %s best match first', async (query) => {
    const r = await page(query);
    expect(r.code).toBe(200);
    const scores = r.body.data.map((a: { match_score: number }) => a.match_score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(r.body.meta.total).toBeLessThanOrEqual(N + 2);
  });

  it('plans every list on a ranked partial index with no sort of the job’s rows', async () => {
    const plan = async (cond: string) =>
      (
        await gw.db.query<{ 'QUERY PLAN': string }>(
          `explain select a.id from job_applications a where a.job_id = $1 and ${cond} order by a.match_score desc, a.id limit 10`,
          [jobId],
        )
      ).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n');
    for (const [cond, index] of [
      ['a.removed_at is null', 'job_applications_ranked'],
      [
        'a.removed_at is null and a.status = any(array[31,32,33,34,35,36]::smallint[])',
        'job_applications_ranked',
      ],
      ['a.removed_at is null and a.is_saved', 'job_applications_saved'],
      ['a.removed_at is not null', 'job_applications_removed'],
    ] as const) {
      const text = await plan(cond);
      expect(text, cond).toContain(index);
      expect(text, cond).not.toMatch(/\bSort\b/);
    }
  });
});
