import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeIdentity, headers, startGateway, type TestGateway, apiCaller } from '../../test/harness';

/*
 * Courses through the API (issue 15 item 1): every endpoint with its permission (403) and tenant (404) checks, the
 * §5 course date rule with its message, bad input as the 422 envelope, the cover and skill references, and the
 * publication moves.
 */

let gw: TestGateway;
let course = 0;
let skill = 0;

const call = apiCaller(() => gw);
const body = (over: Record<string, unknown> = {}) => ({
  title: 'ডেটা অ্যানালিটিক্স',
  title_en: 'Data analytics',
  course_type: 1,
  duration_hours: 30,
  fee: 0,
  language_medium: 1,
  level: 1,
  overview: '<b>Spreadsheets</b> and charts',
  start_date: '2027-01-01',
  end_date: '2027-02-01',
  skill_ids: [skill],
  ...over,
});
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
async function upload(who: string, visibility: 'public' | 'private' = 'public'): Promise<string> {
  const boundary = 'courseboundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cover.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const r = await gw.app.inject({
    method: 'POST',
    url: `/protected/files?visibility=${visibility}&accept=image`,
    headers: { ...headers(who), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data[0].id;
}

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  skill = Number(
    (await gw.db.query<{ id: number }>('select id from skills order by id limit 1')).rows[0]?.id,
  );
  // a second institute whose provider is `trainer` (given the provider's role), to see tenant isolation
  await gw.db.query(
    `insert into institutes (title, title_en) values ('দ্বিতীয় ইনস্টিটিউট', 'Second Institute')`,
  );
  await gw.db.query(
    `update users set institute_id = (select id from institutes where title_en = 'Second Institute'),
       role_id = (select role_id from users where username = 'provider') where username = 'trainer'`,
  );
});
afterAll(async () => gw?.close());

