import { addDays, today } from '@platform/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, fakeIdentity, startGateway, type TestGateway } from '../../test/harness';

/*
 * Youth learning through the API (issue 16 items 1-2; ADR 0075): the public catalogue (published, active courses only;
 * filters; outline without contents; open batches), enrolment with the seat rule under concurrency, one enrolment per
 * youth and course, paid enrolments through the sandbox wallet (failed, cancelled, then paid; the callback applied
 * once), another youth's records as 404, the area rules (401/403), bad input as the 422 envelope never a 5xx,
 * favourites and ratings.
 */

let gw: TestGateway;
const call = apiCaller(() => gw);
const local = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};
const one = async (sql: string, params: unknown[] = []) =>
  Number((await gw.db.query<{ id: number }>(sql, params)).rows[0]?.id);

const day = today();
let free = 0;
let paid = 0;
let draft = 0;
let freeBatch = 0;
let paidBatch = 0;
let closedBatch = 0;
let smallBatch = 0;

async function createCourse(over: Record<string, unknown>, publish = true) {
  const r = await call('POST', '/private/courses', 'provider', {
    title: 'কোর্স',
    course_type: 1,
    duration_hours: 12,
    fee: 0,
    language_medium: 1,
    level: 1,
    ...over,
  });
  expect(r.code, JSON.stringify(r.body)).toBe(201);
  if (publish)
    expect((await call('POST', `/private/courses/${r.body.data.id}/publish`, 'provider')).code).toBe(200);
  return Number(r.body.data.id);
}
async function createBatch(course: number, seats: number, from = addDays(day, -1), to = addDays(day, 5)) {
  const r = await call('POST', `/private/courses/${course}/batches`, 'provider', {
    title: 'ব্যাচ',
    title_en: `Batch of ${seats}`,
    total_seats: seats,
    registration_start_date: from,
    registration_end_date: to,
    batch_start_date: addDays(day, 10),
    batch_end_date: addDays(day, 40),
  });
  expect(r.code, JSON.stringify(r.body)).toBe(201);
  return Number(r.body.data.id);
}
async function checkout(link: string, form: Record<string, string>) {
  const r = await gw.app.inject({
    method: 'POST',
    url: link,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
  expect(r.statusCode).toBe(303);
  const answer = await gw.app.inject({ method: 'GET', url: local(r.headers.location as string) });
  return { code: answer.statusCode, location: answer.headers.location as string | undefined };
}
const seatsOf = async (batch: number) =>
  Number(
    (
      await gw.db.query<{ n: number }>('select available_seats as n from course_batches where id = $1', [
        batch,
      ])
    ).rows[0]?.n,
  );

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  free = await createCourse({
    title: 'মুক্ত ওয়েব কোর্স',
    title_en: 'Open web basics',
    level: 2,
    language_medium: 2,
  });
  paid = await createCourse({
    title: 'পেইড ডেটা কোর্স',
    title_en: 'Paid data course',
    fee: 500,
    course_type: 2,
  });
  draft = await createCourse({ title: 'খসড়া', title_en: 'Draft only course' }, false);
  freeBatch = await createBatch(free, 20);
  paidBatch = await createBatch(paid, 5);
  closedBatch = await createBatch(free, 5, addDays(day, 3), addDays(day, 9));
  smallBatch = await createBatch(free, 3);
  // an outline: one module with a lesson and a text content that must never reach the public page
  const module = await call('POST', `/private/courses/${free}/modules`, 'provider', {
    kind: 1,
    title: 'মডিউল ১',
    title_en: 'Module one',
  });
  expect(module.code, JSON.stringify(module.body)).toBe(201);
  const lesson = await call('POST', `/private/modules/${module.body.data.id}/lessons`, 'provider', {
    kind: 1,
    title: 'পাঠ ১',
    title_en: 'Lesson one',
  });
  expect(lesson.code, JSON.stringify(lesson.body)).toBe(201);
  const content = await call('POST', `/private/lessons/${lesson.body.data.id}/contents`, 'provider', {
    content_type: 5,
    title: 'লেখা',
    text: '<p>Secret lesson text</p>',
  });
  expect(content.code, JSON.stringify(content.body)).toBe(201);
});
afterAll(async () => gw?.close());

