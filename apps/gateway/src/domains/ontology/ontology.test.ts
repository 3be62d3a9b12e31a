import { ONTOLOGY_ERRORS as ERR, type OntologyGraph, type OntologyNode } from '@platform/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, fakeIdentity, startGateway, type TestGateway } from '../../test/harness';

/*
 * The ontology (ADR 0098) over the demo data (seed.ts: Information Technology → Web development, Computer literacy →
 * Microsoft Office …): who may read and change it, every rule with its message id (self, duplicate and cyclic
 * relations; the root never moved or deleted), bad input in the 422 envelope, and skill matching widened by it.
 */

let gw: TestGateway;
const call = apiCaller(() => gw);

const graph = async (): Promise<OntologyGraph> => {
  const r = await call('GET', '/private/ontology', 'admin');
  expect(r.code).toBe(200);
  return r.body.data as OntologyGraph;
};
const nodeNamed = (g: OntologyGraph, labelEn: string): OntologyNode => {
  const n = g.nodes.find((x) => x.label_en === labelEn);
  if (!n) throw new Error(`no node ${labelEn}`);
  return n;
};
const newNode = async (label_en: string, over: Record<string, unknown> = {}) => {
  const r = await call('POST', '/private/ontology/nodes', 'admin', {
    label: label_en,
    label_en,
    name: label_en,
    ...over,
  });
  expect(r.code, JSON.stringify(r.body)).toBe(201);
  return r.body.data as OntologyNode;
};
const relate = (source_id: number, target_id: number, relation_type: string) =>
  call('POST', '/private/ontology/relations', 'admin', { source_id, target_id, relation_type });
const expectRefused = (
  r: { code: number; body: { status: { message: string }; errors: Record<string, string[]> } },
  id: string,
  field: string,
) => {
  expect(r.code, JSON.stringify(r.body)).toBe(422);
  expect(r.body.status.message).toBe(id);
  expect(r.body.errors[field]).toEqual([id]);
};
const skillId = async (titleEn: string) =>
  Number(
    (await gw.db.query<{ id: number }>('select id from skills where title_en = $1', [titleEn])).rows[0]?.id,
  );

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
});
afterAll(async () => gw?.close());

describe('reading and permissions', () => {
  it('gives the admin the tree under one root with the seeded skills and relations', async () => {
    const g = await graph();
    const roots = g.nodes.filter((n) => n.parent_id === null);
    expect(roots.map((n) => n.id)).toEqual([g.root_id]);
    const it = nodeNamed(g, 'Information Technology');
    expect(it.parent_id).toBe(g.root_id);
    expect(it.job_sector?.title_en).toBe('Information Technology');
    const web = nodeNamed(g, 'Web development');
    expect(web).toMatchObject({ parent_id: it.id, skill: { title_en: 'Web development' } });
    const literacy = nodeNamed(g, 'Computer literacy');
    expect(g.relations).toContainEqual(
      expect.objectContaining({ source_id: web.id, target_id: literacy.id, relation_type: 'requires' }),
    );
  });

  it('looks nodes up by label for the move and relation pickers', async () => {
    const r = await call('GET', '/private/ontology/nodes?search=web', 'admin');
    expect(r.code).toBe(200);
    expect(r.body.data.map((o: { title_en: string }) => o.title_en)).toEqual(['Web development']);
    const one = await call('GET', `/private/ontology/nodes/${r.body.data[0].id}`, 'admin');
    expect(one.body.data).toMatchObject({ title: 'ওয়েব ডেভেলপমেন্ট', title_en: 'Web development' });
    expect((await call('GET', '/private/ontology/nodes/999999', 'admin')).code).toBe(404);
  });

  it('refuses a youth and staff without the keys (403), and the recruiter who holds neither', async () => {
    for (const who of ['youth', 'recruiter']) {
      expect((await call('GET', '/private/ontology', who)).code).toBe(403);
      expect((await call('POST', '/private/ontology/nodes', who, { label: 'x', name: 'x' })).code).toBe(403);
      const body = { source_id: 1, target_id: 2, relation_type: 'related' };
      expect((await call('POST', '/private/ontology/relations', who, body)).code).toBe(403);
    }
    expect((await call('GET', '/private/ontology')).code).toBe(401);
  });
});

