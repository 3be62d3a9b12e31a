import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, fakeIdentity, startGateway, type TestGateway } from '../../test/harness';

/*
 * The admin's platform-wide job list and deactivate / restore (issue 17 item 8; ADR 0107): the keys, the filters,
 * the state rules with their message ids, and the public board that leaves a deactivated job out; the reason and the
 * notices to the organisation's administrators (ADR 0112).
 */

let gw: TestGateway;
const call = apiCaller(() => gw);
const job: Record<string, number> = {};
let org1 = 0;
let org2 = 0;

type Row = { id: number; job_title_en: string; organization_id: number; status: string };
const titles = (rows: Row[]) => rows.map((j) => j.job_title_en).sort();
const REASON = { reason: 'The salary is below the minimum wage.' };

/** The outbox rows of a job notice: who and on which channel, with the variables they carry. */
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
  for (const r of (
    await gw.db.query<{ id: number; job_title_en: string }>('select id, job_title_en from jobs')
  ).rows)
    job[r.job_title_en] = Number(r.id);
  const org = async (title: string) =>
    Number(
      (await gw.db.query<{ id: number }>('select id from organizations where title_en = $1', [title])).rows[0]
        ?.id ?? 0,
    );
  org1 = await org('Dhaka Tech Ltd.');
  org2 = await org('Chattogram Garments Ltd.');
});
afterAll(async () => gw?.close());

describe('GET /private/jobs/platform', () => {
  it('lists every organisation’s jobs for the platform admin, newest first', async () => {
    const r = await call('GET', '/private/jobs/platform?page_size=100', 'admin');
    expect(r.code).toBe(200);
    const rows = r.body.data as Row[];
    expect(new Set(rows.map((j) => j.organization_id))).toEqual(new Set([org1, org2]));
    expect(rows.map((j) => j.id)).toEqual([...rows.map((j) => j.id)].sort((a, b) => b - a));
    expect(r.body.meta.total).toBe(rows.length);
  });

  it('filters by organisation, status, sector, published range and title', async () => {
    const list = async (query: string) => {
      const r = await call('GET', `/private/jobs/platform?page_size=100&${query}`, 'admin');
      expect(r.code, query).toBe(200);
      return r.body.data as Row[];
    };
    expect(titles(await list(`organization_id=${org2}`))).toEqual([
      'Quality Inspector',
      'Sewing Machine Operator',
    ]);
    const live = await list(`organization_id=${org1}&status=live`);
    expect(titles(live)).toEqual([
      'Graphic Designer (part time)',
      'IT Support Technician',
      'Junior Web Developer',
    ]);
    expect(titles(await list('search=web%20dev'))).toEqual(['Junior Web Developer']);
    const sector = (
      await gw.db.query<{ job_sector_id: number }>('select job_sector_id from jobs where id = $1', [
        job['Quality Inspector'],
      ])
    ).rows[0]?.job_sector_id;
    const bySector = await list(`job_sector_id=${sector}`);
    expect(bySector.length).toBeGreaterThan(0);
    expect(titles(bySector)).toContain('Quality Inspector');
    const published = (
      await gw.db.query<{ d: string }>(
        `select to_char(published_at, 'YYYY-MM-DD') as d from jobs where id = $1`,
        [job['Junior Web Developer']],
      )
    ).rows[0]?.d;
    const sameDay = await list(`published_from=${published}&published_to=${published}`);
    expect(titles(sameDay)).toContain('Junior Web Developer');
    expect((await list('published_from=2001-01-01&published_to=2001-01-02')).length).toBe(0);
  });

  it('answers 403 to a recruiter, a content provider and a youth (the key is the platform’s)', async () => {
    for (const who of ['recruiter', 'provider', 'youth', 'association'])
      expect((await call('GET', '/private/jobs/platform', who)).code, who).toBe(403);
    expect((await call('GET', '/private/jobs/platform')).code).toBe(401);
  });

  it('refuses bad filters with 422 and message ids in the envelope', async () => {
    const r = await call(
      'GET',
      '/private/jobs/platform?status=gone&organization_id=abc&published_from=2026-05-02&published_to=2026-05-01',
      'admin',
    );
    expect(r.code).toBe(422);
    expect(r.body.status.success).toBe(false);
    expect(r.body.errors?.status).toEqual(['validation.one_of']);
    expect(r.body.errors?.organization_id).toBeTruthy();
    expect(r.body.errors?.published_to).toEqual(['validation.end_before_start']);
    const notDay = await call('GET', '/private/jobs/platform?published_from=yesterday', 'admin');
    expect(notDay.code).toBe(422);
    expect(notDay.body.errors?.published_from).toEqual(['validation.date']);
  });
});

