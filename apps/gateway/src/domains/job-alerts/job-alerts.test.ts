import { addDays, today } from '@platform/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterJobLive, dispatchDueJobAlerts, jobAlertPortal } from './job-live-events';
import { markJobLive } from '../jobs/posts';
import { drainOutbox } from '../notifications/outbox';
import { fakeIdentity, startGateway, type TestGateway, apiCaller } from '../../test/harness';

/*
 * Recommended jobs and job alerts over the demo data (jobs/seed.ts, youth-profile/seed.ts, job-alerts/seed.ts):
 * live and open are Junior Web Developer (skills: web development, database administration; published 3 days ago),
 * IT Support Technician (computer networking, computer literacy; 1 day ago), Graphic Designer (graphic design),
 * Sewing Machine Operator (sewing machine operation) and Quality Inspector (tailoring; 5 days ago); Data Entry
 * Operator (data entry) has expired; Python Developer (python programming) is approved, waiting for payment, published
 * tomorrow. `youth2` (Sumaiya: creativity, graphic design) applied to Junior Web Developer, IT Support and Data Entry.
 * `youth` (Rahim) has an enabled alert on Information Technology in Dhaka division (in-app, e-mail); `youth2` a
 * disabled one.
 */

let gw: TestGateway;
const job: Record<string, number> = {};

const call = apiCaller(() => gw);
const idOf = async (table: string, titleEn: string) =>
  (await gw.db.query<{ id: number }>(`select id from ${table} where title_en = $1`, [titleEn])).rows[0]?.id ??
  0;

async function newYouth(
  username: string,
  skills: string[] = [],
  contact: { email?: string | null; mobile?: string | null; locale?: string } = {},
): Promise<number> {
  const r = await gw.db.query<{ id: number }>(
    `insert into users (username, password_hash, full_name, full_name_en, email, mobile, user_type_code, preferred_locale)
     values ($1, 'x', 'পরীক্ষার্থী', $1, $2, $3, 3, $4) returning id`,
    [
      username,
      contact.email === undefined ? `${username}@example.com` : contact.email,
      contact.mobile === undefined ? '01799999999' : contact.mobile,
      contact.locale ?? null,
    ],
  );
  const id = r.rows[0]?.id ?? 0;
  for (const s of skills) {
    await gw.db.query(
      `insert into youth_skills (youth_id, skill_id, proficiency) values ($1, $2, 'beginner')`,
      [id, await idOf('skills', s)],
    );
  }
  return id;
}

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  for (const r of (
    await gw.db.query<{ id: number; job_title_en: string }>('select id, job_title_en from jobs')
  ).rows)
    job[r.job_title_en] = r.id;
});
afterAll(async () => gw?.close());

describe('GET /protected/recommended-jobs', () => {
  it('ranks live, open jobs by the share of their skills the youth has, newest first among equals', async () => {
    await newYouth('recommend_me', [
      'Web development',
      'Computer literacy',
      'Tailoring',
      'Data entry',
      'Python programming',
    ]);
    const r = await call('GET', '/protected/recommended-jobs', 'recommend_me');
    expect(r.code).toBe(200);
    expect(
      r.body.data.map((x: { job: { job_title_en: string }; match_score: number }) => [
        x.job.job_title_en,
        x.match_score,
      ]),
    ).toEqual([
      ['Quality Inspector', 100],
      ['IT Support Technician', 50],
      ['Junior Web Developer', 50],
    ]);
    expect(r.body.meta.total).toBe(3);
    expect(r.body.data[1].matched_skills.map((s: { title_en: string }) => s.title_en)).toEqual([
      'Computer literacy',
    ]);
    // the public shape only: no criteria, no contact of the recruiter
    expect(r.body.data[0].job.criteria).toBeUndefined();
  });

  it('pages with page and limit (spec §7) and leaves out jobs the youth applied to', async () => {
    const page2 = await call('GET', '/protected/recommended-jobs?page=2&limit=1', 'recommend_me');
    expect(page2.body.data.map((x: { job: { job_title_en: string } }) => x.job.job_title_en)).toEqual([
      'IT Support Technician',
    ]);
    expect(page2.body.meta).toMatchObject({ total: 3, current_page: 2, page_size: 1 });

    const youth = (await gw.db.query<{ id: number }>(`select id from users where username = 'recommend_me'`))
      .rows[0]?.id;
    await gw.db.query(
      'insert into job_applications (job_id, youth_id, expected_salary) values ($1, $2, 15000)',
      [job['Quality Inspector'], youth],
    );
    const after = await call('GET', '/protected/recommended-jobs', 'recommend_me');
    expect(after.body.data.map((x: { job: { job_title_en: string } }) => x.job.job_title_en)).toEqual([
      'IT Support Technician',
      'Junior Web Developer',
    ]);
  });

  it('recommends the demo youth2 the job of her skills she has not applied to', async () => {
    const r = await call('GET', '/protected/recommended-jobs', 'youth2');
    expect(r.body.data).toHaveLength(1);
    expect(r.body.data[0]).toMatchObject({
      job: { job_title_en: 'Graphic Designer (part time)' },
      match_score: 100,
    });
    expect(r.body.data[0].matched_skills.map((s: { title_en: string }) => s.title_en)).toEqual([
      'Graphic design',
    ]);
  });

  it('is empty for a youth without skills, and only for youths', async () => {
    await newYouth('no_skills');
    expect((await call('GET', '/protected/recommended-jobs', 'no_skills')).body).toMatchObject({
      data: [],
      meta: { total: 0 },
    });
    expect((await call('GET', '/protected/recommended-jobs', 'recruiter')).code).toBe(403);
    expect((await call('GET', '/protected/recommended-jobs')).code).toBe(401);
  });
});

