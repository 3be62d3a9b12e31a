import { endpoints } from '@platform/contract';
import { catalogue } from '@platform/i18n/catalogue';
import {
  formFields,
  RESOURCES,
  type ResourceDef,
  resourcePermissions,
  resourceSchema,
  SYNC_PERMISSIONS_KEY,
  titleFieldOf,
} from '@platform/resources';
import { validateBody } from '@platform/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../../db/seed';
import { fakeIdentity, headers, startGateway, type TestGateway } from '../../test/harness';
import { declaredPermissions, moduleTitle } from './permission-catalogue';
import { ident } from '../../db/sql';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
});
afterAll(async () => gw?.close());

const sync = (user = 'admin') =>
  gw.app.inject({ method: 'POST', url: '/private/permissions/sync', headers: headers(user) });
const keysOf = async (sql: string, params: unknown[] = []) =>
  (await gw.db.query<{ key: string }>(sql, params)).rows.map((r) => r.key);
const countOf = async (table: string) =>
  (await gw.db.query<{ n: number }>(`select count(*)::int as n from ${ident(table)}`)).rows[0]?.n;
const BENGALI = /[\u0980-\u09FF]/;

describe('declared permissions', () => {
  it('are the keys of the contract endpoints and of every resource endpoint, each once', () => {
    const declared = declaredPermissions();
    const keys = declared.map((p) => p.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const e of Object.values(endpoints)) if (e.permission) expect(keys).toContain(e.permission);
    for (const def of Object.values(RESOURCES) as ResourceDef[])
      for (const key of Object.values(resourcePermissions(def))) expect(keys).toContain(key);
    expect(keys).toContain(SYNC_PERMISSIONS_KEY);
    expect(declared.find((p) => p.key === 'view_any_skill')).toEqual({
      key: 'view_any_skill',
      uri: '/private/skills',
      method: 'GET',
      module: 'skills',
    });
    expect(declared.find((p) => p.key === 'create_area_of_interest')).toMatchObject({
      uri: '/private/area-of-interests',
      method: 'POST',
      module: 'area-of-interests',
    });
  });

  it('every seeded permission key has a plain-language name in English and Bengali (issue 12 defect 13)', async () => {
    const seeded = await keysOf(`select key from permissions order by key`);
    expect(seeded.length).toBeGreaterThan(100);
    const unnamed = seeded.filter(
      (key) => !catalogue['en-US'][`permissions.key.${key}`] || !catalogue['bn-BD'][`permissions.key.${key}`],
    );
    // a new resource: npx tsx tools/generate-permission-labels.ts; a new hand-written key: catalogue/permissions.ts
    expect(unnamed).toEqual([]);
    for (const key of seeded) {
      expect(catalogue['bn-BD'][`permissions.key.${key}`]).toMatch(BENGALI);
      expect(catalogue['en-US'][`permissions.key.${key}`]).not.toMatch(/_/);
    }
  });

  it('name their modules with distinct bilingual sub group titles (the titles are unique)', () => {
    const modules = [...new Set(declaredPermissions().map((p) => p.module))];
    const titles = modules.map(moduleTitle);
    expect(new Set(titles.map((t) => t.title_en.toLowerCase())).size).toBe(modules.length);
    expect(new Set(titles.map((t) => t.title)).size).toBe(modules.length);
    expect(moduleTitle('upazilas')).toEqual({
      title: expect.stringMatching(BENGALI),
      title_en: expect.any(String),
    });
  });
});

