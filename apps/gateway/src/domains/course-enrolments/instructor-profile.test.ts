import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, fakeIdentity, startGateway, type TestGateway } from '../../test/harness';

/*
 * An instructor's public profile from a catalogue course (issue 16 item 1; spec §2 youth
 * /courses/{id}/instructor-profile/{instructorId}): 200 only for a catalogue course and one of its instructors, with
 * the trainer's public fields, the institute and the trainer's other catalogue courses — never the contact; else the
 * 404 envelope.
 */

let gw: TestGateway;
const call = apiCaller(() => gw);
const one = async (sql: string, params: unknown[] = []) =>
  Number((await gw.db.query<{ id: number }>(sql, params)).rows[0]?.id);

let course = 0;
let other = 0;
let hidden = 0;
let teacher = 0;
let colleague = 0;

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  // two courses of the provider's institute in the catalogue and a new draft; the trainer teaches all three
  const ids = (
    await gw.db.query<{ id: number }>(
      `select c.id from courses c join users u on u.institute_id = c.institute_id
        where u.username = 'provider' order by c.id limit 2`,
    )
  ).rows.map((r) => Number(r.id));
  expect(ids).toHaveLength(2);
  [course, other] = ids as [number, number];
  await gw.db.query(
    `update courses set publication_status = 'published', row_status = 1, deactivated_at = null
      where id = any($1::bigint[])`,
    [[course, other]],
  );
  const draft = await call('POST', '/private/courses', 'provider', {
    title: 'খসড়া কোর্স',
    course_type: 1,
    duration_hours: 10,
    fee: 0,
    language_medium: 1,
    level: 1,
  });
  expect(draft.code, JSON.stringify(draft.body)).toBe(201);
  hidden = draft.body.data.id;
  teacher = await one(
    `insert into trainers (institute_id, trainer_name, trainer_name_en, mobile, email, subject, about, photo)
     select institute_id, 'সুমাইয়া আক্তার', 'Sumaiya Akter', '01711888001', 'sumaiya@example.com', 'Data analyst',
            'Teaches spreadsheets.', '/files/xyz789' from users where username = 'provider' returning id`,
  );
  colleague = await one(
    `insert into trainers (institute_id, trainer_name, mobile)
     select institute_id, 'সহকর্মী', '01711888002' from users where username = 'provider' returning id`,
  );
  await gw.db.query(
    `insert into course_instructors (course_id, trainer_id, position)
     select c, $2, 9 from unnest($1::bigint[]) c on conflict do nothing`,
    [[course, other, hidden], teacher],
  );
});
afterAll(async () => gw?.close());

describe('GET /public/courses/:id/instructors/:instructorId', () => {
  it("answers a catalogue course's instructor: name, photo, subject, about, institute, other catalogue courses", async () => {
    const r = await call('GET', `/public/courses/${course}/instructors/${teacher}`);
    expect(r.code, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({
      id: teacher,
      name: 'সুমাইয়া আক্তার',
      name_en: 'Sumaiya Akter',
      photo: '/files/xyz789',
      subject: 'Data analyst',
      about: 'Teaches spreadsheets.',
      course_id: course,
    });
    expect(r.body.data.institute_title).toEqual(expect.any(String));
    // the other catalogue course, never this one nor the draft
    const others = (r.body.data.other_courses as { id: number }[]).map((c) => c.id);
    expect(others).toEqual([other]);
    // nothing of the contact
    const text = JSON.stringify(r.body);
    expect(text).not.toContain('01711888001');
    expect(text).not.toContain('sumaiya@example.com');
    expect(Object.keys(r.body.data)).not.toContain('email');
    expect(Object.keys(r.body.data)).not.toContain('mobile');
  });

  it('404s a trainer of the institute who does not teach the course, and an inactive trainer', async () => {
    const r = await call('GET', `/public/courses/${course}/instructors/${colleague}`);
    expect(r.code).toBe(404);
    expect(r.body.status.success).toBe(false);
    expect(r.body.status.message).toEqual(expect.any(String));
    // named on the course but deactivated: the course page does not list the trainer, so neither does the profile
    await gw.db.query('insert into course_instructors (course_id, trainer_id, position) values ($1, $2, 8)', [
      course,
      colleague,
    ]);
    await gw.db.query('update trainers set row_status = 0 where id = $1', [colleague]);
    expect((await call('GET', `/public/courses/${course}/instructors/${colleague}`)).code).toBe(404);
    await gw.db.query('update trainers set row_status = 1 where id = $1', [colleague]);
    expect((await call('GET', `/public/courses/${course}/instructors/${colleague}`)).code).toBe(200);
  });

  it('404s an unpublished or deactivated course', async () => {
    expect((await call('GET', `/public/courses/${hidden}/instructors/${teacher}`)).code).toBe(404);
    await gw.db.query('update courses set deactivated_at = now() where id = $1', [other]);
    try {
      const r = await call('GET', `/public/courses/${other}/instructors/${teacher}`);
      expect(r.code).toBe(404);
      // a deactivated course is no longer among the other courses either
      const still = await call('GET', `/public/courses/${course}/instructors/${teacher}`);
      expect(still.body.data.other_courses).toEqual([]);
    } finally {
      await gw.db.query('update courses set deactivated_at = null where id = $1', [other]);
    }
  });

  it('answers bad ids with the envelope, never 5xx', async () => {
    for (const url of [
      `/public/courses/abc/instructors/${teacher}`,
      `/public/courses/${course}/instructors/-1`,
      `/public/courses/${course}/instructors/1e3`,
      `/public/courses/${course}/instructors/99999999999999999999`,
      `/public/courses/0/instructors/0`,
    ]) {
      const r = await call('GET', url);
      expect(r.code, url).toBeGreaterThanOrEqual(400);
      expect(r.code, url).toBeLessThan(500);
      expect(r.body.status.success, url).toBe(false);
      expect(r.body.status.message, url).toMatch(/^[a-z_]+\.[a-z_.]+$/);
    }
  });
});
