import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarIcs, escapeText, foldLine } from './ics';
import { apiCaller, fakeIdentity, headers, startGateway, type TestGateway } from '../../test/harness';

/*
 * My calendar (ADR 0085) over fixed data far from today (March 2031): `youth` (Rahim) has an interview on 10 March
 * 10:00–10:30 Dhaka, is enrolled in a batch running 1 February – 15 March and has a payment-pending enrolment in a
 * batch of 20 March; a public event runs 12–13 March, a deleted one on 14 March. `youth2` sees the event only.
 */

let gw: TestGateway;
const call = apiCaller(() => gw);
const one = async <T>(sql: string, params: unknown[] = []) =>
  (await gw.db.query<{ id: T }>(sql, params)).rows[0]?.id as T;

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  const youth = await one<number>(`select id from users where username = 'youth'`);
  const job = await one<number>(`select id from jobs order by id limit 1`);
  const application = await one<number>(
    `insert into job_applications (job_id, youth_id, status) values ($1, $2, 32)
       on conflict (job_id, youth_id) do update set status = 32 returning id`,
    [job, youth],
  );
  const schedule = await one<number>(
    `insert into job_interview_schedules (job_id, title, interview_date, start_time, end_time, kind, venue, max_candidates)
     values ($1, 'Round 1; panel, HR', '2031-03-10', '10:00', '10:30', 1, 'Karwan Bazar, Dhaka', 5) returning id`,
    [job],
  );
  await gw.db.query(
    `insert into job_interview_candidates (application_id, schedule_id) values ($1, $2)
       on conflict (application_id) do update set schedule_id = excluded.schedule_id, response = null`,
    [application, schedule],
  );
  const course = await one<number>(`select id from courses order by id limit 1`);
  const batch = await one<number>(
    `insert into course_batches (course_id, title, title_en, total_seats, available_seats, registration_start_date,
       registration_end_date, batch_start_date, batch_end_date)
     values ($1, 'ব্যাচ ক', 'Batch A', 10, 10, '2031-01-01', '2031-01-31', '2031-02-01', '2031-03-15') returning id`,
    [course],
  );
  await gw.db.query(`delete from course_enrolments where youth_id = $1 and course_id = $2`, [youth, course]);
  await gw.db.query(
    `insert into course_enrolments (course_id, batch_id, youth_id, status, enrolled_at) values ($1, $2, $3, 'enrolled', now())`,
    [course, batch, youth],
  );
  await gw.db.query(
    `insert into events (title, title_en, starts_on, ends_on, venue, venue_en)
     values ('চাকরি মেলা', 'Job fair', '2031-03-12', '2031-03-13', 'ঢাকা', 'Dhaka')`,
  );
  await gw.db.query(
    `insert into events (title, title_en, starts_on, deleted_at) values ('মুছে ফেলা', 'Deleted', '2031-03-14', now())`,
  );
});
afterAll(async () => gw?.close());

const range = (from: string, to: string, who = 'youth') =>
  call('GET', `/protected/calendar?from=${from}&to=${to}`, who);

describe('GET /protected/calendar', () => {
  it('gives the youth’s interview, enrolled batch and the public events of the range, by day', async () => {
    const r = await range('2031-03-01', '2031-03-31');
    expect(r.code).toBe(200);
    const entries = r.body.data as { kind: string; starts_on: string; title_en: string | null }[];
    expect(entries.map((e) => [e.kind, e.starts_on, e.title_en])).toEqual([
      ['batch', '2031-02-01', expect.anything()],
      ['interview', '2031-03-10', expect.anything()],
      ['event', '2031-03-12', 'Job fair'],
    ]);
    expect(entries[1]).toMatchObject({
      subtitle: 'Round 1; panel, HR',
      start_time: '10:00',
      end_time: '10:30',
      starts_at: '2031-03-10T04:00:00.000Z',
      ends_at: '2031-03-10T04:30:00.000Z',
      location: 'Karwan Bazar, Dhaka',
      link: '/my-jobs',
    });
    expect(entries[0]).toMatchObject({ subtitle_en: 'Batch A', ends_on: '2031-03-15', starts_at: null });
  });

  it('shows another youth only the public events, and leaves out declined interviews', async () => {
    const other = await range('2031-03-01', '2031-03-31', 'youth2');
    expect(other.body.data.map((e: { kind: string }) => e.kind)).toEqual(['event']);
    await gw.db.query(`update job_interview_candidates set response = 'rejected' where schedule_id in
      (select id from job_interview_schedules where interview_date = '2031-03-10')`);
    const mine = await range('2031-03-10', '2031-03-10');
    expect(mine.body.data.map((e: { kind: string }) => e.kind)).toEqual(['batch']);
    await gw.db.query(`update job_interview_candidates set response = null where schedule_id in
      (select id from job_interview_schedules where interview_date = '2031-03-10')`);
  });

  it('refuses a missing, malformed, reversed or longer-than-92-days range with the 422 envelope', async () => {
    const bad: [string, Record<string, unknown>][] = [
      ['', { from: expect.any(Array), to: expect.any(Array) }],
      ['from=2031-03-01', { to: expect.any(Array) }],
      ['from=2031-02-30&to=2031-03-01', { from: expect.any(Array) }],
      ['from=2031-03-10&to=2031-03-01', { to: expect.any(Array) }],
      ['from=2031-01-01&to=2031-04-03', { to: [expect.stringContaining('validation.date_range_max_days')] }],
      ['from=a&from=b&to=2031-03-01', { from: expect.any(Array) }],
    ];
    for (const [query, errors] of bad) {
      const r = await call('GET', `/protected/calendar?${query}`, 'youth');
      expect(r.code, query).toBe(422);
      expect(r.body.status).toMatchObject({ success: false, code: 422 });
      expect(r.body.errors, query).toMatchObject(errors);
    }
    // 92 days, both counted, is allowed
    expect((await range('2031-01-01', '2031-04-02')).code).toBe(200);
    expect((await call('GET', '/protected/calendar?from=2031-01-01&to=2031-01-31', 'recruiter')).code).toBe(
      403,
    );
  });
});

