import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY, apiCaller, fakeIdentity, startGateway, type TestGateway } from '../../test/harness';

/**
 * Tenant-scoped resources (issue 18 item 1, ADR 0083): an institute's branches, training centres and trainers, an
 * organisation's units. The institute admin (`instituteadmin`, Rajshahi institute) and the organisation admin
 * (`orgadmin`, Dhaka Tech) reach their own records only; the platform admin reaches every one.
 */

let gw: TestGateway;
const api = apiCaller(() => gw);
type Row = Record<string, unknown> & { id: number };

const one = async <T>(sql: string, params: unknown[] = []) => {
  const r = await gw.db.query<{ v: T }>(sql, params);
  const v = r.rows[0]?.v;
  if (v === undefined) throw new Error(`nothing for ${sql}`);
  return v;
};

/** The message ids of a field's errors (a message with parameters is sent as JSON). */
const idsOf = (messages: unknown): string[] =>
  (Array.isArray(messages) ? messages : []).map((m: string) =>
    m.startsWith('{') ? (JSON.parse(m) as { id: string }).id : m,
  );

let own = 0;
let other = 0;
let org1 = 0;
let org2 = 0;
const theirs = { branch: 0, centre: 0, trainer: 0, unit: 0 };

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  own = Number(await one(`select institute_id as v from users where username = 'instituteadmin'`));
  org1 = Number(await one(`select organization_id as v from users where username = 'orgadmin'`));
  org2 = Number(await one(`select organization_id as v from users where username = 'recruiter2'`));
  // another institute with a branch, a centre and a trainer of its own
  other = Number(
    await one(
      `insert into institutes (title, title_en) values ('অন্য ইনস্টিটিউট', 'Other institute') returning id as v`,
    ),
  );
  theirs.branch = Number(
    await one(
      `insert into institute_branches (institute_id, title, title_en) values ($1, 'অন্য শাখা', 'Their branch') returning id as v`,
      [other],
    ),
  );
  theirs.centre = Number(
    await one(
      `insert into training_centers (institute_id, branch_id, title, title_en) values ($1, $2, 'অন্য কেন্দ্র', 'Their centre') returning id as v`,
      [other, theirs.branch],
    ),
  );
  theirs.trainer = Number(
    await one(
      `insert into trainers (institute_id, trainer_name, trainer_name_en, mobile) values ($1, 'অন্য প্রশিক্ষক', 'Their trainer', '01911000001') returning id as v`,
      [other],
    ),
  );
  theirs.unit = Number(
    await one(
      `insert into organization_units (organization_id, organization_unit_type_id, title, title_en)
       select $1, id, 'অন্য ইউনিট', 'Their unit' from organization_unit_types order by id limit 1 returning id as v`,
      [org2],
    ),
  );
  // recruiter2 (Chattogram Garments, an organisation) may list and create trainers, but owns no institute
  await gw.db.query(
    `insert into user_permissions (user_id, permission_id)
     select u.id, p.id from users u, permissions p
      where u.username = 'recruiter2' and p.key in ('view_any_trainer', 'view_single_trainer', 'create_trainer')`,
  );
});
afterAll(async () => gw?.close());

const SEGMENTS = {
  branch: 'institute-branches',
  centre: 'training-centers',
  trainer: 'trainers',
} as const;

