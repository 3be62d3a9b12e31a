import type { CvBankEntry, YouthPublicProfile } from '@platform/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeIdentity, headers, startGateway, type TestGateway } from '../../test/harness';
import { readPdfText } from '../../test/pdf-text';

let gw: TestGateway;
/** The first row, failing the test when there is none. */
function first<T>(rows: T[]): T {
  const row = rows[0];
  if (row === undefined) throw new Error('no row');
  return row;
}
const idOf = async (table: string, titleEn: string) =>
  first((await gw.db.query<{ id: number }>(`select id from ${table} where title_en = $1`, [titleEn])).rows)
    .id;
const userIdOf = async (username: string) =>
  first((await gw.db.query<{ id: number }>('select id from users where username = $1', [username])).rows).id;
const publicIdOf = async (username: string) =>
  first(
    (
      await gw.db.query<{ public_id: string }>(
        'select p.public_id from youth_profiles p join users u on u.id = p.user_id where u.username = $1',
        [username],
      )
    ).rows,
  ).public_id;

/** Twelve extra youths "Cvbank Tester NN" in the CV bank (opted in, 41–52 % complete), one skill each, for paging. */
async function addTesters(): Promise<void> {
  const skill = await idOf('skills', 'Teamwork');
  for (let i = 1; i <= 12; i++) {
    const n = String(i).padStart(2, '0');
    const r = await gw.db.query<{ id: number }>(
      `insert into users (username, password_hash, full_name, full_name_en, user_type_code, profile_completion_percentage)
       values ($1, 'x', $2, $2, 3, $3) returning id`,
      [`cvbank_tester_${n}`, `Cvbank Tester ${n}`, 40 + i],
    );
    const id = first(r.rows).id;
    await gw.db.query('insert into youth_profiles (user_id, in_cv_bank) values ($1, true)', [id]);
    await gw.db.query(
      `insert into youth_skills (youth_id, skill_id, proficiency) values ($1, $2, 'beginner')`,
      [id, skill],
    );
  }
}

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  await addTesters();
});
afterAll(async () => gw?.close());
beforeEach(async () => {
  await gw.db.query('delete from rate_limits');
});

const search = async (query = '', user = 'recruiter') => {
  const r = await gw.app.inject({ method: 'GET', url: `/private/cv-bank${query}`, headers: headers(user) });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as {
    data: CvBankEntry[];
    meta: { total: number; current_page: number; page_size: number; total_page: number };
  };
};
const names = (body: { data: CvBankEntry[] }) => body.data.map((e) => e.full_name_en);

