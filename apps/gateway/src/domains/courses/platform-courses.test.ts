import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, fakeIdentity, startGateway, type TestGateway } from '../../test/harness';

/*
 * The admin's platform-wide course list and deactivate / restore (issue 17 item 8; ADR 0107): the keys, the filters,
 * the state rules with their message ids, and the public catalogue that leaves a deactivated course out; the reason
 * and the notices to the institute's administrators (ADR 0112).
 */

let gw: TestGateway;
const call = apiCaller(() => gw);
let web = 0;
let graphics = 0;
let other = 0;
let demoInstitute = 0;
let otherInstitute = 0;

type Row = {
  id: number;
  title_en: string;
  institute_id: number;
  institute_title: string;
  deactivated_at: string | null;
};
const titles = (rows: Row[]) => rows.map((c) => c.title_en).sort();
const REASON = { reason: 'The syllabus copies another institute’s course.' };

/** The outbox rows of a course notice: who and on which channel, with the variables they carry. */
async function notices(event: string) {
  const r = await gw.db.query<{ username: string; channel: string; variables: Record<string, string> }>(
    `select u.username, l.channel, l.variables from notification_logs l join users u on u.id = l.user_id
      where l.event = $1 order by u.username, l.channel`,
    [event],
  );
  return r.rows;
}

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  const id = async (title: string) =>
    Number(
      (await gw.db.query<{ id: number }>('select id from courses where title_en = $1', [title])).rows[0]
        ?.id ?? 0,
    );
  web = await id('Introduction to web development');
  graphics = await id('Graphic design (live)');
  demoInstitute = Number(
    (await gw.db.query<{ institute_id: number }>('select institute_id from courses where id = $1', [web]))
      .rows[0]?.institute_id,
  );
  // a second institute with a published course, so the list is seen to span institutes
  otherInstitute = Number(
    (
      await gw.db.query<{ id: number }>(
        `insert into institutes (title, title_en) values ('দক্ষতা কেন্দ্র', 'Skills Centre') returning id`,
      )
    ).rows[0]?.id,
  );
  other = Number(
    (
      await gw.db.query<{ id: number }>(
        `insert into courses (institute_id, code, title, title_en, course_type, duration_hours, fee, language_medium,
           level, publication_status, published_at)
         values ($1, 'C999001', 'প্লাম্বিং', 'Plumbing basics', 1, 20, 0, 1, 1, 'published', now()) returning id`,
        [otherInstitute],
      )
    ).rows[0]?.id,
  );
});
afterAll(async () => gw?.close());

describe('GET /private/courses/platform', () => {
  it('lists every institute’s courses with their institute for the platform admin', async () => {
    const r = await call('GET', '/private/courses/platform?page_size=100', 'admin');
    expect(r.code).toBe(200);
    const rows = r.body.data as Row[];
    expect(titles(rows)).toEqual(
      expect.arrayContaining(['Introduction to web development', 'Plumbing basics']),
    );
    expect(new Set(rows.map((c) => c.institute_id))).toEqual(new Set([demoInstitute, otherInstitute]));
    expect(rows.find((c) => c.id === web)).toMatchObject({
      institute_title: expect.any(String),
      deactivated_at: null,
    });
  });

  it('filters by institute, publication, status, deactivation and title or code', async () => {
    const list = async (query: string) => {
      const r = await call('GET', `/private/courses/platform?page_size=100&${query}`, 'admin');
      expect(r.code, query).toBe(200);
      return r.body.data as Row[];
    };
    expect(titles(await list(`institute_id=${otherInstitute}`))).toEqual(['Plumbing basics']);
    expect(titles(await list('publication_status=draft'))).toContain('Graphic design (live)');
    expect(titles(await list('publication_status=draft'))).not.toContain('Plumbing basics');
    expect(titles(await list('search=C999001'))).toEqual(['Plumbing basics']);
    expect(titles(await list('row_status=0'))).not.toContain('Plumbing basics');
    expect((await list('deactivated=1')).length).toBe(0);
  });

  it('answers 403 to a content provider, a trainer, a recruiter and a youth', async () => {
    for (const who of ['provider', 'trainer', 'recruiter', 'youth'])
      expect((await call('GET', '/private/courses/platform', who)).code, who).toBe(403);
  });

  it('refuses bad filters with 422 and message ids in the envelope', async () => {
    const r = await call(
      'GET',
      '/private/courses/platform?deactivated=2&institute_id=x&publication_status=gone',
      'admin',
    );
    expect(r.code).toBe(422);
    expect(r.body.status.success).toBe(false);
    expect(r.body.errors?.deactivated).toEqual(['validation.one_of']);
    expect(r.body.errors?.institute_id).toBeTruthy();
    expect(r.body.errors?.publication_status).toEqual(['validation.one_of']);
  });
});

