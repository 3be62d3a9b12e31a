import { buildPath, jobPipelineEndpoints } from '@platform/contract';
import { addDays, today } from '@platform/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeIdentity, startGateway, type TestGateway, apiCaller } from '../../test/harness';

/*
 * The recruiter pipeline through the API (ADR 0063): boards, schedules, invitation, the youth's answer, results,
 * offers, hire, saved and removed, the public links, the notification events and tenancy. The story runs in order on
 * Sumaiya (youth2)'s application to Junior Web Developer; Rahim (youth) is the other youth.
 */

let gw: TestGateway;
const user: Record<string, number> = {};
let jobId = 0;
let sumaiya = 0;
let rahim = 0;
let board = 0;
let schedule = 0;

const call = apiCaller(() => gw);
const day = today();
const base = () => `/private/jobs/${jobId}`;
const statusOf = async (id: number) =>
  (await gw.db.query<{ status: number }>('select status from job_applications where id = $1', [id])).rows[0]
    ?.status;
const logs = async (event: string) =>
  (
    await gw.db.query<{
      channel: string;
      recipient: string;
      user_id: number | null;
      variables: Record<string, string>;
    }>('select channel, recipient, user_id, variables from notification_logs where event = $1 order by id', [
      event,
    ])
  ).rows;
const history = async (id: number) =>
  (
    await gw.db.query<{ from_status: number | null; to_status: number; changed_by: number }>(
      'select from_status, to_status, changed_by from job_application_status_history where application_id = $1 order by id',
      [id],
    )
  ).rows;

const boardBody = {
  title: 'Technical panel',
  members: [
    {
      name: 'Farhana Islam',
      email: 'farhana@dhakatech.example',
      mobile: '01711000077',
      designation: 'Lead Engineer',
    },
    { name: 'Kamal Hossain', mobile: '01811000088' },
  ],
};
const scheduleBody = (over: Record<string, unknown> = {}) => ({
  title: 'Round one',
  interview_date: addDays(day, 3),
  start_time: '10:00',
  end_time: '11:30',
  kind: 1,
  venue: 'House 12, Road 5, Dhanmondi, Dhaka',
  max_candidates: 1,
  ...over,
});

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  for (const r of (await gw.db.query<{ id: number; username: string }>('select id, username from users'))
    .rows)
    user[r.username] = r.id;
  jobId =
    (await gw.db.query<{ id: number }>(`select id from jobs where job_title_en = 'Junior Web Developer'`))
      .rows[0]?.id ?? 0;
  const apps = (
    await gw.db.query<{ id: number; youth_id: number }>(
      'select id, youth_id from job_applications where job_id = $1',
      [jobId],
    )
  ).rows;
  sumaiya = apps.find((a) => a.youth_id === user.youth2)?.id ?? 0;
  rahim = apps.find((a) => a.youth_id === user.youth)?.id ?? 0;
});
afterAll(async () => gw?.close());

describe('interview boards', () => {
  it('creates a board with its panel members, and lists it', async () => {
    const r = await call('POST', `${base()}/interview-boards`, 'recruiter', boardBody);
    expect(r.code).toBe(201);
    expect(r.body.status.message).toBe('job_pipeline.success.board_saved');
    expect(r.body.data).toMatchObject({ job_id: jobId, title: 'Technical panel', schedules: 0 });
    expect(r.body.data.members.map((m: { name: string; email: string | null }) => [m.name, m.email])).toEqual(
      [
        ['Farhana Islam', 'farhana@dhakatech.example'],
        ['Kamal Hossain', null],
      ],
    );
    board = r.body.data.id;
    expect(
      (await call('GET', `${base()}/interview-boards`, 'recruiter')).body.data.map(
        (b: { id: number }) => b.id,
      ),
    ).toContain(board);
  });

  it('refuses a member without e-mail and mobile, and a platform user of another organisation', async () => {
    const noContact = await call('POST', `${base()}/interview-boards`, 'recruiter', {
      title: 'X',
      members: [{ name: 'Nobody' }],
    });
    expect(noContact.code).toBe(422);
    expect(noContact.body.errors['members[0].email']).toEqual(['validation.email_or_mobile']);
    const foreign = await call('POST', `${base()}/interview-boards`, 'recruiter', {
      title: 'X',
      members: [{ name: 'R2', mobile: '01711000099', user_id: user.recruiter2 }],
    });
    expect(foreign.code).toBe(422);
    expect(foreign.body.errors['members[0].user_id']).toEqual(['validation.reference_missing']);
  });

  it('replaces the members on update, and deletes a board no schedule uses', async () => {
    const spare = (await call('POST', `${base()}/interview-boards`, 'recruiter', boardBody)).body.data
      .id as number;
    const r = await call('PUT', `${base()}/interview-boards/${spare}`, 'recruiter', {
      title: 'HR panel',
      members: [{ name: 'Tanvir Hasan', email: 'recruiter@platform.local', user_id: user.recruiter }],
    });
    expect(r.code).toBe(200);
    expect(r.body.data.members.map((m: { name: string; user_id: number }) => [m.name, m.user_id])).toEqual([
      ['Tanvir Hasan', user.recruiter],
    ]);
    const del = await call('DELETE', `${base()}/interview-boards/${spare}`, 'recruiter');
    expect(del.code).toBe(200);
    expect(del.body.status.message).toBe('job_pipeline.success.board_deleted');
    expect(
      (await call('GET', `${base()}/interview-boards`, 'recruiter')).body.data.map(
        (b: { id: number }) => b.id,
      ),
    ).not.toContain(spare);
  });
});

