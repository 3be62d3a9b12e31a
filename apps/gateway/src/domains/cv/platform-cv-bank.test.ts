import type { PlatformCvBankEntry, YouthPublicProfile } from '@platform/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiCaller, fakeIdentity, headers, startGateway, type TestGateway } from '../../test/harness';
import { readPdfText } from '../../test/pdf-text';

/*
 * The CV bank for platform staff (the admin's section; ADR 0128): its own key (a recruiter's view_cv_bank opens
 * nothing here), a platform administrator's scope only (the key granted to an organisation's admin is refused), the
 * recruiters' youths and filters (the same code: the same answers), the account's id on each entry, bad filters as
 * 422 in the envelope, one CV and its PDF.
 */

let gw: TestGateway;
const call = apiCaller(() => gw);
const one = async <T>(sql: string, params: unknown[] = []) =>
  (await gw.db.query<{ v: T }>(sql, params)).rows[0]?.v as T;
const publicIdOf = (username: string) =>
  one<string>(
    'select p.public_id as v from youth_profiles p join users u on u.id = p.user_id where u.username = $1',
    [username],
  );

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
});
afterAll(async () => gw?.close());
beforeEach(async () => {
  await gw.db.query('delete from rate_limits');
});

const PATH = '/private/cv-bank/platform';
const staffList = async (query = '') => {
  const r = await call('GET', `${PATH}?page_size=100${query}`, 'admin');
  expect(r.code, JSON.stringify(r.body)).toBe(200);
  return r.body as { data: PlatformCvBankEntry[]; meta: { total: number } };
};
const recruiterIds = async (query = '') => {
  const r = await call('GET', `/private/cv-bank?page_size=100${query}`, 'recruiter');
  expect(r.code).toBe(200);
  return (r.body.data as { public_id: string }[]).map((e) => e.public_id);
};

describe('the platform CV bank’s key and scope', () => {
  it('answers 401 to no one signed in and 403 to a recruiter, a youth and an association admin', async () => {
    const rahim = await publicIdOf('youth');
    const paths = [PATH, `/private/cv-bank/${rahim}/platform`, `/private/cv-bank/${rahim}/platform/cv.pdf`];
    for (const path of paths) {
      expect((await gw.app.inject({ method: 'GET', url: path })).statusCode, path).toBe(401);
      for (const who of ['recruiter', 'youth', 'association'])
        expect((await call('GET', path, who)).code, `${who} ${path}`).toBe(403);
    }
  });

  it('is a platform administrator’s: the key granted to an organisation’s admin still answers 403', async () => {
    const granted = await gw.db.query(
      `insert into role_permissions (role_id, permission_id)
       select r.id, p.id from roles r, permissions p where r.key = 'organization_admin' and p.key = 'view_platform_cv_bank'
       on conflict do nothing returning role_id`,
    );
    expect(granted.rows).toHaveLength(1);
    const rahim = await publicIdOf('youth');
    try {
      for (const path of [
        PATH,
        `/private/cv-bank/${rahim}/platform`,
        `/private/cv-bank/${rahim}/platform/cv.pdf`,
      ])
        expect((await call('GET', path, 'orgadmin')).code, path).toBe(403);
    } finally {
      await gw.db.query(
        `delete from role_permissions where role_id = (select id from roles where key = 'organization_admin')
           and permission_id = (select id from permissions where key = 'view_platform_cv_bank')`,
      );
    }
  });
});

describe('GET /private/cv-bank/platform', () => {
  it('lists the recruiters’ CV bank, each youth with the account’s id', async () => {
    const body = await staffList();
    expect(body.data.map((e) => e.public_id)).toEqual(await recruiterIds());
    const rahim = body.data.find((e) => e.full_name_en === 'Rahim Uddin');
    expect(rahim).toMatchObject({
      youth_id: await one<number>(`select id::int as v from users where username = 'youth'`),
      headline: expect.any(String),
      skills: expect.arrayContaining([expect.objectContaining({ title_en: expect.any(String) })]),
    });
    // a youth out of the CV bank is not listed for staff either
    const out = await one<number>(
      `select u.id::int as v from users u join youth_profiles p on p.user_id = u.id where not p.in_cv_bank limit 1`,
    );
    if (out) expect(body.data.map((e) => e.youth_id)).not.toContain(out);
  });

  it('filters as the recruiters’ search does: skills, education level, experience, place and text', async () => {
    const skill = await one<number>(
      `select s.skill_id::int as v from youth_skills s join users u on u.id = s.youth_id
        where u.username = 'youth' and s.add_to_cv order by s.id limit 1`,
    );
    const level = await one<number>(
      `select e.education_level_id::int as v from youth_educations e join users u on u.id = e.youth_id
        where u.username = 'youth' and e.add_to_cv order by e.id limit 1`,
    );
    const dhaka = await one<number>(`select id::int as v from divisions where title_en = 'Dhaka'`);
    for (const query of [
      `&skill_ids=${skill}`,
      `&education_level_id=${level}`,
      '&min_experience_years=1',
      `&loc_division_id=${dhaka}`,
      '&search=Rahim',
      '&search=nobody-at-all-here',
    ]) {
      const staff = (await staffList(query)).data.map((e) => e.public_id);
      expect(staff, query).toEqual(await recruiterIds(query));
    }
    expect((await staffList('&search=Rahim')).data.map((e) => e.full_name_en)).toContain('Rahim Uddin');
    expect((await staffList('&search=nobody-at-all-here')).meta.total).toBe(0);
  });

  it('refuses malformed filters with field errors in the envelope', async () => {
    const r = await call(
      'GET',
      `${PATH}?skill_ids=abc&min_experience_years=99&loc_division_id=-1&education_level_id=x`,
      'admin',
    );
    expect(r.code).toBe(422);
    expect(r.body.status.success).toBe(false);
    expect(r.body.errors).toMatchObject({
      skill_ids: ['cv_bank.errors.bad_skill_ids'],
      min_experience_years: ['validation.one_of'],
      loc_division_id: ['validation.one_of'],
      education_level_id: ['validation.one_of'],
    });
  });
});

describe('GET /private/cv-bank/:id/platform and its PDF', () => {
  it('is the CV recruiters open: the public CV, hidden parts absent; 404 for a youth out of the bank', async () => {
    const sumaiya = await publicIdOf('youth2');
    const r = await call('GET', `/private/cv-bank/${sumaiya}/platform`, 'admin');
    expect(r.code).toBe(200);
    const recruiter = await call('GET', `/private/cv-bank/${sumaiya}`, 'recruiter');
    expect(r.body.data as YouthPublicProfile).toEqual(recruiter.body.data);
    expect(JSON.stringify(r.body.data)).not.toContain('01711000009');
    expect((await call('GET', '/private/cv-bank/not-an-id/platform', 'admin')).code).toBe(404);
    const outsider = await one<string>(
      `select p.public_id as v from youth_profiles p where not p.in_cv_bank limit 1`,
    );
    if (outsider)
      expect((await call('GET', `/private/cv-bank/${outsider}/platform`, 'admin')).code).toBe(404);
  });

  it('downloads the CV as the gateway draws it', async () => {
    const sumaiya = await publicIdOf('youth2');
    const r = await gw.app.inject({
      method: 'GET',
      url: `/private/cv-bank/${sumaiya}/platform/cv.pdf?lang=en-US`,
      headers: headers('admin'),
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(readPdfText(r.rawPayload).text).toContain('Sumaiya Khatun');
  });
});
