import type { HttpMethod } from '@platform/contract';
import { skills } from '@platform/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { HttpError } from '../../platform/errors';
import { fakeIdentity, headers, startGateway, type TestGateway } from '../../test/harness';
import { createRecord } from './service';

/** The generic resource engine through HTTP, on real definitions and the seeded reference data. */

let gw: TestGateway;
let adminId = 0;

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  adminId =
    (await gw.db.query<{ id: number }>(`select id from users where username = 'admin'`)).rows[0]?.id ?? 0;
  // an administrator who may only list skills
  await gw.db.query(
    `insert into users (username, password_hash, full_name, user_type_code) select 'skill_viewer', password_hash, 'Skill Viewer', 1 from users where username = 'admin'`,
  );
  await gw.db.query(
    `insert into user_permissions (user_id, permission_id) select u.id, p.id from users u, permissions p where u.username = 'skill_viewer' and p.key = 'view_any_skill'`,
  );
});
afterAll(async () => gw?.close());

const call = (method: HttpMethod, url: string, user?: string, payload?: unknown) =>
  gw.app.inject({
    method,
    url,
    headers: headers(user),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const get = (url: string, user = 'admin') => call('GET', url, user);
const post = (url: string, payload: unknown, user = 'admin') => call('POST', url, user, payload);
const put = (url: string, payload: unknown = {}, user = 'admin') => call('PUT', url, user, payload);
const del = (url: string, user = 'admin') => call('DELETE', url, user);
const pub = (url: string) => call('GET', url);

type Row = Record<string, unknown> & { id: number };
const rowsOf = (r: { json(): unknown }) => (r.json() as { data: Row[] }).data;
/** Live (not deleted) rows of a table, optionally matching a condition. */
const count = async (table: string, where = 'true') =>
  (
    await gw.db.query<{ n: number }>(
      `select count(*)::int as n from ${table} where deleted_at is null and ${where}`,
    )
  ).rows[0]?.n ?? -1;
const created = async (url: string, payload: Record<string, unknown>) => {
  const r = await post(url, payload);
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data as Row;
};

describe('list', () => {
  it('pages with meta', async () => {
    const first = await get('/private/divisions?page=1&page_size=3');
    expect(first.statusCode).toBe(200);
    expect(first.json().meta).toEqual({ current_page: 1, page_size: 3, total: 8, total_page: 3 });
    expect(rowsOf(first)).toHaveLength(3);
    const last = await get('/private/divisions?page=3&page_size=3');
    expect(rowsOf(last)).toHaveLength(2);
    const ids = [
      ...rowsOf(first),
      ...rowsOf(await get('/private/divisions?page=2&page_size=3')),
      ...rowsOf(last),
    ].map((r) => r.id);
    expect(new Set(ids).size).toBe(8);
    expect(rowsOf(first)[0]).toMatchObject({ row_status: 1, deleted_at: null, created_by: null });
    expect(Object.keys(rowsOf(first)[0] ?? {})).toEqual(
      expect.arrayContaining([
        'id',
        'title',
        'title_en',
        'bbs_code',
        'row_status',
        'created_at',
        'updated_at',
        'deleted_at',
      ]),
    );
  });

  it('searches the searchable fields, case-insensitively, in both scripts', async () => {
    expect(rowsOf(await get('/private/districts?search=dhaka')).map((r) => r.title_en)).toEqual(['Dhaka']);
    expect(
      rowsOf(await get('/private/divisions?search=%E0%A6%B8%E0%A6%BF%E0%A6%B2%E0%A7%87%E0%A6%9F')).map(
        (r) => r.title_en,
      ),
    ).toEqual(['Sylhet']); // সিলেট
    expect(rowsOf(await get('/private/districts?search=xyz-nowhere'))).toEqual([]);
  });

  it('treats % and _ in the search as text', async () => {
    await created('/private/skills', { title: '১০০% উপস্থিতি', title_en: '100% attendance', skill_type: 1 });
    expect(rowsOf(await get('/private/skills?search=%25')).map((r) => r.title_en)).toEqual([
      '100% attendance',
    ]);
    expect(rowsOf(await get('/private/skills?search=_'))).toEqual([]);
  });

  it('sorts by an allowed field and ignores any other', async () => {
    const desc = rowsOf(await get('/private/divisions?order_by=title_en&order=desc&page_size=20')).map(
      (r) => r.title_en,
    );
    expect(desc).toEqual([
      'Sylhet',
      'Rangpur',
      'Rajshahi',
      'Mymensingh',
      'Khulna',
      'Dhaka',
      'Chittagong',
      'Barisal',
    ]);
    const byDefault = rowsOf(await get('/private/divisions?page_size=20')).map((r) => r.title_en);
    expect(byDefault).toEqual([...desc].reverse());
    for (const ignored of ['bbs_code', 'deleted_at', 'title_en%20desc%3B%20drop%20table%20divisions']) {
      const r = await get(`/private/divisions?order_by=${ignored}&order=desc&page_size=20`);
      expect(r.statusCode, ignored).toBe(200);
      expect(rowsOf(r).map((x) => x.title_en)).toEqual(byDefault);
    }
    expect((await gw.db.query('select 1 from divisions')).rows).toHaveLength(8);
  });

  it('filters by enum, boolean and reference fields', async () => {
    const dhaka = rowsOf(await get('/private/districts?division_id=3&page_size=100'));
    expect(dhaka).toHaveLength(13);
    expect(dhaka.every((d) => d.division_id === 3)).toBe(true);
    const specialized = rowsOf(await get('/private/skills?skill_type=2&page_size=100'));
    expect(specialized.length).toBeGreaterThan(10);
    expect(specialized.every((s) => s.skill_type === 2)).toBe(true);
    const government = rowsOf(await get('/private/organization-types?is_government=true'));
    expect(government.map((o) => o.title_en)).toEqual(expect.arrayContaining(['Government']));
    expect(government.every((o) => o.is_government === true)).toBe(true);
  });

  it('answers an unreadable filter value with 422 and the message id', async () => {
    const r = await get('/private/districts?division_id=abc&row_status=9');
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({
      status: { success: false, code: 422, message: 'errors.validation' },
      errors: { division_id: ['validation.integer'], row_status: ['validation.one_of'] },
    });
    expect((await get('/private/skills?skill_type=7')).json().errors).toEqual({
      skill_type: ['validation.one_of'],
    });
  });
});

describe('authorisation', () => {
  it('refuses without a token (401), to a youth and to an admin without the key (403)', async () => {
    expect((await call('GET', '/private/skills')).statusCode).toBe(401);
    expect((await call('POST', '/private/skills', undefined, { title: 'x', skill_type: 1 })).statusCode).toBe(
      401,
    );
    for (const user of ['youth', 'recruiter']) {
      const r = await get('/private/skills', user);
      expect(r.statusCode, user).toBe(403);
      expect(r.json().status.message).toBe('errors.forbidden');
      expect((await post('/private/skills', { title: 'কিছু', skill_type: 1 }, user)).statusCode, user).toBe(
        403,
      );
    }
  });
  it('lets a key holder do exactly what the key allows', async () => {
    expect((await get('/private/skills', 'skill_viewer')).statusCode).toBe(200);
    expect((await get('/private/skills/1', 'skill_viewer')).statusCode).toBe(403); // view_single_skill
    expect((await post('/private/skills', { title: 'নতুন', skill_type: 1 }, 'skill_viewer')).statusCode).toBe(
      403,
    );
    expect((await del('/private/skills/1', 'skill_viewer')).statusCode).toBe(403);
    expect((await get('/private/divisions', 'skill_viewer')).statusCode).toBe(403);
  });
});

describe('create and update', () => {
  it('creates with the creator recorded and answers 201', async () => {
    const r = await post('/private/skills', {
      title: '  ড্রোন চালনা ',
      title_en: 'Drone piloting',
      skill_type: 2,
      description: '',
    });
    expect(r.statusCode).toBe(201);
    expect(r.json().status.message).toBe('common.created');
    expect(r.json().data).toMatchObject({
      title: 'ড্রোন চালনা',
      title_en: 'Drone piloting',
      skill_type: 2,
      description: null,
      row_status: 1,
      created_by: adminId,
      updated_by: adminId,
    });
    expect((await get(`/private/skills/${r.json().data.id}`)).json().data.title_en).toBe('Drone piloting');
  });

  it('answers 422 for a missing required field', async () => {
    const r = await post('/private/skills', { title_en: 'No title' });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual({ title: ['validation.required'], skill_type: ['validation.required'] });
  });

  it('answers "Already exists" for a unique value, case-insensitively, in English and in Bengali', async () => {
    const english = await post('/private/skills', {
      title: 'একেবারে নতুন',
      title_en: 'COMMUNICATION',
      skill_type: 1,
    });
    expect(english.statusCode).toBe(422);
    expect(english.json().errors).toEqual({ title_en: ['validation.already_exists'] });
    const bengali = await post('/private/skills', {
      title: 'যোগাযোগ দক্ষতা',
      title_en: 'Something new',
      skill_type: 1,
    });
    expect(bengali.json().errors).toEqual({ title: ['validation.already_exists'] });
    const code = await post('/private/countries', { title: 'নতুন দেশ', title_en: 'New country', code: 'bgd' });
    expect(code.json().errors).toEqual({ code: ['validation.already_exists'] });
  });

  it('refuses a reference to a missing or deleted record, and a district outside the chosen division', async () => {
    const missing = await post('/private/districts', {
      title: 'নতুন জেলা',
      title_en: 'New district',
      division_id: 999,
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ division_id: ['validation.reference_missing'] });
    // district 18 (Dhaka) lies in division 3, not 1
    const outside = await post('/private/upazilas', {
      title: 'নতুন উপজেলা',
      title_en: 'New upazila',
      division_id: 1,
      district_id: 18,
    });
    expect(outside.json().errors).toEqual({ district_id: ['validation.one_of'] });
    const inside = await post('/private/upazilas', {
      title: 'নতুন উপজেলা',
      title_en: 'New upazila',
      division_id: 3,
      district_id: 18,
    });
    expect(inside.statusCode).toBe(201);
    const sector = await created('/private/job-sectors', { title: 'মুছে ফেলা খাত', title_en: 'Deleted sector' });
    expect((await del(`/private/job-sectors/${sector.id}`)).statusCode).toBe(200);
    const orphan = await post('/private/occupations', {
      title: 'পেশা',
      title_en: 'Occupation',
      job_sector_id: sector.id,
    });
    expect(orphan.json().errors).toEqual({ job_sector_id: ['validation.reference_missing'] });
  });

  it('updates: the body may name some fields only; unique values are checked against the others', async () => {
    const skill = await created('/private/skills', {
      title: 'মৌমাছি পালন',
      title_en: 'Beekeeping',
      skill_type: 2,
      description: 'মধু সংগ্রহ',
    });
    const r = await put(`/private/skills/${skill.id}`, { title_en: 'Bee keeping' });
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({
      title: 'মৌমাছি পালন',
      title_en: 'Bee keeping',
      skill_type: 2,
      description: 'মধু সংগ্রহ',
      row_status: 1,
    });
    // its own values are not a clash
    expect(
      (await put(`/private/skills/${skill.id}`, { title: 'মৌমাছি পালন', title_en: 'BEE KEEPING' })).statusCode,
    ).toBe(200);
    const clash = await put(`/private/skills/${skill.id}`, { title_en: 'teamwork' });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors).toEqual({ title_en: ['validation.already_exists'] });
    expect((await put(`/private/skills/${skill.id}`, { skill_type: null })).json().errors).toEqual({
      skill_type: ['validation.required'],
    });
    expect((await put('/private/skills/999999', { title_en: 'x' })).statusCode).toBe(404);
    expect((await put('/private/skills/abc', { title_en: 'x' })).statusCode).toBe(404);
    expect((await put(`/private/skills/${skill.id}`, [1, 2])).statusCode).toBe(400);
  });

  it('answers a unique index that a concurrent writer won with the same 422, never a 500', async () => {
    // a transaction whose uniqueness check misses the other writer's row, as a race would
    const racing = (db: Db): Db => ({
      ...db,
      query: (sql, params) =>
        sql.includes('from unnest($1::text[])')
          ? Promise.resolve({ rows: [], rowCount: 0 })
          : db.query(sql, params),
      transaction: (fn) => db.transaction((tx) => fn(racing(tx))),
    });
    const error = await createRecord(
      racing(gw.db),
      skills,
      { title: 'দলগত কাজ', title_en: 'Fresh title', skill_type: 1, row_status: 1 },
      { id: adminId, scope: { kind: 'all' } },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 422, fieldErrors: { title: ['validation.already_exists'] } });
  });
});