describe('PUT /private/jobs/{id}/deactivate and /restore', () => {
  it('takes a live job off the public board and restore brings it back', async () => {
    const id = job['Junior Web Developer'] ?? 0;
    expect((await call('GET', `/public/jobs/${id}`)).code).toBe(200);

    const off = await call('PUT', `/private/jobs/${id}/deactivate`, 'admin', REASON);
    expect(off.code).toBe(200);
    expect(off.body.status.message).toBe('jobs.success.deactivated');
    expect(off.body.data).toMatchObject({ id, status: 'deactivated', deactivated_at: expect.any(String) });

    // gone from the job page, the board and featured jobs; the owner sees why in its own list
    expect((await call('GET', `/public/jobs/${id}`)).code).toBe(404);
    const board = await call('GET', '/public/jobs?page_size=100');
    expect((board.body.data as { id: number }[]).map((j) => j.id)).not.toContain(id);
    const featured = await call('GET', '/public/featured-jobs?limit=50');
    expect((featured.body.data as { id: number }[]).map((j) => j.id)).not.toContain(id);
    const own = await call('GET', '/private/jobs?status=deactivated', 'recruiter');
    expect((own.body.data as Row[]).map((j) => j.id)).toContain(id);
    // and the recruiter cannot edit its way around it
    const edit = await call('PUT', `/private/jobs/${id}/contact-info`, 'recruiter', {
      contact_name: 'x',
      contact_mobile: '01711000003',
    });
    expect(edit.code).toBe(409);
    expect(edit.body.status.message).toBe('jobs.errors.not_editable');

    const twice = await call('PUT', `/private/jobs/${id}/deactivate`, 'admin', REASON);
    expect(twice.code).toBe(409);
    expect(twice.body.status.message).toBe('jobs.errors.not_deactivatable');

    const back = await call('PUT', `/private/jobs/${id}/restore`, 'admin');
    expect(back.code).toBe(200);
    expect(back.body.status.message).toBe('jobs.success.job_restored');
    expect(back.body.data).toMatchObject({ id, status: 'live', deactivated_at: null });
    expect((await call('GET', `/public/jobs/${id}`)).code).toBe(200);

    const again = await call('PUT', `/private/jobs/${id}/restore`, 'admin');
    expect(again.code).toBe(409);
    expect(again.body.status.message).toBe('jobs.errors.not_deactivated');
  });

  it('restores an approved job to approved (it still waits for its payment)', async () => {
    const id = job['Junior Web Developer'] ?? 0;
    await gw.db.query(`update jobs set status = 'approved' where id = $1`, [id]);
    try {
      expect((await call('PUT', `/private/jobs/${id}/deactivate`, 'admin', REASON)).body.data.status).toBe(
        'deactivated',
      );
      expect((await call('PUT', `/private/jobs/${id}/restore`, 'admin')).body.data.status).toBe('approved');
    } finally {
      await gw.db.query(`update jobs set status = 'live' where id = $1`, [id]);
    }
  });

  it('refuses a draft, pending or rejected job with 409 and a message id, changing nothing', async () => {
    const rows = await gw.db.query<{ id: number; status: string }>(
      `select id, status from jobs where status in ('draft', 'pending_approval', 'rejected') and deleted_at is null`,
    );
    expect(rows.rows.length).toBeGreaterThan(0);
    for (const row of rows.rows) {
      const r = await call('PUT', `/private/jobs/${row.id}/deactivate`, 'admin', REASON);
      expect(r.code, row.status).toBe(409);
      expect(r.body.status.message).toBe('jobs.errors.not_deactivatable');
      const restore = await call('PUT', `/private/jobs/${row.id}/restore`, 'admin');
      expect(restore.body.status.message).toBe('jobs.errors.not_deactivated');
      expect((await gw.db.query('select status from jobs where id = $1', [row.id])).rows[0]).toEqual({
        status: row.status,
      });
    }
  });

  it('answers 403 to a recruiter (even of the job’s organisation) and a provider; 404 for no such job', async () => {
    const id = job['Junior Web Developer'] ?? 0;
    for (const who of ['recruiter', 'recruiter2', 'provider', 'youth']) {
      expect((await call('PUT', `/private/jobs/${id}/deactivate`, who, REASON)).code, who).toBe(403);
      expect((await call('PUT', `/private/jobs/${id}/restore`, who)).code, who).toBe(403);
    }
    expect((await gw.db.query('select status from jobs where id = $1', [id])).rows[0]).toEqual({
      status: 'live',
    });
    expect((await call('PUT', '/private/jobs/987654321/deactivate', 'admin', REASON)).code).toBe(404);
    const bad = await call('PUT', '/private/jobs/abc/deactivate', 'admin', REASON);
    expect(bad.code).toBeGreaterThanOrEqual(400);
    expect(bad.code).toBeLessThan(500);
    expect(bad.body.status.success).toBe(false);
  });
});

