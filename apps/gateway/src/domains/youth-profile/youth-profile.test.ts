import { randomUUID } from 'node:crypto';
import {
  buildPath,
  type HttpMethod,
  PROFILE_SECTION_MAX_ITEMS,
  YOUTH_DATA_HIDDEN_BY_DEFAULT,
  YOUTH_ITEM_SECTION_SEGMENTS,
  YOUTH_ITEM_SECTIONS,
  type YouthItemSection,
  youthProfileEndpoints,
} from '@platform/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeIdentity, headers, startGateway, type TestGateway } from '../../test/harness';

let gw: TestGateway;
const ids: Record<string, number> = {};
/** A district of division 1 and an upazila of that district; a district of another division. */
const place = { division: 1, district: 0, upazila: 0, otherDistrict: 0 };

const call = (method: HttpMethod, url: string, user?: string, payload?: unknown) =>
  gw.app.inject({
    method,
    url,
    headers: headers(user),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const BASE = '/protected/youth-profile';
const sectionUrl = (section: YouthItemSection, id?: number) =>
  `${BASE}/${YOUTH_ITEM_SECTION_SEGMENTS[section]}${id === undefined ? '' : `/${id}`}`;

async function newYouth(username: string): Promise<number> {
  const r = await gw.db.query<{ id: number }>(
    `insert into users (username, password_hash, full_name, email, mobile, user_type_code, gender) values ($1, 'x', 'নতুন যুব', $2, '01799999999', 3, 1) returning id`,
    [username, `${username}@example.com`],
  );
  const id = r.rows[0]?.id;
  if (id === undefined) throw new Error('no user');
  ids[username] = id;
  return id;
}

async function uploadedFile(owner: string): Promise<string> {
  const id = randomUUID();
  await gw.db.query(
    `insert into files (id, owner_id, original_name, storage_key, mime_type, size_bytes, sha256) values ($1, $2, 'x.pdf', $3, 'application/pdf', 10, $4)`,
    [id, ids[owner], `test/${id}`, 'a'.repeat(64)],
  );
  return id;
}

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  for (const row of (await gw.db.query<{ id: number; username: string }>('select id, username from users'))
    .rows)
    ids[row.username] = row.id;
  const up = await gw.db.query<{ id: number; district_id: number }>(
    'select u.id, u.district_id from upazilas u join districts d on d.id = u.district_id where d.division_id = 1 order by u.id limit 1',
  );
  place.upazila = up.rows[0]?.id ?? 0;
  place.district = up.rows[0]?.district_id ?? 0;
  place.otherDistrict =
    (await gw.db.query<{ id: number }>('select id from districts where division_id <> 1 order by id limit 1'))
      .rows[0]?.id ?? 0;
  await newYouth('fresh_youth');
  await newYouth('other_youth');
});
afterAll(async () => gw?.close());

/** A valid body to create and a valid change of each item section, and one field the change sets. */
const SAMPLES: Record<
  YouthItemSection,
  { create: Record<string, unknown>; update: Record<string, unknown>; field: string }
