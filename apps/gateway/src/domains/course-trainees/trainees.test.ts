import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, fakeIdentity, startGateway, type TestGateway } from '../../test/harness';

/*
 * The trainees of a course through the API (issue 15 item 6; ADR 0081): the provider and the trainer read the youth
 * enrolled in a course of their institute — paged, searched by name, filtered by batch and status — and one trainee's
 * quiz results; another institute's course and a youth not enrolled answer 404; a youth and a recruiter 403; a bad
 * query is the 422 envelope, never a 5xx.
 */

let gw: TestGateway;
let course = 0;
let batchA = 0;
let batchB = 0;
let quiz1 = 0;
let quiz2 = 0;
let otherCourse = 0;
let youth = 0;
let youth2 = 0;

const call = apiCaller(() => gw);
const one = async (sql: string, params: unknown[] = []) =>
  Number((await gw.db.query<{ id: number }>(sql, params)).rows[0]?.id);
const batchSql = (courseId: number, title: string) =>
  `insert into course_batches (course_id, title, title_en, total_seats, available_seats, registration_start_date,
     registration_end_date, batch_start_date, batch_end_date)
   values (${courseId}, '${title}', '${title} en', 30, 30, '2027-01-01', '2027-01-20', '2027-02-01', '2027-03-31')
   returning id`;

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  const institute = await one(`select institute_id as id from users where username = 'provider'`);
  course = await one(
    `insert into courses (institute_id, title, title_en, course_type, duration_hours, fee, language_medium, level)
      values ($1, 'প্রশিক্ষণার্থী কোর্স', 'Trainee course', 1, 10, 0, 1, 1) returning id`,
    [institute],
  );
  batchA = await one(batchSql(course, 'ব্যাচ এ'));
  batchB = await one(batchSql(course, 'ব্যাচ বি'));
  const mod = await one(
    `insert into course_modules (course_id, kind, title, position) values (${course}, 1, 'মডিউল', 1) returning id`,
  );
  const lesson = await one(
    `insert into course_lessons (module_id, course_id, kind, title, title_en, position)
      values (${mod}, ${course}, 1, 'পাঠ', 'Lesson one', 1) returning id`,
  );
  const content = (title: string, position: number) =>
    one(
      `insert into course_contents (lesson_id, course_id, content_type, title, title_en, position)
        values (${lesson}, ${course}, 4, '${title}', '${title} en', ${position}) returning id`,
    );
  quiz1 = await content('কুইজ ১', 1);
  quiz2 = await content('কুইজ ২', 2);
  youth = await one(`select id from users where username = 'youth'`);
  youth2 = await one(`select id from users where username = 'youth2'`);
  const enrolment = await one(
    `insert into course_enrolments (course_id, batch_id, youth_id, status, progress_percent, enrolled_at, completed_at)
      values (${course}, ${batchA}, ${youth}, 'enrolled', 100, now(), now()) returning id`,
  );
  await gw.db.query(
    `insert into course_enrolments (course_id, batch_id, youth_id, fee, status, progress_percent)
      values (${course}, ${batchB}, ${youth2}, 500, 'payment_pending', 0)`,
  );
  await gw.db.query(
    `insert into course_content_progress (enrolment_id, content_id, quiz_total, quiz_obtained, quiz_pass_marks,
       quiz_passed, completed_at)
     values (${enrolment}, ${quiz1}, 10, 8, 5, true, now())`,
  );
  const otherInstitute = await one(
    `insert into institutes (title, title_en) values ('অন্য ইনস্টিটিউট', 'Other Institute') returning id`,
  );
  otherCourse = await one(
    `insert into courses (institute_id, title, course_type, duration_hours, fee, language_medium, level)
      values (${otherInstitute}, 'অন্য কোর্স', 1, 10, 0, 1, 1) returning id`,
  );
});
afterAll(async () => gw?.close());

const url = (query = '') => `/private/courses/${course}/trainees${query}`;