describe('the public catalogue', () => {
  it('lists published, active courses only, newest first, with their open batches', async () => {
    const r = await call('GET', '/public/courses?page_size=100');
    expect(r.code).toBe(200);
    const ids = r.body.data.map((c: { id: number }) => c.id);
    expect(ids).toContain(free);
    expect(ids).toContain(paid);
    expect(ids).not.toContain(draft);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const card = r.body.data.find((c: { id: number }) => c.id === free);
    // the closed batch (registration from day + 3) does not count
    expect(card).toMatchObject({ title_en: 'Open web basics', fee: 0, open_batches: 2, level: 2 });
    expect(r.body.meta.total).toBeGreaterThanOrEqual(2);
  });

  it('searches and filters: text, type, level, language, fee and institute', async () => {
    const ids = async (q: string) =>
      (await call('GET', `/public/courses?${q}`)).body.data.map((c: { id: number }) => c.id) as number[];
    expect(await ids('search=data%20course')).toEqual([paid]);
    expect(await ids('search=%25')).toEqual([]);
    expect(await ids('fee=free')).toContain(free);
    expect(await ids('fee=free')).not.toContain(paid);
    expect(await ids('fee=paid')).toContain(paid);
    expect(await ids('fee=paid')).not.toContain(free);
    expect(await ids('course_type=2')).toContain(paid);
    expect(await ids('course_type=2')).not.toContain(free);
    expect(await ids('level=2&language_medium=2')).toEqual([free]);
    const institute = await one(`select institute_id as id from courses where id = $1`, [free]);
    expect(await ids(`institute_id=${institute}&search=Open`)).toEqual([free]);
    expect(await ids(`institute_id=${institute + 1000}`)).toEqual([]);
    const institutes = await call('GET', '/public/course-institutes');
    expect(institutes.code).toBe(200);
    expect(institutes.body.data.map((i: { id: number }) => i.id)).toContain(institute);
  });

  it('refuses a bad filter with the 422 envelope, never a 5xx', async () => {
    for (const q of [
      'fee=cheap',
      'level=9',
      'course_type=x',
      'institute_id=-1',
      `search=${'x'.repeat(201)}`,
    ]) {
      const r = await call('GET', `/public/courses?${q}`);
      expect(r.code, q).toBe(422);
      expect(Object.keys(r.body.errors).length, q).toBe(1);
    }
  });

  it('shows a course with its outline (titles only), open batches with seats, and no rating yet', async () => {
    const r = await call('GET', `/public/courses/${free}`);
    expect(r.code).toBe(200);
    expect(r.body.data.outline).toEqual([
      expect.objectContaining({
        title_en: 'Module one',
        lessons: [expect.objectContaining({ title_en: 'Lesson one' })],
      }),
    ]);
    expect(JSON.stringify(r.body.data)).not.toContain('Secret lesson text');
    expect(r.body.data.batches.map((b: { id: number }) => b.id).sort()).toEqual(
      [freeBatch, smallBatch].sort(),
    );
    expect(r.body.data.batches[0]).toMatchObject({
      available_seats: expect.any(Number),
      total_seats: expect.any(Number),
    });
    expect(r.body.data.rating).toEqual({ average: null, count: 0 });
  });

  it('answers 404 for a draft, an inactive, a missing and an impossible id', async () => {
    expect((await call('GET', `/public/courses/${draft}`)).code).toBe(404);
    expect((await call('GET', '/public/courses/999999')).code).toBe(404);
    expect((await call('GET', '/public/courses/abc')).code).toBe(404);
    const inactive = await createCourse({ title: 'নিষ্ক্রিয়', title_en: 'Inactive course' });
    expect((await call('POST', `/private/courses/${inactive}/toggle-status`, 'provider')).code).toBe(200);
    expect((await call('GET', `/public/courses/${inactive}`)).code).toBe(404);
  });
});