describe('nodes', () => {
  it('adds a node under the root by default and under a parent when given, edits and deletes it', async () => {
    const g = await graph();
    const a = await newNode('Soft skills');
    expect(a.parent_id).toBe(g.root_id);
    const b = await newNode('Listening', { parent_id: a.id, skill_id: await skillId('Communication') });
    expect(b).toMatchObject({ parent_id: a.id, skill: { title_en: 'Communication' } });
    const edited = await call('PUT', `/private/ontology/nodes/${b.id}`, 'admin', {
      label: 'শোনা',
      label_en: 'Active listening',
      name: 'সক্রিয়ভাবে শোনা',
      name_en: 'Active listening',
      skill_id: null,
    });
    expect(edited.code).toBe(200);
    expect(edited.body.data).toMatchObject({ label_en: 'Active listening', skill: null, parent_id: a.id });
    // deleting a parent moves its children up to its own parent
    expect((await call('DELETE', `/private/ontology/nodes/${a.id}`, 'admin')).code).toBe(200);
    const after = await graph();
    expect(after.nodes.some((n) => n.id === a.id)).toBe(false);
    expect(nodeNamed(after, 'Active listening').parent_id).toBe(g.root_id);
  });

  it('answers bad input with the 422 envelope and its message ids, never 5xx', async () => {
    const empty = await call('POST', '/private/ontology/nodes', 'admin', {});
    expect(empty.code).toBe(422);
    expect(empty.body.errors).toMatchObject({
      label: ['validation.required'],
      name: ['validation.required'],
    });
    const long = await call('POST', '/private/ontology/nodes', 'admin', {
      label: 'x'.repeat(101),
      name: 'x',
    });
    expect(long.code).toBe(422);
    expect(Object.keys(long.body.errors)).toEqual(['label']);
    const parent = await call('POST', '/private/ontology/nodes', 'admin', {
      label: 'x',
      name: 'x',
      parent_id: 999999,
    });
    expect(parent.code).toBe(422);
    expect(parent.body.errors.parent_id).toEqual(['validation.reference_missing']);
    const two = await call('POST', '/private/ontology/nodes', 'admin', {
      label: 'x',
      name: 'x',
      skill_id: await skillId('Teamwork'),
      job_sector_id: 1,
    });
    expect(two.code).toBe(422);
    expect(two.body.errors).toEqual({ skill_id: [ERR.oneConcept], job_sector_id: [ERR.oneConcept] });
    const taken = await call('POST', '/private/ontology/nodes', 'admin', {
      label: 'x',
      name: 'x',
      skill_id: await skillId('Web development'),
    });
    expect(taken.code).toBe(422);
    expect(taken.body.errors).toEqual({ skill_id: [ERR.conceptTaken] });
    const badType = await relate(1, 2, 'broader');
    expect(badType.code).toBe(422);
    expect(badType.body.errors.relation_type).toEqual(['validation.status_required']);
    const notJson = await gw.app.inject({
      method: 'PUT',
      url: '/private/ontology/nodes/abc/parent',
      headers: { 'api-key': 'test-api-key-0123456789', authorization: 'Bearer user:admin' },
      payload: { parent_id: 'x' },
    });
    expect(notJson.statusCode).toBeLessThan(500);
  });

  it('never moves or deletes the root ("root node cannot be dragged and dropped")', async () => {
    const g = await graph();
    const it = nodeNamed(g, 'Information Technology');
    expectRefused(
      await call('PUT', `/private/ontology/nodes/${g.root_id}/parent`, 'admin', { parent_id: it.id }),
      ERR.rootNotDraggable,
      'parent_id',
    );
    const del = await call('DELETE', `/private/ontology/nodes/${g.root_id}`, 'admin');
    expect(del.code).toBe(409);
    expect(del.body.status.message).toBe(ERR.rootNotDeletable);
  });

  it('moves a node under another, never under itself or its own subtree', async () => {
    const g = await graph();
    const it = nodeNamed(g, 'Information Technology');
    const literacy = nodeNamed(g, 'Computer literacy');
    const office = nodeNamed(g, 'Microsoft Office');
    const construction = nodeNamed(g, 'Construction');
    expectRefused(
      await call('PUT', `/private/ontology/nodes/${it.id}/parent`, 'admin', { parent_id: office.id }),
      ERR.unableToCreateRelation,
      'parent_id',
    );
    expectRefused(
      await call('PUT', `/private/ontology/nodes/${literacy.id}/parent`, 'admin', { parent_id: literacy.id }),
      ERR.unableToCreateRelation,
      'parent_id',
    );
    const moved = await call('PUT', `/private/ontology/nodes/${office.id}/parent`, 'admin', {
      parent_id: construction.id,
    });
    expect(moved.code).toBe(200);
    expect(moved.body.data.parent_id).toBe(construction.id);
    const back = await call('PUT', `/private/ontology/nodes/${office.id}/parent`, 'admin', {
      parent_id: literacy.id,
    });
    expect(back.body.data.parent_id).toBe(literacy.id);
    expect(
      (await call('PUT', '/private/ontology/nodes/999999/parent', 'admin', { parent_id: it.id })).code,
    ).toBe(404);
  });
});

