import type { HttpMethod } from '@platform/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, fakeIdentity, startGateway, type TestGateway } from '../../test/harness';
import { localOutboxPort } from '../notifications/channels';
import { drainOutbox } from '../notifications/outbox';

/*
 * Live-course schedules through the API (issue 15 item 5, ADR 0090): the provider saves, sends, publishes; the admin
 * (and an association) approves or rejects with a reason; every illegal move is 409 with its message id; permissions
 * (403), another institute's course (404), the field rules as the 422 envelope with their ids, bad input never a 5xx;
 * a published schedule's classes reach the calendar of a youth enrolled in the course, and only then.
 */

let gw: TestGateway;
let live = 0;
let online = 0;
let otherLive = 0;
let scheduleId = 0;

const call = apiCaller(() => gw);
const one = async (sql: string) => Number((await gw.db.query<{ id: number }>(sql)).rows[0]?.id);
const body = (over: Record<string, unknown> = {}) => ({
  // 2027-03-01 is a Monday: Mondays and Wednesdays give 1, 3, 8, 10, 15, 17 March
  tentative_start_date: '2027-03-01',
  tentative_end_date: '2027-03-31',
  weekdays: [1, 3],
  start_time: '18:30',
  class_minutes: 90,
  min_students: 10,
  number_of_classes: 6,
  ...over,
});
const ids = (errors: Record<string, string[]>) =>
  Object.fromEntries(
    Object.entries(errors).map(([k, v]) => [k, v.map((m) => (m.startsWith('{') ? JSON.parse(m).id : m))]),
  );

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  const mine = `(select institute_id from users where username = 'provider')`;
  live = await one(
    `insert into courses (institute_id, title, title_en, course_type, duration_hours, fee, language_medium, level)
      values (${mine}, 'লাইভ কোর্স', 'Live course', 2, 10, 0, 1, 1) returning id`,
  );
  online = await one(
    `insert into courses (institute_id, title, course_type, duration_hours, fee, language_medium, level)
      values (${mine}, 'অনলাইন কোর্স', 1, 10, 0, 1, 1) returning id`,
  );
  const institute = await one(
    `insert into institutes (title, title_en) values ('অন্য ইনস্টিটিউট', 'Other Institute') returning id`,
  );
  otherLive = await one(
    `insert into courses (institute_id, title, course_type, duration_hours, fee, language_medium, level)
      values (${institute}, 'অন্য লাইভ', 2, 10, 0, 1, 1) returning id`,
  );
  // `youth` enrolled in the live course (a batch of it, payment done)
  const batch = await one(
    `insert into course_batches (course_id, title, total_seats, available_seats, registration_start_date,
       registration_end_date, batch_start_date, batch_end_date)
     values (${live}, 'ব্যাচ', 10, 9, '2027-01-01', '2027-02-01', '2027-03-01', '2027-03-31') returning id`,
  );
  await gw.db.query(
    `insert into course_enrolments (course_id, batch_id, youth_id, fee, status, enrolled_at)
     select ${live}, ${batch}, id, 0, 'enrolled', now() from users where username = 'youth'`,
  );
});
afterAll(async () => gw?.close());

const liveClasses = async () => {
  const r = await call('GET', '/protected/calendar?from=2027-03-01&to=2027-03-31', 'youth');
  expect(r.code).toBe(200);
  return (r.body.data as { kind: string; starts_on: string; start_time: string; end_time: string }[]).filter(
    (e) => e.kind === 'live_class',
  );
};