describe('enrolment', () => {
  it('is for a signed-in youth only: 401 without a token, 403 for a provider', async () => {
    const body = { batch_id: freeBatch };
    expect((await call('POST', `/protected/courses/${free}/enroll`, undefined, body)).code).toBe(401);
    expect((await call('POST', `/protected/courses/${free}/enroll`, 'provider', body)).code).toBe(403);
    expect((await call('GET', '/protected/my-courses', 'provider')).code).toBe(403);
    expect((await call('GET', '/protected/my-courses')).code).toBe(401);
  });

  it('refuses a batch that is not open for this course with the 422 envelope, and bad bodies never as a 5xx', async () => {
    for (const batch_id of [closedBatch, paidBatch]) {
      const r = await call('POST', `/protected/courses/${free}/enroll`, 'youth', { batch_id });
      expect(r.code).toBe(422);
      expect(r.body.errors).toEqual({ batch_id: ['learning.errors.batch_closed'] });
    }
    for (const body of [
      {},
      { batch_id: 'x' },
      { batch_id: -1 },
      { batch_id: 1e20 },
      { batch_id: freeBatch, locale: 'xx' },
    ]) {
      const r = await call('POST', `/protected/courses/${free}/enroll`, 'youth', body);
      expect(r.code, JSON.stringify(body)).toBe(422);
      expect(r.body.status.message).toBe('errors.validation');
    }
    expect((await call('POST', `/protected/courses/${draft}/enroll`, 'youth', { batch_id: 1 })).code).toBe(
      404,
    );
    expect(await seatsOf(freeBatch)).toBe(20);
  });

  it('enrols into a free course at once, takes a seat, and refuses a second enrolment in the course', async () => {
    const r = await call('POST', `/protected/courses/${free}/enroll`, 'youth', { batch_id: freeBatch });
    expect(r.code, JSON.stringify(r.body)).toBe(201);
    expect(r.body.status.message).toBe('learning.success.enrolled');
    expect(r.body.data).toMatchObject({ payment: null, redirect_url: null });
    expect(r.body.data.enrolment).toMatchObject({
      course_id: free,
      batch_id: freeBatch,
      status: 'enrolled',
      progress: 0,
    });
    expect(await seatsOf(freeBatch)).toBe(19);
    const again = await call('POST', `/protected/courses/${free}/enroll`, 'youth', { batch_id: smallBatch });
    expect(again.code).toBe(409);
    expect(again.body.status.message).toBe('learning.errors.already_enrolled');
    expect(await seatsOf(smallBatch)).toBe(3);

    const mine = await call('GET', '/protected/my-courses', 'youth');
    expect(mine.body.data.map((e: { course_id: number }) => e.course_id)).toEqual([free]);
    const state = await call('GET', `/protected/courses/${free}/my-enrolment`, 'youth');
    expect(state.body.data.enrolment).toMatchObject({ id: r.body.data.enrolment.id, status: 'enrolled' });
    // another youth: none of it
    expect(
      (await call('GET', `/protected/course-enrolments/${r.body.data.enrolment.id}`, 'youth2')).code,
    ).toBe(404);
    expect(
      (await call('GET', `/protected/course-enrolments/${r.body.data.enrolment.id}`, 'youth')).code,
    ).toBe(200);
    expect((await call('GET', '/protected/my-courses', 'youth2')).body.data).toEqual([]);
    expect(
      (await call('GET', `/protected/courses/${free}/my-enrolment`, 'youth2')).body.data.enrolment,
    ).toBeNull();
  });

  it('never overbooks a batch: of 16 youths enrolling at once into 3 seats, 3 are enrolled and 13 refused', async () => {
    const names = Array.from({ length: 16 }, (_, i) => `seat_youth_${i}`);
    for (const name of names)
      await gw.db.query(
        `insert into users (username, password_hash, full_name, user_type_code) values ($1, 'x', 'যুব', 3)`,
        [name],
      );
    const answers = await Promise.all(
      names.map((name) => call('POST', `/protected/courses/${free}/enroll`, name, { batch_id: smallBatch })),
    );
    const codes = answers.map((a) => a.code).sort();
    expect(codes).toEqual([...Array(3).fill(201), ...Array(13).fill(409)]);
    for (const a of answers.filter((x) => x.code === 409))
      expect(a.body.status.message).toBe('learning.errors.batch_full');
    expect(await seatsOf(smallBatch)).toBe(0);
    const enrolled = await gw.db.query<{ n: number }>(
      'select count(*)::int as n from course_enrolments where batch_id = $1',
      [smallBatch],
    );
    expect(enrolled.rows[0]?.n).toBe(3);
    // the provider's edit keeps the 3 held seats taken: available at most total - 3
    const edit = (over: Record<string, unknown>) =>
      call('PUT', `/private/course-batches/${smallBatch}`, 'provider', {
        title: 'ব্যাচ',
        total_seats: 3,
        registration_start_date: addDays(day, -1),
        registration_end_date: addDays(day, 5),
        batch_start_date: addDays(day, 10),
        batch_end_date: addDays(day, 40),
        ...over,
      });
    for (const over of [{}, { available_seats: 1 }, { total_seats: 5, available_seats: 3 }]) {
      const refused = await edit(over);
      expect(refused.code, JSON.stringify(over)).toBe(422);
      expect(refused.body.errors).toEqual({ available_seats: ['learning.errors.seats_held'] });
    }
    expect(await seatsOf(smallBatch)).toBe(0);
    expect((await edit({ total_seats: 5, available_seats: 2 })).code).toBe(200);
    expect(await seatsOf(smallBatch)).toBe(2);
    expect((await edit({ total_seats: 3, available_seats: 0 })).code).toBe(200);
    expect(await seatsOf(smallBatch)).toBe(0);
    // the provider cannot delete a batch youth are enrolled in (409, not the foreign key's 500)
    const removed = await call('DELETE', `/private/course-batches/${smallBatch}`, 'provider');
    expect(removed.code).toBe(409);
    expect(removed.body.status.message).toBe('learning.errors.batch_has_enrolments');
    // a full batch leaves the course page
    const page = await call('GET', `/public/courses/${free}`);
    expect(page.body.data.batches.map((b: { id: number }) => b.id)).toEqual([freeBatch]);
  });
});

