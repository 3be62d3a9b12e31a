import type { HttpMethod } from '@platform/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, fakeIdentity, startGateway, type TestGateway } from '../../test/harness';

/*
 * An institute admin's batches in the admin portal (issue 18 item 1; ADR 0127): POST /private/institute-batches,
 * PUT /private/institute-batches/:id and the form's course picker. The key (`manage_institute_batch`: the institute
 * admin holds it, the provider does not), the tenant from the caller (another institute's course or batch 404, a
 * platform administrator every institute's), the lms batch rules with their message ids, bad input → 422.
 */

let gw: TestGateway;
let course = 0;
let otherCourse = 0;
let otherBatch = 0;
let archived = 0;
let batch = 0;

const call = apiCaller(() => gw);
const body = (over: Record<string, unknown> = {}) => ({
  title: 'মার্চ ব্যাচ',
  title_en: 'March batch',
  total_seats: 20,
  registration_start_date: '2027-03-01',
  registration_end_date: '2027-03-20',
  batch_start_date: '2027-04-01',
  batch_end_date: '2027-05-31',
  ...over,
});
const one = async (sql: string) => Number((await gw.db.query<{ id: number }>(sql)).rows[0]?.id);
const ids = (errors: Record<string, string[]>) =>
  Object.fromEntries(
    Object.entries(errors).map(([k, v]) => [k, v.map((m) => (m.startsWith('{') ? JSON.parse(m).id : m))]),
  );

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  const mine = `(select institute_id from users where username = 'instituteadmin')`;
  course = await one(
    `insert into courses (institute_id, title, title_en, course_type, duration_hours, fee, language_medium, level)
      values (${mine}, 'ব্যাচের কোর্স', 'Batch form course', 1, 10, 0, 1, 1) returning id`,
  );
  archived = await one(
    `insert into courses (institute_id, title, title_en, course_type, duration_hours, fee, language_medium, level,
       publication_status) values (${mine}, 'পুরনো কোর্স', 'Archived course', 1, 10, 0, 1, 1, 'archived') returning id`,
  );
  const institute = await one(
    `insert into institutes (title, title_en) values ('অন্য ইনস্টিটিউট', 'Other Institute') returning id`,
  );
  otherCourse = await one(
    `insert into courses (institute_id, title, title_en, course_type, duration_hours, fee, language_medium, level)
      values (${institute}, 'অন্য কোর্স', 'Foreign course', 1, 10, 0, 1, 1) returning id`,
  );
  otherBatch = await one(
    `insert into course_batches (course_id, title, total_seats, available_seats, registration_start_date,
       registration_end_date, batch_start_date, batch_end_date)
     values (${otherCourse}, 'অন্য ব্যাচ', 10, 10, '2027-01-01', '2027-01-10', '2027-02-01', '2027-02-10') returning id`,
  );
});
afterAll(async () => gw?.close());

