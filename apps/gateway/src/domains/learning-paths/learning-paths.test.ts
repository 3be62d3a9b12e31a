import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, fakeIdentity, startGateway, type TestGateway } from '../../test/harness';

/*
 * Learning paths through the API (issue 16 item 4, ADR 0100): the institute writes a path of its published courses in
 * order (another institute's path is 404, a youth or a key-less staff user 403, bad input the 422 envelope); only a
 * published path is public; a youth enrols once and the path's progress comes from the youth's real course
 * enrolments and certificates; suggestions rank paths and courses by the skills the youth lacks for jobs they look at.
 */

let gw: TestGateway;
const call = apiCaller(() => gw);
const one = async (sql: string, params: unknown[] = []) =>
  Number((await gw.db.query<{ id: number }>(sql, params)).rows[0]?.id);
const MINE = `(select institute_id from users where username = 'provider')`;

let occupation = 0;
const courses: number[] = [];
let draftCourse = 0;
let otherCourse = 0;
let youth2 = 0;
const skills: number[] = [];

const newCourse = (institute: string, title: string, published: boolean) =>
  one(
    `insert into courses (institute_id, title, course_type, duration_hours, fee, language_medium, level,
       publication_status) values (${institute}, $1, 1, 10, 0, 1, 1, $2) returning id`,
    [title, published ? 'published' : 'draft'],
  );

const body = (over: Record<string, unknown> = {}) => ({
  title: 'ওয়েব ডেভেলপার পথ',
  title_en: 'Web developer path',
  description: 'তিনটি কোর্স',
  occupation_id: occupation,
  published: true,
  course_ids: courses,
  ...over,
});

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  occupation = await one('select id from occupations where deleted_at is null order by id limit 1');
  for (const t of ['পথ এক', 'পথ দুই', 'পথ তিন']) courses.push(await newCourse(MINE, t, true));
  draftCourse = await newCourse(MINE, 'খসড়া', false);
  const other = await one(`insert into institutes (title) values ('অন্য ইনস্টিটিউট') returning id`);
  otherCourse = await newCourse(String(other), 'অন্যের কোর্স', true);
  // a content provider of another institute, with the same role
  await gw.db.query(
    `insert into users (username, password_hash, full_name, user_type_code, role_id, institute_id)
     select 'provider_other', password_hash, 'Other provider', 2, role_id, $1 from users where username = 'provider'`,
    [other],
  );
  youth2 = await one(`select id from users where username = 'youth2'`);
  for (const t of ['পাথ দক্ষতা ক', 'পাথ দক্ষতা খ', 'পাথ দক্ষতা গ'])
    skills.push(await one(`insert into skills (title, skill_type) values ($1, 1) returning id`, [t]));
});
afterAll(async () => gw?.close());

