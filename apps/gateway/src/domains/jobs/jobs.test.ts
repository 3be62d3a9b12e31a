import { buildPath, jobEndpoints } from '@platform/contract';
import { addDays, today } from '@platform/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeIdentity, startGateway, type TestGateway, apiCaller } from '../../test/harness';

let gw: TestGateway;
const job: Record<string, number> = {};
const user: Record<string, number> = {};
let org1 = 0;
let org2 = 0;

const call = apiCaller(() => gw);

const day = today();
const primary = (over: Record<string, unknown> = {}) => ({
  job_title: 'জুনিয়র অ্যান্ড্রয়েড ডেভেলপার',
  job_title_en: 'Junior Android Developer',
  no_of_vacancies: 3,
  job_sector_id: 1,
  occupation_id: 1,
  employment_types: ['full_time'],
  published_at: day,
  application_deadline: addDays(day, 20),
  ...over,
});
const more = {
  job_responsibilities: 'Kotlin দিয়ে অ্যাপ তৈরি',
  job_place_type: 1,
  job_levels: [1],
  workplaces: [2],
  locations: [{ loc_division_id: 3 }],
  salary_display: 1,
  salary_min: 30000,
  salary_max: 40000,
};
const requirement = {
  min_age: 20,
  max_age: 32,
  min_experience: 0,
  max_experience: 3,
  genders: [3],
  skill_ids: [20],
};
const company = {
  is_company_name_visible: true,
  is_company_address_visible: true,
  is_company_business_visible: true,
};
const criteria = { criteria: { age: { enabled: true, mandatory: true }, skills: { enabled: true } } };
const contact = { contact_name: 'তানভীর হাসান', contact_mobile: '01711000003' };
const STEPS: [string, Record<string, unknown>][] = [
  ['more-info', more],
  ['candidate-requirement', requirement],
  ['company-info-visibility', company],
  ['matching-criteria', criteria],
  ['contact-info', contact],
];

/** A complete draft of the demo organisation, through the wizard. */
async function completeDraft(over: Record<string, unknown> = {}): Promise<number> {
  const created = await call('POST', '/private/jobs', 'recruiter', primary(over));
  expect(created.code).toBe(201);
  const id = created.body.data.id as number;
  for (const [segment, body] of STEPS)
    expect((await call('PUT', `/private/jobs/${id}/${segment}`, 'recruiter', body)).code, segment).toBe(200);
  return id;
}

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  for (const r of (
    await gw.db.query<{ id: number; job_title_en: string }>('select id, job_title_en from jobs')
  ).rows)
    job[r.job_title_en] = r.id;
  for (const r of (await gw.db.query<{ id: number; username: string }>('select id, username from users'))
    .rows)
    user[r.username] = r.id;
  org1 =
    (await gw.db.query<{ id: number }>(`select id from organizations where title_en = 'Dhaka Tech Ltd.'`))
      .rows[0]?.id ?? 0;
  org2 =
    (
      await gw.db.query<{ id: number }>(
        `select id from organizations where title_en = 'Chattogram Garments Ltd.'`,
      )
    ).rows[0]?.id ?? 0;
});
afterAll(async () => gw?.close());