describe('read, soft delete, trash and restore', () => {
  it('hides a deleted record from the list, the read and the lookups; the trash shows it; restore brings it back', async () => {
    const interest = await created('/private/area-of-interests', {
      title: 'নৌকা তৈরি',
      title_en: 'Boat building',
    });
    const gone = await del(`/private/area-of-interests/${interest.id}`);
    expect(gone.statusCode).toBe(200);
    expect(gone.json().data.deleted_at).toBeTruthy();
    expect((await get(`/private/area-of-interests/${interest.id}`)).statusCode).toBe(404);
    expect((await get(`/private/area-of-interests/${interest.id}`)).json().status.message).toBe(
      'errors.not_found',
    );
    expect(rowsOf(await get('/private/area-of-interests?search=boat'))).toEqual([]);
    expect(rowsOf(await pub('/public/area-of-interests?search=boat'))).toEqual([]);
    expect((await pub(`/public/area-of-interests/${interest.id}`)).statusCode).toBe(404);
    expect(rowsOf(await get('/private/area-of-interests?trashed=only')).map((r) => r.id)).toEqual([
      interest.id,
    ]);
    expect((await del(`/private/area-of-interests/${interest.id}`)).statusCode).toBe(404);
    expect(await count('area_of_interests', `id = ${interest.id}`)).toBe(0);
    expect(
      (await gw.db.query('select 1 from area_of_interests where id = $1', [interest.id])).rows,
    ).toHaveLength(1);

    const back = await put(`/private/area-of-interests/${interest.id}/restore`);
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toMatchObject({ id: interest.id, deleted_at: null });
    expect(rowsOf(await get('/private/area-of-interests?search=boat')).map((r) => r.id)).toEqual([
      interest.id,
    ]);
    expect(rowsOf(await get('/private/area-of-interests?trashed=only'))).toEqual([]);
  });

  it('refuses to restore a record whose unique value was taken meanwhile (422, still deleted)', async () => {
    const first = await created('/private/area-of-aspirations', { title: 'পাইলট', title_en: 'Pilot' });
    await del(`/private/area-of-aspirations/${first.id}`);
    await created('/private/area-of-aspirations', { title: 'পাইলট', title_en: 'Airline pilot' });
    const r = await put(`/private/area-of-aspirations/${first.id}/restore`);
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual({ title: ['validation.already_exists'] });
    expect(rowsOf(await get('/private/area-of-aspirations?trashed=only')).map((x) => x.id)).toContain(
      first.id,
    );
  });

  it('refuses to delete a division its districts use: 409 errors.in_use, nothing lost', async () => {
    const r = await del('/private/divisions/3');
    expect(r.statusCode).toBe(409);
    expect(r.json()).toEqual({ status: { success: false, code: 409, message: 'errors.in_use' } });
    expect((await get('/private/divisions/3')).json().data).toMatchObject({ id: 3, deleted_at: null });
    expect(await count('districts', 'division_id = 3')).toBe(13);
    // a role that users hold, a level its degrees use
    expect((await del('/private/roles/1')).statusCode).toBe(409);
    expect((await del('/private/education-levels/3')).statusCode).toBe(409);
  });

  it('deletes a division once nothing live points at it', async () => {
    const division = await created('/private/divisions', { title: 'নতুন বিভাগ', title_en: 'New division' });
    const district = await created('/private/districts', {
      title: 'নতুন জেলা ২',
      title_en: 'New district 2',
      division_id: division.id,
    });
    expect((await del(`/private/divisions/${division.id}`)).statusCode).toBe(409);
    expect((await del(`/private/districts/${district.id}`)).statusCode).toBe(200);
    expect((await del(`/private/divisions/${division.id}`)).statusCode).toBe(200);
    // the district cannot come back while its division is deleted
    expect((await put(`/private/districts/${district.id}/restore`)).json().errors).toEqual({
      division_id: ['validation.reference_missing'],
    });
  });
});