describe('interview schedules', () => {
  it('creates a physical schedule with its board', async () => {
    const r = await call('POST', `${base()}/interview-schedules`, 'recruiter', {
      ...scheduleBody(),
      board_id: board,
    });
    expect(r.code).toBe(201);
    expect(r.body.data).toMatchObject({
      kind: 1,
      venue: 'House 12, Road 5, Dhanmondi, Dhaka',
      video_link: null,
      start_time: '10:00',
      end_time: '11:30',
      candidates: 0,
      board: { id: board },
    });
    expect(r.body.data.interview_date).toBe(addDays(day, 3));
    schedule = r.body.data.id;
  });

  it('gives an online schedule an unguessable video room on the configured base, kept across edits', async () => {
    const a = await call(
      'POST',
      `${base()}/interview-schedules`,
      'recruiter',
      scheduleBody({ kind: 2, venue: 'ignored' }),
    );
    const b = await call('POST', `${base()}/interview-schedules`, 'recruiter', scheduleBody({ kind: 2 }));
    expect(a.body.data.venue).toBeNull();
    expect(a.body.data.video_link).toMatch(/^https:\/\/meet\.jit\.si\/interview-[\w-]{22}$/);
    expect(a.body.data.video_link).not.toBe(b.body.data.video_link);
    const edited = await call(
      'PUT',
      `${base()}/interview-schedules/${a.body.data.id}`,
      'recruiter',
      scheduleBody({ kind: 2, title: 'Round two' }),
    );
    expect(edited.body.data).toMatchObject({ title: 'Round two', video_link: a.body.data.video_link });
    expect(
      (await call('DELETE', `${base()}/interview-schedules/${b.body.data.id}`, 'recruiter')).body.status
        .message,
    ).toBe('job_pipeline.success.schedule_deleted');
  });

  it('checks the schedule with the shared schema and the board of the job', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [scheduleBody({ venue: '' }), 'venue', 'validation.required'],
      [scheduleBody({ end_time: '09:00' }), 'end_time', 'validation.end_time_after_start'],
      [scheduleBody({ start_time: '25:00' }), 'start_time', 'validation.time'],
      [
        scheduleBody({ interview_date: addDays(day, -1) }),
        'interview_date',
        'validation.present_on_or_after_today',
      ],
      [scheduleBody({ max_candidates: 0 }), 'max_candidates', '{"id":"validation.min","values":{"min":1}}'],
    ];
    for (const [body, field, message] of cases) {
      const r = await call('POST', `${base()}/interview-schedules`, 'recruiter', body);
      expect(r.code, field).toBe(422);
      expect(r.body.errors[field], field).toEqual([message]);
    }
    const otherJob = (
      await gw.db.query<{ id: number }>(`select id from jobs where job_title_en = 'IT Support Technician'`)
    ).rows[0]?.id;
    const otherBoard = (
      await call('POST', `/private/jobs/${otherJob}/interview-boards`, 'recruiter', boardBody)
    ).body.data.id;
    const r = await call(
      'POST',
      `${base()}/interview-schedules`,
      'recruiter',
      scheduleBody({ board_id: otherBoard }),
    );
    expect(r.body.errors.board_id).toEqual(['validation.reference_missing']);
  });

  it('refuses to delete a board a schedule uses', async () => {
    const r = await call('DELETE', `${base()}/interview-boards/${board}`, 'recruiter');
    expect(r.code).toBe(409);
    expect(r.body.status.message).toBe('errors.in_use');
  });
});