describe('course schedules', () => {
  it('has none at first; saves a draft with its generated classes', async () => {
    const none = await call('GET', `/private/courses/${live}/schedule`, 'provider');
    expect(none.code).toBe(200);
    expect(none.body.data).toBeNull();

    const r = await call('PUT', `/private/courses/${live}/schedule`, 'provider', body());
    expect(r.code, JSON.stringify(r.body)).toBe(200);
    expect(r.body.status.message).toBe('course_schedules.success.saved');
    expect(r.body.data).toMatchObject({
      course_id: live,
      status: 'draft',
      routine_status: null,
      weekdays: [1, 3],
      start_time: '18:30',
      actions: ['edit', 'send'],
    });
    expect(r.body.data.classes.map((c: { day: string }) => c.day)).toEqual([
      '2027-03-01',
      '2027-03-03',
      '2027-03-08',
      '2027-03-10',
      '2027-03-15',
      '2027-03-17',
    ]);
    expect(r.body.data.classes[0]).toMatchObject({ number: 1, start_time: '18:30', end_time: '20:00' });
    scheduleId = r.body.data.id;
    expect(await liveClasses()).toEqual([]);
  });

  it.each([
    [
      'the end before the start',
      { tentative_end_date: '2027-02-28' },
      { tentative_end_date: ['validation.end_before_start'] },
    ],
    [
      'more classes than the weekdays hold',
      { number_of_classes: 11 },
      { number_of_classes: ['validation.classes_exceed_days'] },
    ],
    ['no weekday', { weekdays: [] }, { weekdays: ['validation.array_min'] }],
    ['a weekday that is none', { weekdays: [7] }, { 'weekdays[0]': ['validation.one_of'] }],
    ['a time that is none', { start_time: '25:00' }, { start_time: ['validation.time'] }],
    ['too short a class', { class_minutes: 5 }, { class_minutes: ['validation.min'] }],
    ['no students', { min_students: 0 }, { min_students: ['validation.min'] }],
  ])('refuses %s with the 422 envelope and the message id', async (_name, over, errors) => {
    const r = await call('PUT', `/private/courses/${live}/schedule`, 'provider', body(over));
    expect(r.code, JSON.stringify(r.body)).toBe(422);
    expect(r.body.status.success).toBe(false);
    expect(ids(r.body.errors)).toEqual(errors);
  });

  it('answers bad input with 422, never a 5xx', async () => {
    for (const payload of [
      {},
      { ...body(), weekdays: 'monday', number_of_classes: 'many' },
      { ...body(), tentative_start_date: 12, start_time: null },
      { ...body(), number_of_classes: 1e20, min_students: -1 },
      { ...body(), weekdays: [{ day: 1 }] },
    ]) {
      const r = await call('PUT', `/private/courses/${live}/schedule`, 'provider', payload);
      expect(r.code, JSON.stringify(r.body)).toBe(422);
    }
  });

  it('refuses a schedule for a course that is not live (409)', async () => {
    const r = await call('PUT', `/private/courses/${online}/schedule`, 'provider', body());
    expect(r.code).toBe(409);
    expect(r.body.status.message).toBe('course_schedules.errors.not_live');
  });

  it('refuses illegal moves of a draft with their message ids', async () => {
    const publish = await call('POST', `/private/courses/${live}/schedule/publish`, 'provider');
    expect(publish.code).toBe(409);
    expect(publish.body.status.message).toBe('course_schedules.errors.not_approved');
    const approve = await call('POST', `/private/course-schedules/${scheduleId}/approve`, 'admin');
    expect(approve.code).toBe(409);
    expect(approve.body.status.message).toBe('course_schedules.errors.not_pending');
  });

  it('sends it for approval; then it can be neither edited nor sent again', async () => {
    const r = await call('POST', `/private/courses/${live}/schedule/send`, 'provider');
    expect(r.code, JSON.stringify(r.body)).toBe(200);
    expect(r.body.status.message).toBe('course_schedules.success.sent');
    expect(r.body.data).toMatchObject({ status: 'sent_for_approval', actions: [] });
    expect(r.body.data.sent_at).toBeTruthy();

    const again = await call('POST', `/private/courses/${live}/schedule/send`, 'provider');
    expect(again.code).toBe(409);
    expect(again.body.status.message).toBe('course_schedules.errors.cannot_send');
    const edit = await call('PUT', `/private/courses/${live}/schedule`, 'provider', body());
    expect(edit.code).toBe(409);
    expect(edit.body.status.message).toBe('course_schedules.errors.pending');
  });

  it('lists it in the approval queue of the admin and of an association, not for the provider', async () => {
    for (const who of ['admin', 'association']) {
      const r = await call('GET', '/private/course-schedules?page_size=100', who);
      expect(r.code, who).toBe(200);
      const row = r.body.data.find((s: { id: number }) => s.id === scheduleId);
      expect(row, who).toMatchObject({ course_title_en: 'Live course', actions: ['approve', 'reject'] });
      expect(r.body.meta.total).toBeGreaterThanOrEqual(1);
    }
    expect((await call('GET', '/private/course-schedules', 'provider')).code).toBe(403);
    const drafts = await call('GET', '/private/course-schedules?status=draft', 'admin');
    expect(drafts.body.data.map((s: { id: number }) => s.id)).not.toContain(scheduleId);
    expect((await call('GET', '/private/course-schedules?status=lost', 'admin')).code).toBe(422);
  });

  it('rejects with a reason (required), the provider sees it, edits and sends again', async () => {
    const empty = await call('POST', `/private/course-schedules/${scheduleId}/reject`, 'admin', {
      reason: ' ',
    });
    expect(empty.code).toBe(422);
    expect(ids(empty.body.errors)).toEqual({ reason: ['validation.required'] });
    const r = await call('POST', `/private/course-schedules/${scheduleId}/reject`, 'admin', {
      reason: 'Classes at 18:30 clash with the centre’s closing',
    });
    expect(r.code, JSON.stringify(r.body)).toBe(200);
    expect(r.body.status.message).toBe('schedule_approvals.success.rejected');
    const seen = await call('GET', `/private/courses/${live}/schedule`, 'provider');
    expect(seen.body.data).toMatchObject({
      status: 'rejected',
      routine_status: 'rejected',
      rejection_reason: 'Classes at 18:30 clash with the centre’s closing',
      actions: ['edit', 'send'],
    });
    // the provider who sent it is told, in the app and by e-mail, with the reason
    const logs = await gw.db.query<{ channel: string; variables: Record<string, string> }>(
      `select channel, variables from notification_logs where event = 'course_schedule_rejected'
         and user_id = (select id from users where username = 'provider') order by channel`,
    );
    expect(logs.rows.map((l) => l.channel)).toEqual(['email', 'in_app']);
    expect(logs.rows[0]?.variables).toMatchObject({
      course_title: 'Live course',
      reason: 'Classes at 18:30 clash with the centre’s closing',
    });
    await drainOutbox(gw.db, localOutboxPort(gw.db), 1000);
    const inApp = await gw.db.query<{ title: string; body: string }>(
      `select title, body from in_app_notifications where event = 'course_schedule_rejected'
         and user_id = (select id from users where username = 'provider')`,
    );
    expect(inApp.rows).toEqual([
      {
        title: 'Schedule rejected: Live course',
        body: expect.stringContaining('The reason given: Classes at 18:30 clash with the centre’s closing'),
      },
    ]);
    const edit = await call(
      'PUT',
      `/private/courses/${live}/schedule`,
      'provider',
      body({ start_time: '16:00' }),
    );
    expect(edit.body.data).toMatchObject({ status: 'draft', start_time: '16:00' });
    expect((await call('POST', `/private/courses/${live}/schedule/send`, 'provider')).code).toBe(200);
  });

  it('approves (routine approved), the provider publishes, and the classes reach the enrolled youth', async () => {
    const r = await call('POST', `/private/course-schedules/${scheduleId}/approve`, 'association');
    expect(r.code, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({
      status: 'approved',
      routine_status: 'approved',
      rejection_reason: null,
    });
    const approved = await gw.db.query(
      `select 1 from notification_logs where event = 'course_schedule_approved'
         and user_id = (select id from users where username = 'provider')`,
    );
    expect(approved.rows.length).toBeGreaterThan(0);
    expect(
      (await call('POST', `/private/course-schedules/${scheduleId}/reject`, 'admin', { reason: 'x' })).body
        .status.message,
    ).toBe('course_schedules.errors.not_pending');

    const published = await call('POST', `/private/courses/${live}/schedule/publish`, 'provider');
    expect(published.code).toBe(200);
    expect(published.body.status.message).toBe('course_schedules.success.published');
    expect(published.body.data).toMatchObject({
      status: 'published',
      was_published: true,
      actions: ['edit'],
    });

    const classes = await liveClasses();
    expect(classes.map((c) => c.starts_on)).toEqual([
      '2027-03-01',
      '2027-03-03',
      '2027-03-08',
      '2027-03-10',
      '2027-03-15',
      '2027-03-17',
    ]);
    expect(classes[0]).toMatchObject({
      start_time: '16:00',
      end_time: '17:30',
      starts_at: '2027-03-01T10:00:00.000Z',
    });
    // youth2 is not enrolled
    const other = await call('GET', '/protected/calendar?from=2027-03-01&to=2027-03-31', 'youth2');
    expect(other.body.data.filter((e: { kind: string }) => e.kind === 'live_class')).toEqual([]);
  });

  it('takes an edited published schedule back to a draft, its classes off the calendar until republished', async () => {
    const edit = await call(
      'PUT',
      `/private/courses/${live}/schedule`,
      'provider',
      body({ number_of_classes: 4 }),
    );
    expect(edit.body.data).toMatchObject({ status: 'draft', was_published: true });
    expect(await liveClasses()).toEqual([]);
    await call('POST', `/private/courses/${live}/schedule/send`, 'provider');
    await call('POST', `/private/course-schedules/${scheduleId}/approve`, 'admin');
    const approved = await call('GET', `/private/courses/${live}/schedule`, 'provider');
    expect(approved.body.data.actions).toEqual(['edit', 'republish']);
    expect((await call('POST', `/private/courses/${live}/schedule/publish`, 'provider')).code).toBe(200);
    expect(await liveClasses()).toHaveLength(4);
  });

  it('shows the classes only while the course stays live', async () => {
    await gw.db.query('update courses set course_type = 1 where id = $1', [live]);
    expect(await liveClasses()).toEqual([]);
    await gw.db.query('update courses set course_type = 2 where id = $1', [live]);
    expect(await liveClasses()).toHaveLength(4);
  });

  it('answers 404 for another institute’s course and an unknown schedule', async () => {
    const calls: [HttpMethod, string, unknown?][] = [
      ['GET', `/private/courses/${otherLive}/schedule`],
      ['PUT', `/private/courses/${otherLive}/schedule`, body()],
      ['POST', `/private/courses/${otherLive}/schedule/send`],
      ['POST', `/private/courses/${otherLive}/schedule/publish`],
      ['POST', '/private/course-schedules/999999/approve', undefined, 'admin'],
      ['POST', '/private/course-schedules/999999/reject', { reason: 'x' }, 'admin'],
    ].map(([m, u, p]) => [m, u, p] as [HttpMethod, string, unknown?]);
    for (const [method, url, payload] of calls) {
      const who = url.startsWith('/private/course-schedules') ? 'admin' : 'provider';
      expect((await call(method, url, who, payload)).code, `${method} ${url}`).toBe(404);
    }
    const untouched = await gw.db.query('select 1 from course_schedules where course_id = $1', [otherLive]);
    expect(untouched.rows).toHaveLength(0);
  });

  it('refuses youth and recruiters everywhere, the provider the approval, a trainer every change (403)', async () => {
    const provider: [HttpMethod, string, unknown?][] = [
      ['GET', `/private/courses/${live}/schedule`],
      ['PUT', `/private/courses/${live}/schedule`, body()],
      ['POST', `/private/courses/${live}/schedule/send`],
      ['POST', `/private/courses/${live}/schedule/publish`],
    ];
    const approver: [HttpMethod, string, unknown?][] = [
      ['GET', '/private/course-schedules'],
      ['POST', `/private/course-schedules/${scheduleId}/approve`],
      ['POST', `/private/course-schedules/${scheduleId}/reject`, { reason: 'x' }],
    ];
    for (const who of ['youth', 'recruiter'])
      for (const [method, url, payload] of [...provider, ...approver])
        expect((await call(method, url, who, payload)).code, `${who} ${method} ${url}`).toBe(403);
    for (const [method, url, payload] of approver)
      expect((await call(method, url, 'provider', payload)).code, `provider ${method} ${url}`).toBe(403);
    await gw.db.query(
      `update users set institute_id = (select institute_id from users where username = 'provider')
        where username = 'trainer'`,
    );
    expect((await call('GET', `/private/courses/${live}/schedule`, 'trainer')).code).toBe(200);
    for (const [method, url, payload] of provider.slice(1))
      expect((await call(method, url, 'trainer', payload)).code, `trainer ${method} ${url}`).toBe(403);
  });

  it('freezes the schedule of an archived course (409)', async () => {
    await gw.db.query(`update courses set publication_status = 'archived' where id = $1`, [live]);
    const r = await call('PUT', `/private/courses/${live}/schedule`, 'provider', body());
    expect(r.code).toBe(409);
    expect(r.body.status.message).toBe('courses.errors.archived');
  });
});
