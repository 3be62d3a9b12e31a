import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, fakeIdentity, startGateway, type TestGateway } from '../../test/harness';

/*
 * RPL batches and marks (ADR 0094): the RPL office (`admin`) makes a batch and places applications in it; the demo
 * `assessor` marks its own batch's candidates (the server decides passed / failed from the level's passing score) and
 * certifies the results (certificates with public verification); `assessor2` never sees or marks another's batch.
 */

let gw: TestGateway;
const call = apiCaller(() => gw);
const ids = { occupation: 0, level1: 0, level2: 0, assessor: 0, assessor2: 0, centre: 0 };

const apply = async (who: string, level: number) => {
  const r = await call('POST', '/protected/rpl-applications', who, {
    rpl_sector_id: (await gw.db.query<{ id: number }>(`select id from rpl_sectors limit 1`)).rows[0]?.id,
    rpl_occupation_id: ids.occupation,
    rpl_level_id: level,
    mobile: '01711000002',
    experience_years: 3,
    experience_summary: 'Brick work.',
  });
  expect(r.code, JSON.stringify(r.body)).toBe(201);
  return r.body.data.id as number;
};

const newBatch = async (over: Record<string, unknown> = {}) =>
  call('POST', '/private/rpl-batches', 'admin', {
    title: 'রাজমিস্ত্রি ব্যাচ ২',
    title_en: 'Masons, batch 2',
    rpl_occupation_id: ids.occupation,
    rpl_level_id: ids.level2,
    assessor_id: ids.assessor,
    exam_date: '2027-04-01',
    training_center_id: ids.centre,
    ...over,
  });

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  const one = async (sql: string) => Number((await gw.db.query<{ id: number }>(sql)).rows[0]?.id);
  ids.occupation = await one(`select id from rpl_occupations where title_en = 'Mason'`);
  ids.level1 = await one(
    `select id from rpl_levels where rpl_occupation_id = ${ids.occupation} and title_en = 'Level 1'`,
  );
  ids.level2 = await one(
    `select id from rpl_levels where rpl_occupation_id = ${ids.occupation} and title_en = 'Level 2'`,
  );
  ids.assessor = await one(`select id from users where username = 'assessor'`);
  ids.centre = await one(`select id from training_centers order by id limit 1`);
  ids.assessor2 = await one(
    `insert into users (username, password_hash, full_name, full_name_en, user_type_code, role_id)
     select 'assessor2', password_hash, 'দ্বিতীয় মূল্যায়নকারী', 'Second Assessor', 1, role_id from users
      where username = 'assessor' returning id`,
  );
  // a third youth, for a candidate of its own
  await gw.db.query(
    `insert into users (username, password_hash, full_name, full_name_en, user_type_code, role_id)
     select 'youth3', password_hash, 'তৃতীয় যুব', 'Third Youth', user_type_code, role_id from users where username = 'youth2'`,
  );
});
afterAll(async () => gw?.close());