describe('GET /private/cv-bank (recruiter /cv-bank)', () => {
  it('needs a signed-in caller holding view_cv_bank: anonymous 401, youth and an admin without the key 403', async () => {
    expect(
      (await gw.app.inject({ method: 'GET', url: '/private/cv-bank', headers: headers() })).statusCode,
    ).toBe(401);
    expect(
      (await gw.app.inject({ method: 'GET', url: '/private/cv-bank', headers: headers('youth') })).statusCode,
    ).toBe(403);
    expect(
      (await gw.app.inject({ method: 'GET', url: '/private/cv-bank', headers: headers('association') }))
        .statusCode,
    ).toBe(403);
    expect(
      (await gw.app.inject({ method: 'GET', url: '/private/cv-bank', headers: headers('orgadmin') }))
        .statusCode,
    ).toBe(403);
  });

  it('lists youths with headline, skills and completion from the shown sections, most complete first', async () => {
    const body = await search('?search=Rahim');
    expect(body.meta.total).toBe(1);
    const rahim = first(body.data);
    expect(rahim).toMatchObject({
      full_name_en: 'Rahim Uddin',
      headline: 'Junior Web Developer',
      public_id: await publicIdOf('youth'),
    });
    expect(rahim.skills.map((s) => s.title_en)).toContain('Web development');
    expect(rahim.experience_years).toBeGreaterThanOrEqual(2);
    expect(rahim.profile_completion).toBeGreaterThan(0);
    // Rahim keeps his addresses hidden (the default): no location
    expect(rahim.location).toBeNull();
    const all = await search('?page_size=100');
    const completions = all.data.map((e) => e.profile_completion);
    expect(completions).toEqual([...completions].sort((a, b) => b - a));
  });

  it('pages on the server', async () => {
    const first = await search('?search=Cvbank%20Tester&page_size=5');
    expect(first.meta).toMatchObject({ total: 12, current_page: 1, page_size: 5, total_page: 3 });
    expect(names(first)).toEqual([
      'Cvbank Tester 12',
      'Cvbank Tester 11',
      'Cvbank Tester 10',
      'Cvbank Tester 09',
      'Cvbank Tester 08',
    ]);
    const last = await search('?search=Cvbank%20Tester&page_size=5&page=3');
    expect(names(last)).toEqual(['Cvbank Tester 02', 'Cvbank Tester 01']);
  });

  it('filters by every skill asked, education level, years of experience and text in the name or a position', async () => {
    const web = await idOf('skills', 'Web development');
    const teamwork = await idOf('skills', 'Teamwork');
    const creativity = await idOf('skills', 'Creativity');
    expect(names(await search(`?skill_ids=${web},${teamwork}`))).toEqual(['Rahim Uddin']);
    expect(names(await search(`?skill_ids=${creativity}`))).toEqual(['Sumaiya Khatun']);
    expect((await search(`?skill_ids=${web},${creativity}`)).meta.total).toBe(0);
    expect((await search(`?skill_ids=${teamwork}&search=Cvbank`)).meta.total).toBe(12);
    const hsc = await idOf('education_levels', 'Higher Secondary (HSC)');
    const bachelor = await idOf('education_levels', 'Bachelor (Honours)');
    expect(names(await search(`?education_level_id=${hsc}`)).sort()).toEqual([
      'Rahim Uddin',
      'Sumaiya Khatun',
    ]);
    expect(names(await search(`?education_level_id=${bachelor}`))).toEqual(['Rahim Uddin']);
    expect(names(await search('?min_experience_years=2'))).toEqual(['Rahim Uddin']);
    expect((await search('?min_experience_years=40')).meta.total).toBe(0);
    expect(names(await search('?search=web%20developer'))).toEqual(['Rahim Uddin']);
    expect(names(await search(`?search=${encodeURIComponent('সুমাইয়া')}`))).toEqual(['Sumaiya Khatun']);
    // a LIKE wildcard is a plain character
    expect((await search('?search=%25')).meta.total).toBe(0);
  });

  it('matches and shows a location only from shown addresses on the CV', async () => {
    const dhaka = await idOf('divisions', 'Dhaka');
    const rahim = await userIdOf('youth');
    expect((await search(`?loc_division_id=${dhaka}`)).meta.total).toBe(0);
    await gw.db.query(`update youth_profiles set hidden_sections = '{guardians}' where user_id = $1`, [
      rahim,
    ]);
    try {
      const shown = await search(`?loc_division_id=${dhaka}`);
      expect(names(shown)).toEqual(['Rahim Uddin']);
      expect(first(shown.data).location?.division.title_en).toBe('Dhaka');
      const district = first(
        (
          await gw.db.query<{ id: number }>(
            'select id from districts where division_id = $1 order by id limit 1',
            [dhaka],
          )
        ).rows,
      ).id;
      expect((await search(`?loc_division_id=${dhaka}&loc_district_id=${district}`)).meta.total).toBe(0);
    } finally {
      await gw.db.query(
        `update youth_profiles set hidden_sections = '{guardians,addresses}' where user_id = $1`,
        [rahim],
      );
    }
  });

  it('a hidden section neither matches nor shows; an item left off the CV does not count either', async () => {
    const rahim = await userIdOf('youth');
    const web = await idOf('skills', 'Web development');
    const bachelor = await idOf('education_levels', 'Bachelor (Honours)');
    await gw.db.query(
      `update youth_profiles set hidden_sections = '{guardians,addresses,skills,experiences,educations}' where user_id = $1`,
      [rahim],
    );
    try {
      expect((await search(`?skill_ids=${web}`)).meta.total).toBe(0);
      expect((await search(`?education_level_id=${bachelor}`)).meta.total).toBe(0);
      expect((await search('?min_experience_years=1')).meta.total).toBe(0);
      expect((await search('?search=Junior%20Web')).meta.total).toBe(0);
      const entry = first((await search('?search=Rahim')).data);
      expect(entry).toMatchObject({ headline: null, skills: [], experience_years: 0, location: null });
      const cv = (
        await gw.app.inject({
          method: 'GET',
          url: `/private/cv-bank/${entry.public_id}`,
          headers: headers('recruiter'),
        })
      ).json().data as YouthPublicProfile;
      expect(cv.skills).toBeUndefined();
      expect(cv.experiences).toBeUndefined();
      expect(cv.educations).toBeUndefined();
    } finally {
      await gw.db.query(
        `update youth_profiles set hidden_sections = '{guardians,addresses}' where user_id = $1`,
        [rahim],
      );
    }
    await gw.db.query('update youth_skills set add_to_cv = false where youth_id = $1 and skill_id = $2', [
      rahim,
      web,
    ]);
    try {
      expect((await search(`?skill_ids=${web}`)).meta.total).toBe(0);
      expect(first((await search('?search=Rahim')).data).skills.map((s) => s.title_en)).not.toContain(
        'Web development',
      );
    } finally {
      await gw.db.query('update youth_skills set add_to_cv = true where youth_id = $1 and skill_id = $2', [
        rahim,
        web,
      ]);
    }
  });

  it('holds only active, verified youth accounts', async () => {
    const sumaiya = await userIdOf('youth2');
    await gw.db.query('update users set row_status = 0 where id = $1', [sumaiya]);
    try {
      expect((await search('?search=Sumaiya')).meta.total).toBe(0);
      const r = await gw.app.inject({
        method: 'GET',
        url: `/private/cv-bank/${await publicIdOf('youth2')}`,
        headers: headers('recruiter'),
      });
      expect(r.statusCode).toBe(404);
    } finally {
      await gw.db.query('update users set row_status = 1 where id = $1', [sumaiya]);
    }
    await gw.db.query('update users set mobile_verified_at = null where id = $1', [sumaiya]);
    try {
      expect((await search('?search=Sumaiya')).meta.total).toBe(0);
    } finally {
      await gw.db.query('update users set mobile_verified_at = now() where id = $1', [sumaiya]);
    }
    expect((await search('?search=Sumaiya')).meta.total).toBe(1);
    // staff accounts are never in it, even with a profile row
    expect((await search('?search=Tanvir')).meta.total).toBe(0);
  });

  it('refuses malformed filters with field errors', async () => {
    const r = await gw.app.inject({
      method: 'GET',
      url: '/private/cv-bank?skill_ids=1,x&min_experience_years=-1&loc_division_id=abc',
      headers: headers('recruiter'),
    });
    expect(r.statusCode).toBe(422);
    expect(Object.keys(r.json().errors).sort()).toEqual([
      'loc_division_id',
      'min_experience_years',
      'skill_ids',
    ]);
  });
});