describe('selection, invitation and the candidate’s answer', () => {
  it('tells the youth of a shortlist and of a selection for interview, single and bulk', async () => {
    const before = (await logs('selected_for_interview')).length;
    const r = await call('PUT', `${base()}/applicants/change-status`, 'recruiter', {
      status: 31,
      application_ids: [sumaiya],
    });
    expect(r.code).toBe(200);
    const sent = (await logs('selected_for_interview')).slice(before);
    expect(sent.map((l) => [l.channel, l.user_id])).toEqual([
      ['in_app', user.youth2],
      ['email', user.youth2],
      ['sms', user.youth2],
    ]);
    expect(sent[0]?.variables).toMatchObject({ job_title: expect.any(String), company: expect.any(String) });
    // a refused batch tells nobody
    const refused = await call('PUT', `${base()}/applicants/change-status`, 'recruiter', {
      status: 11,
      application_ids: [sumaiya],
    });
    expect(refused.code).toBe(409);
    expect((await logs('applicant_shortlist')).length).toBe(0);
  });

  it('refuses to move to 32, 35, 36 or 41 without the pipeline calls', async () => {
    const r = await call('PUT', `${base()}/applicants/${sumaiya}/change-status`, 'recruiter', { status: 32 });
    expect(r.code).toBe(409);
    expect(r.body.status.message).toBe('job_pipeline.errors.use_pipeline_call');
    expect(await statusOf(sumaiya)).toBe(31);
  });

  it('refuses an illegal invitation all or none, with the transition message per applicant', async () => {
    const r = await call('POST', `${base()}/interview-schedules/${schedule}/invite`, 'recruiter', {
      application_ids: [sumaiya, rahim],
    });
    expect(r.code).toBe(409);
    expect(r.body.status.message).toBe('jobs.errors.illegal_transition');
    expect(r.body.errors).toEqual({
      'application_ids[1]': ['{"id":"jobs.errors.illegal_transition","values":{"from":11,"to":32}}'],
    });
    expect(await statusOf(sumaiya)).toBe(31);
    expect((await logs('interview_invitation_candidate')).length).toBe(0);
  });

  it('rolls the invitation back whole when its transaction fails: nobody is notified, nothing moved', async () => {
    await gw.db.exec(`create function pipeline_test_fail() returns trigger language plpgsql as $$ begin raise exception 'boom'; end $$;
      create trigger pipeline_test_fail before insert on job_interview_board_links for each row execute function pipeline_test_fail();`);
    try {
      const r = await call('POST', `${base()}/interview-schedules/${schedule}/invite`, 'recruiter', {
        application_ids: [sumaiya],
      });
      expect(r.code).toBe(500);
    } finally {
      await gw.db.exec(
        'drop trigger pipeline_test_fail on job_interview_board_links; drop function pipeline_test_fail();',
      );
    }
    expect(await statusOf(sumaiya)).toBe(31);
    expect((await logs('interview_invitation_candidate')).length).toBe(0);
    expect(
      (await gw.db.query('select 1 from job_interview_candidates where application_id = $1', [sumaiya])).rows,
    ).toEqual([]);
  });

  it('invites to a schedule: 31 → 32 with history, the candidate told in-app, by e-mail and SMS, the board by e-mail and SMS', async () => {
    const r = await call('POST', `${base()}/interview-schedules/${schedule}/invite`, 'recruiter', {
      application_ids: [sumaiya],
    });
    expect(r.code).toBe(200);
    expect(r.body.status.message).toBe('job_pipeline.success.invitation_sent');
    expect(r.body.data[0]).toMatchObject({
      id: sumaiya,
      status: 32,
      stage: 3,
      interview: { schedule_id: schedule, board_status: 3, response: null, kind: 1 },
    });
    expect((await history(sumaiya)).at(-1)).toEqual({
      from_status: 31,
      to_status: 32,
      changed_by: user.recruiter,
    });
    const candidate = await logs('interview_invitation_candidate');
    expect(candidate.map((l) => [l.channel, l.user_id])).toEqual([
      ['in_app', user.youth2],
      ['email', user.youth2],
      ['sms', user.youth2],
    ]);
    expect(candidate[0]?.variables).toMatchObject({
      date: addDays(day, 3),
      time: '10:00–11:30',
      place: 'House 12, Road 5, Dhanmondi, Dhaka',
    });
    expect(candidate[0]?.variables.link).toMatch(/\/candidate-interview-confirmation\?token=[\w-]{43}$/);
    const members = await logs('interview_invitation_board_member');
    expect(members.map((l) => [l.channel, l.recipient])).toEqual([
      ['email', 'farhana@dhakatech.example'],
      ['sms', '01711000077'],
      ['sms', '01811000088'],
    ]);
    const candidates = await call('GET', `${base()}/interview-schedules/${schedule}/candidates`, 'recruiter');
    expect(candidates.body.data).toEqual([
      expect.objectContaining({
        application_id: sumaiya,
        youth_id: user.youth2,
        status: 32,
        board_status: 3,
      }),
    ]);
    expect(
      (await call('GET', `${base()}/interview-schedules`, 'recruiter')).body.data.find(
        (s: { id: number }) => s.id === schedule,
      ).candidates,
    ).toBe(1);
  });

  it('refuses more candidates than the schedule takes, and a maximum below the invited', async () => {
    await call('PUT', `${base()}/applicants/${rahim}/change-status`, 'recruiter', { status: 31 });
    const full = await call('POST', `${base()}/interview-schedules/${schedule}/invite`, 'recruiter', {
      application_ids: [rahim],
    });
    expect(full.code).toBe(409);
    expect(full.body.status.message).toBe('job_pipeline.errors.schedule_full');
    expect(await statusOf(rahim)).toBe(31);
    const shrink = await call('PUT', `${base()}/interview-schedules/${schedule}`, 'recruiter', {
      ...scheduleBody({ max_candidates: 1 }),
      board_id: board,
    });
    expect(shrink.code).toBe(200);
    const del = await call('DELETE', `${base()}/interview-schedules/${schedule}`, 'recruiter');
    expect(del.code).toBe(409);
  });

  it('shows the youth its interview without the board; another youth gets 404', async () => {
    const r = await call('GET', `/protected/jobs/${jobId}/interview`, 'youth2');
    expect(r.code).toBe(200);
    expect(r.body.data).toEqual({
      application_id: sumaiya,
      job_id: jobId,
      status: 32,
      title: 'Round one',
      interview_date: addDays(day, 3),
      start_time: '10:00',
      end_time: '11:30',
      kind: 1,
      venue: 'House 12, Road 5, Dhanmondi, Dhaka',
      video_link: null,
      response: null,
      response_note: null,
      responded_at: null,
      result: null,
    });
    expect((await call('GET', `/protected/jobs/${jobId}/interview`, 'youth')).code).toBe(404);
    expect(
      (
        await call('POST', `/protected/jobs/${jobId}/interview-candidate-status`, 'youth', {
          response: 'accepted',
        })
      ).code,
    ).toBe(409);
    expect(await statusOf(rahim)).toBe(31);
    expect((await call('GET', `/protected/jobs/${jobId}/interview`, 'recruiter')).code).toBe(403);
  });

  it('records a reschedule request without a move; the recruiter sees it', async () => {
    const r = await call('POST', `/protected/jobs/${jobId}/interview-candidate-status`, 'youth2', {
      response: 'rescheduled',
      note: 'Any day after 4 pm',
    });
    expect(r.code).toBe(200);
    expect(r.body.data).toMatchObject({
      status: 32,
      response: 'rescheduled',
      response_note: 'Any day after 4 pm',
    });
    const row = (await call('GET', `${base()}/applicants?tab=3`, 'recruiter')).body.data.find(
      (a: { id: number }) => a.id === sumaiya,
    );
    expect(row.interview).toMatchObject({ response: 'rescheduled', response_note: 'Any day after 4 pm' });
  });

  it('lets only the candidate confirm; the confirmation moves 32 → 33 by the youth', async () => {
    const recruiter = await call('PUT', `${base()}/applicants/${sumaiya}/change-status`, 'recruiter', {
      status: 33,
    });
    expect(recruiter.code).toBe(409);
    expect(recruiter.body.errors.status[0]).toContain('jobs.errors.candidate_response_only');
    const early = await call('PUT', `${base()}/applicants/${sumaiya}/interview-result`, 'recruiter', {
      result: 'interviewed',
    });
    expect(early.code).toBe(409);
    expect(early.body.errors.status).toEqual([
      '{"id":"jobs.errors.illegal_transition","values":{"from":32,"to":35}}',
    ]);
    const r = await call('POST', `/protected/jobs/${jobId}/interview-candidate-status`, 'youth2', {
      response: 'accepted',
    });
    expect(r.body.data).toMatchObject({ status: 33, response: 'accepted' });
    expect((await history(sumaiya)).at(-1)).toEqual({
      from_status: 32,
      to_status: 33,
      changed_by: user.youth2,
    });
    const again = await call('POST', `/protected/jobs/${jobId}/interview-candidate-status`, 'youth2', {
      response: 'accepted',
    });
    expect(again.code).toBe(409);
    expect(again.body.errors.response).toEqual([
      '{"id":"jobs.errors.illegal_transition","values":{"from":33,"to":33}}',
    ]);
    expect(
      (
        await call('POST', `/protected/jobs/${jobId}/interview-candidate-status`, 'youth2', {
          response: 'maybe',
        })
      ).code,
    ).toBe(422);
  });

  it('answers through the public link too, and the board member’s link opens the schedule', async () => {
    const link = (await logs('interview_invitation_candidate'))[0]?.variables.link ?? '';
    const token = new URL(link).searchParams.get('token') ?? '';
    const page = await call('GET', `/public/jobs/candidate-interview-confirmation?token=${token}`);
    expect(page.code).toBe(200);
    expect(page.body.data).toMatchObject({
      job_title_en: 'Junior Web Developer',
      title: 'Round one',
      status: 33,
      response: 'accepted',
      kind: 1,
    });
    expect(page.body.data).not.toHaveProperty('application_id');
    expect(
      (await call('GET', `/public/jobs/candidate-interview-confirmation?token=${'x'.repeat(43)}`)).code,
    ).toBe(404);
    const memberLink = (await logs('interview_invitation_board_member'))[0]?.variables.link ?? '';
    const join = await call(
      'GET',
      `/public/jobs/join-live-interview-board?token=${new URL(memberLink).searchParams.get('token')}`,
    );
    expect(join.body.data).toMatchObject({
      member_name: 'Farhana Islam',
      title: 'Round one',
      venue: 'House 12, Road 5, Dhanmondi, Dhaka',
    });
  });
});