describe('the posting wizard', () => {
  it('starts a draft in the caller’s organisation, whatever the body says', async () => {
    const r = await call('POST', '/private/jobs', 'recruiter', {
      ...primary(),
      organization_id: org2,
      status: 'live',
      completed_steps: 6,
    });
    expect(r.code).toBe(201);
    expect(r.body.data).toMatchObject({
      organization_id: org1,
      status: 'draft',
      completed_steps: 1,
      job_title_en: 'Junior Android Developer',
      employment_types: ['full_time'],
    });
    expect(r.body.data.published_at).toBe(day);
  });

  it('refuses each step whose predecessor is missing, naming the first step still to save', async () => {
    const id = (await call('POST', '/private/jobs', 'recruiter', primary())).body.data.id as number;
    for (const [i, [segment, body]] of STEPS.entries()) {
      if (i === 0) continue;
      const r = await call('PUT', `/private/jobs/${id}/${segment}`, 'recruiter', body);
      expect(r.code, segment).toBe(409);
      expect(r.body.status.message).toBe('jobs.errors.previous_step_missing');
      expect(r.body.errors?.step).toEqual(['jobs.step.more_info']);
    }
    expect((await call('GET', `/private/jobs/${id}`, 'recruiter')).body.data.completed_steps).toBe(1);
    // with steps 1–3 saved, step 5 names step 4
    await call('PUT', `/private/jobs/${id}/more-info`, 'recruiter', more);
    await call('PUT', `/private/jobs/${id}/candidate-requirement`, 'recruiter', requirement);
    expect(
      (await call('PUT', `/private/jobs/${id}/matching-criteria`, 'recruiter', criteria)).body.errors?.step,
    ).toEqual(['jobs.step.company_info_visibility']);
  });

  it('saves the steps in order, then resumes the draft with every field', async () => {
    const id = await completeDraft();
    const r = await call('GET', `/private/jobs/${id}`, 'recruiter');
    expect(r.code).toBe(200);
    expect(r.body.data).toMatchObject({
      completed_steps: 6,
      status: 'draft',
      salary_min: 30000,
      salary_max: 40000,
      min_age: 20,
      max_age: 32,
      genders: [3],
      contact_mobile: '01711000003',
      is_company_name_visible: true,
      job_sector: { id: 1 },
      occupation: { id: 1 },
    });
    expect(r.body.data.locations).toEqual([
      expect.objectContaining({
        loc_division_id: 3,
        loc_district_id: null,
        division_title_en: expect.any(String),
      }),
    ]);
    expect(r.body.data.skills.map((s: { id: number }) => s.id)).toEqual([20]);
    expect(r.body.data.criteria.age).toEqual({ enabled: true, mandatory: true });
    expect(r.body.data.criteria.gender).toEqual({ enabled: false, mandatory: false });
    // editing an earlier step keeps the later ones
    expect(
      (
        await call(
          'PUT',
          `/private/jobs/${id}/primary-info`,
          'recruiter',
          primary({ job_title_en: 'Android Developer' }),
        )
      ).body.data,
    ).toMatchObject({ completed_steps: 6, job_title_en: 'Android Developer' });
  });

  it('checks every step with the shared schemas (spec §5) and the lookups', async () => {
    const id = (await call('POST', '/private/jobs', 'recruiter', primary())).body.data.id as number;
    const bad = [
      [
        'primary-info',
        primary({ application_deadline: addDays(day, 31) }),
        'application_deadline',
        '{"id":"validation.deadline_within_days","values":{"days":30}}',
      ],
      [
        'primary-info',
        primary({ published_at: addDays(day, 5), application_deadline: addDays(day, 4) }),
        'application_deadline',
        'validation.deadline_before_published',
      ],
      ['primary-info', primary({ occupation_id: 4 }), 'occupation_id', 'validation.reference_missing'],
      ['primary-info', primary({ job_sector_id: 9999 }), 'job_sector_id', 'validation.reference_missing'],
      [
        'more-info',
        { ...more, salary_min: 50000, salary_max: 40000 },
        'salary_max',
        'validation.max_salary_lt_min',
      ],
      [
        'more-info',
        { ...more, locations: [{ loc_division_id: 1, loc_district_id: 40 }] },
        'locations[0].loc_district_id',
        'validation.reference_missing',
      ],
    ] as const;
    for (const [segment, body, field, message] of bad) {
      const r = await call('PUT', `/private/jobs/${id}/${segment}`, 'recruiter', body);
      expect(r.code, `${segment} ${field}`).toBe(422);
      expect(r.body.errors?.[field], field).toContain(message);
    }
    // a title in either language is enough (issue 12 defect 12); in neither is refused
    const POST = await call(
      'POST',
      '/private/jobs',
      'recruiter',
      primary({ job_title: '', job_title_en: '' }),
    );
    expect(POST.code).toBe(422);
    await call('PUT', `/private/jobs/${id}/more-info`, 'recruiter', more);
    for (const [body, field, message] of [
      [{ ...requirement, min_age: 30, max_age: 25 }, 'max_age', 'validation.max_age_lt_min'],
      [
        { ...requirement, min_experience: 4, max_experience: 1 },
        'max_experience',
        'validation.max_experience_lt_min',
      ],
      [{ ...requirement, skill_ids: [20, 99999] }, 'skill_ids[1]', 'validation.reference_missing'],
    ] as const) {
      const r = await call('PUT', `/private/jobs/${id}/candidate-requirement`, 'recruiter', body);
      expect(r.code).toBe(422);
      expect(r.body.errors?.[field]).toContain(message);
    }
  });

  it('refuses to post for a caller without an organisation', async () => {
    const r = await call('POST', '/private/jobs', 'admin', primary());
    expect(r.code).toBe(403);
    expect(r.body.status.message).toBe('jobs.errors.no_organization');
  });
});