describe('RPL exams (ADR 0123)', () => {
  it('shows the exam day of the youth’s RPL batch at its centre; not to another youth, not once withdrawn', async () => {
    const youth = await one<number>(`select id from users where username = 'youth'`);
    const assessor = await one<number>(`select id from users where username = 'assessor'`);
    const level = (
      await gw.db.query<{ id: number; occupation: number; sector: number }>(
        `select l.id, o.id as occupation, o.rpl_sector_id as sector from rpl_levels l
           join rpl_occupations o on o.id = l.rpl_occupation_id order by l.id limit 1`,
      )
    ).rows[0];
    if (!level) throw new Error('no RPL level seeded');
    const centre = await one<number>(`select id from training_centers order by id limit 1`);
    const batch = await one<number>(
      `insert into rpl_batches (title, title_en, rpl_occupation_id, rpl_level_id, assessor_id, training_center_id, exam_date)
       values ('আরপিএল ব্যাচ', 'RPL batch', $1, $2, $3, $4, '2031-04-08') returning id`,
      [level.occupation, level.id, assessor, centre],
    );
    await gw.db.query(`delete from rpl_applications where youth_id = $1 and rpl_level_id = $2`, [
      youth,
      level.id,
    ]);
    const application = await one<number>(
      `insert into rpl_applications (youth_id, rpl_sector_id, rpl_occupation_id, rpl_level_id, mobile,
         experience_years, experience_summary, rpl_batch_id)
       values ($1, $2, $3, $4, '01711000000', 5, 'পাঁচ বছর', $5) returning id`,
      [youth, level.sector, level.occupation, level.id, batch],
    );
    const april = await range('2031-04-01', '2031-04-30');
    expect(april.code).toBe(200);
    const exam = (april.body.data as { kind: string }[]).find((e) => e.kind === 'exam');
    expect(exam).toMatchObject({
      uid: `exam-${application}`,
      title: 'আরপিএল ব্যাচ',
      title_en: 'RPL batch',
      starts_on: '2031-04-08',
      ends_on: '2031-04-08',
      start_time: null,
      link: '/rpl/my-applications',
    });
    const other = await range('2031-04-01', '2031-04-30', 'youth2');
    expect((other.body.data as { kind: string }[]).some((e) => e.kind === 'exam')).toBe(false);
    await gw.db.query(`update rpl_applications set status = 'not_submitted' where id = $1`, [application]);
    const withdrawn = await range('2031-04-01', '2031-04-30');
    expect((withdrawn.body.data as { kind: string }[]).some((e) => e.kind === 'exam')).toBe(false);
  });
});

describe('GET /protected/calendar.ics', () => {
  it('downloads the range as text/calendar with UTC times, whole days as dates and escaped text', async () => {
    const res = await gw.app.inject({
      method: 'GET',
      url: '/protected/calendar.ics?from=2031-03-01&to=2031-03-31&lang=en',
      headers: headers('youth'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="calendar-2031-03-01-2031-03-31.ics"',
    );
    const text = res.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.split('\r\n').filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(3);
    expect(text).toContain('DTSTART:20310310T040000Z\r\nDTEND:20310310T043000Z');
    expect(text).toContain('SUMMARY:');
    expect(text).toContain('Round 1\\; panel\\, HR');
    expect(text).toContain('LOCATION:Karwan Bazar\\, Dhaka');
    expect(text).toContain('DTSTART;VALUE=DATE:20310312\r\nDTEND;VALUE=DATE:20310314');
    expect(text).toContain('SUMMARY:Job fair');
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('refuses a bad range and a bad language with the 422 envelope', async () => {
    for (const q of ['from=2031-01-01&to=2031-06-01', 'from=2031-03-01&to=2031-03-02&lang=fr', '']) {
      const res = await gw.app.inject({
        method: 'GET',
        url: `/protected/calendar.ics?${q}`,
        headers: headers('youth'),
      });
      expect(res.statusCode, q).toBe(422);
      expect(res.json().status.code).toBe(422);
    }
    const anon = await gw.app.inject({
      method: 'GET',
      url: '/protected/calendar.ics?from=2031-03-01&to=2031-03-02',
      headers: headers(),
    });
    expect(anon.statusCode).toBe(401);
  });
});

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and line breaks (RFC 5545 §3.3.11)', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a Bengali character', () => {
    const line = `SUMMARY:${'চাকরি মেলা '.repeat(10)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
  });

  it('writes a whole-day entry with an exclusive end date', () => {
    const text = calendarIcs(
      [
        {
          uid: 'event-1',
          kind: 'event',
          title: 'মেলা',
          title_en: null,
          subtitle: null,
          subtitle_en: null,
          starts_on: '2031-12-31',
          ends_on: '2031-12-31',
          start_time: null,
          end_time: null,
          starts_at: null,
          ends_at: null,
          location: null,
          location_en: null,
          link: '/events',
        },
      ],
      { host: 'gw.example', lang: 'en', now: new Date('2031-01-01T00:00:00Z') },
    );
    expect(text).toContain(
      'UID:event-1@gw.example\r\nDTSTAMP:20310101T000000Z\r\nDTSTART;VALUE=DATE:20311231\r\nDTEND;VALUE=DATE:20320101',
    );
    expect(text).toContain('SUMMARY:মেলা');
  });
});