describe('courses', () => {
  it('creates a draft, active course of the provider’s institute with a code, its skills and a cover', async () => {
    const cover = await upload('provider');
    const r = await call('POST', '/private/courses', 'provider', body({ cover_file_id: cover }));
    expect(r.code, JSON.stringify(r.body)).toBe(201);
    expect(r.body.status.message).toBe('courses.success.saved');
    expect(r.body.data).toMatchObject({
      title_en: 'Data analytics',
      publication_status: 'draft',
      row_status: 1,
      cover_file_id: cover,
      cover_path: `/files/${cover}`,
      start_date: '2027-01-01',
      skills: [{ id: skill }],
      institute_title_en: 'Rajshahi Technical Training Institute',
    });
    expect(r.body.data.code).toMatch(/^C\d{6}$/);
    // markup is kept as the text that was typed (shown as text, never as HTML)
    expect(r.body.data.overview).toBe('<b>Spreadsheets</b> and charts');
    course = r.body.data.id;
  });

  it('lists, searches, filters and counts the institute’s courses only', async () => {
    const mine = await call('GET', '/private/courses?search=analytics', 'provider');
    expect(mine.code).toBe(200);
    expect(mine.body.data.map((c: { id: number }) => c.id)).toEqual([course]);
    expect(mine.body.meta).toMatchObject({ total: 1 });
    const drafts = await call(
      'GET',
      '/private/courses?publication_status=published&course_type=1',
      'provider',
    );
    expect(drafts.body.data.map((c: { id: number }) => c.id)).not.toContain(course);
    const theirs = await call('GET', '/private/courses', 'trainer');
    expect(theirs.body.data).toEqual([]);
    const counts = await call('GET', '/private/course-status-counts', 'provider');
    expect(counts.body.data).toMatchObject({ total: 3, draft: 2, published: 1, active: 3, inactive: 0 });
    // pending approvals (ADR 0090): the demo live course's schedule waits for an approver
    const waiting = await gw.db.query<{ n: number }>(
      `select count(*)::int as n from course_schedules s join courses c on c.id = s.course_id
        where s.status = 'sent_for_approval' and c.institute_id = (select institute_id from users where username = 'provider')`,
    );
    expect(Number(waiting.rows[0]?.n)).toBeGreaterThan(0);
    expect(counts.body.data).toMatchObject({
      schedules_pending: Number(waiting.rows[0]?.n),
      schedules_rejected: 0,
    });
    expect((await call('GET', '/private/course-status-counts', 'trainer')).body.data.total).toBe(0);
    expect((await call('GET', '/private/courses?course_type=9', 'provider')).code).toBe(422);
  });

  it('answers another institute’s course id with 404 on every call', async () => {
    for (const [method, path] of [
      ['GET', ''],
      ['PUT', ''],
      ['POST', '/toggle-status'],
      ['POST', '/publish'],
      ['POST', '/unpublish'],
      ['POST', '/archive'],
    ] as const) {
      const r = await call(
        method,
        `/private/courses/${course}${path}`,
        'trainer',
        method === 'PUT' ? body() : {},
      );
      expect(r.code, `${method} ${path}`).toBe(404);
    }
    expect((await call('GET', '/private/courses/999999', 'provider')).code).toBe(404);
  });

  it('refuses callers without the keys (403) and creates nothing for a user without an institute', async () => {
    for (const who of ['youth', 'recruiter'])
      for (const [method, url] of [
        ['GET', '/private/courses'],
        ['POST', '/private/courses'],
        ['GET', `/private/courses/${course}`],
        ['PUT', `/private/courses/${course}`],
        ['POST', `/private/courses/${course}/publish`],
        ['DELETE', `/private/courses/${course}`],
        ['GET', '/private/course-status-counts'],
      ] as const)
        expect(
          (await call(method, url, who, method === 'GET' || method === 'DELETE' ? undefined : body())).code,
          `${who} ${url}`,
        ).toBe(403);
    const admin = await call('POST', '/private/courses', 'admin', body());
    expect(admin.code).toBe(403);
    expect(admin.body.status.message).toBe('courses.errors.no_institute');
    // the admin reads every institute's courses
    expect((await call('GET', `/private/courses/${course}`, 'admin')).code).toBe(200);
  });

  it('keeps the §5 date rule with its message and answers bad input with the 422 envelope', async () => {
    const same = await call('POST', '/private/courses', 'provider', body({ end_date: '2027-01-01' }));
    expect(same.code).toBe(422);
    expect(same.body.errors.end_date).toEqual(['validation.course_end_after_start']);
    const bad = await call('POST', '/private/courses', 'provider', {
      title: ' ',
      course_type: 5,
      duration_hours: 0,
      fee: -1,
      language_medium: 3,
      cover_file_id: 'not-a-uuid',
      skill_ids: ['x'],
    });
    expect(bad.code).toBe(422);
    expect(bad.body.status).toMatchObject({ success: false, code: 422, message: 'errors.validation' });
    expect(Object.keys(bad.body.errors)).toEqual(
      expect.arrayContaining([
        'title',
        'course_type',
        'duration_hours',
        'fee',
        'language_medium',
        'level',
        'cover_file_id',
      ]),
    );
    expect((await call('POST', '/private/courses', 'provider', 'not json')).code).toBeLessThan(500);
    const edit = await call(
      'PUT',
      `/private/courses/${course}`,
      'provider',
      body({ start_date: '2027-03-01' }),
    );
    expect(edit.code).toBe(422);
    expect(edit.body.errors.end_date).toEqual(['validation.course_end_after_start']);
  });

  it('refuses a cover that is not the caller’s public image and a skill that does not exist', async () => {
    const others = await upload('recruiter');
    const privateOne = await upload('provider', 'private');
    const r = await call(
      'POST',
      '/private/courses',
      'provider',
      body({ cover_file_id: others, skill_ids: [999999] }),
    );
    expect(r.code).toBe(422);
    expect(r.body.errors).toMatchObject({
      cover_file_id: ['validation.reference_missing'],
      'skill_ids[0]': ['validation.reference_missing'],
    });
    const p = await call(
      'PUT',
      `/private/courses/${course}`,
      'provider',
      body({ cover_file_id: privateOne }),
    );
    expect(p.body.errors).toMatchObject({ cover_file_id: ['validation.file_type'] });
  });

  it('edits a course, toggles its status and moves it through publish, unpublish and archive', async () => {
    const edit = await call(
      'PUT',
      `/private/courses/${course}`,
      'provider',
      body({ fee: 500, skill_ids: [] }),
    );
    expect(edit.code).toBe(200);
    expect(edit.body.data).toMatchObject({ fee: 500, skills: [], cover_file_id: null });
    const off = await call('POST', `/private/courses/${course}/toggle-status`, 'provider');
    expect(off.code).toBe(200);
    expect(off.body.data.row_status).toBe(0);
    expect(off.body.status.message).toBe('courses.success.status_changed');
    expect(
      (await call('POST', `/private/courses/${course}/toggle-status`, 'provider')).body.data.row_status,
    ).toBe(1);

    const published = await call('POST', `/private/courses/${course}/publish`, 'provider');
    expect(published.body.data).toMatchObject({ publication_status: 'published' });
    expect(published.body.data.published_at).toEqual(expect.any(String));
    const again = await call('POST', `/private/courses/${course}/publish`, 'provider');
    expect(again.code).toBe(409);
    expect(again.body.status.message).toBe('courses.errors.transition');
    expect(
      (await call('POST', `/private/courses/${course}/unpublish`, 'provider')).body.data.publication_status,
    ).toBe('draft');
    expect(
      (await call('POST', `/private/courses/${course}/archive`, 'provider')).body.data.publication_status,
    ).toBe('archived');
    for (const [method, path] of [
      ['PUT', ''],
      ['POST', '/toggle-status'],
      ['POST', '/publish'],
    ] as const) {
      const r = await call(
        method,
        `/private/courses/${course}${path}`,
        'provider',
        method === 'PUT' ? body() : {},
      );
      expect(r.code).toBe(409);
      expect(r.body.status.message).toBe('courses.errors.archived');
    }
  });

  it('lets a trainer of the institute read its courses but not change them', async () => {
    await gw.db.query(
      `update users set institute_id = (select institute_id from users where username = 'provider'),
         role_id = (select id from roles where key = 'trainer') where username = 'trainer'`,
    );
    expect((await call('GET', `/private/courses/${course}`, 'trainer')).code).toBe(200);
    expect((await call('PUT', `/private/courses/${course}`, 'trainer', body())).code).toBe(403);
  });
});