describe('the RPL office', () => {
  it('lists the assessors, makes a batch and places a submitted application of its level in it', async () => {
    const assessors = await call('GET', '/private/rpl-assessors', 'admin');
    expect(assessors.code).toBe(200);
    expect(assessors.body.data.map((a: { id: number }) => a.id)).toEqual(
      expect.arrayContaining([ids.assessor, ids.assessor2]),
    );
    const created = await newBatch();
    expect(created.code, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({
      title_en: 'Masons, batch 2',
      level: { id: ids.level2, passing_score: 70 },
      assessor: { id: ids.assessor },
      exam_date: '2027-04-01',
      candidates: [],
    });
    const application = await apply('youth2', ids.level2);
    const unbatched = await call('GET', '/private/rpl-applications?unbatched=true&status=submitted', 'admin');
    expect(unbatched.code).toBe(200);
    expect(unbatched.body.data.map((a: { id: number }) => a.id)).toContain(application);
    const placed = await call('POST', `/private/rpl-batches/${created.body.data.id}/applications`, 'admin', {
      application_ids: [application],
    });
    expect(placed.code, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.data.candidates).toEqual([
      expect.objectContaining({
        application_id: application,
        status: 'submitted',
        youth_name_en: 'Sumaiya Khatun',
      }),
    ]);
    // placed once only; an application of another level is refused
    const again = await call('POST', `/private/rpl-batches/${created.body.data.id}/applications`, 'admin', {
      application_ids: [application],
    });
    expect(again.code).toBe(409);
    expect(again.body.status?.message ?? again.body.message).toBe('rpl.errors.not_placeable');
    const other = await apply('youth2', ids.level1);
    const wrong = await call('POST', `/private/rpl-batches/${created.body.data.id}/applications`, 'admin', {
      application_ids: [other],
    });
    expect(wrong.code).toBe(409);
    expect(wrong.body.status?.message ?? wrong.body.message).toBe('rpl.errors.wrong_level');
  });

  it('refuses a batch whose level is not the occupation’s or whose assessor is not an assessor (422)', async () => {
    const youth = (await gw.db.query<{ id: number }>(`select id from users where username = 'youth'`)).rows[0]
      ?.id;
    const r = await newBatch({ assessor_id: youth });
    expect(r.code).toBe(422);
    expect(r.body.errors).toEqual({ assessor_id: ['validation.reference_missing'] });
    const level = await newBatch({
      rpl_level_id: (
        await gw.db.query<{ id: number }>(
          `select id from rpl_levels where rpl_occupation_id <> ${ids.occupation} limit 1`,
        )
      ).rows[0]?.id,
    });
    expect(level.code).toBe(422);
    expect(level.body.errors).toEqual({ rpl_level_id: ['rpl.errors.not_of_occupation'] });
    const bad = await call('POST', '/private/rpl-batches', 'admin', {
      title: '',
      exam_date: '2027-13-45',
      assessor_id: 'x',
    });
    expect(bad.code).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(
      expect.arrayContaining(['title', 'exam_date', 'assessor_id', 'rpl_level_id', 'rpl_occupation_id']),
    );
  });

  it('is the office’s: an assessor, a youth or a recruiter cannot list or make batches', async () => {
    for (const who of ['assessor', 'recruiter']) {
      expect((await call('GET', '/private/rpl-batches', who)).code).toBe(403);
      expect((await call('POST', '/private/rpl-batches', who, {})).code).toBe(403);
    }
    expect((await call('GET', '/private/rpl-applications', 'youth')).code).toBe(403);
  });
});

describe('the assessor', () => {
  it('sees only its own batches, and another assessor’s batch is not found', async () => {
    const mine = await call('GET', '/private/rpl-assessor-batches', 'assessor');
    expect(mine.code).toBe(200);
    expect(mine.body.data.length).toBeGreaterThan(0);
    expect(mine.body.data.every((b: { assessor: { id: number } }) => b.assessor.id === ids.assessor)).toBe(
      true,
    );
    const theirs = await call('GET', '/private/rpl-assessor-batches', 'assessor2');
    expect(theirs.body.data).toEqual([]);
    const batch = mine.body.data[0].id as number;
    expect((await call('GET', `/private/rpl-assessor-batches/${batch}`, 'assessor2')).code).toBe(404);
    const candidate = mine.body.data[0].candidates[0]?.application_id ?? 1;
    const mark = await call(
      'PUT',
      `/private/rpl-assessor-batches/${batch}/applications/${candidate}`,
      'assessor2',
      {
        score: 99,
      },
    );
    expect(mark.code).toBe(404);
  });

  it('marks: the level’s passing score decides passed or failed, never the client; then certifies', async () => {
    const created = await newBatch();
    const batch = created.body.data.id as number;
    const pass = await apply('youth3', ids.level2);
    const fail = await apply('youth', ids.level2);
    await call('POST', `/private/rpl-batches/${batch}/applications`, 'admin', {
      application_ids: [pass, fail],
    });
    const url = (id: number) => `/private/rpl-assessor-batches/${batch}/applications/${id}`;
    // a status in the body is ignored: only the score counts
    const passed = await call('PUT', url(pass), 'assessor', { score: 70, cgpa: 3.5, status: 'failed' });
    expect(passed.code, JSON.stringify(passed.body)).toBe(200);
    expect(passed.body.data.candidates).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ application_id: pass, status: 'passed', score: 70, cgpa: 3.5 }),
      ]),
    );
    const failed = await call('PUT', url(fail), 'assessor', { score: 69.99, status: 'passed' });
    expect(failed.body.data.candidates).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ application_id: fail, status: 'failed', score: 69.99 }),
      ]),
    );
    expect(failed.body.data.marked).toBe(2);
    // marked once
    const twice = await call('PUT', url(pass), 'assessor', { score: 10 });
    expect(twice.code).toBe(409);
    expect(twice.body.status?.message ?? twice.body.message).toBe('rpl.errors.not_markable');
    for (const bad of [
      { score: 101 },
      { score: -1 },
      { score: 'x' },
      { score: 50.555 },
      {},
      { score: 50, cgpa: 6 },
    ]) {
      const r = await call('PUT', url(pass), 'assessor', bad);
      expect(r.code, JSON.stringify(bad)).toBe(422);
    }

    const certified = await call('POST', `/private/rpl-assessor-batches/${batch}/certify`, 'assessor');
    expect(certified.code, JSON.stringify(certified.body)).toBe(200);
    const byId = new Map(
      certified.body.data.candidates.map((c: { application_id: number }) => [c.application_id, c]),
    );
    expect(byId.get(pass)).toMatchObject({ status: 'certified', certificate_id: expect.any(String) });
    expect(byId.get(fail)).toMatchObject({ status: 'not_certified', certificate_id: null });
    const nothing = await call('POST', `/private/rpl-assessor-batches/${batch}/certify`, 'assessor');
    expect(nothing.code).toBe(409);

    // the youth sees the certificate and anyone can verify it
    const mine = await call('GET', '/protected/rpl-applications', 'youth3');
    const app = mine.body.data.find((a: { id: number }) => a.id === pass);
    expect(app).toMatchObject({ status: 'certified', score: 70 });
    const verification = await call('GET', `/public/certificate-verification/${app.certificate_id}`);
    expect(verification.code).toBe(200);
    // an RPL certificate has no course: it names the occupation, level and batch it recognises
    const rpl = {
      occupation_title_en: 'Mason',
      level_title_en: 'Level 2',
      batch_title_en: 'Masons, batch 2',
    };
    expect(verification.body.data).toMatchObject({ validity: 'valid', rpl });
    const pdf = await call('GET', `/protected/certificates/${app.certificate_id}`, 'youth3');
    expect(pdf.code).toBe(200);
    expect(pdf.body.data.course_title_en).toBe('Mason, Level 2');
    expect(pdf.body.data).toMatchObject({ course_id: null, rpl });
    const list = await call('GET', '/protected/certificates', 'youth3');
    expect(list.body.data.find((c: { id: string }) => c.id === app.certificate_id)).toMatchObject({
      course_id: null,
      rpl,
    });
    const issued = await call('GET', `/private/certificates/${app.certificate_id}`, 'admin');
    expect(issued.body.data).toMatchObject({ kind: 'rpl', course_id: null, rpl });
  });
});