describe('relations ("unable to create relation")', () => {
  it('adds a typed relation and removes it', async () => {
    const g = await graph();
    const masonry = nodeNamed(g, 'Masonry');
    const carpentry = nodeNamed(g, 'Carpentry');
    const r = await relate(masonry.id, carpentry.id, 'related');
    expect(r.code).toBe(201);
    expect(r.body.data).toMatchObject({
      source_id: masonry.id,
      target_id: carpentry.id,
      relation_type: 'related',
    });
    expect((await call('DELETE', `/private/ontology/relations/${r.body.data.id}`, 'admin')).code).toBe(200);
    expect((await call('DELETE', `/private/ontology/relations/${r.body.data.id}`, 'admin')).code).toBe(404);
  });

  it('refuses a relation to itself, a duplicate (either way for related) and a hierarchical cycle', async () => {
    const g = await graph();
    const web = nodeNamed(g, 'Web development');
    const literacy = nodeNamed(g, 'Computer literacy');
    const it = nodeNamed(g, 'Information Technology');
    const design = nodeNamed(g, 'Graphic design');
    const video = nodeNamed(g, 'Video editing');
    const cases: [number, number, string][] = [
      [web.id, web.id, 'related'],
      [web.id, literacy.id, 'requires'],
      [video.id, design.id, 'related'],
      [it.id, web.id, 'narrower'],
      [web.id, it.id, 'narrower'],
      [literacy.id, web.id, 'requires'],
      [web.id, g.root_id, 'narrower'],
    ];
    for (const [source, target, type] of cases)
      expectRefused(await relate(source, target, type), ERR.unableToCreateRelation, 'target_id');
    const missing = await relate(web.id, 999999, 'related');
    expect(missing.code).toBe(422);
    expect(missing.body.errors.target_id).toEqual(['validation.reference_missing']);
  });

  it('refuses a move that a narrower relation would turn into a cycle', async () => {
    const g = await graph();
    const plumbing = nodeNamed(g, 'Plumbing');
    const welding = nodeNamed(g, 'Welding');
    const r = await relate(plumbing.id, welding.id, 'narrower');
    expect(r.code).toBe(201);
    expectRefused(
      await call('PUT', `/private/ontology/nodes/${plumbing.id}/parent`, 'admin', { parent_id: welding.id }),
      ERR.unableToCreateRelation,
      'parent_id',
    );
  });
});

describe('skill matching widened by the ontology', () => {
  let react = 0;
  let youth = 0;
  beforeAll(async () => {
    react = Number(
      (
        await gw.db.query<{ id: number }>(
          `insert into skills (title, title_en, skill_type) values ('রিঅ্যাক্ট', 'React', 2) returning id`,
        )
      ).rows[0]?.id,
    );
    youth = Number(
      (
        await gw.db.query<{ id: number }>(
          `insert into users (username, password_hash, full_name, full_name_en, user_type_code, profile_completion_percentage, mobile_verified_at)
           values ('react_dev', 'x', 'রিঅ্যাক্ট ডেভ', 'React Dev', 3, 80, now()) returning id`,
        )
      ).rows[0]?.id,
    );
    await gw.db.query('insert into youth_profiles (user_id, in_cv_bank) values ($1, true)', [youth]);
    await gw.db.query(
      `insert into youth_skills (youth_id, skill_id, proficiency, add_to_cv) values ($1, $2, 'expert', true)`,
      [youth, react],
    );
  });

  const recommended = async () =>
    (await call('GET', '/protected/recommended-jobs', 'react_dev')).body.data as {
      job: { job_title_en: string };
      match_score: number;
      matched_skills: { title_en: string }[];
    }[];
  const cvBank = async (skill: number) =>
    (
      (await call('GET', `/private/cv-bank?skill_ids=${skill}`, 'recruiter')).body.data as {
        full_name_en: string;
      }[]
    ).map((e) => e.full_name_en);

  it('recommends a youth with React a job asking for Web development once React is narrower than it', async () => {
    const web = await skillId('Web development');
    expect(await recommended()).toEqual([]);
    expect(await cvBank(web)).not.toContain('React Dev');

    const g = await graph();
    await newNode('React', { parent_id: nodeNamed(g, 'Web development').id, skill_id: react });

    const jobs = await recommended();
    expect(jobs.map((j) => j.job.job_title_en)).toEqual(['Junior Web Developer']);
    expect(jobs[0]).toMatchObject({ match_score: 50, matched_skills: [{ title_en: 'Web development' }] });
    // the CV bank's search for Web development finds the React developer; React does not find a web developer
    expect(await cvBank(web)).toContain('React Dev');
    expect(await cvBank(react)).toEqual(['React Dev']);
  });

  it('widens by a related skill too: a job asking for Database administration is met by React once related', async () => {
    const g = await graph();
    const it = nodeNamed(g, 'Information Technology');
    expect(it.skill).toBeNull();
    const database = await newNode('Database administration', {
      parent_id: it.id,
      skill_id: await skillId('Database administration'),
    });
    // stored from the job's skill to React: related holds both ways
    expect((await relate(database.id, nodeNamed(g, 'React').id, 'related')).code).toBe(201);
    const jobs = await recommended();
    expect(jobs[0]).toMatchObject({ job: { job_title_en: 'Junior Web Developer' }, match_score: 100 });
    expect(jobs[0]?.matched_skills.map((s) => s.title_en).sort()).toEqual([
      'Database administration',
      'Web development',
    ]);
  });
});
