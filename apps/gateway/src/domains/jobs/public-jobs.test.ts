import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { today } from '@platform/validation';
import type { Db } from '../../db/client';
import { STEP_COLUMNS, saveStep } from './posts';
import { broadSearchMemory, searchPublicJobs } from './search';
import { headers, startGateway, type TestGateway } from '../../test/harness';

/*
 * The public job board over the demo jobs (jobs/seed.ts), relative to today: five live open jobs — IT Support
 * Technician (published 1 day ago, premium), Sewing Machine Operator (2), Junior Web Developer (3), Quality
 * Inspector (5), Graphic Designer (6; company name hidden, salary "negotiable") — one expired (Data Entry Operator)
 * and a draft, a pending, an approved and a rejected one that the public never sees.
 */

let gw: TestGateway;
const job: Record<string, number> = {};
const ref: Record<string, number> = {};

const get = async (url: string) => {
  const r = await gw.app.inject({ method: 'GET', url, headers: headers() });
  return { code: r.statusCode, body: r.json() };
};
const titles = async (query: string) => {
  const r = await get(`/public/jobs${query}`);
  expect(r.code, query).toBe(200);
  return (r.body.data as { job_title_en: string }[]).map((j) => j.job_title_en);
};
const idOf = async (table: string, titleEn: string) =>
  (await gw.db.query<{ id: number }>(`select id from ${table} where lower(title_en) = lower($1)`, [titleEn]))
    .rows[0]?.id ?? 0;

const NEWEST = [
  'IT Support Technician',
  'Sewing Machine Operator',
  'Junior Web Developer',
  'Quality Inspector',
  'Graphic Designer (part time)',
];

beforeAll(async () => {
  gw = await startGateway();
  for (const r of (
    await gw.db.query<{ id: number; job_title_en: string }>('select id, job_title_en from jobs')
  ).rows)
    job[r.job_title_en] = r.id;
  ref.garments = await idOf('job_sectors', 'Ready-made Garments');
  ref.graphicDesigner = await idOf('occupations', 'Graphic Designer');
  ref.graphicDesign = await idOf('skills', 'Graphic design');
  ref.chittagong = await idOf('divisions', 'Chittagong');
  ref.dhaka = await idOf('divisions', 'Dhaka');
  ref.gazipur = await idOf('districts', 'Gazipur');
});
afterAll(async () => gw?.close());