describe('result, offer, hire', () => {
  it('records the interview: 33 → 35, board status attended', async () => {
    const r = await call('PUT', `${base()}/applicants/${sumaiya}/interview-result`, 'recruiter', {
      result: 'interviewed',
    });
    expect(r.code).toBe(200);
    expect(r.body.data).toMatchObject({ status: 35, interview: { result: 'interviewed', board_status: 4 } });
    expect(r.body.data.next_statuses).toEqual([41, 91]);
  });

  it('records an absence (33 → 36, invitation failed), then invites again, which clears the answer', async () => {
    const online = (
      await call(
        'POST',
        `${base()}/interview-schedules`,
        'recruiter',
        scheduleBody({ kind: 2, max_candidates: 2 }),
      )
    ).body.data;
    expect(
      (
        await call('POST', `${base()}/interview-schedules/${online.id}/invite`, 'recruiter', {
          application_ids: [rahim],
        })
      ).code,
    ).toBe(200);
    const mine = await call('GET', `/protected/jobs/${jobId}/interview`, 'youth');
    expect(mine.body.data).toMatchObject({ kind: 2, venue: null, video_link: online.video_link });
    expect(
      (
        await call('POST', `/protected/jobs/${jobId}/interview-candidate-status`, 'youth', {
          response: 'accepted',
        })
      ).body.data.status,
    ).toBe(33);
    const absent = await call('PUT', `${base()}/applicants/${rahim}/interview-result`, 'recruiter', {
      result: 'absent',
    });
    expect(absent.body.data).toMatchObject({
      status: 36,
      interview: { result: 'absent', board_status: 8, response: 'accepted' },
    });
    const again = await call('POST', `${base()}/interview-schedules/${online.id}/invite`, 'recruiter', {
      application_ids: [rahim],
    });
    expect(again.code).toBe(200);
    expect(again.body.data[0]).toMatchObject({
      status: 32,
      interview: { schedule_id: online.id, board_status: 3, response: null, result: null },
    });
    expect((await history(rahim)).slice(-4).map((h) => h.to_status)).toEqual([32, 33, 36, 32]);
    expect(
      (await call('GET', `${base()}/interview-schedules`, 'recruiter')).body.data.find(
        (x: { id: number }) => x.id === online.id,
      ).candidates,
    ).toBe(1);
  });

  it('sends an offer: 35 → 41 with its terms, the youth told in-app, by e-mail and SMS', async () => {
    const bad = await call('POST', `${base()}/job-offers`, 'recruiter', {
      application_id: sumaiya,
      salary: -1,
      joining_date: addDays(day, -1),
    });
    expect(bad.code).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['joining_date', 'salary']);
    const r = await call('POST', `${base()}/job-offers`, 'recruiter', {
      application_id: sumaiya,
      salary: 30000,
      joining_date: addDays(day, 30),
      message: 'Welcome aboard',
    });
    expect(r.code).toBe(200);
    expect(r.body.status.message).toBe('job_pipeline.success.offer_sent');
    expect(r.body.data).toMatchObject({
      status: 41,
      stage: 4,
      offer: { salary: 30000, joining_date: addDays(day, 30), message: 'Welcome aboard', responded_at: null },
    });
    const sent = await logs('job_offer_invitation');
    expect(sent.map((l) => [l.channel, l.user_id])).toEqual([
      ['in_app', user.youth2],
      ['email', user.youth2],
      ['sms', user.youth2],
    ]);
    expect(sent[0]?.variables).toMatchObject({ salary: 30000, joining_date: addDays(day, 30) });
  });

  it('lists the youth’s offers; another youth cannot answer them', async () => {
    const mine = await call('GET', '/protected/job-offers?filter=open', 'youth2');
    expect(
      mine.body.data.map((o: { application_id: number; status: number; salary: number }) => [
        o.application_id,
        o.status,
        o.salary,
      ]),
    ).toEqual([[sumaiya, 41, 30000]]);
    expect(mine.body.data[0].job).toMatchObject({ id: jobId, job_title_en: 'Junior Web Developer' });
    expect((await call('POST', `/protected/job-offers/${sumaiya}/accept`, 'youth')).code).toBe(404);
    expect(await statusOf(sumaiya)).toBe(41);
  });

  it('loses nothing when the gateway restarts mid-pipeline: statuses, history and the offer are where they were', async () => {
    const before = { sumaiya: await history(sumaiya), rahim: await history(rahim) };
    const offers = (await call('GET', '/protected/job-offers?filter=open', 'youth2')).body.data;
    await gw.restart();
    const listed = await call('GET', `${base()}/applicants?tab=4&stage=4`, 'recruiter');
    expect(listed.code).toBe(200);
    expect(listed.body.data.map((a: { id: number; status: number }) => [a.id, a.status])).toEqual([
      [sumaiya, 41],
    ]);
    expect(await history(sumaiya)).toEqual(before.sumaiya);
    expect(await history(rahim)).toEqual(before.rahim);
    expect((await call('GET', '/protected/job-offers?filter=open', 'youth2')).body.data).toEqual(offers);
  });

  it('refuses to hire before the offer is accepted, then hires after it is', async () => {
    const early = await call('PUT', `${base()}/applicants/${sumaiya}/hire`, 'recruiter');
    expect(early.code).toBe(409);
    expect(early.body.errors.status).toEqual([
      '{"id":"jobs.errors.illegal_transition","values":{"from":41,"to":51}}',
    ]);
    const accepted = await call('POST', `/protected/job-offers/${sumaiya}/accept`, 'youth2');
    expect(accepted.code).toBe(200);
    expect(accepted.body.data).toMatchObject({ status: 42, responded_at: expect.any(String) });
    expect((await call('POST', `/protected/job-offers/${sumaiya}/reject`, 'youth2')).code).toBe(409);
    const hired = await call('PUT', `${base()}/applicants/${sumaiya}/hire`, 'recruiter');
    expect(hired.code).toBe(200);
    expect(hired.body.status.message).toBe('job_pipeline.success.hired');
    expect(hired.body.data).toMatchObject({ status: 51, stage: 5, interview: { board_status: 5 } });
    expect((await history(sumaiya)).slice(-2).map((h) => [h.from_status, h.to_status, h.changed_by])).toEqual(
      [
        [41, 42, user.youth2],
        [42, 51, user.recruiter],
      ],
    );
    expect((await call('PUT', `${base()}/job-offers/${sumaiya}/cancel`, 'recruiter')).code).toBe(409);
  });

  it('cancels an offer (→ 44) and the youth then cannot accept it', async () => {
    const designer = (
      await gw.db.query<{ id: number; job_id: number }>(
        `select a.id, a.job_id from job_applications a join jobs j on j.id = a.job_id where j.job_title_en = 'Graphic Designer (part time)' and a.youth_id = $1`,
        [user.youth],
      )
    ).rows[0];
    expect(
      (await call('GET', '/protected/job-offers', 'youth')).body.data.map(
        (o: { status: number }) => o.status,
      ),
    ).toEqual([41]);
    const r = await call(
      'PUT',
      `/private/jobs/${designer?.job_id}/job-offers/${designer?.id}/cancel`,
      'recruiter',
    );
    expect(r.code).toBe(200);
    expect(r.body.data).toMatchObject({ status: 44, offer: { cancelled_at: expect.any(String) } });
    const late = await call('POST', `/protected/job-offers/${designer?.id}/accept`, 'youth');
    expect(late.code).toBe(409);
    expect(late.body.errors.status).toEqual([
      '{"id":"jobs.errors.illegal_transition","values":{"from":44,"to":42}}',
    ]);
    // rejected and restored, the candidate board status follows: rejected 6, back to attended 4
    const url = `/private/jobs/${designer?.job_id}/applicants/${designer?.id}`;
    expect((await call('PUT', `${url}/change-status`, 'recruiter', { status: 99 })).body.data).toMatchObject({
      status: 99,
      interview: { board_status: 6 },
    });
    expect((await call('PUT', `${url}/restore`, 'recruiter')).body.data).toMatchObject({
      status: 44,
      interview: { board_status: 4, result: 'interviewed' },
    });
  });
});