describe('PUT /private/courses/{id}/deactivate and /restore', () => {
  it('takes a published course out of the public catalogue; restore brings it back', async () => {
    expect((await call('GET', `/public/courses/${other}`)).code).toBe(200);
    const off = await call('PUT', `/private/courses/${other}/deactivate`, 'admin', REASON);
    expect(off.code).toBe(200);
    expect(off.body.status.message).toBe('courses.success.deactivated');
    expect(off.body.data).toMatchObject({ id: other, deactivated_at: expect.any(String) });

    expect((await call('GET', `/public/courses/${other}`)).code).toBe(404);
    const catalogue = await call('GET', '/public/courses?page_size=100');
    expect((catalogue.body.data as { id: number }[]).map((c) => c.id)).not.toContain(other);
    const only = await call('GET', '/private/courses/platform?deactivated=1', 'admin');
    expect((only.body.data as Row[]).map((c) => c.id)).toEqual([other]);

    const twice = await call('PUT', `/private/courses/${other}/deactivate`, 'admin', REASON);
    expect(twice.code).toBe(409);
    expect(twice.body.status.message).toBe('courses.errors.not_deactivatable');

    const back = await call('PUT', `/private/courses/${other}/restore`, 'admin');
    expect(back.code).toBe(200);
    expect(back.body.status.message).toBe('courses.success.restored');
    expect(back.body.data.deactivated_at).toBeNull();
    expect((await call('GET', `/public/courses/${other}`)).code).toBe(200);

    const again = await call('PUT', `/private/courses/${other}/restore`, 'admin');
    expect(again.code).toBe(409);
    expect(again.body.status.message).toBe('courses.errors.not_deactivated');
  });

  it('refuses a draft course with 409 and a message id', async () => {
    const r = await call('PUT', `/private/courses/${graphics}/deactivate`, 'admin', REASON);
    expect(r.code).toBe(409);
    expect(r.body.status.message).toBe('courses.errors.not_deactivatable');
  });

  it('keeps the institute from switching a deactivated course back on with its own toggle', async () => {
    await call('PUT', `/private/courses/${web}/deactivate`, 'admin', REASON);
    try {
      // the provider's active toggle is its own; the catalogue still leaves the course out
      await gw.db.query('update courses set row_status = 1 where id = $1', [web]);
      expect((await call('GET', `/public/courses/${web}`)).code).toBe(404);
      const own = await call('GET', `/private/courses/${web}`, 'provider');
      expect(own.body.data.deactivated_at).toEqual(expect.any(String));
    } finally {
      await call('PUT', `/private/courses/${web}/restore`, 'admin');
    }
    expect((await call('GET', `/public/courses/${web}`)).code).toBe(200);
  });

  it('answers 403 to the course’s own provider and a recruiter; 404 for no such course', async () => {
    for (const who of ['provider', 'trainer', 'recruiter', 'youth']) {
      expect((await call('PUT', `/private/courses/${web}/deactivate`, who, REASON)).code, who).toBe(403);
      expect((await call('PUT', `/private/courses/${web}/restore`, who)).code, who).toBe(403);
    }
    expect((await call('PUT', '/private/courses/987654321/deactivate', 'admin')).code).toBe(404);
    const bad = await call('PUT', '/private/courses/abc/restore', 'admin');
    expect(bad.code).toBeGreaterThanOrEqual(400);
    expect(bad.code).toBeLessThan(500);
    expect(bad.body.status.success).toBe(false);
  });
});