describe('GET /public/jobs', () => {
  it('lists only live jobs that are open, newest first', async () => {
    expect(await titles('')).toEqual(NEWEST);
  });

  it('searches titles and descriptions in both languages, by word prefix', async () => {
    expect(await titles('?search=web')).toEqual(['Junior Web Developer']);
    expect(await titles('?search=develop')).toEqual(['Junior Web Developer']);
    expect(await titles('?search=সেলাই')).toEqual(['Sewing Machine Operator']);
    expect(await titles('?search=garments%20quality')).toEqual(['Quality Inspector']);
    // the approved (not yet paid) Python job and the expired one are not found
    expect(await titles('?search=python')).toEqual([]);
    expect(await titles('?search=data%20entry')).toEqual([]);
    // query syntax typed by a user is only words
    expect(await titles(`?search=${encodeURIComponent("web & ! ( ' :*")}`)).toEqual(['Junior Web Developer']);
  });

  it('filters by sector, occupation, skills and location (division, district)', async () => {
    expect(await titles(`?job_sector_ids=${ref.garments}`)).toEqual([
      'Sewing Machine Operator',
      'Quality Inspector',
    ]);
    expect(await titles(`?occupation_ids=${ref.graphicDesigner}`)).toEqual(['Graphic Designer (part time)']);
    expect(await titles(`?skill_ids=${ref.graphicDesign},99999`)).toEqual(['Graphic Designer (part time)']);
    expect(await titles(`?loc_division_id=${ref.chittagong}`)).toEqual([
      'Sewing Machine Operator',
      'Quality Inspector',
    ]);
    expect(await titles(`?loc_division_id=${ref.dhaka}`)).toEqual([
      'IT Support Technician',
      'Junior Web Developer',
      'Graphic Designer (part time)',
    ]);
    expect(await titles(`?loc_division_id=${ref.dhaka}&loc_district_id=${ref.gazipur}`)).toEqual([
      'IT Support Technician',
    ]);
  });

  it("follows a job's places when they change (the ids copied onto the job by migration 015's triggers)", async () => {
    const id = job['Junior Web Developer'] ?? 0;
    const before = (
      await gw.db.query(
        'select loc_division_id, loc_district_id, loc_upazila_id from job_locations where job_id = $1',
        [id],
      )
    ).rows;
    const chittagongDistrict = (
      await gw.db.query<{ id: number }>(
        'select id from districts where division_id = $1 order by id limit 1',
        [ref.chittagong],
      )
    ).rows[0]?.id;
    // the wizard's more-info step (its other answers as they are) replaces the places: Gazipur and a Chittagong district
    const moreInfo = (
      await gw.db.query(`select ${Object.keys(STEP_COLUMNS.more_info).join(', ')} from jobs where id = $1`, [
        id,
      ])
    ).rows[0];
    await gw.db.transaction((tx) =>
      saveStep(tx, id, 'more_info', 2, {
        ...moreInfo,
        locations: [
          { loc_division_id: ref.dhaka, loc_district_id: ref.gazipur },
          { loc_division_id: ref.chittagong, loc_district_id: chittagongDistrict },
        ],
      }),
    );
    try {
      expect(await titles(`?loc_district_id=${ref.gazipur}`)).toEqual([
        'IT Support Technician',
        'Junior Web Developer',
      ]);
      expect(await titles(`?loc_division_id=${ref.chittagong}`)).toEqual([
        'Sewing Machine Operator',
        'Junior Web Developer',
        'Quality Inspector',
      ]);
      // every place removed: no place filter finds it any more
      await gw.db.query('delete from job_locations where job_id = $1', [id]);
      expect(await titles(`?loc_division_id=${ref.dhaka}`)).toEqual([
        'IT Support Technician',
        'Graphic Designer (part time)',
      ]);
      expect(
        (await gw.db.query('select loc_division_ids, loc_district_ids from jobs where id = $1', [id])).rows,
      ).toEqual([{ loc_division_ids: [], loc_district_ids: [] }]);
    } finally {
      await gw.db.query('delete from job_locations where job_id = $1', [id]);
      for (const l of before)
        await gw.db.query(
          'insert into job_locations (job_id, loc_division_id, loc_district_id, loc_upazila_id) values ($1, $2, $3, $4)',
          [id, l.loc_division_id, l.loc_district_id, l.loc_upazila_id],
        );
    }
    expect(await titles(`?loc_division_id=${ref.dhaka}`)).toEqual([
      'IT Support Technician',
      'Junior Web Developer',
      'Graphic Designer (part time)',
    ]);
  });

  it('filters by job level, employment type and workplace (any of the chosen)', async () => {
    expect(await titles('?job_levels=2')).toEqual(['Quality Inspector', 'Graphic Designer (part time)']);
    expect(await titles('?employment_types=part_time,contractual')).toEqual([
      'IT Support Technician',
      'Graphic Designer (part time)',
    ]);
    expect(await titles('?workplaces=1')).toEqual(['Graphic Designer (part time)']);
    expect(await titles('?workplaces=3&workplaces=1')).toEqual([
      'Junior Web Developer',
      'Graphic Designer (part time)',
    ]);
  });

  it('filters by salary range on shown salaries only, and by posted date', async () => {
    expect(await titles('?salary_min=20000')).toEqual([
      'IT Support Technician',
      'Junior Web Developer',
      'Quality Inspector',
    ]);
    expect(await titles('?salary_max=16000')).toEqual(['Sewing Machine Operator', 'Quality Inspector']);
    expect(await titles('?salary_min=15000&salary_max=19000')).toEqual([
      'IT Support Technician',
      'Sewing Machine Operator',
      'Quality Inspector',
    ]);
    expect(await titles('?posted_within=1')).toEqual(['IT Support Technician']);
    expect(await titles('?posted_within=3')).toEqual([
      'IT Support Technician',
      'Sewing Machine Operator',
      'Junior Web Developer',
    ]);
  });

  it('sorts by deadline and by shown salary (a hidden salary sorts last)', async () => {
    expect(await titles('?sort=deadline')).toEqual([
      'Graphic Designer (part time)',
      'Quality Inspector',
      'Sewing Machine Operator',
      'Junior Web Developer',
      'IT Support Technician',
    ]);
    expect((await titles('?sort=salary_high')).at(-1)).toBe('Graphic Designer (part time)');
    expect((await titles('?sort=salary_high')).slice(0, 2)).toEqual([
      'Junior Web Developer',
      'IT Support Technician',
    ]);
    expect((await titles('?sort=salary_low'))[0]).toBe('Sewing Machine Operator');
  });

  it('pages on the server without gaps or repeats', async () => {
    const pages = [];
    for (const page of [1, 2, 3]) {
      const r = await get(`/public/jobs?page=${page}&page_size=2`);
      expect(r.body.meta).toEqual({ current_page: page, page_size: 2, total: 5, total_page: 3 });
      pages.push(...(r.body.data as { job_title_en: string }[]).map((j) => j.job_title_en));
    }
    expect(pages).toEqual(NEWEST);
    expect((await get('/public/jobs?page=4&page_size=2')).body.data).toEqual([]);
  });

  it('refuses a bad filter with 422 and message ids', async () => {
    const r = await get('/public/jobs?salary_min=30000&salary_max=10000&job_levels=9&sort=random');
    expect(r.code).toBe(422);
    expect(r.body.errors?.salary_max).toEqual(['validation.max_salary_lt_min']);
    expect(r.body.errors?.['job_levels[0]']).toEqual(['validation.one_of']);
    expect(r.body.errors?.sort).toEqual(['validation.one_of']);
  });

  it('shows only what the recruiter chose: a hidden company name and salary stay hidden', async () => {
    const data = (await get('/public/jobs')).body.data as Record<string, unknown>[];
    const graphic = data.find((j) => j.job_title_en === 'Graphic Designer (part time)');
    expect(graphic).toMatchObject({
      company_name: 'একটি শীর্ষস্থানীয় সফটওয়্যার প্রতিষ্ঠান',
      company_name_en: 'A leading software company',
      organization_id: null,
      salary_display: 3,
      salary_min: null,
      salary_max: null,
    });
    const web = data.find((j) => j.job_title_en === 'Junior Web Developer');
    expect(web).toMatchObject({
      company_name: 'ঢাকা টেক লিমিটেড',
      company_name_en: 'Dhaka Tech Ltd.',
      organization_id: expect.any(Number),
      salary_display: 1,
      salary_min: 25000,
      salary_max: 35000,
      status: 'live',
    });
    for (const item of data) {
      for (const key of [
        'criteria',
        'rejection_reason',
        'contact_mobile',
        'company_address',
        'created_by',
        'reviewed_by',
        'applications',
      ])
        expect(item, key).not.toHaveProperty(key);
    }
  });
});