describe('POST /private/permissions/sync', () => {
  it('inserts the missing keys, grants them to the system admin, and is idempotent', async () => {
    const total = declaredPermissions().length;
    expect(
      await keysOf('select key from permissions where key = any($1::text[])', [
        declaredPermissions().map((p) => p.key),
      ]),
    ).toHaveLength(total);
    await gw.db.query(`delete from permissions where key in ('create_rank', 'delete_rank')`);
    const profile = async () =>
      (
        (
          await gw.app.inject({ method: 'GET', url: '/protected/auth/profile', headers: headers('admin') })
        ).json().data as { permissions: string[] }
      ).permissions;
    expect(await profile()).not.toContain('create_rank');

    const first = await sync();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      data: { created: 2, total },
      status: { success: true, code: 200, message: 'common.ok' },
    });
    expect(await profile()).toEqual(expect.arrayContaining(['create_rank', 'delete_rank']));
    const row = (
      await gw.db.query<{ uri: string; method: string; module: string; sub_group: string }>(
        `select p.uri, p.method, p.module, s.key as sub_group from permissions p join permission_sub_groups s on s.id = p.sub_group_id where p.key = 'delete_rank'`,
      )
    ).rows[0];
    expect(row).toEqual({ uri: '/private/ranks/:id', method: 'DELETE', module: 'ranks', sub_group: 'ranks' });

    expect((await sync()).json().data).toEqual({ created: 0, total });
    expect(await countOf('permissions')).toBe(total);
  });

  it('keeps what administrators changed: edited titles stay, a deleted permission stays deleted', async () => {
    await gw.db.query(`update permission_sub_groups set title_en = 'Skill list' where key = 'skills'`);
    await gw.db.query(`update permissions set deleted_at = now() where key = 'view_any_rank'`);
    expect((await sync()).json().data.created).toBe(0);
    expect(await keysOf(`select title_en as key from permission_sub_groups where key = 'skills'`)).toEqual([
      'Skill list',
    ]);
    expect(
      await keysOf(`select key from permissions where key = 'view_any_rank' and deleted_at is not null`),
    ).toEqual(['view_any_rank']);
    // a deleted permission grants nothing
    expect(
      (await gw.app.inject({ method: 'GET', url: '/private/ranks', headers: headers('admin') })).statusCode,
    ).toBe(403);
    await gw.db.query(`update permissions set deleted_at = null where key = 'view_any_rank'`);
    expect(
      (await gw.app.inject({ method: 'GET', url: '/private/ranks', headers: headers('admin') })).statusCode,
    ).toBe(200);
  });

  it('needs the sync_permissions key', async () => {
    for (const user of ['recruiter', 'youth']) expect((await sync(user)).statusCode, user).toBe(403);
    expect(
      (await gw.app.inject({ method: 'POST', url: '/private/permissions/sync', headers: headers() }))
        .statusCode,
    ).toBe(401);
  });
});