describe('the reason of a deactivation and the notices (ADR 0112)', () => {
  it('stores the reason with who and when, shows it to the institute, and tells its admins in both calls', async () => {
    await gw.db.query(
      `delete from notification_logs where event in ('course_deactivated', 'course_restored')`,
    );
    const off = await call('PUT', `/private/courses/${web}/deactivate`, 'admin', REASON);
    expect(off.code).toBe(200);
    expect(off.body.data).toMatchObject({
      deactivation_reason: REASON.reason,
      deactivated_at: expect.any(String),
    });
    const stored = await gw.db.query<{ deactivation_reason: string; by: string }>(
      `select c.deactivation_reason, u.username as by from courses c join users u on u.id = c.deactivated_by
        where c.id = $1`,
      [web],
    );
    expect(stored.rows[0]).toEqual({ deactivation_reason: REASON.reason, by: 'admin' });
    // the admin's detail reads who; the institute why, not who
    const staff = await call('GET', `/private/courses/${web}`, 'admin');
    expect(staff.body.data).toMatchObject({
      deactivation_reason: REASON.reason,
      deactivated_by_name: expect.any(String),
    });
    const own = await call('GET', `/private/courses/${web}`, 'provider');
    expect(own.body.data).toMatchObject({ deactivation_reason: REASON.reason, deactivated_by_name: null });

    // the institute's admins (its provider and its institute admin; not its trainer), in-app and e-mail
    const told = await notices('course_deactivated');
    expect(told.map((n) => `${n.username} ${n.channel}`)).toEqual([
      'instituteadmin email',
      'instituteadmin in_app',
      'provider email',
      'provider in_app',
    ]);
    expect(told[0]?.variables).toMatchObject({ reason: REASON.reason, course_title: expect.any(String) });

    expect((await call('PUT', `/private/courses/${web}/deactivate`, 'admin', REASON)).code).toBe(409);
    expect(await notices('course_deactivated')).toHaveLength(4);

    const back = await call('PUT', `/private/courses/${web}/restore`, 'admin');
    expect(back.body.data).toMatchObject({ deactivated_at: null, deactivation_reason: null });
    expect((await notices('course_restored')).map((n) => `${n.username} ${n.channel}`)).toEqual([
      'instituteadmin email',
      'instituteadmin in_app',
      'provider email',
      'provider in_app',
    ]);
    expect((await call('PUT', `/private/courses/${web}/restore`, 'admin')).code).toBe(409);
    expect(await notices('course_restored')).toHaveLength(4);
  });

  it('refuses a missing, short or long reason with 422 on the field, changing nothing and telling nobody', async () => {
    await gw.db.query(`delete from notification_logs where event = 'course_deactivated'`);
    const cases: [unknown, string][] = [
      [undefined, 'validation.required'],
      [{ reason: '' }, 'validation.required'],
      [{ reason: 'Too short' }, 'validation.min_length'],
      [{ reason: 'x'.repeat(501) }, 'validation.max_length'],
      [{ reason: { text: 'not a string' } }, ''],
    ];
    for (const [body, id] of cases) {
      const r = await call('PUT', `/private/courses/${web}/deactivate`, 'admin', body);
      expect(r.code, JSON.stringify(body)).toBe(422);
      expect(r.body.status.success).toBe(false);
      expect(r.body.errors?.reason, JSON.stringify(body)).toBeTruthy();
      if (id) expect(JSON.stringify(r.body.errors.reason), JSON.stringify(body)).toContain(id);
    }
    expect((await gw.db.query('select deactivated_at from courses where id = $1', [web])).rows[0]).toEqual({
      deactivated_at: null,
    });
    expect(await notices('course_deactivated')).toHaveLength(0);
  });
});