describe('GET /public/featured-jobs', () => {
  it('lists active jobs, premium listings first, with the spec’s page and limit', async () => {
    const r = await get('/public/featured-jobs?page=1&limit=2');
    expect(r.code).toBe(200);
    expect(
      (r.body.data as { job_title_en: string; service_type: number }[]).map((j) => [
        j.job_title_en,
        j.service_type,
      ]),
    ).toEqual([
      ['IT Support Technician', 3],
      ['Sewing Machine Operator', 2],
    ]);
    expect(r.body.meta).toMatchObject({ page_size: 2, total: 5 });
  });
});

describe('GET /public/jobs/:id', () => {
  it('shows a live job with its details, contact and the criteria a youth must meet', async () => {
    const r = await get(`/public/jobs/${job['Junior Web Developer']}`);
    expect(r.code).toBe(200);
    expect(r.body.data).toMatchObject({
      job_title_en: 'Junior Web Developer',
      status: 'live',
      company_name_en: 'Dhaka Tech Ltd.',
      company_address: 'House 12, Road 7, Dhanmondi, Dhaka 1205',
      salary_min: 25000,
      min_age: 20,
      max_age: 35,
      mandatory_criteria: ['age'],
      contact: { name_en: 'Tanvir Hasan', mobile: '01711000003' },
    });
    expect(r.body.data.skills.map((s: { title_en: string }) => s.title_en).sort()).toEqual([
      'Database administration',
      'Web development',
    ]);
    expect(r.body.data).not.toHaveProperty('criteria');
    expect(r.body.data).not.toHaveProperty('rejection_reason');
  });

  it('keeps an anonymous post anonymous: alias, no organisation id, no address, no contact, no salary', async () => {
    const r = await get(`/public/jobs/${job['Graphic Designer (part time)']}`);
    expect(r.body.data).toMatchObject({
      company_name_en: 'A leading software company',
      organization_id: null,
      company_address: null,
      contact: null,
      salary_min: null,
      salary_max: null,
      salary_display: 3,
    });
    expect(JSON.stringify(r.body.data)).not.toContain('Dhaka Tech');
  });

  it('shows an expired job as expired, and no job that is not live', async () => {
    const expired = await get(`/public/jobs/${job['Data Entry Operator']}`);
    expect(expired.code).toBe(200);
    expect(expired.body.data.status).toBe('expired');
    for (const title of [
      'Database Administrator',
      'Digital Marketing Executive',
      'Python Developer',
      'Sales Representative',
    ]) {
      expect((await get(`/public/jobs/${job[title]}`)).code, title).toBe(404);
    }
    expect((await get('/public/jobs/abc')).code).toBe(404);
    expect((await get('/public/jobs/999999')).code).toBe(404);
  });

  it('needs the api-key', async () => {
    const r = await gw.app.inject({ method: 'GET', url: '/public/jobs' });
    expect(r.statusCode).toBe(401);
  });
});