describe('an institute admin', () => {
  it.each(Object.entries(SEGMENTS))('lists only its own institute’s %s', async (kind, segment) => {
    const r = await api('GET', `/private/${segment}?page_size=100`, 'instituteadmin');
    expect(r.code).toBe(200);
    const rows = r.body.data as Row[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.institute_id === own)).toBe(true);
    expect(rows.map((row) => row.id)).not.toContain(theirs[kind as keyof typeof SEGMENTS]);
    expect(r.body.meta.total).toBe(rows.length);
    // asking for the other institute by filter finds nothing either
    const filtered = await api('GET', `/private/${segment}?institute_id=${other}`, 'instituteadmin');
    expect(filtered.body.data).toEqual([]);
  });

  it.each(Object.entries(SEGMENTS))(
    'never reads, edits, deletes or restores another institute’s %s (404)',
    async (kind, segment) => {
      const id = theirs[kind as keyof typeof SEGMENTS];
      const url = `/private/${segment}/${id}`;
      expect((await api('GET', url, 'instituteadmin')).code).toBe(404);
      const edit = await api('PUT', url, 'instituteadmin', { title: 'দখল', trainer_name: 'দখল' });
      expect(edit.code).toBe(404);
      expect(edit.body.status.message).toBe('errors.not_found');
      expect((await api('DELETE', url, 'instituteadmin')).code).toBe(404);
      expect((await api('PUT', `${url}/restore`, 'instituteadmin')).code).toBe(404);
      // untouched
      const row = await gw.db.query(
        `select deleted_at from ${segment.replace(/-/g, '_')} where id = $1 and deleted_at is null`,
        [id],
      );
      expect(row.rows).toHaveLength(1);
    },
  );

  it('creates a branch, a centre and a trainer that belong to its institute whatever the body says', async () => {
    const branch = await api('POST', '/private/institute-branches', 'instituteadmin', {
      institute_id: other,
      title: 'নাটোর শাখা',
      title_en: 'Natore branch',
    });
    expect(branch.code, JSON.stringify(branch.body)).toBe(201);
    expect(branch.body.data.institute_id).toBe(own);
    const centre = await api('POST', '/private/training-centers', 'instituteadmin', {
      title: 'নাটোর কেন্দ্র',
      branch_id: branch.body.data.id,
      mobile: '01711000099',
    });
    expect(centre.code, JSON.stringify(centre.body)).toBe(201);
    expect(centre.body.data).toMatchObject({ institute_id: own, branch_id: branch.body.data.id });
    const trainer = await api('POST', '/private/trainers', 'instituteadmin', {
      institute_id: other,
      trainer_name: 'রাকিব হাসান',
      trainer_name_en: 'Rakib Hasan',
      mobile: '01711000098',
      branch_id: branch.body.data.id,
      training_center_id: centre.body.data.id,
    });
    expect(trainer.code, JSON.stringify(trainer.body)).toBe(201);
    expect(trainer.body.data.institute_id).toBe(own);
    // an edit cannot hand the record to another institute either
    const moved = await api('PUT', `/private/trainers/${trainer.body.data.id}`, 'instituteadmin', {
      institute_id: other,
      subject: 'Welding',
    });
    expect(moved.code).toBe(200);
    expect(moved.body.data).toMatchObject({ institute_id: own, subject: 'Welding' });
    const stored = await gw.db.query<{ institute_id: number }>(
      `select institute_id from trainers where id = $1`,
      [trainer.body.data.id],
    );
    expect(Number(stored.rows[0]?.institute_id)).toBe(own);
  });

  it('cannot attach its trainer to another institute’s branch or centre (422 with message ids)', async () => {
    const r = await api('POST', '/private/trainers', 'instituteadmin', {
      trainer_name: 'ভুল শাখা',
      mobile: '01711000097',
      branch_id: theirs.branch,
      training_center_id: theirs.centre,
    });
    expect(r.code).toBe(422);
    expect(r.body.status.message).toBe('errors.validation');
    expect(idsOf(r.body.errors.branch_id)).toEqual(['validation.one_of']);
    expect(idsOf(r.body.errors.training_center_id)).toEqual(['validation.one_of']);
  });

  it('gets the 422 envelope with message ids for bad input, never a 5xx', async () => {
    const r = await api('POST', '/private/trainers', 'instituteadmin', {
      trainer_name: '',
      mobile: '12345',
      email: 'not-an-address',
      branch_id: 'x',
      about: 'a'.repeat(6000),
    });
    expect(r.code).toBe(422);
    expect(r.body.status).toMatchObject({ success: false, code: 422 });
    expect(idsOf(r.body.errors.trainer_name)).toEqual(['validation.required']);
    for (const field of ['mobile', 'email', 'branch_id', 'about']) {
      expect(r.body.errors[field], field).toBeDefined();
      for (const id of idsOf(r.body.errors[field])) expect(id, field).toMatch(/^validation\.[a-z_]+$/);
    }
    const notObject = await gw.app.inject({
      method: 'POST',
      url: '/private/trainers',
      headers: {
        'api-key': API_KEY,
        authorization: 'Bearer user:instituteadmin',
        'content-type': 'application/json',
      },
      payload: '[1,2]',
    });
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json().status.message).toBe('errors.bad_request');
  });

  it('holds no key of another kind of record (403) and no youth gets in', async () => {
    expect((await api('GET', '/private/organization-units', 'instituteadmin')).code).toBe(403);
    expect((await api('GET', '/private/institutes', 'instituteadmin')).code).toBe(403);
    expect((await api('GET', '/private/trainers', 'youth')).code).toBe(403);
    // the institute's content provider holds no structure key
    expect((await api('POST', '/private/trainers', 'provider', { trainer_name: 'x' })).code).toBe(403);
  });
});

