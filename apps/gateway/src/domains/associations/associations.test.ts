import { addDays, today } from '@platform/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, fakeIdentity, startGateway, type TestGateway } from '../../test/harness';

/*
 * Industry associations through the API (issue 18 item 2, ADR 0092): an organisation applies, its association's admin
 * approves or rejects with a reason and keeps the membership; member vacancies wait for the association's approval.
 * Permissions (403), another association's member or vacancy (404), the state machine (409 with its message id), the
 * field rules as the 422 envelope with their ids, bad input never a 5xx; the counts report lifetime and patron.
 */

let gw: TestGateway;
const call = apiCaller(() => gw);
const one = async (sql: string, params: unknown[] = []) =>
  Number((await gw.db.query<{ id: number }>(sql, params)).rows[0]?.id);
const ids = (errors: Record<string, string[]>) =>
  Object.fromEntries(
    Object.entries(errors).map(([k, v]) => [k, v.map((m) => (m.startsWith('{') ? JSON.parse(m).id : m))]),
  );

let basis = 0;
let other = 0;
let org1 = 0;
let org2 = 0;
let org3 = 0;
let org4 = 0;
let org5 = 0;

const pendingJob = (organization: number, title: string, deadline = addDays(today(), 30)) =>
  one(
    `insert into jobs (organization_id, status, job_title, job_title_en, no_of_vacancies, published_at,
       application_deadline, submitted_at)
     values ($1, 'pending_approval', $2, $2, 3, $3, $4, now()) returning id`,
    [organization, title, today(), deadline],
  );

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  basis = await one(`select industry_association_id as id from users where username = 'association'`);
  org1 = await one(`select organization_id as id from users where username = 'orgadmin'`);
  org2 = await one(`select organization_id as id from users where username = 'recruiter2'`);
  const org = (title: string) =>
    one('insert into organizations (title, title_en) values ($1, $1) returning id', [title]);
  org3 = await org('Third Ltd.');
  org4 = await org('Fourth Ltd.');
  org5 = await org('Fifth Ltd.');
  other = await one(
    `insert into industry_associations (title, title_en) values ('অন্য চেম্বার', 'Other Chamber') returning id`,
  );
  // the other association's admin, and the admins of two organisations that are not members yet (the demo data
  // makes Dhaka Tech a member of BASIS and Chattogram Garments an applicant)
  await gw.db.query(
    `insert into users (username, password_hash, full_name, user_type_code, role_id, industry_association_id,
       organization_id)
     values ('chamber', 'x', 'চেম্বার', 1, (select id from roles where key = 'industry_association_admin'), $1, null),
            ('org3admin', 'x', 'তৃতীয়', 1, (select id from roles where key = 'organization_admin'), null, $2),
            ('org4admin', 'x', 'চতুর্থ', 1, (select id from roles where key = 'organization_admin'), null, $3)`,
    [other, org3, org4],
  );
});
afterAll(async () => gw?.close());