describe('a broad search', () => {
  it('counts and pages through at most 1,000 matches (PUBLIC_SEARCH_MAX_RESULTS)', async () => {
    await gw.db.query(
      `insert into jobs (organization_id, status, completed_steps, service_type, job_title, job_title_en, published_at, application_deadline, salary_display)
       select organization_id, 'live', 6, 1, 'বাল্ক চাকরি ' || g, 'Bulkjob ' || g, current_date - 1, current_date + 10, 2
         from jobs, generate_series(1, 1200) g where id = $1`,
      [job['Junior Web Developer']],
    );
    const first = await get('/public/jobs?search=bulkjob');
    expect(first.body.meta).toEqual({ current_page: 1, page_size: 10, total: 1000, total_page: 100 });
    expect((await get('/public/jobs?search=bulkjob&page=100')).body.data).toHaveLength(10);
    expect((await get('/public/jobs?search=bulkjob&page=101')).body.data).toEqual([]);
    // the same without text (the one-pass count): page 100 is the last, 101 empty with the capped total
    expect((await get('/public/jobs?page=100')).body.data).toHaveLength(10);
    const past = await get('/public/jobs?page=101');
    expect([past.body.data, past.body.meta.total]).toEqual([[], 1000]);
    // an absurd page is a page past the end, not a failure (page and size are written into the statement)
    const absurd = await get('/public/jobs?page=1e400&page_size=7.5');
    expect([absurd.code, absurd.body.data]).toEqual([200, []]);
    // the route's searches made 'bulkjob' known as broad: its next page is read without counting
    const statements: string[] = [];
    const recording: Db = {
      ...gw.db,
      query: (sql, params, options) => {
        statements.push(sql);
        return gw.db.query(sql, params, options);
      },
    };
    const known = await searchPublicJobs(
      recording,
      gw.app.services.broadSearches,
      { search: 'bulkjob' },
      { page: 3, page_size: 10 },
      today(),
    );
    expect([known.rows.length, known.total, statements.some((q) => q.includes('count(*)'))]).toEqual([
      10,
      1000,
      false,
    ]);
    // a broad text search is remembered as broad for a minute (its total is the cap, not counted again) — until a page
    // shows where its matches now end: with five left, page 1 tells the exact total, and page 2 (empty) counts again
    await gw.db.query(
      `update jobs set deleted_at = now() where job_title_en like 'Bulkjob %' and job_title_en !~ '^Bulkjob [1-5]$'`,
    );
    const few = await get('/public/jobs?search=bulkjob');
    expect([few.body.data.length, few.body.meta.total]).toEqual([5, 5]);
    expect((await get('/public/jobs?search=bulkjob')).body.meta.total).toBe(5);
    const again = await get('/public/jobs?search=bulkjob%20bulkjob'); // the same words: the same search
    expect(again.body.meta.total).toBe(5);
    await gw.db.query(`update jobs set deleted_at = now() where job_title_en like 'Bulkjob %'`);
    expect((await get('/public/jobs?search=bulkjob&page=2')).body.meta.total).toBe(0);
    expect(await titles('')).toEqual(NEWEST);
  });

  it("counts a search once while its first visitors arrive together; they wait for that count's answer", async () => {
    await gw.db.query(
      `insert into jobs (organization_id, status, completed_steps, service_type, job_title, job_title_en, published_at, application_deadline, salary_display)
       select organization_id, 'live', 6, 1, 'ঝাঁক চাকরি ' || g, 'Flockjob ' || g, current_date - 1, current_date + 10, 2
         from jobs, generate_series(1, 1005) g where id = $1`,
      [job['Junior Web Developer']],
    );
    const counts: string[] = [];
    const recording: Db = {
      ...gw.db,
      query: (sql, params, options) => {
        if (sql.includes('count(*)')) counts.push(sql);
        return gw.db.query(sql, params, options);
      },
    };
    const memory = broadSearchMemory();
    const search = (page: number) =>
      searchPublicJobs(recording, memory, { search: 'flockjob' }, { page, page_size: 10 }, today());
    const answers = await Promise.all([1, 1, 2, 3, 100].map(search));
    expect(answers.map((a) => [a.rows.length, a.total])).toEqual([
      [10, 1000],
      [10, 1000],
      [10, 1000],
      [10, 1000],
      [10, 1000],
    ]);
    expect(counts).toHaveLength(1);
    // a search with fewer matches than the cap: the ones that waited count their own (exact) total
    await gw.db.query(
      `update jobs set deleted_at = now() where job_title_en like 'Flockjob %' and job_title_en !~ '^Flockjob [1-3]$'`,
    );
    const few = await Promise.all(
      [1, 1].map((p) =>
        searchPublicJobs(
          recording,
          broadSearchMemory(),
          { search: 'flockjob' },
          { page: p, page_size: 10 },
          today(),
        ),
      ),
    );
    expect(few.map((a) => [a.rows.length, a.total])).toEqual([
      [3, 3],
      [3, 3],
    ]);
    await gw.db.query(`update jobs set deleted_at = now() where job_title_en like 'Flockjob %'`);
  });
});
