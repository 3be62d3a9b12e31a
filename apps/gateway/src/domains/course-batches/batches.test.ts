import type { HttpMethod } from '@platform/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeIdentity, startGateway, type TestGateway, apiCaller } from '../../test/harness';

/*
 * Batches of a course through the API (issue 15 item 5): every endpoint with its permission (403) and tenant (404)
 * checks, the §5 date rules and the seat rule as the 422 envelope with their message ids, bad input never a 5xx, the
 * trainer reading only, and an archived course's batches frozen.
 */

let gw: TestGateway;
let course = 0;
let batch = 0;
let otherCourse = 0;
let otherBatch = 0;

const call = apiCaller(() => gw);
const body = (over: Record<string, unknown> = {}) => ({
  title: 'জানুয়ারি ব্যাচ',
  title_en: 'January batch',
  total_seats: 25,
  registration_start_date: '2027-01-01',
  registration_end_date: '2027-01-20',
  batch_start_date: '2027-02-01',
  batch_end_date: '2027-03-31',
  ...over,
});
const one = async (sql: string) => Number((await gw.db.query<{ id: number }>(sql)).rows[0]?.id);

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  course = await one(
    `select id from courses where institute_id = (select institute_id from users where username = 'provider')
      order by id limit 1`,
  );
  // a second institute with a course and a batch: the provider must not reach them
  const institute = await one(
    `insert into institutes (title, title_en) values ('অন্য ইনস্টিটিউট', 'Other Institute') returning id`,
  );
  otherCourse = await one(
    `insert into courses (institute_id, title, course_type, duration_hours, fee, language_medium, level)
      values (${institute}, 'অন্য কোর্স', 1, 10, 0, 1, 1) returning id`,
  );
  otherBatch = await one(
    `insert into course_batches (course_id, title, total_seats, available_seats, registration_start_date,
       registration_end_date, batch_start_date, batch_end_date)
     values (${otherCourse}, 'অন্য ব্যাচ', 10, 10, '2027-01-01', '2027-01-10', '2027-02-01', '2027-02-10') returning id`,
  );
});
afterAll(async () => gw?.close());

