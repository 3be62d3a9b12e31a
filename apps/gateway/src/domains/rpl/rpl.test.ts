import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, fakeIdentity, startGateway, type TestGateway } from '../../test/harness';

/*
 * The RPL programme, the youth's side (ADR 0094): `youth` (Rahim) applies from the demo catalogue (Construction →
 * Mason / Electrician → Level 1 / Level 2), withdraws and submits again; `youth2` never sees or moves Rahim's
 * applications; staff cannot apply.
 */

let gw: TestGateway;
const call = apiCaller(() => gw);
const catalogue = { sector: 0, mason: 0, electrician: 0, masonL2: 0, electricianL1: 0 };

const body = (over: Record<string, unknown> = {}) => ({
  rpl_sector_id: catalogue.sector,
  rpl_occupation_id: catalogue.mason,
  rpl_level_id: catalogue.masonL2,
  mobile: '01711000001',
  experience_years: 4,
  workplace: '',
  experience_summary: 'Brick work and plastering.',
  ...over,
});

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  const id = async (sql: string) => Number((await gw.db.query<{ id: number }>(sql)).rows[0]?.id);
  catalogue.sector = await id(`select id from rpl_sectors where title_en = 'Construction'`);
  catalogue.mason = await id(`select id from rpl_occupations where title_en = 'Mason'`);
  catalogue.electrician = await id(`select id from rpl_occupations where title_en = 'Electrician'`);
  catalogue.masonL2 = await id(
    `select id from rpl_levels where title_en = 'Level 2' and rpl_occupation_id = ${catalogue.mason}`,
  );
  catalogue.electricianL1 = await id(
    `select id from rpl_levels where title_en = 'Level 1' and rpl_occupation_id = ${catalogue.electrician}`,
  );
});
afterAll(async () => gw?.close());

describe('applying for RPL', () => {
  it('submits an application with its catalogue names, and lists it first among the youth’s own', async () => {
    const r = await call('POST', '/protected/rpl-applications', 'youth', body());
    expect(r.code, JSON.stringify(r.body)).toBe(201);
    expect(r.body.data).toMatchObject({
      status: 'submitted',
      sector: { title_en: 'Construction' },
      occupation: { title_en: 'Mason' },
      level: { title_en: 'Level 2', passing_score: 70 },
      workplace: null,
      batch: null,
      score: null,
      certificate_id: null,
      actions: ['withdraw'],
    });
    const mine = await call('GET', '/protected/rpl-applications', 'youth');
    expect(mine.code).toBe(200);
    expect(mine.body.data[0].id).toBe(r.body.data.id);
    // the other youth sees none of Rahim's
    const other = await call('GET', '/protected/rpl-applications', 'youth2');
    expect(other.body.data.map((a: { id: number }) => a.id)).not.toContain(r.body.data.id);
  });

  it('refuses a second open application for the same level (409 with the catalogue message)', async () => {
    const r = await call('POST', '/protected/rpl-applications', 'youth', body());
    expect(r.code).toBe(409);
    expect(r.body.status?.message ?? r.body.message).toBe('rpl.errors.already_applied');
  });

  it('refuses an occupation of another sector’s chain and a level of another occupation (422)', async () => {
    const r = await call(
      'POST',
      '/protected/rpl-applications',
      'youth2',
      body({ rpl_occupation_id: catalogue.mason, rpl_level_id: catalogue.electricianL1 }),
    );
    expect(r.code).toBe(422);
    expect(r.body.errors).toEqual({ rpl_level_id: ['rpl.errors.not_of_occupation'] });
    const missing = await call(
      'POST',
      '/protected/rpl-applications',
      'youth2',
      body({ rpl_sector_id: 999999 }),
    );
    expect(missing.code).toBe(422);
    expect(missing.body.errors).toEqual({
      rpl_sector_id: ['validation.reference_missing'],
      rpl_occupation_id: ['rpl.errors.not_in_sector'],
    });
  });

  it('answers bad input with the 422 envelope and the rule’s message id, never a 5xx', async () => {
    const r = await call('POST', '/protected/rpl-applications', 'youth2', {
      rpl_sector_id: 'x',
      mobile: '0171',
      experience_years: 61,
      experience_summary: 'x'.repeat(2001),
    });
    expect(r.code).toBe(422);
    expect(Object.keys(r.body.errors).sort()).toEqual([
      'experience_summary',
      'experience_years',
      'mobile',
      'rpl_level_id',
      'rpl_occupation_id',
      'rpl_sector_id',
    ]);
    for (const hostile of [[], 'x', { experience_years: { $gt: 1 } }, { mobile: ['01711000001'] }]) {
      const h = await call('POST', '/protected/rpl-applications', 'youth2', hostile);
      expect(h.code, JSON.stringify(hostile)).toBeGreaterThanOrEqual(400);
      expect(h.code).toBeLessThan(500);
    }
  });

  it('lets only a youth apply (403 for staff) and only a signed-in one (401)', async () => {
    expect((await call('POST', '/protected/rpl-applications', 'admin', body())).code).toBe(403);
    expect((await call('GET', '/protected/rpl-applications', 'recruiter')).code).toBe(403);
    expect((await call('GET', '/protected/rpl-applications')).code).toBe(401);
  });
});

describe('the youth’s moves', () => {
  it('withdraws (not submitted), refuses a second withdrawal, submits again', async () => {
    const created = await call(
      'POST',
      '/protected/rpl-applications',
      'youth2',
      body({ rpl_occupation_id: catalogue.electrician, rpl_level_id: catalogue.electricianL1 }),
    );
    expect(created.code, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id;
    const w = await call('POST', `/protected/rpl-applications/${id}/withdraw`, 'youth2');
    expect(w.code).toBe(200);
    expect(w.body.data).toMatchObject({ status: 'not_submitted', actions: ['resubmit'] });
    const again = await call('POST', `/protected/rpl-applications/${id}/withdraw`, 'youth2');
    expect(again.code).toBe(409);
    expect(again.body.status?.message ?? again.body.message).toBe('rpl.errors.not_withdrawable');
    // another youth's application is not found, whatever the move
    expect((await call('POST', `/protected/rpl-applications/${id}/resubmit`, 'youth')).code).toBe(404);
    const back = await call('POST', `/protected/rpl-applications/${id}/resubmit`, 'youth2');
    expect(back.code).toBe(200);
    expect(back.body.data).toMatchObject({ status: 'submitted', actions: ['withdraw'] });
  });

  it('refuses to withdraw an application placed in a batch', async () => {
    const r = await gw.db.query<{ id: number }>(
      `select a.id from rpl_applications a join users u on u.id = a.youth_id where u.username = 'youth' order by a.id limit 1`,
    );
    const id = Number(r.rows[0]?.id);
    await gw.db.query(
      `insert into rpl_batches (title, rpl_occupation_id, rpl_level_id, assessor_id, exam_date)
       select 'ব্যাচ', a.rpl_occupation_id, a.rpl_level_id, (select id from users where username = 'assessor'), '2027-03-01'
         from rpl_applications a where a.id = $1`,
      [id],
    );
    await gw.db.query(
      `update rpl_applications set rpl_batch_id = (select max(id) from rpl_batches) where id = $1`,
      [id],
    );
    const w = await call('POST', `/protected/rpl-applications/${id}/withdraw`, 'youth');
    expect(w.code).toBe(409);
    expect(w.body.status?.message ?? w.body.message).toBe('rpl.errors.not_withdrawable');
  });
});