> = {
  addresses: {
    create: { address_type: 1, loc_division_id: 1, village_or_area: 'মিরপুর ১০', zip_or_postal_code: '১২১৬' },
    update: { address_type: 2, loc_division_id: 1, village_or_area: 'Mirpur 11' },
    field: 'village_or_area',
  },
  guardians: {
    create: { name: 'আব্দুল করিম', relationship_type: 1, mobile: '01712345678' },
    update: { name: 'Abdul Karim', relationship_type: 1, nid: '1234567890' },
    field: 'name',
  },
  educations: {
    create: {
      education_level_id: 3,
      exam_degree_id: 5,
      edu_board_id: 1,
      edu_group_id: 1,
      institute_name: 'Dhaka Residential Model College',
      result_id: 4,
      cgpa_scale: 5,
      cgpa: '৪.৭৫',
      year_of_passing: '২০১৬',
    },
    update: {
      education_level_id: 3,
      exam_degree_id: 5,
      institute_name: 'Dhaka College',
      result_id: 4,
      cgpa_scale: 5,
      cgpa: 5,
      year_of_passing: 2016,
    },
    field: 'institute_name',
  },
  experiences: {
    create: {
      company_name: 'Dhaka Tech Ltd.',
      position: 'Intern',
      employment_type: 'internship',
      start_date: '2023-01-01',
      end_date: '2023-06-30',
    },
    update: {
      company_name: 'Dhaka Tech Ltd.',
      position: 'Junior Developer',
      employment_type: 'full_time',
      start_date: '2023-07-01',
      is_currently_working: true,
    },
    field: 'position',
  },
  skills: {
    create: { skill_id: 20, proficiency: 'intermediate' },
    update: { skill_id: 20, proficiency: 'expert' },
    field: 'proficiency',
  },
  languages: {
    create: {
      language_code: 'en',
      reading_proficiency_level: 1,
      writing_proficiency_level: 1,
      understand_proficiency_level: 1,
      speaking_proficiency_level: 2,
    },
    update: {
      language_code: 'en',
      reading_proficiency_level: 1,
      writing_proficiency_level: 1,
      understand_proficiency_level: 1,
      speaking_proficiency_level: 1,
    },
    field: 'speaking_proficiency_level',
  },
  certifications: {
    create: {
      certification_name: 'CCNA',
      institute_name: 'Cisco Networking Academy',
      start_date: '2022-01-01',
      end_date: '2022-06-01',
    },
    update: { certification_name: 'CCNA Routing and Switching', institute_name: 'Cisco Networking Academy' },
    field: 'certification_name',
  },
  portfolios: {
    create: { title: 'Shop website', url: 'https://example.com/shop' },
    update: { title: 'Online shop', url: 'https://example.com/shop' },
    field: 'title',
  },
  projects: {
    create: { title: 'Library app', start_date: '2024-01-01', end_date: '2024-03-01' },
    update: { title: 'Library management app' },
    field: 'title',
  },
  publications: {
    create: { title: 'Youth and the digital economy', published_date: '2024-05-01' },
    update: { title: 'Youth in the digital economy' },
    field: 'title',
  },
  references: {
    create: {
      referrer_first_name: 'Sabrina',
      referrer_organization_name: 'Rajshahi Technical Institute',
      referrer_designation: 'Senior Trainer',
      referrer_mobile: '01711000006',
    },
    update: {
      referrer_first_name: 'Sabrina',
      referrer_last_name: 'Chowdhury',
      referrer_organization_name: 'Rajshahi Technical Institute',
      referrer_designation: 'Senior Trainer',
      referrer_mobile: '০১৭১১০০০০০৬',
    },
    field: 'referrer_last_name',
  },
  social_profiles: {
    create: { platform: 'github', url: 'https://github.com/rahim' },
    update: { platform: 'linkedin', url: 'https://linkedin.com/in/rahim' },
    field: 'platform',
  },
  others: {
    create: { title: 'Volunteering', description: 'Red Crescent youth volunteer' },
    update: { title: 'Volunteering', description: 'Flood relief, 2024' },
    field: 'description',
  },
};

describe('who may use the youth profile', () => {
  const protectedCalls = Object.entries(youthProfileEndpoints)
    .filter(([, ep]) => ep.area === 'protected')
    .map(([name, ep]) => [name, ep.method, buildPath(ep.path, { id: 1 })] as const);

  it.each(protectedCalls)('%s: 401 without a token', async (_name, method, url) => {
    expect((await call(method, url, undefined, method === 'GET' ? undefined : {})).statusCode).toBe(401);
  });

  it.each(protectedCalls)('%s: 403 for recruiters and admins', async (_name, method, url) => {
    for (const user of ['recruiter', 'admin']) {
      const r = await call(method, url, user, method === 'GET' ? undefined : {});
      expect(r.statusCode, user).toBe(403);
    }
  });
});