describe('submission and approval', () => {
  it('refuses to submit an incomplete draft, naming the first missing step, and a submission without a service type', async () => {
    const draft = job['Database Administrator'] ?? 0;
    const r = await call('POST', `/private/jobs/${draft}/submit`, 'recruiter', { service_type: 1 });
    expect(r.code).toBe(409);
    expect(r.body).toMatchObject({
      status: { message: 'jobs.errors.wizard_incomplete' },
      errors: { step: ['jobs.step.candidate_requirement'] },
    });
    const id = await completeDraft();
    const none = await call('POST', `/private/jobs/${id}/submit`, 'recruiter', {});
    expect(none.code).toBe(422);
    expect(none.body.errors?.service_type).toEqual(['validation.status_required']);
  });

  it('re-checks the whole post at submission (a deadline that has passed since)', async () => {
    const id = await completeDraft();
    await gw.db.query(
      `update jobs set published_at = $2::date, application_deadline = $3::date where id = $1`,
      [id, addDays(day, -10), addDays(day, -1)],
    );
    const r = await call('POST', `/private/jobs/${id}/submit`, 'recruiter', { service_type: 1 });
    expect(r.code).toBe(422);
    expect(r.body.errors?.step).toEqual(['jobs.step.primary_info']);
    expect(r.body.errors?.application_deadline).toBeTruthy();
  });

  it('runs draft → waiting for approval → approved (awaiting payment), and locks the post once submitted', async () => {
    const id = await completeDraft();
    const submitted = await call('POST', `/private/jobs/${id}/submit`, 'recruiter', { service_type: 3 });
    expect(submitted.code).toBe(200);
    expect(submitted.body.status.message).toBe('jobs.success.submitted');
    expect(submitted.body.data).toMatchObject({ status: 'pending_approval', service_type: 3 });
    expect(submitted.body.data.submitted_at).toBeTruthy();

    const edit = await call('PUT', `/private/jobs/${id}/contact-info`, 'recruiter', contact);
    expect(edit.code).toBe(409);
    expect(edit.body.status.message).toBe('jobs.errors.not_editable');
    expect(
      (await call('POST', `/private/jobs/${id}/submit`, 'recruiter', { service_type: 1 })).body.status
        .message,
    ).toBe('jobs.errors.wrong_status');

    // the recruiter cannot approve its own job (no approve_job key)
    expect((await call('POST', `/private/jobs/${id}/approve`, 'recruiter')).code).toBe(403);
    const approved = await call('POST', `/private/jobs/${id}/approve`, 'admin');
    expect(approved.code).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', reviewed_at: expect.any(String) });
    expect((await call('POST', `/private/jobs/${id}/approve`, 'admin')).code).toBe(409);
    // approved is not public yet: it waits for the payment
    expect((await call('GET', `/public/jobs/${id}`)).code).toBe(404);
  });

  it('lets the admin reject with a reason (never an association: it approves only its members’ vacancies); the recruiter edits and submits again', async () => {
    const id = await completeDraft();
    await call('POST', `/private/jobs/${id}/submit`, 'recruiter', { service_type: 1 });
    // the platform's approval queue is not an association's (ADR 0092: /private/association-vacancies, its members only)
    expect((await call('POST', `/private/jobs/${id}/approve`, 'association')).code).toBe(403);
    expect(
      (await call('POST', `/private/jobs/${id}/reject`, 'association', { reason: 'Add the working hours.' }))
        .code,
    ).toBe(403);
    const noReason = await call('POST', `/private/jobs/${id}/reject`, 'admin', { reason: ' ' });
    expect(noReason.code).toBe(422);
    expect(noReason.body.errors?.reason).toEqual(['validation.required']);
    const rejected = await call('POST', `/private/jobs/${id}/reject`, 'admin', {
      reason: 'Add the working hours.',
    });
    expect(rejected.code).toBe(200);
    expect(rejected.body.data).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Add the working hours.',
    });
    expect((await call('GET', `/private/jobs/${id}`, 'recruiter')).body.data.rejection_reason).toBe(
      'Add the working hours.',
    );
    expect(
      (
        await call('PUT', `/private/jobs/${id}/more-info`, 'recruiter', {
          ...more,
          job_context: 'Sunday to Thursday, 9 to 6',
        })
      ).code,
    ).toBe(200);
    const again = await call('POST', `/private/jobs/${id}/submit`, 'recruiter', { service_type: 2 });
    expect(again.body.data).toMatchObject({
      status: 'pending_approval',
      rejection_reason: null,
      service_type: 2,
    });
  });

  it('deletes drafts and rejected jobs only', async () => {
    const id = await completeDraft();
    expect((await call('DELETE', `/private/jobs/${id}`, 'recruiter')).code).toBe(200);
    expect((await call('GET', `/private/jobs/${id}`, 'recruiter')).code).toBe(404);
    const live = await call('DELETE', `/private/jobs/${job['Junior Web Developer']}`, 'recruiter');
    expect(live.code).toBe(409);
    expect(live.body.status.message).toBe('jobs.errors.not_deletable');
  });

  it('lists the organisation’s own jobs by status (live, expired, pending…) and every job for the platform admin', async () => {
    const mine = await call('GET', '/private/jobs?page_size=100', 'recruiter');
    expect(mine.code).toBe(200);
    expect(new Set(mine.body.data.map((j: { organization_id: number }) => j.organization_id))).toEqual(
      new Set([org1]),
    );
    const expired = await call('GET', '/private/jobs?status=expired', 'recruiter');
    expect(expired.body.data.map((j: { job_title_en: string }) => j.job_title_en)).toEqual([
      'Data Entry Operator',
    ]);
    expect(expired.body.data[0].status).toBe('expired');
    const live = await call('GET', '/private/jobs?status=live', 'recruiter');
    expect(live.body.data.map((j: { job_title_en: string }) => j.job_title_en).sort()).toEqual([
      'Graphic Designer (part time)',
      'IT Support Technician',
      'Junior Web Developer',
    ]);
    const theirs = await call('GET', '/private/jobs?page_size=100', 'recruiter2');
    expect(theirs.body.data.map((j: { job_title_en: string }) => j.job_title_en).sort()).toEqual([
      'Quality Inspector',
      'Sewing Machine Operator',
    ]);
    const all = await call('GET', '/private/jobs?page_size=100', 'admin');
    expect(new Set(all.body.data.map((j: { organization_id: number }) => j.organization_id))).toEqual(
      new Set([org1, org2]),
    );
    expect((await call('GET', '/private/jobs', 'youth')).code).toBe(403);
  });
});

