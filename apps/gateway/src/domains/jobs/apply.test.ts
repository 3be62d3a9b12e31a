import { addDays, today } from '@platform/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeIdentity, startGateway, type TestGateway, apiCaller } from '../../test/harness';

/*
 * The youth's side over the demo jobs (jobs/seed.ts): Sewing Machine Operator asks for age 18–40 (mandatory), IT
 * Support Technician for a home in Gazipur district (mandatory location), Data Entry Operator has expired. `youth`
 * (Rahim, Dhaka, no district) applied to Junior Web Developer (shortlisted) and Graphic Designer (offer letter sent)
 * and keeps IT Support as a favourite; `youth2` applied to Junior Web Developer (new), IT Support (selected for
 * assessment) and Data Entry Operator (rejected).
 */

let gw: TestGateway;
const job: Record<string, number> = {};

const call = apiCaller(() => gw);
const apply = (title: string, who: string, body: unknown = { expected_salary: 15000 }) =>
  call('POST', `/protected/jobs/${job[title]}/apply`, who, body);

async function newYouth(
  username: string,
  row: { date_of_birth?: string; gender?: number } = {},
): Promise<number> {
  const r = await gw.db.query<{ id: number }>(
    `insert into users (username, password_hash, full_name, email, mobile, user_type_code, gender, date_of_birth) values ($1, 'x', 'নতুন যুব', $2, '01799999999', 3, $3, $4) returning id`,
    [username, `${username}@example.com`, row.gender ?? null, row.date_of_birth ?? null],
  );
  return r.rows[0]?.id ?? 0;
}

const applications = async (jobId: number | undefined) =>
  (
    await gw.db.query<{ youth_id: number; status: number }>(
      'select youth_id, status from job_applications where job_id = $1',
      [jobId],
    )
  ).rows;

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  for (const r of (
    await gw.db.query<{ id: number; job_title_en: string }>('select id, job_title_en from jobs')
  ).rows)
    job[r.job_title_en] = r.id;
});
afterAll(async () => gw?.close());