describe('reference data seed', () => {
  it("seeds the 8 divisions, 64 districts and 493 upazilas with their ids, each upazila in its district's division", async () => {
    expect([await countOf('divisions'), await countOf('districts'), await countOf('upazilas')]).toEqual([
      8, 64, 493,
    ]);
    const mismatched = await gw.db.query(
      `select u.id from upazilas u join districts d on d.id = u.district_id where u.division_id <> d.division_id`,
    );
    expect(mismatched.rows).toEqual([]);
    const gazipur = (
      await gw.db.query<{ title: string; title_en: string; division_id: number }>(
        'select title, title_en, division_id from districts where id = 20',
      )
    ).rows[0];
    expect(gazipur).toEqual({ title: 'গাজীপুর', title_en: 'Gazipur', division_id: 3 });
    expect(await keysOf(`select title_en as key from districts where bbs_code = '22'`)).toEqual([
      "Cox's Bazar",
    ]);
    // new records continue after the seeded ids
    const r = await gw.app.inject({
      method: 'POST',
      url: '/private/upazilas',
      headers: headers('admin'),
      payload: { title: 'নতুন উপজেলা', title_en: 'New upazila', division_id: 3, district_id: 20 },
    });
    expect(r.json().data.id).toBe(500);
  });

  it('seeds the other lists: Bengali and English titles, references that hold', async () => {
    expect(await keysOf('select code as key from education_levels order by id')).toEqual([
      'PSC',
      'JSC',
      'SSC',
      'HSC',
      'DIPLOMA',
      'HONOURS',
      'MASTERS',
      'PHD',
    ]);
    expect(await keysOf('select code as key from countries where id = 1')).toEqual(['BGD']);
    expect(await countOf('countries')).toBeGreaterThanOrEqual(30);
    expect(await countOf('skills')).toBeGreaterThanOrEqual(40);
    expect(await keysOf('select distinct skill_type::text as key from skills order by 1')).toEqual([
      '1',
      '2',
    ]);
    expect(await countOf('job_sectors')).toBeGreaterThanOrEqual(15);
    expect(await countOf('occupations')).toBeGreaterThanOrEqual(40);
    const services = await gw.db.query<{ title_en: string; price: number }>(
      'select title_en, price from services order by id',
    );
    expect(services.rows.map((s) => s.title_en)).toEqual([
      'Basic listing',
      'Stand-out listing',
      'Stand-out premium',
    ]);
    expect(services.rows.every((s) => s.price > 0)).toBe(true);
    const results = await gw.db.query<{
      code: string;
      is_marks_required: boolean;
      is_cgpa_required: boolean;
    }>(
      `select code, is_marks_required, is_cgpa_required from education_results where code in ('FIRST_DIVISION', 'GRADE')`,
    );
    expect(results.rows).toEqual(
      expect.arrayContaining([
        { code: 'FIRST_DIVISION', is_marks_required: true, is_cgpa_required: false },
        { code: 'GRADE', is_marks_required: false, is_cgpa_required: true },
      ]),
    );
    for (const def of Object.values(RESOURCES) as ResourceDef[]) {
      if (['permission_groups', 'permission_sub_groups', 'permissions', 'roles'].includes(def.name)) continue;
      // the public site's content (sliders …) is what admins write, not reference data: the demo starts without
      if (def.menuGroup === 'cms') continue;
      const title = titleFieldOf(def);
      const rows = await gw.db.query<{ title: string; title_en: string }>(
        `select ${ident(title)} as title, ${ident(`${title}_en`)} as title_en from ${ident(def.table)}`,
      );
      expect(rows.rows.length, def.name).toBeGreaterThan(0);
      for (const row of rows.rows) {
        expect(row.title, `${def.name}: ${row.title_en}`).toMatch(BENGALI);
        expect(row.title_en, `${def.name}: ${row.title}`).toMatch(/^[\x20-\x7E\u00C0-\u024F’']+$/);
      }
    }
  });

  it("passes the schema an administrator's edit must pass, record by record", async () => {
    for (const def of Object.values(RESOURCES) as ResourceDef[]) {
      const schema = resourceSchema(def);
      const rows = await gw.db.query<Record<string, unknown>>(`select * from ${ident(def.table)}`);
      for (const row of rows.rows) {
        const values = Object.fromEntries(formFields(def).map((f) => [f.name, row[f.name]]));
        const result = await validateBody(schema, values);
        expect(result.ok ? {} : result.errors, `${def.name} ${String(row.id)}`).toEqual({});
      }
    }
  });

  it('is idempotent and leaves records administrators changed alone', async () => {
    const tables = [
      'divisions',
      'districts',
      'upazilas',
      'skills',
      'exam_degrees',
      'ranks',
      'permissions',
      'permission_sub_groups',
    ];
    const before = await Promise.all(tables.map(countOf));
    await gw.app.inject({
      method: 'PUT',
      url: '/private/divisions/1',
      headers: headers('admin'),
      payload: { title_en: 'Barishal' },
    });
    await gw.app.inject({
      method: 'DELETE',
      url: '/private/area-of-aspirations/1',
      headers: headers('admin'),
    });
    await seedReference(gw.db);
    expect(await Promise.all(tables.map(countOf))).toEqual(before);
    expect(await keysOf('select title_en as key from divisions where id = 1')).toEqual(['Barishal']);
    expect(
      await keysOf('select title_en as key from area_of_aspirations where id = 1 and deleted_at is not null'),
    ).toHaveLength(1);
  });
});