describe('the reason of a deactivation and the notices (ADR 0112)', () => {
  it('stores the reason with who and when, shows it to the organisation, and tells its admins in both calls', async () => {
    const id = job['IT Support Technician'] ?? 0;
    await gw.db.query(`delete from notification_logs where event in ('job_deactivated', 'job_restored')`);
    const off = await call('PUT', `/private/jobs/${id}/deactivate`, 'admin', {
      reason: '  The salary is below the minimum wage.  ',
    });
    expect(off.code).toBe(200);
    expect(off.body.data).toMatchObject({
      status: 'deactivated',
      deactivation_reason: 'The salary is below the minimum wage.',
      deactivated_by_name: expect.any(String),
    });
    const stored = await gw.db.query<{ deactivation_reason: string; by: string; at: Date | null }>(
      `select j.deactivation_reason, u.username as by, j.deactivated_at as at from jobs j
         join users u on u.id = j.deactivated_by where j.id = $1`,
      [id],
    );
    expect(stored.rows[0]).toMatchObject({ deactivation_reason: REASON.reason, by: 'admin' });
    expect(stored.rows[0]?.at).toBeTruthy();

    // the organisation reads why, not who
    const own = await call('GET', `/private/jobs/${id}`, 'recruiter');
    expect(own.body.data).toMatchObject({ deactivation_reason: REASON.reason, deactivated_by_name: null });
    const listed = await call('GET', '/private/jobs?status=deactivated', 'recruiter');
    expect(
      (listed.body.data as (Row & { deactivated_by_name: unknown })[]).find((j) => j.id === id),
    ).toMatchObject({
      deactivation_reason: REASON.reason,
      deactivated_by_name: null,
    });

    // the organisation's admins (its recruiter and its organisation admin), in-app and e-mail; not another's
    const told = await notices('job_deactivated');
    expect(told.map((n) => `${n.username} ${n.channel}`)).toEqual([
      'orgadmin email',
      'orgadmin in_app',
      'recruiter email',
      'recruiter in_app',
    ]);
    expect(told[0]?.variables).toMatchObject({ reason: REASON.reason, job_title: 'IT Support Technician' });

    // a refused second deactivation tells nobody again
    expect((await call('PUT', `/private/jobs/${id}/deactivate`, 'admin', REASON)).code).toBe(409);
    expect(await notices('job_deactivated')).toHaveLength(4);

    const back = await call('PUT', `/private/jobs/${id}/restore`, 'admin');
    expect(back.body.data).toMatchObject({
      deactivated_at: null,
      deactivation_reason: null,
      deactivated_by_name: null,
    });
    const restored = await notices('job_restored');
    expect(restored.map((n) => `${n.username} ${n.channel}`)).toEqual([
      'orgadmin email',
      'orgadmin in_app',
      'recruiter email',
      'recruiter in_app',
    ]);
    expect(restored[0]?.variables).not.toHaveProperty('reason');
    expect((await call('PUT', `/private/jobs/${id}/restore`, 'admin')).code).toBe(409);
    expect(await notices('job_restored')).toHaveLength(4);
  });

  it('refuses a missing, short, long or non-text reason with 422 on the field, changing nothing and telling nobody', async () => {
    const id = job['IT Support Technician'] ?? 0;
    await gw.db.query(`delete from notification_logs where event = 'job_deactivated'`);
    const cases: [unknown, string][] = [
      [undefined, 'validation.required'],
      [{}, 'validation.required'],
      [{ reason: '   ' }, 'validation.required'],
      [{ reason: 'Too short' }, 'validation.min_length'],
      [{ reason: 'x'.repeat(501) }, 'validation.max_length'],
      [{ reason: ['an', 'array'] }, ''],
    ];
    for (const [body, id422] of cases) {
      const r = await call('PUT', `/private/jobs/${id}/deactivate`, 'admin', body);
      expect(r.code, JSON.stringify(body)).toBe(422);
      expect(r.body.status.success).toBe(false);
      // the field's message ids (one with its values, as {"id", "values"})
      expect(r.body.errors?.reason, JSON.stringify(body)).toBeTruthy();
      if (id422) expect(JSON.stringify(r.body.errors.reason), JSON.stringify(body)).toContain(id422);
    }
    expect(await notices('job_deactivated')).toHaveLength(0);
    // exactly 10 and 500 characters pass the rule (the 500 one is then refused as already deactivated: 409)
    const ten = await call('PUT', `/private/jobs/${id}/deactivate`, 'admin', { reason: 'x'.repeat(10) });
    expect(ten.code).toBe(200);
    const full = await call('PUT', `/private/jobs/${id}/deactivate`, 'admin', { reason: 'x'.repeat(500) });
    expect(full.code).toBe(409);
    expect((await call('PUT', `/private/jobs/${id}/restore`, 'admin')).code).toBe(200);
    expect(
      (await gw.db.query('select status, deactivation_reason from jobs where id = $1', [id])).rows[0],
    ).toEqual({
      status: 'live',
      deactivation_reason: null,
    });
    expect(await notices('job_deactivated')).toHaveLength(4);
  });
});