describe('job alerts CRUD', () => {
  let id = 0;
  const body = async () => ({
    title: 'Web jobs',
    keywords: 'web developer',
    job_sector_ids: [await idOf('job_sectors', 'Information Technology')],
    job_levels: [1],
    employment_types: ['full_time'],
    channels: ['in_app', 'email'],
    is_enabled: true,
  });

  it('creates, reads, lists, updates and deletes the caller own alerts', async () => {
    await newYouth('alert_owner');
    const created = await call('POST', '/protected/job-alerts', 'alert_owner', await body());
    expect(created.code).toBe(201);
    expect(created.body.status.message).toBe('job_alerts.success.created');
    expect(created.body.data).toMatchObject({
      title: 'Web jobs',
      keywords: 'web developer',
      job_levels: [1],
      channels: ['in_app', 'email'],
      is_enabled: true,
    });
    expect(created.body.data.job_sectors.map((s: { title_en: string }) => s.title_en)).toEqual([
      'Information Technology',
    ]);
    id = created.body.data.id;

    expect((await call('GET', `/protected/job-alerts/${id}`, 'alert_owner')).body.data.id).toBe(id);
    const list = await call('GET', '/protected/job-alerts', 'alert_owner');
    expect(list.body.data.map((a: { id: number }) => a.id)).toEqual([id]);

    const updated = await call('PUT', `/protected/job-alerts/${id}`, 'alert_owner', {
      ...(await body()),
      is_enabled: false,
      channels: ['sms'],
    });
    expect(updated.code).toBe(200);
    expect(updated.body.data).toMatchObject({ is_enabled: false, channels: ['sms'] });
  });

  it("answers 404 for another youth's alert and changes nothing", async () => {
    expect((await call('GET', `/protected/job-alerts/${id}`, 'youth2')).code).toBe(404);
    expect((await call('PUT', `/protected/job-alerts/${id}`, 'youth2', await body())).code).toBe(404);
    expect((await call('DELETE', `/protected/job-alerts/${id}`, 'youth2')).code).toBe(404);
    expect(
      (await call('GET', '/protected/job-alerts', 'youth2')).body.data.map((a: { id: number }) => a.id),
    ).not.toContain(id);
    const row = await gw.db.query<{ is_enabled: boolean; channels: string[] }>(
      'select is_enabled, channels from job_alerts where id = $1',
      [id],
    );
    expect(row.rows).toEqual([{ is_enabled: false, channels: ['sms'] }]);
    expect((await call('GET', '/protected/job-alerts/abc', 'alert_owner')).code).toBe(404);

    expect((await call('DELETE', `/protected/job-alerts/${id}`, 'alert_owner')).code).toBe(200);
    expect((await call('GET', `/protected/job-alerts/${id}`, 'alert_owner')).code).toBe(404);
  });

  it('validates with the shared schema and the database', async () => {
    const nothing = await call('POST', '/protected/job-alerts', 'alert_owner', {
      channels: ['in_app'],
      is_enabled: true,
    });
    expect(nothing.code).toBe(422);
    expect(nothing.body.errors.keywords).toBeDefined();
    const noChannel = await call('POST', '/protected/job-alerts', 'alert_owner', {
      keywords: 'web',
      channels: [],
    });
    expect(noChannel.body.errors.channels).toBeDefined();
    const badChannel = await call('POST', '/protected/job-alerts', 'alert_owner', {
      keywords: 'web',
      channels: ['fax'],
    });
    expect(badChannel.code).toBe(422);
    const missing = await call('POST', '/protected/job-alerts', 'alert_owner', {
      skill_ids: [999999],
      channels: ['in_app'],
    });
    expect(missing.body.errors).toEqual({ skill_ids: ['validation.reference_missing'] });
    // Gazipur is a district of Dhaka division, not of Chittagong
    const wrongDistrict = await call('POST', '/protected/job-alerts', 'alert_owner', {
      loc_division_id: await idOf('divisions', 'Chittagong'),
      loc_district_id: await idOf('districts', 'Gazipur'),
      channels: ['in_app'],
    });
    expect(wrongDistrict.body.errors).toEqual({ loc_district_id: ['validation.reference_missing'] });
    expect((await call('POST', '/protected/job-alerts', 'recruiter', await body())).code).toBe(403);
  });

  it('keeps at most 10 alerts per youth', async () => {
    await newYouth('alert_many');
    for (let i = 0; i < 10; i++)
      expect(
        (
          await call('POST', '/protected/job-alerts', 'alert_many', {
            keywords: `word${i}`,
            channels: ['in_app'],
          })
        ).code,
      ).toBe(201);
    const eleventh = await call('POST', '/protected/job-alerts', 'alert_many', {
      keywords: 'one more',
      channels: ['in_app'],
    });
    expect(eleventh.code).toBe(409);
    expect(eleventh.body.status.message).toBe('job_alerts.errors.limit');
  });
});