describe('membership applications', () => {
  let application = 0;

  it('lets an organisation apply; the tenant is the caller’s organisation', async () => {
    const r = await call('POST', '/private/association-applications', 'org3admin', {
      industry_association_id: basis,
      membership_type: 'general',
      organization_id: org5, // ignored: never from the request
    });
    expect(r.code).toBe(201);
    expect(r.body.status.message).toBe('associations.success.applied');
    expect(r.body.data).toMatchObject({
      organization_id: org3,
      status: 'applied',
      membership_type: 'general',
    });
    application = r.body.data.id;
    const mine = await call('GET', '/private/association-applications', 'org3admin');
    expect(mine.body.data.map((m: { id: number }) => m.id)).toEqual([application]);
  });

  it('refuses a second application while one is open (409) and an unknown association (422)', async () => {
    const again = await call('POST', '/private/association-applications', 'org3admin', {
      industry_association_id: basis,
      membership_type: 'associate',
    });
    expect(again.code).toBe(409);
    expect(again.body.status.message).toBe('associations.errors.already_applied');
    // Dhaka Tech is a member already
    const member = await call('POST', '/private/association-applications', 'orgadmin', {
      industry_association_id: basis,
      membership_type: 'associate',
    });
    expect(member.code).toBe(409);
    expect(member.body.status.message).toBe('associations.errors.already_applied');
    const unknown = await call('POST', '/private/association-applications', 'orgadmin', {
      industry_association_id: 999999,
      membership_type: 'general',
    });
    expect(unknown.code).toBe(422);
    expect(ids(unknown.body.errors)).toEqual({
      industry_association_id: ['associations.errors.unknown_association'],
    });
  });

  it('states the rules of an application as 422 with their ids, never a 5xx', async () => {
    const r = await call('POST', '/private/association-applications', 'orgadmin', {
      industry_association_id: 'x',
      membership_type: 'patron',
    });
    expect(r.code).toBe(422);
    expect(Object.keys(r.body.errors).sort()).toEqual(['industry_association_id', 'membership_type']);
    expect(ids(r.body.errors).membership_type).toEqual(['validation.status_required']);
    for (const payload of [{}, { industry_association_id: -1 }, { industry_association_id: 1e30 }, []])
      expect(
        (await call('POST', '/private/association-applications', 'orgadmin', payload)).code,
      ).toBeLessThan(500);
  });

  it('refuses a user without an organisation (409) and without the key (403)', async () => {
    const noOrg = await call('POST', '/private/association-applications', 'admin', {
      industry_association_id: basis,
      membership_type: 'general',
    });
    expect(noOrg.code).toBe(409);
    expect(noOrg.body.status.message).toBe('associations.errors.no_organization');
    expect((await call('GET', '/private/association-applications', 'youth')).code).toBe(403);
    expect((await call('GET', '/private/association-members', 'orgadmin')).code).toBe(403);
  });

  it('shows the application only to its own association', async () => {
    const mine = await call('GET', '/private/association-members?status=applied', 'association');
    expect(mine.code).toBe(200);
    expect(mine.body.data.map((m: { id: number }) => m.id)).toContain(application);
    expect(mine.body.data[0].actions).toEqual(['approve', 'reject']);
    const theirs = await call('GET', '/private/association-members', 'chamber');
    expect(theirs.body.data).toEqual([]);
    expect(theirs.body.meta.total).toBe(0);
    // another association's admin can neither approve, reject nor edit it
    expect((await call('POST', `/private/association-members/${application}/approve`, 'chamber')).code).toBe(
      404,
    );
    expect(
      (await call('POST', `/private/association-members/${application}/reject`, 'chamber', { reason: 'না' }))
        .code,
    ).toBe(404);
    // the platform administrator sees every association's
    const all = await call('GET', '/private/association-members', 'admin');
    expect(all.body.data.map((m: { id: number }) => m.id)).toContain(application);
  });

  it('refuses editing an application (409): only a member is edited', async () => {
    const r = await call('PUT', `/private/association-members/${application}`, 'association', {
      membership_type: 'general',
      is_lifetime: false,
      is_patron: false,
      membership_id: null,
      last_renewal_year: null,
    });
    expect(r.code).toBe(409);
    expect(r.body.status.message).toBe('associations.errors.not_member');
  });

  it('approves the application once; a second decision is 409', async () => {
    const r = await call('POST', `/private/association-members/${application}/approve`, 'association');
    expect(r.code).toBe(200);
    expect(r.body.status.message).toBe('association_applications.success.approved');
    expect(r.body.data).toMatchObject({ status: 'approved', actions: ['edit'] });
    const again = await call('POST', `/private/association-members/${application}/reject`, 'association', {
      reason: 'দেরিতে',
    });
    expect(again.code).toBe(409);
    expect(again.body.status.message).toBe('associations.errors.not_pending');
  });

  it('keeps the member’s type, flags, id and renewal year, with the rules as 422', async () => {
    const bad = await call('PUT', `/private/association-members/${application}`, 'association', {
      membership_type: 'gold',
      is_lifetime: 'maybe',
      membership_id: 'x'.repeat(51),
      last_renewal_year: 1800,
    });
    expect(bad.code).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'is_lifetime',
      'last_renewal_year',
      'membership_id',
      'membership_type',
    ]);
    const r = await call('PUT', `/private/association-members/${application}`, 'association', {
      membership_type: 'associate',
      is_lifetime: true,
      is_patron: true,
      membership_id: 'BASIS-0042',
      last_renewal_year: '২০২৫',
    });
    expect(r.code).toBe(200);
    expect(r.body.data).toMatchObject({
      membership_type: 'associate',
      is_lifetime: true,
      is_patron: true,
      membership_id: 'BASIS-0042',
      last_renewal_year: 2025,
    });
  });

  it('rejects an application with a required reason; the organisation may apply again', async () => {
    const applied = await call('POST', '/private/association-applications', 'org4admin', {
      industry_association_id: basis,
      membership_type: 'associate',
    });
    expect(applied.code).toBe(201);
    const id = applied.body.data.id;
    const noReason = await call('POST', `/private/association-members/${id}/reject`, 'association', {
      reason: '  ',
    });
    expect(noReason.code).toBe(422);
    expect(ids(noReason.body.errors)).toEqual({ reason: ['validation.required'] });
    const r = await call('POST', `/private/association-members/${id}/reject`, 'association', {
      reason: 'ট্রেড লাইসেন্স নেই',
    });
    expect(r.code).toBe(200);
    expect(r.body.data).toMatchObject({
      status: 'rejected',
      rejection_reason: 'ট্রেড লাইসেন্স নেই',
      actions: [],
    });
    const again = await call('POST', '/private/association-applications', 'org4admin', {
      industry_association_id: basis,
      membership_type: 'general',
    });
    expect(again.code).toBe(201);
    expect(again.body.data).toMatchObject({ id, status: 'applied', rejection_reason: null });
  });

  it('counts approved members by type, lifetime and patron, and open applications', async () => {
    const r = await call('GET', '/private/association-members/counts', 'association');
    expect(r.code).toBe(200);
    expect(r.body.data).toEqual({
      members: 2,
      general: 1,
      associate: 1,
      lifetime: 1,
      patron: 1,
      applications: 2,
    });
    const theirs = await call('GET', '/private/association-members/counts', 'chamber');
    expect(theirs.body.data).toMatchObject({ members: 0, applications: 0 });
  });

  it('answers 404 for an id that cannot exist and 422 for a bad status filter', async () => {
    expect((await call('POST', '/private/association-members/abc/approve', 'association')).code).toBe(404);
    expect((await call('POST', '/private/association-members/99999999/approve', 'association')).code).toBe(
      404,
    );
    const bad = await call('GET', '/private/association-members?status=gold', 'association');
    expect(bad.code).toBe(422);
    expect(ids(bad.body.errors)).toEqual({ status: ['validation.one_of'] });
  });
});