describe.each(YOUTH_ITEM_SECTIONS)('section %s', (section) => {
  const sample = SAMPLES[section];

  it('creates, lists, reads, updates and deletes an item of the signed-in youth', async () => {
    const created = await call('POST', sectionUrl(section), 'fresh_youth', sample.create);
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json().data as { id: number; add_to_cv: boolean; youth_id?: unknown };
    expect(item.add_to_cv).toBe(true);
    expect(item).not.toHaveProperty('youth_id');

    const list = await call('GET', sectionUrl(section), 'fresh_youth');
    expect(list.json().data.map((i: { id: number }) => i.id)).toContain(item.id);
    expect((await call('GET', sectionUrl(section, item.id), 'fresh_youth')).json().data).toEqual(item);

    const updated = await call('PUT', sectionUrl(section, item.id), 'fresh_youth', sample.update);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data[sample.field]).toEqual(sample.update[sample.field]);

    expect((await call('DELETE', sectionUrl(section, item.id), 'fresh_youth')).statusCode).toBe(200);
    expect((await call('GET', sectionUrl(section, item.id), 'fresh_youth')).statusCode).toBe(404);
    expect((await call('DELETE', sectionUrl(section, item.id), 'fresh_youth')).statusCode).toBe(404);
  });

  it("answers 404 for another youth's item on read, update, delete and add-to-cv, and changes nothing", async () => {
    const mine = (await call('POST', sectionUrl(section), 'other_youth', sample.create)).json().data as {
      id: number;
    };
    const before = (await call('GET', sectionUrl(section, mine.id), 'other_youth')).json().data;

    expect((await call('GET', sectionUrl(section, mine.id), 'fresh_youth')).statusCode).toBe(404);
    const put = await call('PUT', sectionUrl(section, mine.id), 'fresh_youth', sample.update);
    expect(put.statusCode).toBe(404);
    expect(put.json().status).toMatchObject({ success: false, message: 'errors.not_found' });
    expect((await call('DELETE', sectionUrl(section, mine.id), 'fresh_youth')).statusCode).toBe(404);
    expect(
      (await call('PUT', `${BASE}/add-to-cv`, 'fresh_youth', { section, id: mine.id, add_to_cv: false }))
        .statusCode,
    ).toBe(404);

    expect((await call('GET', sectionUrl(section, mine.id), 'other_youth')).json().data).toEqual(before);
    expect(
      (await call('GET', sectionUrl(section), 'fresh_youth')).json().data.map((i: { id: number }) => i.id),
    ).not.toContain(mine.id);
    await call('DELETE', sectionUrl(section, mine.id), 'other_youth');
  });

  it('answers 422 with field errors for an empty body', async () => {
    const r = await call('POST', sectionUrl(section), 'fresh_youth', {});
    expect(r.statusCode).toBe(422);
    expect(Object.keys(r.json().errors).length).toBeGreaterThan(0);
  });
});

