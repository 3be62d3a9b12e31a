import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, fakeIdentity, startGateway, type TestGateway } from '../../test/harness';
import { localOutboxPort } from '../notifications/channels';
import { drainOutbox } from '../notifications/outbox';
import { assignSeats, maskEmail, maskMobile, searchKind } from './enrolment';

/*
 * Enrolling youth in a course (issue 15 item 6; ADR 0088): the provider finds a registered youth (3+ letters of a name,
 * or a whole e-mail or mobile; contacts masked otherwise), enrols them one by one or by chunks of sheet rows; the
 * gateway checks every row again, keys each refusal by the sheet's row number and invites every enrolled youth once
 * through the outbox. Another institute's course is 404, a youth or a recruiter 403, a bad body 422, never a 5xx.
 */

let gw: TestGateway;
let course = 0;
let paidCourse = 0;
let draftCourse = 0;
let otherCourse = 0;
let batchA = 0;
let batchB = 0;
let endedBatch = 0;
let otherBatch = 0;
const youth: Record<string, number> = {};

const call = apiCaller(() => gw);
const one = async (sql: string, params: unknown[] = []) =>
  Number((await gw.db.query<{ id: number }>(sql, params)).rows[0]?.id);
const batchSql = (courseId: number, title: string, seats: number, start = '2099-02-01', end = '2099-03-31') =>
  `insert into course_batches (course_id, title, title_en, total_seats, available_seats, registration_start_date,
     registration_end_date, batch_start_date, batch_end_date)
   values (${courseId}, '${title}', '${title} en', ${seats}, ${seats}, '2020-01-01', '2099-01-20', '${start}', '${end}')
   returning id`;
const courseSql = (institute: number, title: string, fee = 0, status = 'published') =>
  one(
    `insert into courses (institute_id, title, title_en, course_type, duration_hours, fee, language_medium, level,
       publication_status)
     values ($1, $2, $2, 1, 10, $3, 1, 1, $4) returning id`,
    [institute, title, fee, status],
  );
const seatsOf = async (batch: number) =>
  Number(
    (
      await gw.db.query<{ n: number }>('select available_seats as n from course_batches where id = $1', [
        batch,
      ])
    ).rows[0]?.n,
  );
const invitations = async (courseId: number) =>
  (
    await gw.db.query<{ user_id: number; channel: string; variables: Record<string, string> }>(
      `select user_id, channel, variables from notification_logs
        where event = 'bulk_course_invitation' and variables->>'link' like $1 order by id`,
      [`%/courses/${courseId}`],
    )
  ).rows;

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  const institute = await one(`select institute_id as id from users where username = 'provider'`);
  course = await courseSql(institute, 'Enrolment course');
  paidCourse = await courseSql(institute, 'Paid enrolment course', 500);
  draftCourse = await courseSql(institute, 'Draft enrolment course', 0, 'draft');
  batchA = await one(batchSql(course, 'Batch A', 2, '2099-02-01'));
  batchB = await one(batchSql(course, 'Batch B', 30, '2099-04-01', '2099-05-31'));
  endedBatch = await one(batchSql(course, 'Ended', 30, '2020-02-01', '2020-03-01'));
  await one(batchSql(paidCourse, 'Paid batch', 5));
  const otherInstitute = await one(
    `insert into institutes (title, title_en) values ('অন্য', 'Other Institute') returning id`,
  );
  otherCourse = await courseSql(otherInstitute, 'Other course');
  otherBatch = await one(batchSql(otherCourse, 'Other batch', 5));
  for (const name of ['youth', 'youth2'])
    youth[name] = await one(`select id from users where username = $1`, [name]);
  // more registered youth to enrol from a sheet, one of them without an e-mail address
  for (let i = 1; i <= 5; i += 1)
    youth[`t${i}`] = await one(
      `insert into users (username, password_hash, full_name, full_name_en, email, mobile, user_type_code)
       values ($1, 'x', $2, $3, $4, $5, 3) returning id`,
      [
        `trainee${i}`,
        `প্রশিক্ষণার্থী ${i}`,
        `Trainee Person ${i}`,
        i === 5 ? null : `trainee${i}@example.com`,
        `0171000000${i}`,
      ],
    );
  await gw.db.query(`update users set deleted_at = now() where id = $1`, [youth.t4]);
});
afterAll(async () => gw?.close());