describe('bulk delete', () => {
  it('deletes all the given records in one go', async () => {
    const a = await created('/private/area-of-interests', {
      title: 'পাখি পর্যবেক্ষণ',
      title_en: 'Bird watching',
    });
    const b = await created('/private/area-of-interests', { title: 'ঘুড়ি তৈরি', title_en: 'Kite making' });
    const r = await post('/private/area-of-interests/bulk-delete', { ids: [a.id, b.id, a.id] });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      data: { deleted: 2 },
      status: { success: true, code: 200, message: 'common.deleted' },
    });
    expect(await count('area_of_interests', `id in (${a.id}, ${b.id})`)).toBe(0);
    expect(
      (await gw.db.query('select 1 from area_of_interests where id = any($1::bigint[])', [[a.id, b.id]]))
        .rows,
    ).toHaveLength(2);
  });

  it('is all or nothing: one record in use (409) or missing (404) and none is deleted', async () => {
    const free = await created('/private/job-sectors', { title: 'খালি খাত', title_en: 'Empty sector' });
    const r = await post('/private/job-sectors/bulk-delete', { ids: [free.id, 1] }); // sector 1 has occupations
    expect(r.statusCode).toBe(409);
    expect(r.json().status.message).toBe('errors.in_use');
    expect(await count('job_sectors', `id in (${free.id}, 1)`)).toBe(2);
    expect((await post('/private/job-sectors/bulk-delete', { ids: [free.id, 999999] })).statusCode).toBe(404);
    expect(await count('job_sectors', `id = ${free.id}`)).toBe(1);
  });

  it('validates the ids, allows at most 100, and exists only where the definition allows it', async () => {
    expect((await post('/private/skills/bulk-delete', { ids: [] })).json().errors).toEqual({
      ids: ['{"id":"validation.array_min","values":{"min":1}}'],
    });
    const tooMany = await post('/private/skills/bulk-delete', {
      ids: Array.from({ length: 101 }, (_, i) => i + 1),
    });
    expect(tooMany.json().errors).toEqual({ ids: ['{"id":"validation.array_max","values":{"max":100}}'] });
    expect((await post('/private/skills/bulk-delete', { ids: ['x'] })).statusCode).toBe(422);
    expect(await count('skills')).toBeGreaterThan(40);
    expect((await post('/private/divisions/bulk-delete', { ids: [1] })).statusCode).toBe(404);
    expect((await post('/private/skills/bulk-delete', { ids: [1] }, 'skill_viewer')).statusCode).toBe(403);
  });
});