describe('an institute’s learning paths', () => {
  let id = 0;

  it('writes a path with its courses in the order given and reads it back', async () => {
    const order = [courses[2], courses[0], courses[1]] as number[];
    const r = await call('POST', '/private/learning-paths', 'provider', body({ course_ids: order }));
    expect(r.code, JSON.stringify(r.body)).toBe(201);
    expect(r.body.status.message).toBe('learning_paths.success.saved');
    id = r.body.data.id;
    expect(r.body.data.courses.map((c: { course_id: number }) => c.course_id)).toEqual(order);
    expect(r.body.data.courses.map((c: { serial: number }) => c.serial)).toEqual([1, 2, 3]);

    const moved = [courses[0], courses[1], courses[2]] as number[];
    const u = await call('PUT', `/private/learning-paths/${id}`, 'provider', body({ course_ids: moved }));
    expect(u.code, JSON.stringify(u.body)).toBe(200);
    const read = await call('GET', `/private/learning-paths/${id}`, 'provider');
    expect(read.body.data.courses.map((c: { course_id: number }) => c.course_id)).toEqual(moved);
    const list = await call('GET', '/private/learning-paths?search=Web%20developer', 'provider');
    expect(list.body.data.map((p: { id: number }) => p.id)).toContain(id);
  });

  it('answers 404 for another institute’s path, on every call', async () => {
    expect((await call('GET', `/private/learning-paths/${id}`, 'provider_other')).code).toBe(404);
    expect((await call('PUT', `/private/learning-paths/${id}`, 'provider_other', body())).code).toBe(404);
    expect((await call('DELETE', `/private/learning-paths/${id}`, 'provider_other')).code).toBe(404);
    const theirs = await call('GET', '/private/learning-paths', 'provider_other');
    expect(theirs.body.data.map((p: { id: number }) => p.id)).not.toContain(id);
  });

  it('answers 404 to an organisation’s user even with the keys (a path is an institute’s)', async () => {
    await gw.db.query(
      `insert into users (username, password_hash, full_name, user_type_code, role_id, organization_id)
       select 'org_with_keys', password_hash, 'Org user', 2, role_id, (select organization_id from users where username = 'recruiter')
         from users where username = 'provider'`,
    );
    expect((await call('GET', `/private/learning-paths/${id}`, 'org_with_keys')).code).toBe(404);
    expect((await call('DELETE', `/private/learning-paths/${id}`, 'org_with_keys')).code).toBe(404);
    expect((await call('GET', '/private/learning-paths', 'org_with_keys')).body.data).toEqual([]);
  });

  it('refuses a youth, a recruiter and a trainer (no learning-path key): 403', async () => {
    for (const who of ['youth', 'recruiter', 'trainer']) {
      expect((await call('GET', '/private/learning-paths', who)).code, who).toBe(403);
      expect((await call('POST', '/private/learning-paths', who, body())).code, who).toBe(403);
    }
    // a platform administrator reads every path but writes none (a path is an institute's)
    const admin = await call('POST', '/private/learning-paths', 'admin', body());
    expect(admin.code).toBe(403);
    expect(admin.body.status.message).toBe('learning_paths.errors.no_institute');
  });

  it('answers bad input with the 422 envelope and its message ids', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '' }, 'title', 'validation.required'],
      [{ occupation_id: 99999999 }, 'occupation_id', 'validation.reference_missing'],
      [{ course_ids: [draftCourse] }, 'course_ids', 'learning_paths.errors.course_not_published'],
      [{ course_ids: [otherCourse] }, 'course_ids', 'learning_paths.errors.course_not_published'],
      [{ course_ids: [courses[0], courses[0]] }, 'course_ids', 'learning_paths.errors.duplicate_course'],
      [{ course_ids: [] }, 'course_ids', 'learning_paths.errors.published_empty'],
      [{ course_ids: ['x'] }, 'course_ids[0]', 'validation.number'],
      [{ published: 'maybe' }, 'published', 'validation.format'],
    ];
    for (const [over, field, message] of cases) {
      const r = await call('POST', '/private/learning-paths', 'provider', body(over));
      expect(r.code, JSON.stringify(over)).toBe(422);
      const ids = (r.body.errors?.[field] ?? []).map((m: string) =>
        m.startsWith('{') ? JSON.parse(m).id : m,
      );
      expect(ids, `${JSON.stringify(over)} → ${JSON.stringify(r.body.errors)}`).toContain(message);
    }
    // a draft may be empty
    const draft = await call(
      'POST',
      '/private/learning-paths',
      'provider',
      body({ published: false, course_ids: [] }),
    );
    expect(draft.code).toBe(201);
  });
});

describe('the public and the youth’s learning paths', () => {
  let path = 0;
  let draft = 0;

  beforeAll(async () => {
    path = (await call('POST', '/private/learning-paths', 'provider', body({ title_en: 'Public path' }))).body
      .data.id;
    draft = (
      await call(
        'POST',
        '/private/learning-paths',
        'provider',
        body({ title_en: 'Draft path', published: false }),
      )
    ).body.data.id;
  });

  it('lists and shows published paths only', async () => {
    const list = await call('GET', '/public/learning-paths?page_size=100');
    expect(list.code).toBe(200);
    const ids = list.body.data.map((p: { id: number }) => p.id);
    expect(ids).toContain(path);
    expect(ids).not.toContain(draft);
    expect(list.body.meta.total).toBeGreaterThanOrEqual(1);
    const detail = await call('GET', `/public/learning-paths/${path}`);
    expect(detail.body.data.courses.map((c: { course_id: number }) => c.course_id)).toEqual(courses);
    expect((await call('GET', `/public/learning-paths/${draft}`)).code).toBe(404);
    expect((await call('GET', '/public/learning-paths/99999999')).code).toBe(404);
  });

  it('enrols a youth once, and reads progress from the youth’s real course enrolments', async () => {
    const before = await call('GET', `/protected/learning-paths/${path}`, 'youth2');
    expect(before.body.data.enrolled).toBe(false);
    const first = await call('POST', `/protected/learning-paths/${path}/enroll`, 'youth2');
    expect(first.code, JSON.stringify(first.body)).toBe(200);
    expect(first.body.status.message).toBe('learning_paths.success.enrolled');
    expect(first.body.data).toMatchObject({ enrolled: true, completed: 0, total: 3 });
    const again = await call('POST', `/protected/learning-paths/${path}/enroll`, 'youth2');
    expect(again.code).toBe(200);
    const rows = await gw.db.query(
      'select 1 from learning_path_enrolments where path_id = $1 and youth_id = $2',
      [path, youth2],
    );
    expect(rows.rows).toHaveLength(1);

    // enrolled in the first course, completed the second (a certificate): the states follow
    const batchOf = (course: number) =>
      one(
        `insert into course_batches (course_id, title, available_seats, total_seats, registration_start_date,
           registration_end_date, batch_start_date, batch_end_date)
         values ($1, 'ব্যাচ', 10, 10, current_date, current_date + 10, current_date + 11, current_date + 20) returning id`,
        [course],
      );
    for (const [course, progress] of [
      [courses[0], 0],
      [courses[1], 1],
    ] as [number, number][])
      await gw.db.query(
        `insert into course_enrolments (course_id, batch_id, youth_id, status, progress, enrolled_at)
         values ($1, $2, $3, 'enrolled', $4, now())`,
        [course, await batchOf(course), youth2, progress],
      );
    const now = await call('GET', `/protected/learning-paths/${path}`, 'youth2');
    expect(now.body.data.courses.map((c: { state: string }) => c.state)).toEqual([
      'enrolled',
      'completed',
      'not_enrolled',
    ]);
    const mine = await call('GET', '/protected/my-learning-paths', 'youth2');
    const row = mine.body.data.find((p: { id: number }) => p.id === path);
    expect(row).toMatchObject({ completed: 1, total: 3 });
  });

  it('refuses a draft, a missing path and a non-youth', async () => {
    expect((await call('POST', `/protected/learning-paths/${draft}/enroll`, 'youth2')).code).toBe(404);
    expect((await call('GET', `/protected/learning-paths/${draft}`, 'youth2')).code).toBe(404);
    expect((await call('POST', '/protected/learning-paths/99999999/enroll', 'youth2')).code).toBe(404);
    expect((await call('POST', `/protected/learning-paths/${path}/enroll`, 'provider')).code).toBe(403);
    expect((await call('GET', '/protected/my-learning-paths', 'recruiter')).code).toBe(403);
    expect((await call('GET', '/protected/my-learning-paths')).code).toBe(401);
  });
});