describe('a paid enrolment', () => {
  let enrolment = 0;
  let payment = 0;
  let link = '';

  it('holds the seat, starts a wallet payment of the course fee and answers its checkout', async () => {
    const r = await call('POST', `/protected/courses/${paid}/enroll`, 'youth2', {
      batch_id: paidBatch,
      locale: 'bn-BD',
    });
    expect(r.code, JSON.stringify(r.body)).toBe(201);
    expect(r.body.data.enrolment).toMatchObject({ status: 'payment_pending', fee: 500, enrolled_at: null });
    expect(r.body.data.payment).toMatchObject({ amount: 500, status: 'incomplete', outcome: null });
    expect(r.body.data.redirect_url).toMatch(/\/sandbox-wallet\/checkout\//);
    enrolment = r.body.data.enrolment.id;
    payment = r.body.data.payment.id;
    link = local(r.body.data.redirect_url);
    expect(await seatsOf(paidBatch)).toBe(4);
  });

  it('a declined payment leaves the enrolment pending; the callback sends the youth to the result page', async () => {
    const answer = await checkout(link, { wallet_number: '01712345678', pin: '0000', action: 'pay' });
    expect(answer.code).toBe(303);
    expect(answer.location).toMatch(
      new RegExp(`/course-payment/result\\?enrollment=${enrolment}&payment=${payment}$`),
    );
    const read = await call('GET', `/protected/course-enrolment-payments/${payment}`, 'youth2');
    expect(read.body.data).toMatchObject({
      status: 'unpaid',
      outcome: 'failed',
      enrolment_status: 'payment_pending',
    });
    expect((await call('GET', `/protected/course-enrolment-payments/${payment}`, 'youth')).code).toBe(404);
  });

  it('another youth cannot pay it (404); a cancelled payment is recorded as cancelled', async () => {
    expect((await call('POST', `/protected/course-enrolments/${enrolment}/payment`, 'youth', {})).code).toBe(
      404,
    );
    const again = await call('POST', `/protected/course-enrolments/${enrolment}/payment`, 'youth2', {});
    expect(again.code, JSON.stringify(again.body)).toBe(201);
    await checkout(local(again.body.data.redirect_url), { action: 'cancel' });
    const read = await call(
      'GET',
      `/protected/course-enrolment-payments/${again.body.data.payment.id}`,
      'youth2',
    );
    expect(read.body.data).toMatchObject({ status: 'unpaid', outcome: 'cancelled' });
  });

  it('a successful payment enrols the youth; a replayed answer changes nothing; paying again is refused', async () => {
    const again = await call('POST', `/protected/course-enrolments/${enrolment}/payment`, 'youth2', {
      locale: 'en-US',
    });
    expect(again.code).toBe(201);
    const paymentLink = local(again.body.data.redirect_url);
    const r = await gw.app.inject({
      method: 'POST',
      url: paymentLink,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ wallet_number: '01712345678', pin: '1234', action: 'pay' }).toString(),
    });
    const answerUrl = local(r.headers.location as string);
    expect((await gw.app.inject({ method: 'GET', url: answerUrl })).statusCode).toBe(303);
    expect((await gw.app.inject({ method: 'GET', url: answerUrl })).statusCode).toBe(303);
    const read = await call(
      'GET',
      `/protected/course-enrolment-payments/${again.body.data.payment.id}`,
      'youth2',
    );
    expect(read.body.data).toMatchObject({
      status: 'paid',
      outcome: 'success',
      enrolment_status: 'enrolled',
    });
    const mine = await call('GET', `/protected/course-enrolments/${enrolment}`, 'youth2');
    expect(mine.body.data).toMatchObject({ status: 'enrolled', enrolled_at: expect.any(String) });
    const paidTwice = await call('POST', `/protected/course-enrolments/${enrolment}/payment`, 'youth2', {});
    expect(paidTwice.code).toBe(409);
    expect(paidTwice.body.status.message).toBe('learning.errors.already_paid');
    expect(await seatsOf(paidBatch)).toBe(4);
  });
});