describe('course batches', () => {
  it('adds a batch to a course of the provider’s institute; available seats default to the total', async () => {
    const r = await call('POST', `/private/courses/${course}/batches`, 'provider', body());
    expect(r.code, JSON.stringify(r.body)).toBe(201);
    expect(r.body.status.message).toBe('course_batches.success.saved');
    expect(r.body.data).toMatchObject({
      course_id: course,
      title_en: 'January batch',
      total_seats: 25,
      available_seats: 25,
      registration_start_date: '2027-01-01',
      batch_end_date: '2027-03-31',
    });
    expect(r.body.data.code).toBe(`BT${String(r.body.data.id).padStart(6, '0')}`);
    batch = r.body.data.id;
  });

  it('lists the course’s batches by start date and reads one', async () => {
    const list = await call('GET', `/private/courses/${course}/batches`, 'provider');
    expect(list.code).toBe(200);
    const starts = list.body.data.map((b: { batch_start_date: string }) => b.batch_start_date);
    expect(starts).toEqual([...starts].sort());
    expect(list.body.data.map((b: { id: number }) => b.id)).toContain(batch);
    const read = await call('GET', `/private/course-batches/${batch}`, 'provider');
    expect(read.code).toBe(200);
    expect(read.body.data.title).toBe('জানুয়ারি ব্যাচ');
  });

  it('edits the seats and dates', async () => {
    const r = await call(
      'PUT',
      `/private/course-batches/${batch}`,
      'provider',
      body({ total_seats: 40, available_seats: 12, batch_end_date: '2027-04-30' }),
    );
    expect(r.code, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ total_seats: 40, available_seats: 12, batch_end_date: '2027-04-30' });
  });

  it.each([
    [
      'the registration start on or after its end',
      { registration_end_date: '2027-01-01' },
      { registration_start_date: ['validation.start_before_registration_end'] },
    ],
    [
      'the batch end before its start',
      { batch_end_date: '2027-01-31' },
      { batch_end_date: ['validation.end_before_start'] },
    ],
    [
      'more available seats than the total',
      { available_seats: 26 },
      { available_seats: ['validation.available_seats_over_total'] },
    ],
    ['no seats', { total_seats: 0 }, { total_seats: ['validation.min'] }],
    ['a date that is no date', { batch_start_date: '2027-02-30' }, { batch_start_date: ['validation.date'] }],
  ])('refuses %s with the 422 envelope and the message id', async (_name, over, errors) => {
    for (const [method, url] of [
      ['POST', `/private/courses/${course}/batches`],
      ['PUT', `/private/course-batches/${batch}`],
    ] as const) {
      const r = await call(method, url, 'provider', body(over));
      expect(r.code, JSON.stringify(r.body)).toBe(422);
      expect(r.body.status.success).toBe(false);
      const got = Object.fromEntries(
        Object.entries(r.body.errors as Record<string, string[]>).map(([k, v]) => [
          k,
          v.map((m) => (m.startsWith('{') ? JSON.parse(m).id : m)),
        ]),
      );
      expect(got).toEqual(errors);
    }
  });

  it('takes a batch to one of the institute’s training centres, never another institute’s (422)', async () => {
    const mine = await one(
      `select id from training_centers where institute_id = (select institute_id from users where username = 'provider')
        order by id limit 1`,
    );
    const other = await one(
      `insert into training_centers (institute_id, title) values ((select institute_id from courses where id = ${otherCourse}),
         'অন্য কেন্দ্র') returning id`,
    );
    const r = await call(
      'POST',
      `/private/courses/${course}/batches`,
      'provider',
      body({ training_center_id: mine }),
    );
    expect(r.code, JSON.stringify(r.body)).toBe(201);
    expect(r.body.data).toMatchObject({
      training_center_id: mine,
      training_center_title_en: 'Sapura training centre',
    });
    const refused = await call(
      'PUT',
      `/private/course-batches/${r.body.data.id}`,
      'provider',
      body({ training_center_id: other }),
    );
    expect(refused.code).toBe(422);
    expect(refused.body.errors.training_center_id).toEqual(['validation.reference_missing']);
    // the public course page lists the centre with its open batch (registration open today)
    const today = new Date().toISOString().slice(0, 10);
    await gw.db.query(
      `update course_batches set registration_start_date = $1::date - 1, registration_end_date = $1::date + 5,
         batch_start_date = $1::date + 10, batch_end_date = $1::date + 40 where id = $2`,
      [today, r.body.data.id],
    );
    await gw.db.query(`update courses set publication_status = 'published', row_status = 1 where id = $1`, [
      course,
    ]);
    const page = await call('GET', `/public/courses/${course}`);
    expect(page.code, JSON.stringify(page.body)).toBe(200);
    const open = (
      page.body.data.batches as { id: number; training_center: { title_en: string } | null }[]
    ).find((b) => b.id === r.body.data.id);
    expect(open?.training_center).toMatchObject({ id: mine, title_en: 'Sapura training centre' });
  });

  it('answers bad input (missing, wrong types, huge) with 422, never a 5xx', async () => {
    for (const payload of [
      {},
      { ...body(), total_seats: 'many', title: 'x'.repeat(600) },
      { ...body(), registration_start_date: 12, batch_end_date: null },
      { ...body(), available_seats: 1e20 },
    ]) {
      const r = await call('POST', `/private/courses/${course}/batches`, 'provider', payload);
      expect(r.code, JSON.stringify(r.body)).toBe(422);
    }
  });

  it('answers 404 for another institute’s course or batch, on every call', async () => {
    const calls: [HttpMethod, string, unknown?][] = [
      ['GET', `/private/courses/${otherCourse}/batches`],
      ['POST', `/private/courses/${otherCourse}/batches`, body()],
      ['GET', `/private/course-batches/${otherBatch}`],
      ['PUT', `/private/course-batches/${otherBatch}`, body()],
      ['DELETE', `/private/course-batches/${otherBatch}`],
      ['GET', '/private/course-batches/999999'],
    ];
    for (const [method, url, payload] of calls)
      expect((await call(method, url, 'provider', payload)).code, `${method} ${url}`).toBe(404);
    const untouched = await gw.db.query('select 1 from course_batches where id = $1', [otherBatch]);
    expect(untouched.rows).toHaveLength(1);
  });

  it('refuses youth and recruiters on every endpoint (403)', async () => {
    for (const who of ['youth', 'recruiter'])
      for (const [method, url, payload] of [
        ['GET', `/private/courses/${course}/batches`],
        ['POST', `/private/courses/${course}/batches`, body()],
        ['GET', `/private/course-batches/${batch}`],
        ['PUT', `/private/course-batches/${batch}`, body()],
        ['DELETE', `/private/course-batches/${batch}`],
      ] as [HttpMethod, string, unknown?][])
        expect((await call(method, url, who, payload)).code, `${who} ${method} ${url}`).toBe(403);
  });

  it('lets a trainer of the institute read but not change batches', async () => {
    await gw.db.query(
      `update users set institute_id = (select institute_id from users where username = 'provider')
        where username = 'trainer'`,
    );
    expect((await call('GET', `/private/courses/${course}/batches`, 'trainer')).code).toBe(200);
    expect((await call('GET', `/private/course-batches/${batch}`, 'trainer')).code).toBe(200);
    expect((await call('PUT', `/private/course-batches/${batch}`, 'trainer', body())).code).toBe(403);
    expect((await call('DELETE', `/private/course-batches/${batch}`, 'trainer')).code).toBe(403);
  });

  it('deletes a batch; an archived course’s batches change no more (409)', async () => {
    const del = await call('DELETE', `/private/course-batches/${batch}`, 'provider');
    expect(del.code).toBe(200);
    expect(del.body.status.message).toBe('course_batches.success.deleted');
    expect((await call('GET', `/private/course-batches/${batch}`, 'provider')).code).toBe(404);

    const created = await call('POST', `/private/courses/${course}/batches`, 'provider', body());
    await gw.db.query(`update courses set publication_status = 'archived' where id = $1`, [course]);
    for (const [method, url, payload] of [
      ['POST', `/private/courses/${course}/batches`, body()],
      ['PUT', `/private/course-batches/${created.body.data.id}`, body()],
      ['DELETE', `/private/course-batches/${created.body.data.id}`],
    ] as [HttpMethod, string, unknown?][]) {
      const r = await call(method, url, 'provider', payload);
      expect(r.code, `${method} ${url}`).toBe(409);
      expect(r.body.status.message).toBe('courses.errors.archived');
    }
  });
});