describe('saved, removed and the lists', () => {
  it('filters by tab and stage, best match first', async () => {
    const offers = await call('GET', `${base()}/applicants?tab=4`, 'recruiter');
    expect(offers.body.data.map((a: { id: number }) => a.id)).toEqual([sumaiya]);
    expect(
      (await call('GET', `${base()}/applicants?tab=3&stage=3`, 'recruiter')).body.data.map(
        (a: { id: number }) => a.id,
      ),
    ).toEqual([rahim]);
    expect((await call('GET', `${base()}/applicants?tab=3&stage=5`, 'recruiter')).body.meta.total).toBe(0);
    expect((await call('GET', `${base()}/applicants?tab=6`, 'recruiter')).code).toBe(422);
  });

  it('bookmarks an applicant into the saved tab and out again', async () => {
    const r = await call('PUT', `${base()}/applicants/${rahim}/toggle-save`, 'recruiter');
    expect(r.body.data).toEqual({ application_id: rahim, is_saved: true });
    const saved = await call('GET', `${base()}/applicants?tab=5`, 'recruiter');
    expect(saved.body.data.map((a: { id: number; is_saved: boolean }) => [a.id, a.is_saved])).toEqual([
      [rahim, true],
    ]);
    expect(
      (await call('PUT', `${base()}/applicants/${rahim}/toggle-save`, 'recruiter')).body.data.is_saved,
    ).toBe(false);
    expect((await call('GET', `${base()}/applicants?tab=5`, 'recruiter')).body.meta.total).toBe(0);
  });

  it('removes a candidate from the lists and puts it back; a hired one stays', async () => {
    const removed = await call('PUT', `${base()}/applicants/${rahim}/remove`, 'recruiter');
    expect(removed.code).toBe(200);
    expect(removed.body.data).toMatchObject({ is_removed: true, status: 32 });
    expect(
      (await call('GET', `${base()}/applicants`, 'recruiter')).body.data.map((a: { id: number }) => a.id),
    ).toEqual([sumaiya]);
    expect(
      (await call('GET', `${base()}/applicants?removed=true`, 'recruiter')).body.data.map(
        (a: { id: number }) => a.id,
      ),
    ).toEqual([rahim]);
    expect((await call('PUT', `${base()}/applicants/${rahim}/remove`, 'recruiter')).body.status.message).toBe(
      'job_pipeline.errors.already_removed',
    );
    const back = await call('PUT', `${base()}/applicants/${rahim}/put-back`, 'recruiter');
    expect(back.body.data.is_removed).toBe(false);
    expect((await call('PUT', `${base()}/applicants/${rahim}/put-back`, 'recruiter')).code).toBe(409);
    const hired = await call('PUT', `${base()}/applicants/${sumaiya}/remove`, 'recruiter');
    expect(hired.code).toBe(409);
    expect(hired.body.status.message).toBe('job_pipeline.errors.hired_not_removable');
  });
});

