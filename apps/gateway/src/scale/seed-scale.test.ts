import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeIdentity, headers, startGateway, type TestGateway } from '../test/harness';
import { removeScale, SCALE_COURSE_PREFIX, SCALE_JOB_PREFIX, seedScale } from './seed-scale';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
});
afterAll(async () => gw?.close());

const get = (url: string, user?: string) => gw.app.inject({ method: 'GET', url, headers: headers(user) });
const scaleJobs = async () =>
  Number(
    (
      await gw.db.query<{ n: number }>(
        `select count(*)::int as n from jobs where job_title_en like 'Scale job %'`,
      )
    ).rows[0]?.n,
  );

describe('tools/seed-scale', () => {
  it('adds live, searchable jobs in real lookups and one job with many applicants, and tops up on a rerun', async () => {
    const first = await seedScale(gw.db, { jobs: 120, applicants: 30 });
    expect(first).toMatchObject({ jobs: 120, applicants: 30 });

    // public: the scale jobs are live and open, found by text in either language and by a location filter
    const byText = await get('/public/jobs?search=scale');
    expect(byText.statusCode).toBe(200);
    expect(byText.json().meta.total).toBe(120);
    expect(byText.json().data[0].job_title_en).toMatch(new RegExp(`^${SCALE_JOB_PREFIX} \\d+ `));
    expect(
      (await get('/public/jobs?search=%E0%A6%B8%E0%A7%8D%E0%A6%95%E0%A7%87%E0%A6%B2')).json().meta.total,
    ).toBe(120);
    const detail = await get(`/public/jobs/${byText.json().data[0].id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.skills.length).toBeGreaterThanOrEqual(1);

    // private: the recruiter's organisation owns the pipeline job and pages through its applicants
    const list = await get(
      `/private/jobs/${first.pipelineJobId}/applicants?page=2&page_size=10`,
      'recruiter',
    );
    expect(list.statusCode).toBe(200);
    expect(list.json().meta).toMatchObject({ current_page: 2, total: 30 });
    expect(list.json().data).toHaveLength(10);

    // a rerun adds only what is missing
    const again = await seedScale(gw.db, { jobs: 150, applicants: 40 });
    expect(again).toMatchObject({ jobs: 150, applicants: 40, pipelineJobId: first.pipelineJobId });
    expect(await scaleJobs()).toBe(150);
  });

  it('adds published courses the catalogue finds by text and filter, each page with its outline and an open batch', async () => {
    const catalogueBefore = (await get('/public/courses')).json().meta.total as number;
    expect(await seedScale(gw.db, { jobs: 150, courses: 30 })).toMatchObject({ jobs: 150, courses: 30 });
    expect((await get('/public/courses')).json().meta.total).toBe(catalogueBefore + 30);
    const welding = (await get('/public/courses?search=welding')).json();
    expect(welding.meta.total).toBe(3); // one course in ten
    expect(welding.data[0].title_en).toMatch(new RegExp(`^${SCALE_COURSE_PREFIX} \\d+ Welding$`));
    expect(welding.data[0].open_batches).toBe(1);
    const free = (await get('/public/courses?search=scale&fee=free')).json();
    expect(free.meta.total).toBe(10);
    const page = (await get(`/public/courses/${welding.data[0].id}`)).json().data;
    expect(page.outline[0].lessons).toHaveLength(2);
    expect(page.batches).toHaveLength(1);
  });

  it('enrols the scale youths in the scale courses over two years, a third completed with a certificate', async () => {
    expect(await seedScale(gw.db, { jobs: 150, applicants: 40, courses: 30, enrolments: 90 })).toMatchObject({
      enrolments: 90,
    });
    const r = await gw.db.query<{ n: number; done: number; certs: number; youths: number; spread: number }>(
      `select count(*)::int as n, count(e.completed_at)::int as done, count(distinct e.youth_id)::int as youths,
              (select count(*)::int from certificates c where c.youth_id in (select id from users where username like 'scale_youth_%')) as certs,
              (max(e.enrolled_at)::date - min(e.enrolled_at)::date)::int as spread
         from course_enrolments e join users u on u.id = e.youth_id where u.username like 'scale_youth_%'`,
    );
    const row = r.rows[0];
    expect(row).toMatchObject({ n: 90, youths: 40 });
    // one in three (30) completes, 30 days after enrolling: not yet the 10 of them enrolled in the last 30 days
    expect(row?.done).toBe(20);
    expect(row?.certs).toBe(row?.done);
    expect(row?.spread).toBeGreaterThan(60);
    // a rerun adds nothing
    expect(await seedScale(gw.db, { jobs: 150, applicants: 40, courses: 30, enrolments: 90 })).toMatchObject({
      enrolments: 90,
    });
  });

  it('removes every scale row and leaves the demo jobs and courses', async () => {
    const demoBefore = (await get('/public/jobs')).json().meta.total as number;
    const catalogueBefore = (await get('/public/courses')).json().meta.total as number;
    await removeScale(gw.db);
    expect(await scaleJobs()).toBe(0);
    expect((await get('/public/jobs')).json().meta.total).toBe(demoBefore - 150);
    expect((await get('/public/courses')).json().meta.total).toBe(catalogueBefore - 30);
  });
});