describe('course trainees', () => {
  it('lists the enrolled youth with batch, status, progress and a quiz summary, newest first', async () => {
    const r = await call('GET', url(), 'provider');
    expect(r.code, JSON.stringify(r.body)).toBe(200);
    expect(r.body.meta).toMatchObject({ total: 2, current_page: 1 });
    expect(r.body.data.map((t: { youth_id: number }) => t.youth_id)).toEqual([youth2, youth]);
    expect(r.body.data[1]).toMatchObject({
      name_en: 'Rahim Uddin',
      batch_id: batchA,
      batch_title: 'ব্যাচ এ',
      status: 'enrolled',
      progress_percent: 100,
      quizzes_total: 2,
      quizzes_taken: 1,
      quizzes_passed: 1,
    });
    expect(r.body.data[1].completed_at).not.toBeNull();
    expect(r.body.data[0]).toMatchObject({
      name_en: 'Sumaiya Khatun',
      status: 'payment_pending',
      enrolled_at: null,
      completed_at: null,
      quizzes_taken: 0,
    });
  });

  it('searches by name in either language and filters by batch and status', async () => {
    const names = async (q: string) =>
      (await call('GET', url(q), 'provider')).body.data.map((t: { name_en: string }) => t.name_en);
    expect(await names('?search=sumaiya')).toEqual(['Sumaiya Khatun']);
    expect(await names(`?search=${encodeURIComponent('রহিম')}`)).toEqual(['Rahim Uddin']);
    expect(await names(`?batch_id=${batchA}`)).toEqual(['Rahim Uddin']);
    expect(await names('?status=payment_pending')).toEqual(['Sumaiya Khatun']);
    expect(await names(`?status=enrolled&batch_id=${batchB}`)).toEqual([]);
    expect(await names('?search=%25')).toEqual([]);
  });

  it('pages the list', async () => {
    const r = await call('GET', url('?page=2&page_size=1'), 'provider');
    expect(r.code).toBe(200);
    expect(r.body.meta).toMatchObject({ current_page: 2, page_size: 1, total: 2, total_page: 2 });
    expect(r.body.data.map((t: { youth_id: number }) => t.youth_id)).toEqual([youth]);
  });

  it('answers a bad query with the 422 envelope, never a 5xx', async () => {
    for (const q of ['?status=gone', '?batch_id=abc', '?batch_id=-3', `?search=${'x'.repeat(300)}`]) {
      const r = await call('GET', url(q), 'provider');
      expect(r.code, q).toBe(422);
      expect(r.body.status.success).toBe(false);
    }
    const r = await call('GET', url('?status=gone'), 'provider');
    expect(r.body.errors.status).toEqual(['validation.one_of']);
  });

  it('shows one trainee’s quiz results in course order: best marks, passed, and not taken', async () => {
    const r = await call('GET', `${url()}/${youth}/assessment`, 'trainer');
    expect(r.code, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.trainee).toMatchObject({ youth_id: youth, name_en: 'Rahim Uddin' });
    expect(r.body.data.quizzes).toEqual([
      expect.objectContaining({
        content_id: quiz1,
        title: 'কুইজ ১',
        lesson_title_en: 'Lesson one',
        total_marks: 10,
        obtained_marks: 8,
        pass_marks: 5,
        passed: true,
      }),
      expect.objectContaining({ content_id: quiz2, obtained_marks: null, passed: null }),
    ]);
  });

  it('lets the trainer read the list', async () => {
    expect((await call('GET', url(), 'trainer')).code).toBe(200);
  });

  it('answers 404 for another institute’s course and for a youth not enrolled', async () => {
    expect((await call('GET', `/private/courses/${otherCourse}/trainees`, 'provider')).code).toBe(404);
    expect(
      (await call('GET', `/private/courses/${otherCourse}/trainees/${youth}/assessment`, 'provider')).code,
    ).toBe(404);
    const provider = await one(`select id from users where username = 'provider'`);
    expect((await call('GET', `${url()}/${provider}/assessment`, 'provider')).code).toBe(404);
    expect((await call('GET', `${url()}/abc/assessment`, 'provider')).code).toBe(404);
  });

  it('refuses a youth and a recruiter (403)', async () => {
    for (const who of ['youth', 'recruiter']) {
      expect((await call('GET', url(), who)).code, who).toBe(403);
      expect((await call('GET', `${url()}/${youth}/assessment`, who)).code, who).toBe(403);
    }
  });
});