describe('new candidate applied', () => {
  it('tells the job’s organisation in the apply transaction', async () => {
    const designer = (
      await gw.db.query<{ id: number }>(
        `select id from jobs where job_title_en = 'Graphic Designer (part time)'`,
      )
    ).rows[0]?.id;
    const r = await call('POST', `/protected/jobs/${designer}/apply`, 'youth2', { expected_salary: 12000 });
    expect(r.code).toBe(201);
    const sent = await logs('new_candidate_applied');
    expect(sent.map((l) => [l.channel, l.user_id])).toEqual([
      ['in_app', user.recruiter],
      ['email', user.recruiter],
    ]);
    expect(sent[0]?.variables).toMatchObject({ candidate: 'সুমাইয়া খাতুন' });
    // a refused apply tells nobody
    expect(
      (await call('POST', `/protected/jobs/${designer}/apply`, 'youth2', { expected_salary: 12000 })).code,
    ).toBe(409);
    expect((await logs('new_candidate_applied')).length).toBe(2);
  });

  it('tells the youth of a single shortlist (→ 11) in-app, by e-mail and SMS', async () => {
    const designer = (
      await gw.db.query<{ id: number; job_id: number }>(
        `select a.id, a.job_id from job_applications a join jobs j on j.id = a.job_id where j.job_title_en = 'Graphic Designer (part time)' and a.youth_id = $1`,
        [user.youth2],
      )
    ).rows[0];
    const r = await call(
      'PUT',
      `/private/jobs/${designer?.job_id}/applicants/${designer?.id}/change-status`,
      'recruiter',
      { status: 11 },
    );
    expect(r.code).toBe(200);
    const sent = await logs('applicant_shortlist');
    expect(sent.map((l) => [l.channel, l.recipient])).toEqual([
      ['in_app', String(user.youth2)],
      ['email', 'youth2@platform.local'],
      ['sms', '01711000009'],
    ]);
    expect(sent[0]?.variables).toMatchObject({
      name: 'সুমাইয়া খাতুন',
      locale: expect.stringMatching(/^(en-US|bn-BD)$/),
    });
  });
});