describe('member vacancies', () => {
  let memberJob = 0;
  let outsiderJob = 0;
  let lateJob = 0;

  beforeAll(async () => {
    // Dhaka Tech (org1) is a member of BASIS (demo data); Fifth Ltd. of the other chamber; org2 has only applied
    await gw.db.query(
      `insert into association_memberships (industry_association_id, organization_id, status) values ($1, $2, 'approved')`,
      [other, org5],
    );
    memberJob = await pendingJob(org1, 'সদস্যের চাকরি');
    outsiderJob = await pendingJob(org2, 'অসদস্যের চাকরি');
    lateJob = await pendingJob(org1, 'দেরির চাকরি', addDays(today(), 1));
    await gw.db.query(`update jobs set application_deadline = $2, published_at = $2 where id = $1`, [
      lateJob,
      addDays(today(), -1),
    ]);
    await pendingJob(org5, 'চেম্বারের চাকরি');
  });

  it('lists only the pending job posts of the caller’s association’s members', async () => {
    const r = await call('GET', '/private/association-vacancies', 'association');
    expect(r.code).toBe(200);
    const listed = r.body.data.map((v: { id: number }) => v.id);
    expect(listed).toContain(memberJob);
    expect(listed).not.toContain(outsiderJob);
    expect(
      r.body.data.every((v: { association_title_en: string }) => v.association_title_en.includes('BASIS')),
    ).toBe(true);
    const theirs = await call('GET', '/private/association-vacancies', 'chamber');
    expect(theirs.body.data.map((v: { id: number }) => v.id)).not.toContain(memberJob);
    expect((await call('GET', '/private/association-vacancies', 'recruiter')).code).toBe(403);
  });

  it('never lets another association or a non-member’s job be approved (404)', async () => {
    expect((await call('POST', `/private/association-vacancies/${memberJob}/approve`, 'chamber')).code).toBe(
      404,
    );
    expect(
      (await call('POST', `/private/association-vacancies/${outsiderJob}/approve`, 'association')).code,
    ).toBe(404);
  });

  it('refuses a job whose deadline has passed (409)', async () => {
    const r = await call('POST', `/private/association-vacancies/${lateJob}/approve`, 'association');
    expect(r.code).toBe(409);
    expect(r.body.status.message).toBe('associations.errors.deadline_passed');
  });

  it('approves a member’s vacancy with the association’s badge; a second decision is 409', async () => {
    const r = await call('POST', `/private/association-vacancies/${memberJob}/approve`, 'association');
    expect(r.code).toBe(200);
    expect(r.body.status.message).toBe('association_vacancies.success.approved');
    const row = await gw.db.query<{ status: string; approved_by_association_id: string }>(
      'select status, approved_by_association_id from jobs where id = $1',
      [memberJob],
    );
    expect(row.rows[0]).toMatchObject({ status: 'approved' });
    expect(Number(row.rows[0]?.approved_by_association_id)).toBe(basis);
    const again = await call('POST', `/private/association-vacancies/${memberJob}/reject`, 'association', {
      reason: 'না',
    });
    expect(again.code).toBe(409);
    expect(again.body.status.message).toBe('associations.errors.vacancy_not_pending');
  });

  it('shows the association’s badge on the live job’s card and page, and no badge on another job', async () => {
    await gw.db.query(`update jobs set status = 'live', live_at = now() where id = $1`, [memberJob]);
    const page = await call('GET', `/public/jobs/${memberJob}`, undefined);
    expect(page.code).toBe(200);
    expect(page.body.data.association_badge).toMatchObject({
      id: basis,
      title_en: expect.stringContaining('BASIS'),
    });
    const list = await call('GET', '/public/jobs?page_size=100', undefined);
    const card = list.body.data.find((j: { id: number }) => j.id === memberJob);
    expect(card.association_badge).toMatchObject({ id: basis });
    const others = list.body.data.filter((j: { id: number }) => j.id !== memberJob);
    expect(others.some((j: { association_badge: unknown }) => j.association_badge === null)).toBe(true);
  });

  it('rejects a vacancy with a required reason the recruiter sees', async () => {
    const job = await pendingJob(org1, 'আরেকটি চাকরি');
    const noReason = await call('POST', `/private/association-vacancies/${job}/reject`, 'association', {});
    expect(noReason.code).toBe(422);
    expect(ids(noReason.body.errors)).toEqual({ reason: ['validation.required'] });
    const r = await call('POST', `/private/association-vacancies/${job}/reject`, 'association', {
      reason: 'বেতন উল্লেখ নেই',
    });
    expect(r.code).toBe(200);
    const row = await gw.db.query<{ status: string; rejection_reason: string }>(
      'select status, rejection_reason from jobs where id = $1',
      [job],
    );
    expect(row.rows[0]).toEqual({ status: 'rejected', rejection_reason: 'বেতন উল্লেখ নেই' });
  });
});