describe('a job going live notifies the youths whose alert matches it, once (afterJobLive, then the worker sweep)', () => {
  const sent = async () =>
    (
      await gw.db.query<{ user_id: number; channel: string; recipient: string }>(
        `select user_id, channel, recipient from notification_logs where event = 'notify_job_seeker_posted_job' order by user_id, channel`,
      )
    ).rows;

  it('writes one log per matching youth and chosen channel, only when the job is published, never twice', async () => {
    // jobs seeded live never announced
    expect(await sent()).toEqual([]);
    const it = await idOf('job_sectors', 'Information Technology');
    const garments = await idOf('job_sectors', 'Ready-made Garments');
    const python = await idOf('skills', 'Python programming');
    const all = await newYouth('alert_all_channels', [], { locale: 'bn-BD' });
    const keywords = await newYouth('alert_keywords', [], { email: null });
    const noPhone = await newYouth('alert_no_phone', [], { mobile: null });
    const other = await newYouth('alert_other_sector');
    const off = await newYouth('alert_switched_off');
    const rahim = (
      await gw.db.query<{ id: number; email: string }>(`select id, email from users where username = 'youth'`)
    ).rows[0];
    const add = async (who: string, alert: Record<string, unknown>) =>
      expect((await call('POST', '/protected/job-alerts', who, alert)).code).toBe(201);
    await add('alert_all_channels', { job_sector_ids: [it], channels: ['in_app', 'email', 'sms'] });
    // two matching alerts of one youth: told once per channel
    await add('alert_all_channels', { skill_ids: [python], job_levels: [2], channels: ['in_app'] });
    await add('alert_keywords', { keywords: 'pyth', channels: ['in_app', 'email'] });
    await add('alert_no_phone', {
      skill_ids: [python],
      employment_types: ['full_time'],
      channels: ['sms', 'in_app'],
    });
    await add('alert_other_sector', { job_sector_ids: [garments], channels: ['in_app'] });
    await add('alert_other_sector', { keywords: 'python', job_levels: [3], channels: ['email'] });
    await add('alert_switched_off', { skill_ids: [python], channels: ['in_app'], is_enabled: false });

    const id = job['Python Developer'] ?? 0;
    // a rolled-back go-live (a failed payment) records nothing
    await expect(
      gw.db.transaction(async (tx) => {
        await markJobLive(tx, id);
        await afterJobLive(tx, id);
        throw new Error('payment failed');
      }),
    ).rejects.toThrow('payment failed');
    expect((await gw.db.query('select 1 from job_alert_dispatches where job_id = $1', [id])).rows).toEqual(
      [],
    );

    // published tomorrow: live now, announced when its day comes
    await gw.db.transaction(async (tx) => {
      expect(await markJobLive(tx, id)).toBe(true);
      await afterJobLive(tx, id);
    });
    await dispatchDueJobAlerts(gw.db, jobAlertPortal(gw.config));
    expect(await sent()).toEqual([]);

    await gw.db.query('update jobs set published_at = $2::date where id = $1', [id, today()]);
    await dispatchDueJobAlerts(gw.db, jobAlertPortal(gw.config));
    const expected = [
      { user_id: rahim?.id, channel: 'email', recipient: rahim?.email },
      { user_id: rahim?.id, channel: 'in_app', recipient: String(rahim?.id) },
      { user_id: all, channel: 'email', recipient: 'alert_all_channels@example.com' },
      { user_id: all, channel: 'in_app', recipient: String(all) },
      { user_id: all, channel: 'sms', recipient: '01799999999' },
      // no e-mail address on the account: the e-mail channel is skipped
      { user_id: keywords, channel: 'in_app', recipient: String(keywords) },
      // no mobile: the SMS is skipped
      { user_id: noPhone, channel: 'in_app', recipient: String(noPhone) },
    ].sort((a, b) => (a.user_id ?? 0) - (b.user_id ?? 0) || a.channel.localeCompare(b.channel));
    expect(await sent()).toEqual(expected);
    const told = new Set((await sent()).map((r) => r.user_id));
    for (const nobody of [other, off]) expect(told.has(nobody)).toBe(false);

    // a replayed go-live and the worker's sweep announce nothing again
    await gw.db.transaction(async (tx) => {
      expect(await markJobLive(tx, id)).toBe(false);
      await afterJobLive(tx, id);
    });
    await dispatchDueJobAlerts(gw.db, jobAlertPortal(gw.config));
    expect(await sent()).toHaveLength(expected.length);
  });

  it('delivers the alert in the youth language with a link to the job', async () => {
    const messages: { channel: string; recipient: string; subject: string; body: string }[] = [];
    await drainOutbox(gw.db, { send: async (m) => void messages.push(m) }, 500);
    const bn = messages.find((m) => m.recipient === 'alert_all_channels@example.com');
    expect(bn?.subject).toBe('নতুন চাকরি: পাইথন ডেভেলপার');
    expect(bn?.body).toContain(`/jobs/${job['Python Developer']}`);
    const all = (
      await gw.db.query<{ id: number }>(`select id from users where username = 'alert_all_channels'`)
    ).rows[0]?.id;
    const inApp = await call('GET', '/protected/notifications', 'alert_all_channels');
    expect(inApp.code).toBe(200);
    expect(inApp.body.data.map((n: { title: string }) => n.title)).toContain('নতুন চাকরি: পাইথন ডেভেলপার');
    expect(all).toBeGreaterThan(0);
  });

  it('does not announce a job whose deadline passed before its published day came', async () => {
    const id = job['Python Developer'] ?? 0;
    await gw.db.query(`delete from job_alert_dispatches where job_id = $1`, [id]);
    await gw.db.query(`delete from notification_logs where event = 'notify_job_seeker_posted_job'`);
    await gw.db.query(
      'update jobs set published_at = $2::date, application_deadline = $2::date where id = $1',
      [id, addDays(today(), -1)],
    );
    await afterJobLive(gw.db, id);
    await dispatchDueJobAlerts(gw.db, jobAlertPortal(gw.config));
    expect(await sent()).toEqual([]);
    expect(
      (
        await gw.db.query<{ sent: boolean }>(
          'select sent_at is not null as sent from job_alert_dispatches where job_id = $1',
          [id],
        )
      ).rows,
    ).toEqual([{ sent: true }]);
  });
});