describe('favourites and ratings', () => {
  it('toggles a favourite and lists the favourites still in the catalogue', async () => {
    const on = await call('POST', `/protected/courses/${paid}/toggle-favourite`, 'youth');
    expect(on.code).toBe(200);
    expect(on.body.data).toEqual({ course_id: paid, favourite: true });
    const list = await call('GET', '/protected/favorite-courses', 'youth');
    expect(list.body.data.map((c: { id: number }) => c.id)).toEqual([paid]);
    expect((await call('POST', `/protected/courses/${draft}/toggle-favourite`, 'youth')).code).toBe(404);
    const off = await call('POST', `/protected/courses/${paid}/toggle-favourite`, 'youth');
    expect(off.body.data.favourite).toBe(false);
    expect((await call('GET', '/protected/favorite-courses', 'youth')).body.data).toEqual([]);
  });

  it('rates only a course the youth is enrolled in, once (a second replaces it), 1 to 5', async () => {
    const notEnrolled = await call('PUT', `/protected/courses/${paid}/course-rating`, 'youth', { rating: 4 });
    expect(notEnrolled.code).toBe(409);
    expect(notEnrolled.body.status.message).toBe('learning.errors.not_enrolled');
    for (const rating of [0, 6, 2.5, 'x', null]) {
      const bad = await call('PUT', `/protected/courses/${free}/course-rating`, 'youth', { rating });
      expect(bad.code, String(rating)).toBe(422);
      expect(Object.keys(bad.body.errors)).toEqual(['rating']);
    }
    expect((await call('PUT', `/protected/courses/${free}/course-rating`, 'youth', { rating: 3 })).code).toBe(
      200,
    );
    const r = await call('PUT', `/protected/courses/${free}/course-rating`, 'youth', {
      rating: 5,
      review: 'ভালো',
    });
    expect(r.body.data).toMatchObject({ course_id: free, rating: 5, review: 'ভালো' });
    const page = await call('GET', `/public/courses/${free}`);
    expect(page.body.data.rating).toEqual({ average: 5, count: 1 });
  });
});