describe('POST /protected/jobs/:id/apply', () => {
  it('applies with an expected salary, scores the match and records the first status', async () => {
    const id = await newYouth('applicant_ok', { date_of_birth: '2001-05-10', gender: 2 });
    const r = await apply('Sewing Machine Operator', 'applicant_ok', { expected_salary: '১৪০০০' });
    expect(r.code).toBe(201);
    expect(r.body.status.message).toBe('jobs.success.applied');
    expect(r.body.data).toMatchObject({
      job_id: job['Sewing Machine Operator'],
      status: 0,
      stage: 0,
      expected_salary: 14000,
    });
    expect(r.body.data.match_score).toBeGreaterThanOrEqual(0);
    expect(r.body.data.match_score).toBeLessThanOrEqual(100);
    const history = await gw.db.query(
      'select from_status, to_status, changed_by from job_application_status_history where application_id = $1',
      [r.body.data.id],
    );
    expect(history.rows).toEqual([{ from_status: null, to_status: 0, changed_by: id }]);
  });

  it('refuses a second application, and keeps one row', async () => {
    const id = (await gw.db.query<{ id: number }>(`select id from users where username = 'applicant_ok'`))
      .rows[0]?.id;
    const r = await apply('Sewing Machine Operator', 'applicant_ok');
    expect(r.code).toBe(409);
    expect(r.body.status.message).toBe('jobs.errors.already_applied');
    expect(
      (await applications(job['Sewing Machine Operator'])).filter((a) => a.youth_id === id),
    ).toHaveLength(1);
  });

  it('lets one of two simultaneous applications through', async () => {
    await newYouth('applicant_twice', { date_of_birth: '1999-01-01', gender: 1 });
    const codes = (
      await Promise.all([
        apply('Sewing Machine Operator', 'applicant_twice'),
        apply('Sewing Machine Operator', 'applicant_twice'),
      ])
    )
      .map((r) => r.code)
      .sort();
    expect(codes).toEqual([201, 409]);
  });

  it('refuses per failing mandatory criterion, with a message id for each', async () => {
    await newYouth('applicant_old', { date_of_birth: '1975-01-01', gender: 1 });
    const old = await apply('Sewing Machine Operator', 'applicant_old');
    expect(old.code).toBe(422);
    expect(old.body).toMatchObject({
      status: { message: 'jobs.errors.criteria_not_met' },
      errors: { age: ['jobs.criteria.age'] },
    });

    await newYouth('applicant_no_dob', { gender: 2 });
    const noDob = await apply('Sewing Machine Operator', 'applicant_no_dob');
    expect(noDob.code).toBe(422);
    expect(noDob.body.errors).toEqual({ age: ['jobs.criteria.age_missing'] });

    // Rahim lives in Dhaka division, the job is in Gazipur district
    const far = await apply('IT Support Technician', 'youth', { expected_salary: 20000 });
    expect(far.code).toBe(422);
    expect(far.body.errors).toEqual({ location: ['jobs.criteria.location'] });
    const rahim = (await gw.db.query<{ id: number }>(`select id from users where username = 'youth'`)).rows[0]
      ?.id;
    expect((await applications(job['IT Support Technician'])).map((a) => a.youth_id)).not.toContain(rahim);
  });

  it('refuses after the deadline, accepts on the deadline day, and knows no unpublished job', async () => {
    await newYouth('applicant_late', { date_of_birth: '2000-01-01', gender: 1 });
    const late = await apply('Data Entry Operator', 'applicant_late');
    expect(late.code).toBe(409);
    expect(late.body.status.message).toBe('jobs.errors.deadline_passed');

    await gw.db.query(
      'update jobs set published_at = $2::date, application_deadline = $2::date where id = $1',
      [job['Quality Inspector'], today()],
    );
    expect((await apply('Quality Inspector', 'applicant_late')).code).toBe(201);

    await gw.db.query('update jobs set published_at = $2::date where id = $1', [
      job['Graphic Designer (part time)'],
      addDays(today(), 1),
    ]);
    expect((await apply('Graphic Designer (part time)', 'applicant_late')).code).toBe(404);
    for (const title of [
      'Database Administrator',
      'Digital Marketing Executive',
      'Python Developer',
      'Sales Representative',
    ]) {
      expect((await apply(title, 'applicant_late')).code, title).toBe(404);
    }
  });

  it('needs an expected salary, a youth and a sign-in', async () => {
    const r = await apply('Junior Web Developer', 'applicant_late', {});
    expect(r.code).toBe(422);
    expect(r.body.errors?.expected_salary).toEqual(['validation.required']);
    expect(
      (await apply('Junior Web Developer', 'applicant_late', { expected_salary: 'lots' })).body.errors
        ?.expected_salary,
    ).toEqual(['validation.number']);
    expect((await apply('Junior Web Developer', 'recruiter')).code).toBe(403);
    expect(
      (
        await call('POST', `/protected/jobs/${job['Junior Web Developer']}/apply`, undefined, {
          expected_salary: 1,
        })
      ).code,
    ).toBe(401);
  });
});