describe('tenant isolation: another organisation’s ids answer 404 on every id-bearing call', () => {
  const idCalls = Object.entries(jobEndpoints).filter(
    ([, ep]) => ep.area === 'private' && ep.path.includes(':id'),
  );

  it('covers every id-bearing private jobs endpoint', () => {
    expect(idCalls.map(([name]) => name).sort()).toEqual(
      [
        'job',
        'saveJobPrimaryInfo',
        'saveJobMoreInfo',
        'saveJobCandidateRequirement',
        'saveJobCompanyInfoVisibility',
        'saveJobMatchingCriteria',
        'saveJobContactInfo',
        'submitJob',
        'deleteJob',
        'approveJob',
        'rejectJob',
        'deactivateJob',
        'restoreJob',
        'jobApplicants',
        'jobApplicantCounts',
        'jobApplicantHistory',
        'changeApplicantStatus',
        'bulkChangeApplicantStatus',
        'restoreApplicant',
      ].sort(),
    );
  });

  it.each(idCalls)(
    '%s: recruiter2 on Dhaka Tech’s job and applicant → 404, nothing changed',
    async (name, ep) => {
      const jobId = job['Junior Web Developer'] ?? 0;
      const application =
        (
          await gw.db.query<{ id: number }>(
            'select id from job_applications where job_id = $1 order by id limit 1',
            [jobId],
          )
        ).rows[0]?.id ?? 0;
      const before = (
        await gw.db.query('select status, updated_at, job_title from jobs where id = $1', [jobId])
      ).rows[0];
      const bodies: Record<string, unknown> = {
        saveJobPrimaryInfo: primary(),
        saveJobMoreInfo: more,
        saveJobCandidateRequirement: requirement,
        saveJobCompanyInfoVisibility: company,
        saveJobMatchingCriteria: criteria,
        saveJobContactInfo: contact,
        submitJob: { service_type: 1 },
        rejectJob: { reason: 'x' },
        changeApplicantStatus: { status: 99 },
        bulkChangeApplicantStatus: { status: 99, application_ids: [application] },
      };
      // recruiter2 holds the keys of every call but the platform's (approve, reject, deactivate, restore): those
      // 403 before any lookup
      const url = buildPath(ep.path, { id: jobId, applicationId: application });
      const r = await call(
        ep.method,
        url,
        'recruiter2',
        ep.method === 'GET' || ep.method === 'DELETE' ? undefined : (bodies[name] ?? {}),
      );
      const platformOnly = ['approveJob', 'rejectJob', 'deactivateJob', 'restoreJob'];
      expect(r.code, name).toBe(platformOnly.includes(name) ? 403 : 404);
      expect(
        (await gw.db.query('select status, updated_at, job_title from jobs where id = $1', [jobId])).rows[0],
      ).toEqual(before);
      // and the owner still reaches it (the 404 is the tenant's, not a broken call)
      if (ep.method === 'GET') expect((await call(ep.method, url, 'recruiter')).code, name).toBe(200);
    },
  );

  it('answers 404 for an application id of another job, even of the same organisation', async () => {
    const other = job['IT Support Technician'] ?? 0;
    const application =
      (
        await gw.db.query<{ id: number }>(
          'select id from job_applications where job_id = $1 order by id limit 1',
          [job['Junior Web Developer']],
        )
      ).rows[0]?.id ?? 0;
    expect(
      (
        await call('PUT', `/private/jobs/${other}/applicants/${application}/change-status`, 'recruiter', {
          status: 11,
        })
      ).code,
    ).toBe(404);
    expect(
      (
        await call('PUT', `/private/jobs/${other}/applicants/change-status`, 'recruiter', {
          status: 11,
          application_ids: [application],
        })
      ).code,
    ).toBe(404);
    expect(
      (await call('GET', `/private/jobs/${other}/applicants/${application}/history`, 'recruiter')).code,
    ).toBe(404);
  });
});