describe('the youth’s choice: GET / PUT /protected/youth-profile/cv-bank (issue 12, defect 1)', () => {
  const cvBank = (user: string, payload?: unknown) =>
    gw.app.inject({
      method: payload === undefined ? 'GET' : 'PUT',
      url: '/protected/youth-profile/cv-bank',
      headers: headers(user),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  it('is a youth’s own setting: anonymous 401, staff 403, a malformed choice 422 with the field named', async () => {
    expect((await cvBank('')).statusCode).toBe(401);
    expect((await cvBank('recruiter')).statusCode).toBe(403);
    expect((await cvBank('recruiter', { opt_in: true })).statusCode).toBe(403);
    const bad = await cvBank('youth', { opt_in: 'perhaps' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().status.success).toBe(false);
    expect(Object.keys(bad.json().errors)).toEqual(['opt_in']);
    expect((await cvBank('youth', {})).statusCode).toBe(422);
  });

  it('a youth who opts out leaves the CV bank at once, and the CV is no longer a recruiter’s to open', async () => {
    const sumaiya = await publicIdOf('youth2');
    expect((await cvBank('youth2')).json().data).toEqual({
      opt_in: true,
      listed: true,
      completion: 40,
      min_completion: 40,
    });
    const out = await cvBank('youth2', { opt_in: false });
    expect(out.statusCode).toBe(200);
    expect(out.json().data).toMatchObject({ opt_in: false, listed: false });
    try {
      expect((await search('?search=Sumaiya')).meta.total).toBe(0);
      const cv = await gw.app.inject({
        method: 'GET',
        url: `/private/cv-bank/${sumaiya}`,
        headers: headers('recruiter'),
      });
      expect(cv.statusCode).toBe(404);
      // another youth's setting is untouched
      expect((await cvBank('youth')).json().data.opt_in).toBe(true);
    } finally {
      await cvBank('youth2', { opt_in: true });
    }
    expect((await search('?search=Sumaiya')).meta.total).toBe(1);
  });

  it('an opted-in profile under 40 % complete is not listed, and says so', async () => {
    const sumaiya = await userIdOf('youth2');
    const aspirations = await gw.db.query<{ area_of_aspiration_id: number }>(
      'delete from youth_area_of_aspirations where youth_id = $1 returning area_of_aspiration_id',
      [sumaiya],
    );
    try {
      // the status reads the completion afresh (35 %: the aspiration is gone)
      expect((await cvBank('youth2')).json().data).toEqual({
        opt_in: true,
        listed: false,
        completion: 35,
        min_completion: 40,
      });
      expect((await search('?search=Sumaiya')).meta.total).toBe(0);
    } finally {
      for (const row of aspirations.rows)
        await gw.db.query(
          'insert into youth_area_of_aspirations (youth_id, area_of_aspiration_id) values ($1, $2)',
          [sumaiya, row.area_of_aspiration_id],
        );
      await cvBank('youth2');
    }
    expect((await search('?search=Sumaiya')).meta.total).toBe(1);
  });

  it('a new youth is out of the CV bank until opting in, whatever the completion', async () => {
    const r = await gw.db.query<{ id: number }>(
      `insert into users (username, password_hash, full_name, full_name_en, user_type_code, profile_completion_percentage)
       values ('cvbank_newcomer', 'x', 'Newcomer Tester', 'Newcomer Tester', 3, 90) returning id`,
    );
    await gw.db.query('insert into youth_profiles (user_id) values ($1)', [first(r.rows).id]);
    expect((await search('?search=Newcomer')).meta.total).toBe(0);
  });
});

describe('GET /private/cv-bank/:id and /cv.pdf (the CV a recruiter opens)', () => {
  it('is the public CV: hidden contact details absent, only for holders of view_cv_bank', async () => {
    const sumaiya = await publicIdOf('youth2');
    const r = await gw.app.inject({
      method: 'GET',
      url: `/private/cv-bank/${sumaiya}`,
      headers: headers('recruiter'),
    });
    expect(r.statusCode).toBe(200);
    const cv = r.json().data as YouthPublicProfile;
    const pub = (
      await gw.app.inject({ method: 'GET', url: `/public/youth/${sumaiya}/cv`, headers: headers() })
    ).json().data;
    expect(cv).toEqual(pub);
    expect(cv.contact).toBeUndefined();
    expect(JSON.stringify(cv)).not.toContain('01711000009');
    expect(
      (await gw.app.inject({ method: 'GET', url: `/private/cv-bank/${sumaiya}`, headers: headers('youth') }))
        .statusCode,
    ).toBe(403);
    expect(
      (await gw.app.inject({ method: 'GET', url: `/private/cv-bank/${sumaiya}`, headers: headers() }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await gw.app.inject({
          method: 'GET',
          url: '/private/cv-bank/not-an-id',
          headers: headers('recruiter'),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('downloads the same CV as a PDF without the hidden parts', async () => {
    const sumaiya = await publicIdOf('youth2');
    const r = await gw.app.inject({
      method: 'GET',
      url: `/private/cv-bank/${sumaiya}/cv.pdf`,
      headers: headers('recruiter'),
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(String(r.headers['content-disposition'])).toContain('attachment');
    const text = readPdfText(r.rawPayload).text;
    expect(text).toContain('Sumaiya Khatun');
    expect(text).not.toContain('01711000009');
    expect(
      (
        await gw.app.inject({
          method: 'GET',
          url: `/private/cv-bank/${sumaiya}/cv.pdf`,
          headers: headers('youth2'),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await gw.app.inject({ method: 'GET', url: `/private/cv-bank/${sumaiya}/cv.pdf`, headers: headers() }))
        .statusCode,
    ).toBe(401);
  });
});