describe('tenancy', () => {
  const ids = () => ({ id: jobId, boardId: board, scheduleId: schedule, applicationId: rahim });
  const bodies: Record<string, unknown> = {
    createInterviewBoard: boardBody,
    updateInterviewBoard: boardBody,
    createInterviewSchedule: scheduleBody(),
    updateInterviewSchedule: scheduleBody({ max_candidates: 5 }),
    inviteToSchedule: { application_ids: [rahim] },
    recordInterviewResult: { result: 'absent' },
    sendJobOffer: { application_id: rahim, salary: 1, joining_date: addDays(day, 3) },
  };
  const privateCalls = Object.entries(jobPipelineEndpoints).filter(([, ep]) => ep.area === 'private');

  it('names every private pipeline endpoint (each carries a job id)', () => {
    expect(privateCalls.every(([, ep]) => ep.path.includes(':id'))).toBe(true);
    expect(privateCalls.length).toBe(17);
  });

  it.each(privateCalls)(
    '%s: recruiter2 on Dhaka Tech’s job, board, schedule and applicant → 404, nothing changed',
    async (name, ep) => {
      const snapshot = async () => ({
        app: (
          await gw.db.query('select status, is_saved, removed_at from job_applications where id = $1', [
            rahim,
          ])
        ).rows[0],
        boards: (
          await gw.db.query(
            'select id, title, updated_at from job_interview_boards where job_id = $1 order by id',
            [jobId],
          )
        ).rows,
        schedules: (
          await gw.db.query(
            'select id, title, max_candidates, updated_at from job_interview_schedules where job_id = $1 order by id',
            [jobId],
          )
        ).rows,
        candidates: (await gw.db.query('select count(*)::int as n from job_interview_candidates')).rows,
        logs: (await gw.db.query('select count(*)::int as n from notification_logs')).rows,
      });
      const before = await snapshot();
      const r = await call(
        ep.method,
        buildPath(ep.path, ids()),
        'recruiter2',
        ep.method === 'GET' || ep.method === 'DELETE' ? undefined : (bodies[name] ?? {}),
      );
      expect(r.code, name).toBe(404);
      expect(await snapshot()).toEqual(before);
      if (ep.method === 'GET')
        expect((await call(ep.method, buildPath(ep.path, ids()), 'recruiter')).code, name).toBe(200);
    },
  );

  it('answers 404 for a board or schedule of another job of the same organisation', async () => {
    const other = (
      await gw.db.query<{ id: number }>(`select id from jobs where job_title_en = 'IT Support Technician'`)
    ).rows[0]?.id;
    expect(
      (await call('GET', `/private/jobs/${other}/interview-schedules/${schedule}/candidates`, 'recruiter'))
        .code,
    ).toBe(404);
    expect((await call('DELETE', `/private/jobs/${other}/interview-boards/${board}`, 'recruiter')).code).toBe(
      404,
    );
    expect(
      (
        await call('POST', `/private/jobs/${other}/interview-schedules/${schedule}/invite`, 'recruiter', {
          application_ids: [rahim],
        })
      ).code,
    ).toBe(404);
  });

  it('keeps the youth out of the recruiter calls', async () => {
    expect((await call('GET', `${base()}/interview-boards`, 'youth')).code).toBe(403);
  });
});