describe('dependencies (course_post)', () => {
  it('keeps them inside the institute and refuses a cycle with its message', async () => {
    const a = (await call('POST', '/private/courses', 'provider', body({ title_en: 'Dep A' }))).body.data.id;
    const b = await call(
      'POST',
      '/private/courses',
      'provider',
      body({ title_en: 'Dep B', dependency_ids: [a] }),
    );
    expect(b.code).toBe(201);
    expect(b.body.data.dependencies).toEqual([{ id: a, title: expect.any(String), title_en: 'Dep A' }]);
    // A on B would close the circle; A on itself too
    const cycle = await call(
      'PUT',
      `/private/courses/${a}`,
      'provider',
      body({ dependency_ids: [b.body.data.id] }),
    );
    expect(cycle.code).toBe(422);
    expect(cycle.body.errors['dependency_ids[0]']).toEqual(['courses.errors.dependency_cycle']);
    const self = await call('PUT', `/private/courses/${a}`, 'provider', body({ dependency_ids: [a] }));
    expect(self.body.errors['dependency_ids[0]']).toEqual(['courses.errors.dependency_cycle']);
    // another institute's course is no candidate
    const theirs = (
      await gw.db.query<{ id: number }>(
        `insert into courses (institute_id, course_type, title, duration_hours, language_medium, level)
         values ((select id from institutes where title_en = 'Second Institute'), 1, 'Theirs', 5, 1, 1) returning id`,
      )
    ).rows[0]?.id;
    const foreign = await call('POST', '/private/courses', 'provider', body({ dependency_ids: [theirs] }));
    expect(foreign.code).toBe(422);
    expect(foreign.body.errors['dependency_ids[0]']).toEqual(['validation.reference_missing']);
  });
});