describe('suggestions', () => {
  it('ranks paths and courses by how many skills the youth lacks for the jobs they look at they teach', async () => {
    const [a, b, c] = skills as [number, number, number];
    // a job youth2 saved asks for a, b and c; youth2's profile lists c
    const job = await one(`select id from jobs where deleted_at is null order by id limit 1`);
    await gw.db.query('delete from job_skills where job_id = $1', [job]);
    for (const s of skills)
      await gw.db.query('insert into job_skills (job_id, skill_id) values ($1, $2)', [job, s]);
    await gw.db.query(
      'insert into job_favourites (youth_id, job_id) values ($1, $2) on conflict do nothing',
      [youth2, job],
    );
    await gw.db.query('delete from youth_skills where youth_id = $1', [youth2]);
    await gw.db.query(
      `insert into youth_skills (youth_id, skill_id, proficiency) values ($1, $2, 'beginner')`,
      [youth2, c],
    );
    // two fresh courses: one teaches a and b, the other a and c (c the youth has)
    const both = await newCourse(MINE, 'দুই দক্ষতা', true);
    const single = await newCourse(MINE, 'এক দক্ষতা', true);
    for (const [course, skill] of [
      [both, a],
      [both, b],
      [single, a],
      [single, c],
    ])
      await gw.db.query('insert into course_skills (course_id, skill_id) values ($1, $2)', [course, skill]);
    const wide = (
      await call(
        'POST',
        '/private/learning-paths',
        'provider',
        body({ title_en: 'Wide', course_ids: [both] }),
      )
    ).body.data.id;
    const narrow = (
      await call(
        'POST',
        '/private/learning-paths',
        'provider',
        body({ title_en: 'Narrow', course_ids: [single] }),
      )
    ).body.data.id;

    const paths = await call('GET', '/protected/suggested-learning-paths?page_size=100', 'youth2');
    expect(paths.code).toBe(200);
    const ranked = paths.body.data.map((p: { id: number }) => p.id);
    expect(ranked.indexOf(wide)).toBeGreaterThanOrEqual(0);
    expect(ranked.indexOf(wide)).toBeLessThan(ranked.indexOf(narrow));
    const wideRow = paths.body.data.find((p: { id: number }) => p.id === wide);
    expect(wideRow.matched).toBe(2);
    expect(wideRow.skills.map((s: { id: number }) => s.id).sort()).toEqual([a, b].sort());

    const suggested = await call('GET', '/protected/suggested-courses?page_size=100', 'youth2');
    const order = suggested.body.data.map((s: { id: number }) => s.id);
    expect(order.indexOf(both)).toBeLessThan(order.indexOf(single));
    expect(suggested.body.data.find((s: { id: number }) => s.id === single).matched).toBe(1);

    // a youth who looks at no job gets no suggestion, not an error
    const none = await call('GET', '/protected/suggested-courses', 'youth');
    expect(none.code).toBe(200);
  });
});