describe('import', () => {
  it('writes nothing when a row is bad and names each bad cell by its spreadsheet row', async () => {
    const before = await count('skills');
    const r = await post('/private/skills/import', {
      rows: [
        { title: 'ইলেকট্রনিক্স মেরামত', title_en: 'Electronics repair', skill_type: 2 }, // row 2: fine
        { title: '', title_en: 'No Bengali title', skill_type: 2 }, // row 3: required
        {}, // row 4: an empty spreadsheet row is skipped
        { title: 'ইলেকট্রনিক্স মেরামত ২', title_en: 'ELECTRONICS REPAIR', skill_type: 2 }, // row 5: repeats row 2
        { title: 'দলগত কাজ', title_en: 'Team work', skill_type: '1' }, // row 6: exists already
        { title: 'ভাস্কর্য', title_en: 'Sculpture', skill_type: 5 }, // row 7: no such skill type
      ],
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual({
      '3.title': ['validation.required'],
      '5.title_en': ['validation.already_exists'],
      '6.title': ['validation.already_exists'],
      '7.skill_type': ['validation.one_of'],
    });
    expect(await count('skills')).toBe(before);
    expect(await count('skills', `title_en = 'Electronics repair'`)).toBe(0);
  });

  it('checks the references of every row', async () => {
    const r = await post('/private/occupations/import', {
      rows: [
        { title: 'ওয়েব ডেভেলপার', title_en: 'Web Developer', job_sector_id: 1 },
        { title: 'অজানা', title_en: 'Unknown', job_sector_id: 4242 },
      ],
    });
    expect(r.json().errors).toEqual({ '3.job_sector_id': ['validation.reference_missing'] });
  });

  it('imports every row in one go when all are valid', async () => {
    const before = await count('skills');
    const r = await post('/private/skills/import', {
      rows: [
        { title: 'থ্রিডি মডেলিং', title_en: '3D modelling', skill_type: 2 },
        {},
        {
          title: 'সাইবার নিরাপত্তা',
          title_en: 'Cyber security',
          skill_type: '২',
          description: 'নেটওয়ার্ক সুরক্ষা',
          row_status: 0,
        },
      ],
    });
    expect(r.statusCode).toBe(201);
    expect(r.json().data).toEqual({ created: 2 });
    expect(await count('skills')).toBe(before + 2);
    const cyber = rowsOf(await get('/private/skills?search=cyber'))[0];
    expect(cyber).toMatchObject({ skill_type: 2, row_status: 0, created_by: adminId });
  });

  it('refuses a body without rows, or more than 1000, and exists only where the definition allows it', async () => {
    expect((await post('/private/skills/import', {})).json().errors).toEqual({
      rows: ['validation.required'],
    });
    expect((await post('/private/skills/import', { rows: [{}, {}] })).json().errors).toEqual({
      rows: ['{"id":"validation.array_min","values":{"min":1}}'],
    });
    const many = Array.from({ length: 1001 }, (_, i) => ({ title: `দক্ষতা ${i}`, skill_type: 1 }));
    expect((await post('/private/skills/import', { rows: many })).json().errors).toEqual({
      rows: ['{"id":"validation.array_max","values":{"max":1000}}'],
    });
    expect((await post('/private/divisions/import', { rows: [{ title: 'x' }] })).statusCode).toBe(404);
  });
});

describe('public lookups', () => {
  it('needs the api-key only and returns the public columns', async () => {
    const r = await pub('/public/divisions?page_size=20');
    expect(r.statusCode).toBe(200);
    expect(r.json().meta.total).toBe(8);
    expect(Object.keys(rowsOf(r)[0] ?? {}).sort()).toEqual([
      'bbs_code',
      'id',
      'row_status',
      'title',
      'title_en',
    ]);
    expect((await gw.app.inject({ method: 'GET', url: '/public/divisions' })).statusCode).toBe(401);
  });

  it('filters districts by division, upazilas by district, degrees by level', async () => {
    const districts = rowsOf(await pub('/public/districts?division_id=3&page_size=100'));
    expect(districts).toHaveLength(13);
    expect(districts.map((d) => d.title_en)).toContain('Gazipur');
    const upazilas = rowsOf(await pub('/public/upazilas?district_id=20&page_size=100')); // Gazipur
    expect(upazilas.map((u) => u.title_en).sort()).toEqual([
      'Gazipur Sadar',
      'Kaliakair',
      'Kaliganj',
      'Kapasia',
      'Sreepur',
    ]);
    const ssc = rowsOf(await pub('/public/education-degrees?education_level_id=3'));
    expect(ssc.map((d) => d.title_en)).toEqual(['SSC', 'Dakhil', 'SSC Vocational', 'O Level']);
    expect((await pub('/public/districts?division_id=x')).statusCode).toBe(422);
  });

  it('searches skills with `query` (spec §7) or `search`, and reads one by id', async () => {
    const web = rowsOf(await pub('/public/skills?query=web'));
    expect(web.map((s) => s.title_en)).toEqual(['Web development']);
    expect(rowsOf(await pub('/public/skills?search=web')).map((s) => s.id)).toEqual(web.map((s) => s.id));
    const one = await pub(`/public/skills/${web[0]?.id}`);
    expect(one.json().data).toMatchObject({ title: 'ওয়েব ডেভেলপমেন্ট', skill_type: 2 });
    expect(one.json().data.created_by).toBeUndefined();
  });

  it('hides inactive records from the lookups but not from the admin list', async () => {
    const board = rowsOf(await pub('/public/education-boards?search=sylhet'))[0] as Row;
    expect((await put(`/private/education-boards/${board.id}`, { row_status: 0 })).statusCode).toBe(200);
    expect(rowsOf(await pub('/public/education-boards?search=sylhet'))).toEqual([]);
    expect((await pub(`/public/education-boards/${board.id}`)).statusCode).toBe(404);
    expect(rowsOf(await pub('/public/education-boards?row_status=0'))).not.toContainEqual(
      expect.objectContaining({ id: board.id }),
    );
    expect(rowsOf(await get('/private/education-boards?row_status=0')).map((b) => b.id)).toEqual([board.id]);
    await put(`/private/education-boards/${board.id}`, { row_status: 1 });
    expect(rowsOf(await pub('/public/education-boards?search=sylhet')).map((b) => b.id)).toEqual([board.id]);
  });
});