describe('instructors (issue 18 item 1)', () => {
  const one = async (sql: string) => Number((await gw.db.query<{ id: number }>(sql)).rows[0]?.id);

  it('names trainers of its own institute only; shows them on the public page without their contact', async () => {
    const mine = await one(
      `insert into trainers (institute_id, trainer_name, trainer_name_en, mobile, email, subject, about, photo)
       select institute_id, 'রফিক ইসলাম', 'Rafiq Islam', '01711999001', 'rafiq@example.com', 'Web developer',
              'Ten years of building websites.', '/files/abc123' from users where username = 'provider' returning id`,
    );
    const inactive = await one(
      `insert into trainers (institute_id, trainer_name, mobile, row_status)
       select institute_id, 'নিষ্ক্রিয়', '01711999002', 0 from users where username = 'provider' returning id`,
    );
    const theirs = await one(
      `insert into trainers (institute_id, trainer_name, mobile)
       values ((select id from institutes where title_en = 'Second Institute'), 'অন্য', '01711999003') returning id`,
    );
    // the provider's picker reads its own institute's trainers
    const list = await call('GET', '/private/trainers?page_size=100', 'provider');
    expect(list.code, JSON.stringify(list.body)).toBe(200);
    const listed = list.body.data.map((t: { id: number }) => t.id);
    expect(listed).toContain(mine);
    expect(listed).not.toContain(theirs);

    const made = await call('POST', '/private/courses', 'provider', body({ instructor_ids: [mine] }));
    expect(made.code, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data.instructors).toEqual([{ id: mine, title: 'রফিক ইসলাম', title_en: 'Rafiq Islam' }]);
    for (const bad of [theirs, inactive, 99999999]) {
      const r = await call(
        'PUT',
        `/private/courses/${made.body.data.id}`,
        'provider',
        body({ instructor_ids: [mine, bad] }),
      );
      expect(r.code, String(bad)).toBe(422);
      expect(r.body.errors['instructor_ids[1]']).toEqual(['validation.reference_missing']);
    }
    const many = await call(
      'POST',
      '/private/courses',
      'provider',
      body({ instructor_ids: Array.from({ length: 11 }, (_, i) => i + 1) }),
    );
    expect(many.code).toBe(422);
    expect((await call('POST', '/private/courses', 'provider', body({ instructor_ids: 'x' }))).code).toBe(
      422,
    );

    // a published course of the institute: its public page shows the instructor, never the contact
    const published = await one(
      `select c.id from courses c join users u on u.institute_id = c.institute_id
        where u.username = 'provider' and c.publication_status = 'published' and c.row_status = 1 order by c.id limit 1`,
    );
    await gw.db.query(
      'insert into course_instructors (course_id, trainer_id, position) values ($1, $2, 1), ($1, $3, 2)',
      [published, mine, theirs],
    );
    const page = await call('GET', `/public/courses/${published}`);
    expect(page.code).toBe(200);
    // another institute's trainer is never shown, even if a row named it
    const shown = page.body.data.instructors as { id: number }[];
    expect(shown.map((x) => x.id)).not.toContain(theirs);
    expect(shown).toContainEqual({
      id: mine,
      name: 'রফিক ইসলাম',
      name_en: 'Rafiq Islam',
      photo: '/files/abc123',
      subject: 'Web developer',
      about: 'Ten years of building websites.',
    });
    expect(JSON.stringify(page.body)).not.toContain('01711999001');
    expect(JSON.stringify(page.body)).not.toContain('rafiq@example.com');
  });
});

describe('deleting a course', () => {
  it('deletes a course never published, and refuses one that was (archive it instead)', async () => {
    const draft = (await call('POST', '/private/courses', 'provider', body())).body.data.id;
    const gone = await call('DELETE', `/private/courses/${draft}`, 'provider');
    expect(gone.code).toBe(200);
    expect(gone.body.status.message).toBe('courses.success.deleted');
    expect((await call('GET', `/private/courses/${draft}`, 'provider')).code).toBe(404);
    // `course` was published once (then archived)
    const kept = await call('DELETE', `/private/courses/${course}`, 'provider');
    expect(kept.code).toBe(409);
    expect(kept.body.status.message).toBe('courses.errors.published');
  });
});

describe('courses of an organisation’s user', () => {
  it('are none, even holding every key', async () => {
    await gw.db.query(
      `insert into user_permissions (user_id, permission_id)
       select u.id, p.id from users u, permissions p where u.username = 'recruiter2' and p.key like '%course%' on conflict do nothing`,
    );
    expect((await call('GET', '/private/courses', 'recruiter2')).body.data).toEqual([]);
    expect((await call('GET', `/private/courses/${course}`, 'recruiter2')).code).toBe(404);
    expect((await call('POST', '/private/courses', 'recruiter2', body())).code).toBe(403);
  });
});