describe('GET /protected/jobs/:id/eligibility (issue 12, defect 4: told before applying)', () => {
  const eligibility = (title: string | number, who?: string) =>
    call('GET', `/protected/jobs/${typeof title === 'number' ? title : job[title]}/eligibility`, who);

  it('says a youth meeting every mandatory criterion can apply, and which CV the employer receives', async () => {
    await newYouth('eligible_youth', { date_of_birth: '2002-02-02', gender: 2 });
    const r = await eligibility('Sewing Machine Operator', 'eligible_youth');
    expect(r.code).toBe(200);
    expect(r.body.data).toMatchObject({
      can_apply: true,
      blocked_by: null,
      unmet: [],
      max_expected_salary: null,
      cv: { full_name: 'নতুন যুব', cv_template: 'classic', profile_completion: 0 },
    });
    // contact and personal details stay off the CV until the youth shows them
    expect(r.body.data.cv.hidden_sections).toEqual(expect.arrayContaining(['contact', 'personal_info']));
  });

  it('names each mandatory criterion the profile misses, as apply would refuse it', async () => {
    const far = await eligibility('IT Support Technician', 'youth');
    expect(far.body.data).toMatchObject({
      can_apply: false,
      blocked_by: 'criteria_not_met',
      unmet: [{ criterion: 'location', message: 'jobs.criteria.location' }],
      cv: { full_name_en: 'Rahim Uddin', cv_template: 'modern' },
    });
    expect(far.body.data.cv.public_id).toMatch(/^[0-9a-f-]{36}$/);
    const refused = await apply('IT Support Technician', 'youth', { expected_salary: 20000 });
    expect(refused.body.errors).toEqual({ location: [far.body.data.unmet[0].message] });

    await newYouth('eligible_no_dob', { gender: 1 });
    expect((await eligibility('Sewing Machine Operator', 'eligible_no_dob')).body.data.unmet).toEqual([
      { criterion: 'age', message: 'jobs.criteria.age_missing' },
    ]);
  });

  it('says when the youth applied already or the deadline has passed', async () => {
    expect((await eligibility('Junior Web Developer', 'youth')).body.data).toMatchObject({
      can_apply: false,
      blocked_by: 'already_applied',
    });
    expect((await eligibility('Data Entry Operator', 'eligible_youth')).body.data).toMatchObject({
      can_apply: false,
      blocked_by: 'deadline_passed',
    });
  });

  it('tells a mandatory salary limit beforehand instead of refusing: the salary is entered when applying', async () => {
    const id = job['Sewing Machine Operator'] ?? 0;
    const before = await gw.db.query<{ criteria: unknown; salary_max: number | null }>(
      'select criteria, salary_max from jobs where id = $1',
      [id],
    );
    await gw.db.query(
      `update jobs set salary_max = 18000,
         criteria = criteria || '{"salary": {"enabled": true, "mandatory": true}}'::jsonb where id = $1`,
      [id],
    );
    try {
      await newYouth('eligible_salary', { date_of_birth: '2002-02-02', gender: 2 });
      expect((await eligibility(id, 'eligible_salary')).body.data).toMatchObject({
        can_apply: true,
        unmet: [],
        max_expected_salary: 18000,
      });
      const high = await apply('Sewing Machine Operator', 'eligible_salary', { expected_salary: 25000 });
      expect(high.body.errors).toEqual({ salary: ['jobs.criteria.salary'] });
    } finally {
      await gw.db.query('update jobs set criteria = $2, salary_max = $3 where id = $1', [
        id,
        JSON.stringify(before.rows[0]?.criteria),
        before.rows[0]?.salary_max,
      ]);
    }
  });

  it('is a signed-in youth’s question about a public job: 401, 403 for staff, 404 for no such job', async () => {
    expect((await eligibility('Sewing Machine Operator')).code).toBe(401);
    const staff = await eligibility('Sewing Machine Operator', 'recruiter');
    expect(staff.code).toBe(403);
    expect(staff.body.status.success).toBe(false);
    const missing = await eligibility(999_999, 'youth');
    expect(missing.code).toBe(404);
    expect(missing.body.status.success).toBe(false);
    const bad = await call('GET', '/protected/jobs/abc/eligibility', 'youth');
    expect(bad.code).toBe(404);
    expect(bad.body.status.success).toBe(false);
  });
});