describe('the rules', () => {
  it('masks contacts and reads a search as an e-mail, a mobile, a name or nothing', () => {
    expect(maskEmail('rahim@example.com')).toBe('r***@example.com');
    expect(maskMobile('01710000001')).toBe('017*****001');
    expect(searchKind('Rahim@Example.com')).toEqual({ kind: 'email', value: 'rahim@example.com' });
    expect(searchKind('+880 1710-000001')).toEqual({ kind: 'mobile', value: '01710000001' });
    expect(searchKind('০১৭১০০০০০০১')).toEqual({ kind: 'mobile', value: '01710000001' });
    expect(searchKind('Rah')).toEqual({ kind: 'name', value: 'Rah' });
    expect(searchKind('Ra')).toBeNull();
    expect(searchKind('0171')).toEqual({ kind: 'name', value: '0171' });
  });

  it('assigns seats in order: a chosen batch, the earliest with a seat, full, unknown, twice, enrolled before', () => {
    const batches = [
      { id: 1, seats: 1 },
      { id: 2, seats: 1 },
    ];
    const { accepted, refused } = assignSeats(
      [
        { key: 2, youthId: 10, batchId: null },
        { key: 3, youthId: 11, batchId: 1 },
        { key: 4, youthId: 12, batchId: 9 },
        { key: 5, youthId: 10, batchId: null },
        { key: 6, youthId: 13, batchId: null },
        { key: 7, youthId: 14, batchId: null },
        { key: 8, youthId: 99, batchId: 2 },
      ],
      batches,
      new Set([99]),
    );
    expect(accepted.map((a) => [a.key, a.batchId])).toEqual([
      [2, 1],
      [6, 2],
    ]);
    expect(refused.map((r) => [r.key, r.message])).toEqual([
      [3, 'course_trainees.errors.batch_full'],
      [4, 'course_trainees.errors.batch_invalid'],
      [5, 'course_trainees.errors.duplicate_row'],
      [7, 'course_trainees.errors.no_free_batch'],
      [8, 'course_trainees.errors.already_enrolled'],
    ]);
  });
});

describe('the youth lookup', () => {
  const lookup = (q: string, who = 'provider') =>
    call('GET', `/private/trainee-youths?course_id=${course}&${q}`, who);

  it('finds youth by 3+ letters of a name with masked contacts, and nobody for less', async () => {
    const r = await lookup('search=trainee%20person');
    expect(r.code, JSON.stringify(r.body)).toBe(200);
    // deleted (t4) and no one else
    expect(r.body.data.map((o: { id: number }) => o.id)).toEqual([youth.t1, youth.t2, youth.t3, youth.t5]);
    expect(r.body.data[0]).toMatchObject({
      email: 't***@example.com',
      mobile: '017*****001',
      enrolled: false,
    });
    expect((await lookup('search=tr')).body.data).toEqual([]);
    expect((await lookup('')).body.data).toEqual([]);
  });

  it('finds a youth by the whole e-mail address or mobile number and shows what was typed', async () => {
    const byEmail = await lookup('search=TRAINEE2%40example.com');
    expect(byEmail.code, JSON.stringify(byEmail.body)).toBe(200);
    expect(byEmail.body.data).toEqual([
      expect.objectContaining({ id: youth.t2, email: 'trainee2@example.com', mobile: '017*****002' }),
    ]);
    const byMobile = await lookup('search=%2B8801710000003');
    expect(byMobile.body.data).toEqual([expect.objectContaining({ id: youth.t3, mobile: '01710000003' })]);
    // never staff: the provider's own address finds nobody
    expect((await lookup('search=provider')).body.data).toEqual([]);
  });

  it('names one youth by id for institute staff, masked; 404 for a recruiter and for a non-youth', async () => {
    const r = await call('GET', `/private/trainee-youths/${youth.t1}`, 'provider');
    expect(r.code).toBe(200);
    expect(r.body.data).toMatchObject({
      id: youth.t1,
      title_en: 'Trainee Person 1',
      email: 't***@example.com',
    });
    const provider = await one(`select id from users where username = 'provider'`);
    expect((await call('GET', `/private/trainee-youths/${provider}`, 'provider')).code).toBe(404);
    expect((await call('GET', `/private/trainee-youths/${youth.t4}`, 'provider')).code).toBe(404);
  });

  it('needs a course of the institute: missing → 422, another institute’s → 404', async () => {
    const missing = await call('GET', '/private/trainee-youths?search=trainee', 'provider');
    expect(missing.code).toBe(422);
    expect(missing.body.errors.course_id).toEqual(['validation.required']);
    expect((await call('GET', `/private/trainee-youths?course_id=abc`, 'provider')).code).toBe(422);
    expect(
      (await call('GET', `/private/trainee-youths?course_id=${otherCourse}&search=trainee`, 'provider')).code,
    ).toBe(404);
  });
});