describe('rules that need the database', () => {
  const post = (section: YouthItemSection, body: Record<string, unknown>) =>
    call('POST', sectionUrl(section), 'fresh_youth', body);
  const errors = async (section: YouthItemSection, body: Record<string, unknown>) => {
    const r = await post(section, body);
    expect(r.statusCode, r.body).toBe(422);
    return r.json().errors as Record<string, string[]>;
  };
  const education = SAMPLES.educations.create;

  it('education: CGPA within the scale, scale 4 or 5, four-digit year, a grade result needs its CGPA', async () => {
    expect(await errors('educations', { ...education, cgpa_scale: 4, cgpa: 4.5 })).toEqual({
      cgpa: ['{"id":"validation.cgpa_within_scale","values":{"scale":4}}'],
    });
    expect(await errors('educations', { ...education, cgpa_scale: 10 })).toEqual({
      cgpa_scale: ['validation.cgpa_scale'],
    });
    expect(await errors('educations', { ...education, year_of_passing: 16 })).toEqual({
      year_of_passing: ['validation.year_four_digits'],
    });
    expect(await errors('educations', { ...education, cgpa: null, cgpa_scale: null })).toEqual({
      cgpa_scale: ['validation.required'],
      cgpa: ['validation.required'],
    });
  });

  it('education: references must exist and the degree must belong to the level', async () => {
    expect(await errors('educations', { ...education, education_level_id: 9999 })).toMatchObject({
      education_level_id: ['validation.reference_missing'],
    });
    expect(await errors('educations', { ...education, exam_degree_id: 1 })).toEqual({
      exam_degree_id: ['validation.one_of'],
    });
  });

  it('address: the district lies in the division, the upazila in the district', async () => {
    const ok = await post('addresses', {
      address_type: 1,
      loc_division_id: 1,
      loc_district_id: place.district,
      loc_upazila_id: place.upazila,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data.division.title_en).toBeTruthy();
    expect(
      await errors('addresses', {
        address_type: 1,
        loc_division_id: 1,
        loc_district_id: place.otherDistrict,
      }),
    ).toEqual({ loc_district_id: ['validation.one_of'] });
    await call('DELETE', sectionUrl('addresses', ok.json().data.id), 'fresh_youth');
  });

  it('experience: the end date is on or after the start date, and a current job has none', async () => {
    expect(await errors('experiences', { ...SAMPLES.experiences.create, end_date: '2022-01-01' })).toEqual({
      end_date: ['validation.end_before_start'],
    });
    const current = await post('experiences', { ...SAMPLES.experiences.create, is_currently_working: true });
    expect(current.json().data).toMatchObject({ is_currently_working: true, end_date: null });
    await call('DELETE', sectionUrl('experiences', current.json().data.id), 'fresh_youth');
  });

  it('skills and languages: each once', async () => {
    const first = await post('skills', SAMPLES.skills.create);
    expect(first.json().data).toMatchObject({ skill_type: 2, skill: { title_en: 'Web development' } });
    expect(await errors('skills', SAMPLES.skills.create)).toEqual({
      skill_id: ['validation.already_exists'],
    });
    await call('DELETE', sectionUrl('skills', first.json().data.id), 'fresh_youth');
  });

  it("files: only the youth's own uploads", async () => {
    const own = await uploadedFile('fresh_youth');
    const theirs = await uploadedFile('other_youth');
    expect(await errors('portfolios', { title: 'Logo', file_id: theirs })).toEqual({
      file_id: ['profile.errors.file_not_yours'],
    });
    expect(
      await errors('certifications', { ...SAMPLES.certifications.create, certificate_file_id: randomUUID() }),
    ).toEqual({
      certificate_file_id: ['profile.errors.file_not_yours'],
    });
    const ok = await post('portfolios', { title: 'Logo', file_id: own });
    expect(ok.statusCode, ok.body).toBe(201);
    await call('DELETE', sectionUrl('portfolios', ok.json().data.id), 'fresh_youth');
  });

  it(`a section holds at most ${PROFILE_SECTION_MAX_ITEMS} items`, async () => {
    for (let i = 0; i < PROFILE_SECTION_MAX_ITEMS; i++)
      expect((await post('others', { title: `Item ${i}` })).statusCode).toBe(201);
    expect(await errors('others', { title: 'One too many' })).toEqual({
      '': [`{"id":"validation.array_max","values":{"max":${PROFILE_SECTION_MAX_ITEMS}}}`],
    });
    await gw.db.query('delete from youth_others where youth_id = $1', [ids.fresh_youth]);
  });
});

describe('personal info, lists and preferences', () => {
  const personal = {
    full_name: 'নতুন যুব',
    full_name_en: 'New Youth',
    gender: 2,
    religion: 1,
    marital_status: 1,
    nationality_country_id: 1,
  };

  it('updates personal info, reading Bengali digits of the NID', async () => {
    const r = await call('PUT', `${BASE}/personal-info`, 'fresh_youth', {
      ...personal,
      identity_number_type: 1,
      identity_number: '১২৩৪ ৫৬৭ ৮৯০',
      date_of_birth: '2000-02-29',
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({
      full_name_en: 'New Youth',
      gender: 2,
      identity_number: '1234567890',
      date_of_birth: '2000-02-29',
      nationality: { title_en: 'Bangladesh' },
    });
  });

  it('refuses an NID another youth already gave, and a wrong NID format', async () => {
    const r = await call('PUT', `${BASE}/personal-info`, 'other_youth', {
      ...personal,
      identity_number_type: 1,
      identity_number: '1234567890',
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual({ identity_number: ['validation.already_exists'] });
    const bad = await call('PUT', `${BASE}/personal-info`, 'other_youth', {
      ...personal,
      identity_number_type: 1,
      identity_number: '12345',
    });
    expect(bad.json().errors).toEqual({ identity_number: ['validation.nid'] });
  });

  it('a disability needs its types', async () => {
    const r = await call('PUT', `${BASE}/personal-info`, 'other_youth', {
      ...personal,
      physical_disability_status: true,
    });
    expect(r.json().errors).toEqual({
      physical_disabilities: ['{"id":"validation.at_least_one","values":{"field":"physical_disability"}}'],
    });
  });

  it('replaces areas of interest and aspiration (at least one, existing ones)', async () => {
    const r = await call('PUT', `${BASE}/area-of-interest`, 'fresh_youth', { area_of_interest_ids: [1, 3] });
    expect(r.json().data.map((a: { id: number }) => a.id)).toEqual([1, 3]);
    expect(
      (await call('PUT', `${BASE}/area-of-interest`, 'fresh_youth', { area_of_interest_ids: [] })).statusCode,
    ).toBe(422);
    const missing = await call('PUT', `${BASE}/area-of-aspirations`, 'fresh_youth', {
      area_of_aspiration_ids: [2, 9999],
    });
    expect(missing.json().errors).toEqual({ 'area_of_aspiration_ids[1]': ['validation.reference_missing'] });
    expect(
      (
        await call('PUT', `${BASE}/area-of-aspirations`, 'fresh_youth', { area_of_aspiration_ids: [2] })
      ).json().data[0].id,
    ).toBe(2);
    expect((await call('GET', `${BASE}/area-of-interest`, 'fresh_youth')).json().data).toHaveLength(2);
  });

  it('replaces basic and specialized skills separately, each only with skills of its type', async () => {
    const basic = await call('PUT', `${BASE}/basic-skills`, 'fresh_youth', {
      skills: [
        { skill_id: 1, proficiency: 'expert' },
        { skill_id: 2, proficiency: 'beginner' },
      ],
    });
    expect(basic.statusCode, basic.body).toBe(200);
    expect(basic.json().data.map((s: { skill_id: number }) => s.skill_id)).toEqual([1, 2]);
    const wrong = await call('PUT', `${BASE}/specialized-skills`, 'fresh_youth', {
      skills: [{ skill_id: 1, proficiency: 'expert' }],
    });
    expect(wrong.json().errors).toEqual({ 'skills[0].skill_id': ['validation.one_of'] });
    await call('PUT', `${BASE}/specialized-skills`, 'fresh_youth', {
      skills: [{ skill_id: 21, proficiency: 'beginner' }],
    });
    const again = await call('PUT', `${BASE}/basic-skills`, 'fresh_youth', {
      skills: [{ skill_id: 2, proficiency: 'intermediate' }],
    });
    expect(again.json().data).toMatchObject([{ skill_id: 2, proficiency: 'intermediate' }]);
    expect((await call('GET', `${BASE}/specialized-skills`, 'fresh_youth')).json().data).toMatchObject([
      { skill_id: 21 },
    ]);
  });

  it('changes job preferences, reading a salary typed in Bengali digits', async () => {
    const r = await call('PUT', `${BASE}/job-preferences`, 'fresh_youth', {
      job_level: 1,
      job_types: ['full_time', 'freelance'],
      workplaces: [1, 3],
      expected_salary: '২৫,০০০',
    });
    expect(r.json().data).toEqual({
      job_level: 1,
      job_types: ['full_time', 'freelance'],
      workplaces: [1, 3],
      expected_salary: 25000,
    });
    expect(
      (await call('PUT', `${BASE}/job-preferences`, 'fresh_youth', { job_level: 9 })).json().errors,
    ).toEqual({ job_level: ['validation.one_of'] });
  });
});

describe('a new profile', () => {
  it('starts with the location given at sign-up as the present address', async () => {
    const id = await newYouth('signed_up_youth');
    await gw.db.query(
      'update users set loc_division_id = 1, loc_district_id = $1, loc_upazila_id = $2 where id = $3',
      [place.district, place.upazila, id],
    );
    const profile = (await call('GET', BASE, 'signed_up_youth')).json().data;
    expect(profile.addresses).toMatchObject([
      { address_type: 1, loc_division_id: 1, loc_district_id: place.district, loc_upazila_id: place.upazila },
    ]);
    const hidden = Object.entries(profile.visibility as Record<string, boolean>)
      .filter(([, shown]) => !shown)
      .map(([section]) => section);
    expect(hidden.sort()).toEqual([...YOUTH_DATA_HIDDEN_BY_DEFAULT].sort());
    expect(profile.profile_completion.percentage).toBe(5);
    // not in the recruiters' CV bank until the youth opts in (issue 12, defect 1)
    expect(profile.cv_bank).toEqual({ opt_in: false, listed: false, completion: 5, min_completion: 40 });
    expect(
      (await call('GET', '/protected/auth/profile', 'signed_up_youth')).json().data
        .profile_completion_percentage,
    ).toBe(5);
    // only once: a second read adds nothing
    expect((await call('GET', BASE, 'signed_up_youth')).json().data.addresses).toHaveLength(1);
  });
});

describe('profile completion', () => {
  const percentage = async (user: string) =>
    (await call('GET', `${BASE}/profile-completion`, user)).json().data.percentage as number;
  const authPercentage = async (user: string) =>
    (await call('GET', '/protected/auth/profile', user)).json().data.profile_completion_percentage as number;

  it('starts at 0 and rises and falls as sections fill and empty, on the auth profile too', async () => {
    await newYouth('completion_youth');
    expect(await percentage('completion_youth')).toBe(0);
    const edu = await call('POST', sectionUrl('educations'), 'completion_youth', SAMPLES.educations.create);
    expect(await percentage('completion_youth')).toBe(15);
    expect(await authPercentage('completion_youth')).toBe(15);
    await call('POST', sectionUrl('experiences'), 'completion_youth', SAMPLES.experiences.create);
    await call('PUT', `${BASE}/area-of-interest`, 'completion_youth', { area_of_interest_ids: [1] });
    expect(await authPercentage('completion_youth')).toBe(30);
    const completion = (await call('GET', `${BASE}/profile-completion`, 'completion_youth')).json().data;
    expect(
      completion.parts.filter((p: { complete: boolean }) => p.complete).map((p: { part: string }) => p.part),
    ).toEqual(['educations', 'experiences', 'area_of_interest']);
    await call('DELETE', sectionUrl('educations', edu.json().data.id), 'completion_youth');
    expect(await authPercentage('completion_youth')).toBe(15);
  });
});

describe('CV, visibility and the public profile', () => {
  let publicId = '';
  let shownEducation = 0;
  let leftOff = 0;

  beforeAll(async () => {
    const user = 'fresh_youth';
    shownEducation = (await call('POST', sectionUrl('educations'), user, SAMPLES.educations.create)).json()
      .data.id;
    leftOff = (
      await call('POST', sectionUrl('educations'), user, {
        ...SAMPLES.educations.create,
        institute_name: 'Left off the CV',
      })
    ).json().data.id;
    await call('POST', sectionUrl('guardians'), user, { ...SAMPLES.guardians.create, nid: '1234567890123' });
    await call('POST', sectionUrl('experiences'), user, SAMPLES.experiences.create);
    publicId = (await call('GET', BASE, user)).json().data.public_id;
  });

  it('the public id is a random UUID, not the user id', async () => {
    expect(publicId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await call('GET', `/public/youth/${ids.fresh_youth}`)).statusCode).toBe(404);
    expect((await call('GET', `/public/youth/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('hides personal and contact details, home, family and referees by default; never the identity number', async () => {
    await call('POST', sectionUrl('references'), 'fresh_youth', SAMPLES.references.create);
    const r = await call('GET', `/public/youth/${publicId}`);
    expect(r.statusCode).toBe(200);
    const data = r.json().data;
    for (const part of ['guardians', 'addresses', 'personal_info', 'contact', 'references'])
      expect(data, part).not.toHaveProperty(part);
    // and so the CV and its PDF (the same view)
    const cv = (await call('GET', `/public/youth/${publicId}/cv`)).json().data;
    for (const part of ['personal_info', 'contact', 'references']) expect(cv, part).not.toHaveProperty(part);
    expect(JSON.stringify(data)).not.toContain('1234567890');
    expect(data).not.toHaveProperty('username');
    expect(data.educations.length).toBeGreaterThanOrEqual(2);
  });

  it('add-to-cv takes an item off the CV but not off the public profile', async () => {
    const r = await call('PUT', `${BASE}/add-to-cv`, 'fresh_youth', {
      section: 'educations',
      id: leftOff,
      add_to_cv: false,
    });
    expect(r.json().data).toEqual({ section: 'educations', id: leftOff, add_to_cv: false });
    const cv = (await call('GET', `/public/youth/${publicId}/cv`)).json().data;
    expect(cv.educations.map((e: { id: number }) => e.id)).toContain(shownEducation);
    expect(cv.educations.map((e: { id: number }) => e.id)).not.toContain(leftOff);
    const own = (await call('GET', `${BASE}/cv`, 'fresh_youth')).json().data;
    expect(own.educations.map((e: { id: number }) => e.id)).not.toContain(leftOff);
    const profile = (await call('GET', `/public/youth/${publicId}`)).json().data;
    expect(profile.educations.map((e: { id: number }) => e.id)).toContain(leftOff);
  });

  it('a hidden section is absent from the public profile and CV; shown guardians carry no NID', async () => {
    const r = await call('PUT', `${BASE}/show-or-hide-youth-data`, 'fresh_youth', {
      sections: { educations: false, guardians: true, contact: false },
    });
    expect(r.json().data).toMatchObject({
      educations: false,
      guardians: true,
      contact: false,
      experiences: true,
    });
    for (const url of [`/public/youth/${publicId}`, `/public/youth/${publicId}/cv`]) {
      const data = (await call('GET', url)).json().data;
      expect(data, url).not.toHaveProperty('educations');
      expect(data, url).not.toHaveProperty('contact');
      expect(data.experiences.length, url).toBeGreaterThan(0);
      expect(data.guardians[0].nid, url).toBeNull();
    }
    expect((await call('GET', `${BASE}/show-or-hide-youth-data`, 'fresh_youth')).json().data.educations).toBe(
      false,
    );
    // the owner still sees everything
    expect((await call('GET', BASE, 'fresh_youth')).json().data.educations.length).toBeGreaterThanOrEqual(2);
    await call('PUT', `${BASE}/show-or-hide-youth-data`, 'fresh_youth', { sections: { educations: true } });
    expect(
      (await call('GET', `/public/youth/${publicId}`)).json().data.educations.length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('a deactivated youth has no public profile', async () => {
    await gw.db.query('update users set row_status = 0 where id = $1', [ids.fresh_youth]);
    expect((await call('GET', `/public/youth/${publicId}`)).statusCode).toBe(404);
    await gw.db.query('update users set row_status = 1 where id = $1', [ids.fresh_youth]);
  });
});

describe('the demo youth', () => {
  it('has a partly filled profile whose completion the auth profile reports', async () => {
    const profile = (await call('GET', BASE, 'youth')).json().data;
    expect(profile.educations.length).toBeGreaterThan(0);
    expect(profile.experiences.length).toBeGreaterThan(0);
    expect(profile.skills.length).toBeGreaterThan(0);
    expect(profile.profile_completion.percentage).toBeGreaterThan(40);
    expect(profile.profile_completion.percentage).toBeLessThan(100);
    expect(
      (await call('GET', '/protected/auth/profile', 'youth')).json().data.profile_completion_percentage,
    ).toBe(profile.profile_completion.percentage);
  });
});