describe('favourites, application status and my jobs', () => {
  it('toggles a favourite on and off, only on a public job', async () => {
    const url = `/protected/jobs/${job['Sewing Machine Operator']}/toggle-favourite`;
    expect((await call('POST', url, 'youth2')).body.data).toEqual({
      job_id: job['Sewing Machine Operator'],
      is_favourite: true,
    });
    expect((await call('POST', url, 'youth2')).body.data).toEqual({
      job_id: job['Sewing Machine Operator'],
      is_favourite: false,
    });
    expect(
      (await call('POST', `/protected/jobs/${job['Database Administrator']}/toggle-favourite`, 'youth2'))
        .code,
    ).toBe(404);
    expect((await call('POST', url, 'recruiter')).code).toBe(403);
  });

  it("answers the caller's own application status, 404 where it did not apply", async () => {
    const mine = await call(
      'GET',
      `/protected/jobs/${job['Junior Web Developer']}/application-status`,
      'youth',
    );
    expect(mine.code).toBe(200);
    expect(mine.body.data).toMatchObject({ status: 11, stage: 1, expected_salary: 32000 });
    expect(
      (await call('GET', `/protected/jobs/${job['Sewing Machine Operator']}/application-status`, 'youth'))
        .code,
    ).toBe(404);
  });

  it('lists my jobs by tab: all, favourite, assessment — and never another youth’s', async () => {
    const all = await call('GET', '/protected/applied-jobs', 'youth');
    expect(all.code).toBe(200);
    expect(
      all.body.data.map((i: { job: { job_title_en: string }; application: { status: number } }) => [
        i.job.job_title_en,
        i.application.status,
      ]),
    ).toEqual([
      ['Graphic Designer (part time)', 41],
      ['Junior Web Developer', 11],
    ]);
    const fav = await call('GET', '/protected/applied-jobs?tab=favourite', 'youth');
    expect(fav.body.data).toEqual([
      expect.objectContaining({
        job: expect.objectContaining({ job_title_en: 'IT Support Technician' }),
        application: null,
        is_favourite: true,
      }),
    ]);
    expect((await call('GET', '/protected/applied-jobs?tab=assessment', 'youth')).body.meta?.total).toBe(0);

    const application = (
      await gw.db.query<{ id: number }>(
        `select a.id from job_applications a join users u on u.id = a.youth_id where u.username = 'youth' and a.job_id = $1`,
        [job['Junior Web Developer']],
      )
    ).rows[0]?.id;
    expect(
      (
        await call(
          'PUT',
          `/private/jobs/${job['Junior Web Developer']}/applicants/${application}/change-status`,
          'recruiter',
          { status: 21 },
        )
      ).code,
    ).toBe(200);
    const assessment = await call('GET', '/protected/applied-jobs?tab=assessment', 'youth');
    expect(
      assessment.body.data.map((i: { application: { status: number; stage: number } }) => [
        i.application.status,
        i.application.stage,
      ]),
    ).toEqual([[21, 2]]);

    const theirs = await call('GET', '/protected/applied-jobs', 'youth2');
    expect(
      theirs.body.data.map(
        (i: { job: { job_title_en: string; status: string }; application: { status: number } }) => [
          i.job.job_title_en,
          i.job.status,
          i.application.status,
        ],
      ),
    ).toEqual([
      ['Data Entry Operator', 'expired', 99],
      // selected for assessment by the pipeline's demo data, then invited by the assessment's (ADR 0070)
      ['IT Support Technician', 'live', 22],
      ['Junior Web Developer', 'live', 0],
    ]);
    const theirAssessments = await call('GET', '/protected/applied-jobs?tab=assessment', 'youth2');
    expect(
      theirAssessments.body.data.map((i: { job: { job_title_en: string } }) => i.job.job_title_en),
    ).toEqual(['IT Support Technician']);
    expect((await call('GET', '/protected/applied-jobs?tab=other', 'youth')).code).toBe(422);
  });
});

describe('anti-automation', () => {
  // last in the file: it uses up the minute's applies of this address
  it('limits applies to 30 a minute per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 32; i++) codes.push((await apply('Junior Web Developer', 'applicant_late', {})).code);
    expect(codes).toContain(429);
    const last = await apply('Junior Web Developer', 'applicant_late', {});
    expect(last.code).toBe(429);
    expect(last.body.status.message).toBe('errors.too_many_requests');
  });
});