describe('enrolling one youth', () => {
  const enrol = (body: unknown, courseId = course, who = 'provider') =>
    call('POST', `/private/courses/${courseId}/trainees`, who, body);

  it('enrols into the earliest running batch with a seat, takes the seat and invites the youth once', async () => {
    const before = await seatsOf(batchA);
    const r = await enrol({ youth_id: youth.youth });
    expect(r.code, JSON.stringify(r.body)).toBe(201);
    expect(r.body.status.message).toBe('course_trainees.success.enrolled');
    expect(r.body.data).toMatchObject({ youth_id: youth.youth, batch_id: batchA, status: 'enrolled' });
    expect(await seatsOf(batchA)).toBe(before - 1);
    const sent = (await invitations(course)).filter((n) => n.user_id === youth.youth);
    expect(sent.map((n) => n.channel).sort()).toEqual(['email', 'in_app']);
    expect(sent[0]?.variables).toMatchObject({ name: 'Rahim Uddin', course_title: 'Enrolment course' });
    expect(sent[0]?.variables.link).toMatch(new RegExp(`/courses/${course}$`));
    // delivered, the youth reads it in the app
    await drainOutbox(gw.db, localOutboxPort(gw.db), 1000);
    const inApp = await gw.db.query<{ title: string; body: string }>(
      `select title, body from in_app_notifications where user_id = $1 and event = 'bulk_course_invitation'`,
      [youth.youth],
    );
    expect(inApp.rows).toEqual([
      {
        title: 'Invitation to the course Enrolment course',
        body: expect.stringMatching(
          new RegExp(
            `^Hello Rahim Uddin,\\s+You are invited to enrol in Enrolment course: .*/courses/${course}$`,
          ),
        ),
      },
    ]);
    // the lookup now marks the youth as enrolled
    const found = await call('GET', `/private/trainee-youths?course_id=${course}&search=Rahim`, 'provider');
    expect(found.code, JSON.stringify(found.body)).toBe(200);
    expect(found.body.data[0]).toMatchObject({ id: youth.youth, enrolled: true });
  });

  it('refuses the same youth again with the catalogue’s message (409), and writes no second invitation', async () => {
    const r = await enrol({ youth_id: youth.youth, batch_id: batchB });
    expect(r.code).toBe(409);
    expect(r.body.status.message).toBe('course_trainees.errors.already_enrolled');
    // (a delivered row drops its link, a secret variable: count the youth's rows of the event, this file's only ones)
    const rows = await gw.db.query<{ n: number }>(
      `select count(*)::int as n from notification_logs where event = 'bulk_course_invitation' and user_id = $1`,
      [youth.youth],
    );
    expect(rows.rows[0]?.n).toBe(2);
  });

  it('refuses a batch of another course or one that ended (422), and a non-youth (422)', async () => {
    for (const batch of [otherBatch, endedBatch]) {
      const r = await enrol({ youth_id: youth.youth2, batch_id: batch });
      expect(r.code).toBe(422);
      expect(r.body.errors.batch_id).toEqual(['course_trainees.errors.batch_invalid']);
    }
    const provider = await one(`select id from users where username = 'provider'`);
    const r = await enrol({ youth_id: provider });
    expect(r.code).toBe(422);
    expect(r.body.errors.youth_id).toEqual(['course_trainees.errors.not_a_youth']);
  });

  it('holds a paid course’s seat as payment pending', async () => {
    const r = await enrol({ youth_id: youth.youth2 }, paidCourse);
    expect(r.code, JSON.stringify(r.body)).toBe(201);
    expect(r.body.data).toMatchObject({ status: 'payment_pending', enrolled_at: null });
  });

  it('refuses an unpublished course (409) and answers bad bodies with the 422 envelope', async () => {
    expect((await enrol({ youth_id: youth.youth2 }, draftCourse)).body.status.message).toBe(
      'course_trainees.errors.course_not_open',
    );
    for (const body of [{}, { youth_id: 'x' }, { youth_id: -1 }, { youth_id: youth.youth2, batch_id: 'b' }]) {
      const r = await enrol(body);
      expect(r.code, JSON.stringify(body)).toBe(422);
      expect(r.body.status.success).toBe(false);
    }
  });

  it('answers 404 for another institute’s course and 403 for a youth and a recruiter', async () => {
    expect((await enrol({ youth_id: youth.youth2 }, otherCourse)).code).toBe(404);
    for (const who of ['youth', 'recruiter'])
      expect((await enrol({ youth_id: youth.youth2 }, course, who)).code, who).toBe(403);
  });
});