describe('applicants and the transition table through the API', () => {
  const applications = async () => {
    const r = await gw.db.query<{ id: number; youth_id: number; status: number }>(
      'select id, youth_id, status from job_applications where job_id = $1 order by id',
      [job['Junior Web Developer']],
    );
    return {
      rahim: r.rows.find((x) => x.youth_id === user.youth),
      sumaiya: r.rows.find((x) => x.youth_id === user.youth2),
    };
  };
  const base = () => `/private/jobs/${job['Junior Web Developer']}/applicants`;

  it('lists applicants by stage and tab, best match first', async () => {
    const all = await call('GET', base(), 'recruiter');
    expect(all.code).toBe(200);
    expect(
      all.body.data.map((a: { full_name_en: string; status: number; stage: number; match_score: number }) => [
        a.full_name_en,
        a.status,
        a.stage,
        a.match_score,
      ]),
    ).toEqual([
      ['Rahim Uddin', 11, 1, 100],
      ['Sumaiya Khatun', 0, 0, 50],
    ]);
    // what the list shows of the youth (spec §2: name, position, qualification, experience, age) and the CV link
    const rahim = all.body.data[0] as {
      public_id: string;
      position: string;
      qualification: { title_en: string };
      experience_years: number;
      age: number;
    };
    expect(rahim.public_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(rahim.position).toBe('Junior Web Developer');
    expect(rahim.qualification.title_en).toBe('Bachelor (Honours)');
    expect(rahim.experience_years).toBeGreaterThanOrEqual(0);
    const born = new Date('2000-03-15T00:00:00Z');
    const today = new Date();
    const age =
      today.getUTCFullYear() -
      born.getUTCFullYear() -
      (today.getUTCMonth() * 100 + today.getUTCDate() < 2 * 100 + 15 ? 1 : 0);
    expect(rahim.age).toBe(age);
    // the tab and stage counts of the management page; another organisation's job is 404
    const counts = await call(
      'GET',
      `/private/jobs/${job['Junior Web Developer']}/applicant-counts`,
      'recruiter',
    );
    expect(counts.code).toBe(200);
    expect(counts.body.data).toEqual({
      stages: { 0: 1, 1: 1, 2: 0, 3: 0, 4: 0, 5: 0, 9: 0 },
      tabs: { 1: 2, 2: 0, 3: 0, 4: 0, 5: 0 },
      total: 2,
      removed: 0,
    });
    expect(
      (await call('GET', `/private/jobs/${job['Junior Web Developer']}/applicant-counts`, 'recruiter2')).code,
    ).toBe(404);
    expect(
      (await call('GET', `${base()}?stage=0`, 'recruiter')).body.data.map(
        (a: { full_name_en: string }) => a.full_name_en,
      ),
    ).toEqual(['Sumaiya Khatun']);
    expect((await call('GET', `${base()}?stage=3`, 'recruiter')).body.meta.total).toBe(0);
    expect((await call('GET', `${base()}?tab=1`, 'recruiter')).body.meta.total).toBe(2);
    expect((await call('GET', `${base()}?stage=7`, 'recruiter')).code).toBe(422);
  });

  it('moves an applicant along legal moves with the success message, recording who and when', async () => {
    const { sumaiya } = await applications();
    const url = `${base()}/${sumaiya?.id}`;
    const r = await call('PUT', `${url}/change-status`, 'recruiter', { status: 11 });
    expect(r.code).toBe(200);
    expect(r.body.status.message).toBe('jobs.success.status_changed');
    expect(r.body.data).toMatchObject({ status: 11, stage: 1 });
    expect((await call('PUT', `${url}/change-status`, 'recruiter', { status: 21 })).code).toBe(200);
    const history = (await call('GET', `${url}/history`, 'recruiter')).body.data as {
      from_status: number | null;
      to_status: number;
      changed_by: number;
      changed_by_name: string;
      changed_at: string;
    }[];
    expect(history.map((h) => [h.from_status, h.to_status])).toEqual([
      [null, 0],
      [0, 11],
      [11, 21],
    ]);
    expect(history[0]?.changed_by).toBe(user.youth2);
    expect(
      history.slice(1).every((h) => h.changed_by === user.recruiter && h.changed_by_name === 'Tanvir Hasan'),
    ).toBe(true);
    expect(history.every((h) => !Number.isNaN(Date.parse(h.changed_at)))).toBe(true);
  });

  it('refuses illegal moves with 409 and a message id, and a faked assessment result', async () => {
    const { sumaiya, rahim } = await applications();
    const hire = await call('PUT', `${base()}/${rahim?.id}/change-status`, 'recruiter', { status: 51 });
    expect(hire.code).toBe(409);
    expect(hire.body.status.message).toBe('jobs.errors.illegal_transition');
    expect(hire.body.errors?.status).toEqual([
      '{"id":"jobs.errors.illegal_transition","values":{"from":11,"to":51}}',
    ]);
    // the assessment invitation is the assessment's call (ADR 0070), never a plain status change
    const invitation = await call('PUT', `${base()}/${sumaiya?.id}/change-status`, 'recruiter', {
      status: 22,
    });
    expect(invitation.code).toBe(409);
    expect(invitation.body.status.message).toBe('job_pipeline.errors.use_pipeline_call');
    // as if the invitation had gone out (the assessments domain's call moves 21 → 22 the same way)
    await gw.db.query('update job_applications set status = 22 where id = $1', [sumaiya?.id]);
    const assessed = await call('PUT', `${base()}/${sumaiya?.id}/change-status`, 'recruiter', { status: 23 });
    expect(assessed.code).toBe(409);
    expect(assessed.body.errors?.status?.[0]).toContain('jobs.errors.assessment_result_only');
    const confirm = await call('PUT', `${base()}/${sumaiya?.id}/change-status`, 'recruiter', { status: 24 });
    expect(confirm.body.errors?.status?.[0]).toContain('jobs.errors.candidate_response_only');
    const unknown = await call('PUT', `${base()}/${sumaiya?.id}/change-status`, 'recruiter', { status: 12 });
    expect(unknown.code).toBe(422);
    expect((await applications()).sumaiya?.status).toBe(22);
  });

  it('moves in bulk all or none', async () => {
    const { sumaiya, rahim } = await applications();
    // 99 is legal from 11 (Rahim) but not from 22 (Sumaiya: 92 there): nothing moves
    const mixed = await call('PUT', `${base()}/change-status`, 'recruiter', {
      status: 99,
      application_ids: [rahim?.id, sumaiya?.id],
    });
    expect(mixed.code).toBe(409);
    expect(Object.keys(mixed.body.errors ?? {})).toEqual(['application_ids[1]']);
    expect((await applications()).rahim?.status).toBe(11);
    const ok = await call('PUT', `${base()}/change-status`, 'recruiter', {
      status: 31,
      application_ids: [rahim?.id],
    });
    expect(ok.code).toBe(200);
    expect(ok.body.data.map((a: { status: number }) => a.status)).toEqual([31]);
    const missing = await call('PUT', `${base()}/change-status`, 'recruiter', {
      status: 32,
      application_ids: [rahim?.id, 999999],
    });
    expect(missing.code).toBe(404);
    expect((await applications()).rahim?.status).toBe(31);
  });

  it('restores a rejected applicant to where it was, and refuses to restore one that is not rejected', async () => {
    const { sumaiya } = await applications();
    const url = `${base()}/${sumaiya?.id}`;
    expect((await call('PUT', `${url}/change-status`, 'recruiter', { status: 92 })).body.data).toMatchObject({
      status: 92,
      stage: 9,
      restorable: true,
    });
    const restored = await call('PUT', `${url}/restore`, 'recruiter');
    expect(restored.code).toBe(200);
    expect(restored.body.status.message).toBe('jobs.success.restored');
    expect(restored.body.data).toMatchObject({ status: 22, restorable: false });
    const again = await call('PUT', `${url}/restore`, 'recruiter');
    expect(again.code).toBe(409);
    expect(again.body.status.message).toBe('jobs.errors.not_rejected');
    const history = (await call('GET', `${url}/history`, 'recruiter')).body.data as {
      from_status: number;
      to_status: number;
    }[];
    expect(history.slice(-2).map((h) => [h.from_status, h.to_status])).toEqual([
      [22, 92],
      [92, 22],
    ]);
  });

  it('keeps the youth and the wrong key out', async () => {
    expect((await call('GET', base(), 'youth')).code).toBe(403);
    expect((await call('GET', base(), 'provider')).code).toBe(403);
  });
});

describe('lookups in use by jobs', () => {
  it('refuses to delete a skill a job asks for (errors.in_use); a skill no job uses goes', async () => {
    const used = (
      await gw.db.query<{ id: number }>(`select id from skills where title_en = 'Graphic design'`)
    ).rows[0]?.id;
    const r = await call('DELETE', `/private/skills/${used}`, 'admin');
    expect(r.code).toBe(409);
    expect(r.body.status.message).toBe('errors.in_use');
    const free = (
      await gw.db.query<{ id: number }>(
        `select id from skills where id not in (select skill_id from job_skills) and id not in (select skill_id from youth_skills) order by id limit 1`,
      )
    ).rows[0]?.id;
    expect((await call('DELETE', `/private/skills/${free}`, 'admin')).code).toBe(200);
  });
});

describe('the recruiter’s offers across the organisation’s jobs (/job-offers)', () => {
  it('lists the organisation’s offers with their job and terms, by offer state; another organisation sees none of them', async () => {
    const all = await call('GET', '/private/job-offers', 'recruiter');
    expect(all.code).toBe(200);
    const designer = (
      all.body.data as {
        job_title_en: string;
        status: number;
        full_name_en: string;
        offer: { salary: number } | null;
        next_statuses: number[];
      }[]
    ).find((o) => o.job_title_en === 'Graphic Designer (part time)');
    expect(designer).toMatchObject({ status: 41, full_name_en: 'Rahim Uddin', next_statuses: [44] });
    expect(designer?.offer?.salary).toBeGreaterThan(0);
    expect((await call('GET', '/private/job-offers?status=41', 'recruiter')).body.meta.total).toBe(
      all.body.meta.total,
    );
    expect((await call('GET', '/private/job-offers?status=51', 'recruiter')).body.meta.total).toBe(0);
    expect((await call('GET', '/private/job-offers?status=11', 'recruiter')).code).toBe(422);
    const other = await call('GET', '/private/job-offers', 'recruiter2');
    expect(other.code).toBe(200);
    expect(
      (other.body.data as { job_title_en: string }[]).some(
        (o) => o.job_title_en === 'Graphic Designer (part time)',
      ),
    ).toBe(false);
    expect((await call('GET', '/private/job-offers', 'youth')).code).toBe(403);
  });
});