describe('a caller of another kind of tenant', () => {
  it('reaches no institute’s records even holding the keys (empty list, 404, create 403)', async () => {
    const list = await api('GET', '/private/trainers', 'recruiter2');
    expect(list.code).toBe(200);
    expect(list.body.data).toEqual([]);
    expect((await api('GET', `/private/trainers/${theirs.trainer}`, 'recruiter2')).code).toBe(404);
    const create = await api('POST', '/private/trainers', 'recruiter2', {
      institute_id: other,
      trainer_name: 'কেউ না',
      mobile: '01711000096',
    });
    expect(create.code).toBe(403);
  });
});

describe('an organisation admin', () => {
  it('lists, reads and creates only its own organisation’s units', async () => {
    const list = await api('GET', '/private/organization-units?page_size=100', 'orgadmin');
    expect(list.code).toBe(200);
    const rows = list.body.data as Row[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.organization_id === org1)).toBe(true);
    expect((await api('GET', `/private/organization-units/${theirs.unit}`, 'orgadmin')).code).toBe(404);
    expect((await api('DELETE', `/private/organization-units/${theirs.unit}`, 'orgadmin')).code).toBe(404);
    const type = Number(await one(`select id as v from organization_unit_types order by id limit 1`));
    const created = await api('POST', '/private/organization-units', 'orgadmin', {
      organization_id: org2,
      organization_unit_type_id: type,
      title: 'মানবসম্পদ বিভাগ',
      title_en: 'HR department',
    });
    expect(created.code, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.organization_id).toBe(org1);
  });
});

describe('the platform admin', () => {
  it('sees every institute’s records and names the institute of a new one', async () => {
    const list = await api('GET', '/private/trainers?page_size=100', 'admin');
    const institutes = new Set((list.body.data as Row[]).map((row) => row.institute_id));
    expect(institutes).toContain(own);
    expect(institutes).toContain(other);
    expect((await api('GET', `/private/trainers/${theirs.trainer}`, 'admin')).code).toBe(200);

    const missing = await api('POST', '/private/institute-branches', 'admin', { title: 'শাখা' });
    expect(missing.code).toBe(422);
    expect(idsOf(missing.body.errors.institute_id)).toEqual(['validation.required']);

    const named = await api('POST', '/private/institute-branches', 'admin', {
      institute_id: other,
      title: 'বগুড়া শাখা',
    });
    expect(named.code).toBe(201);
    expect(named.body.data.institute_id).toBe(other);
    // a branch of one institute cannot carry another's centre
    const mixed = await api('POST', '/private/training-centers', 'admin', {
      institute_id: own,
      branch_id: named.body.data.id,
      title: 'মিশ্র',
    });
    expect(mixed.code).toBe(422);
    expect(idsOf(mixed.body.errors.branch_id)).toEqual(['validation.one_of']);
  });
});