describe('bulk enrolment', () => {
  const bulk = (rows: unknown, courseId = course, who = 'provider') =>
    call('POST', `/private/courses/${courseId}/trainees/bulk`, who, { rows });

  it('enrols the good rows, keys every bad one by its sheet row and invites each enrolled youth once', async () => {
    const r = await bulk([
      { row: 2, email: 'TRAINEE1@example.com' },
      { row: 3, mobile: '+880 1710-000002', batch_id: batchB },
      { row: 4, email: 'nobody@example.com' },
      { row: 5, email: 'trainee3@example.com', mobile: '01710000001' },
      { row: 6, email: 'not an e-mail' },
      { row: 7 },
      { row: 8, email: 'trainee1@example.com' },
      { row: 10, mobile: '01710000004' },
      { row: 11, mobile: '01710000005', batch_id: otherBatch },
      { row: 12, mobile: '01710000005', batch_id: batchA },
    ]);
    expect(r.code, JSON.stringify(r.body)).toBe(200);
    expect(r.body.status.message).toBe('course_trainees.success.bulk_done');
    expect(r.body.data.enrolled.map((e: { row: number; youth_id: number }) => [e.row, e.youth_id])).toEqual([
      [2, youth.t1],
      [3, youth.t2],
    ]);
    expect(r.body.data.errors).toEqual({
      '4.email': ['course_trainees.errors.unknown_youth'],
      '5.mobile': ['course_trainees.errors.contact_mismatch'],
      '6.email': ['validation.email'],
      '7.email': ['validation.email_or_mobile'],
      '8.email': ['course_trainees.errors.duplicate_row'],
      '10.mobile': ['course_trainees.errors.unknown_youth'],
      '11.batch_id': ['course_trainees.errors.batch_invalid'],
      // batch A had one seat left after the single enrolment, row 2 took it
      '12.batch_id': ['course_trainees.errors.batch_full'],
    });
    const sent = await invitations(course);
    expect(sent.filter((n) => n.user_id === youth.t1)).toHaveLength(2);
    expect(sent.filter((n) => n.user_id === youth.t2)).toHaveLength(2);
    expect(sent.filter((n) => n.user_id === youth.t5)).toHaveLength(0);
    expect(await seatsOf(batchA)).toBe(0);
  });

  it('refuses rows enrolled by an earlier chunk as already enrolled', async () => {
    const r = await bulk([{ row: 40, email: 'trainee1@example.com' }]);
    expect(r.body.data).toEqual({
      enrolled: [],
      errors: { '40.email': ['course_trainees.errors.already_enrolled'] },
    });
  });

  it('answers a malformed chunk with the 422 envelope, never a 5xx', async () => {
    for (const rows of [
      undefined,
      'x',
      [],
      [1],
      [{ row: 'a', email: 'trainee5@example.com' }],
      Array(251).fill({ row: 2 }),
    ]) {
      const r = await bulk(rows);
      expect(r.code, JSON.stringify(rows)?.slice(0, 40)).toBe(422);
      expect(r.body.status.success).toBe(false);
    }
  });

  it('answers 404 for another institute’s course (before reading the rows) and 403 for a youth', async () => {
    expect((await bulk([], otherCourse)).code).toBe(404);
    expect((await bulk([{ row: 2, mobile: '01710000005' }], course, 'youth')).code).toBe(403);
    expect((await bulk([{ row: 2, mobile: '01710000005' }], draftCourse)).code).toBe(409);
  });
});