describe('institute batches', () => {
  it('lets the institute admin add a batch to its institute’s course, with its own institute’s centre', async () => {
    const centre = await one(
      `select id from training_centers where institute_id = (select institute_id from users where username = 'instituteadmin')
        and deleted_at is null order by id limit 1`,
    );
    const r = await call(
      'POST',
      '/private/institute-batches',
      'instituteadmin',
      body({ course_id: course, training_center_id: centre }),
    );
    expect(r.code, JSON.stringify(r.body)).toBe(201);
    expect(r.body.status.message).toBe('course_batches.success.saved');
    expect(r.body.data).toMatchObject({
      course_id: course,
      title_en: 'March batch',
      total_seats: 20,
      available_seats: 20,
      training_center_id: centre,
    });
    batch = r.body.data.id;
    // the institute admin's list of ADR 0118 shows it, and only its own institute's batches
    const list = await call('GET', '/private/course-batches/platform?page_size=100', 'instituteadmin');
    expect(list.code).toBe(200);
    const rows = list.body.data as { id: number; institute_id: number }[];
    expect(rows.map((b) => b.id)).toContain(batch);
    expect(rows.map((b) => b.id)).not.toContain(otherBatch);
    expect((await call('GET', `/private/course-batches/${batch}/platform`, 'instituteadmin')).code).toBe(200);
  });

  it('edits the batch: seats and dates', async () => {
    const r = await call(
      'PUT',
      `/private/institute-batches/${batch}`,
      'instituteadmin',
      body({ total_seats: 30, available_seats: 9 }),
    );
    expect(r.code, JSON.stringify(r.body)).toBe(200);
    expect(r.body.status.message).toBe('course_batches.success.saved');
    expect(r.body.data).toMatchObject({ total_seats: 30, available_seats: 9 });
  });

  it.each([
    [
      'the registration start on or after its end',
      { registration_end_date: '2027-03-01' },
      { registration_start_date: ['validation.start_before_registration_end'] },
    ],
    [
      'the batch end before its start',
      { batch_end_date: '2027-03-31' },
      { batch_end_date: ['validation.end_before_start'] },
    ],
    [
      'more available seats than the total',
      { available_seats: 21 },
      { available_seats: ['validation.available_seats_over_total'] },
    ],
    ['no seats', { total_seats: 0 }, { total_seats: ['validation.min'] }],
  ])('refuses %s with the lms rule’s 422 and message id', async (_name, over, errors) => {
    for (const [method, url, payload] of [
      ['POST', '/private/institute-batches', body({ course_id: course, ...over })],
      ['PUT', `/private/institute-batches/${batch}`, body(over)],
    ] as const) {
      const r = await call(method, url, 'instituteadmin', payload);
      expect(r.code, JSON.stringify(r.body)).toBe(422);
      expect(ids(r.body.errors)).toEqual(errors);
    }
  });

  it('refuses another institute’s training centre (422) and an archived course (409)', async () => {
    const foreign = await one(
      `insert into training_centers (institute_id, title) values ((select institute_id from courses where id = ${otherCourse}),
         'অন্য কেন্দ্র') returning id`,
    );
    const r = await call(
      'PUT',
      `/private/institute-batches/${batch}`,
      'instituteadmin',
      body({ training_center_id: foreign }),
    );
    expect(r.code).toBe(422);
    expect(r.body.errors.training_center_id).toEqual(['validation.reference_missing']);
    const old = await call(
      'POST',
      '/private/institute-batches',
      'instituteadmin',
      body({ course_id: archived }),
    );
    expect(old.code).toBe(409);
    expect(old.body.status.message).toBe('courses.errors.archived');
  });

  it('answers 404 for another institute’s course or batch, and leaves them unchanged', async () => {
    const calls: [HttpMethod, string, unknown?][] = [
      ['POST', '/private/institute-batches', body({ course_id: otherCourse })],
      ['PUT', `/private/institute-batches/${otherBatch}`, body()],
      ['PUT', '/private/institute-batches/999999', body()],
      ['GET', `/private/institute-batches/courses/${otherCourse}`],
      ['GET', `/private/institute-batches/courses/${archived}`],
    ];
    for (const [method, url, payload] of calls)
      expect((await call(method, url, 'instituteadmin', payload)).code, `${method} ${url}`).toBe(404);
    const other = await gw.db.query<{ n: number; title: string }>(
      `select (select count(*)::int from course_batches where course_id = $1) as n,
        (select title from course_batches where id = $2) as title`,
      [otherCourse, otherBatch],
    );
    expect(other.rows[0]).toEqual({ n: 1, title: 'অন্য ব্যাচ' });
    // the institute's batches are not on the lms batch calls for it: those are the provider's key
    expect((await call('GET', `/private/courses/${course}/batches`, 'instituteadmin')).code).toBe(403);
  });

  it('offers its own institute’s courses that are not archived, searched by title', async () => {
    const list = await call(
      'GET',
      '/private/institute-batches/courses?search=Batch%20form',
      'instituteadmin',
    );
    expect(list.code, JSON.stringify(list.body)).toBe(200);
    expect(list.body.data).toEqual([
      { id: course, code: expect.any(String), title: 'ব্যাচের কোর্স', title_en: 'Batch form course' },
    ]);
    const all = await call('GET', '/private/institute-batches/courses?page_size=100', 'instituteadmin');
    const offered = (all.body.data as { id: number }[]).map((c) => c.id);
    expect(offered).not.toContain(otherCourse);
    expect(offered).not.toContain(archived);
    const read = await call('GET', `/private/institute-batches/courses/${course}`, 'instituteadmin');
    expect(read.body.data).toMatchObject({ id: course, title_en: 'Batch form course' });
  });

  it('lets a platform administrator add to any institute’s course', async () => {
    const r = await call('POST', '/private/institute-batches', 'admin', body({ course_id: otherCourse }));
    expect(r.code, JSON.stringify(r.body)).toBe(201);
    expect(r.body.data.course_id).toBe(otherCourse);
  });

  it('refuses callers without the key (403): the provider, a trainer, youth and recruiters', async () => {
    for (const who of ['provider', 'trainer', 'youth', 'recruiter'])
      for (const [method, url, payload] of [
        ['POST', '/private/institute-batches', body({ course_id: course })],
        ['PUT', `/private/institute-batches/${batch}`, body()],
        ['GET', '/private/institute-batches/courses'],
        ['GET', `/private/institute-batches/courses/${course}`],
      ] as [HttpMethod, string, unknown?][])
        expect((await call(method, url, who, payload)).code, `${who} ${method} ${url}`).toBe(403);
  });

  it('answers bad input (missing, wrong types, huge) with the 422 envelope, never a 5xx', async () => {
    for (const payload of [
      {},
      body(),
      { ...body(), course_id: 'x', total_seats: 'many', title: 'x'.repeat(600) },
      { ...body(), course_id: -1, registration_start_date: 12, batch_end_date: null },
      { ...body(), course_id: course, available_seats: 1e20 },
    ]) {
      const r = await call('POST', '/private/institute-batches', 'instituteadmin', payload);
      expect(r.code, JSON.stringify(r.body)).toBe(422);
      expect(r.body.status.success).toBe(false);
    }
    const missing = await call('POST', '/private/institute-batches', 'instituteadmin', body());
    expect(missing.body.errors.course_id).toEqual(['validation.required']);
    for (const payload of [{}, 'text', [1]]) {
      const r = await call('PUT', `/private/institute-batches/${batch}`, 'instituteadmin', payload);
      // a body that is no object: the envelope with 400/415, never a 5xx
      expect([400, 415, 422], JSON.stringify(r.body)).toContain(r.code);
      expect(r.body.status.success).toBe(false);
    }
    const q = await call(
      'GET',
      `/private/institute-batches/courses?search=${'x'.repeat(300)}`,
      'instituteadmin',
    );
    expect(q.code).toBe(422);
  });
});
