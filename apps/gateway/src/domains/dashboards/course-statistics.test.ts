import type { DashboardStatistics, StatisticsSeries } from '@platform/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeIdentity, headers, startGateway, type TestGateway } from '../../test/harness';

/*
 * An institute's course activity for the lms home (issue 15 item 9): enrolments, completions and certificates counted
 * by the Bangladesh day — only the caller's institute's (another institute's never shows), the whole platform for a
 * system user; a youth is refused (403); a bad range is the 422 envelope with the rule's message.
 */

let gw: TestGateway;
const one = async (sql: string, params: unknown[] = []) =>
  Number((await gw.db.query<{ id: number }>(sql, params)).rows[0]?.id);

async function courseWithBatch(institute: number, title: string) {
  const course = await one(
    `insert into courses (institute_id, title, course_type, duration_hours, fee, language_medium, level)
     values ($1, $2, 1, 10, 0, 1, 1) returning id`,
    [institute, title],
  );
  const batch = await one(
    `insert into course_batches (course_id, title, total_seats, available_seats, registration_start_date,
       registration_end_date, batch_start_date, batch_end_date)
     values ($1, 'ব্যাচ', 30, 30, '2025-01-01', '2025-01-20', '2025-02-01', '2025-03-31') returning id`,
    [course],
  );
  return { course, batch };
}

async function youth(name: string) {
  return one(
    `insert into users (username, password_hash, full_name, user_type_code) values ($1, 'x', $1, 3) returning id`,
    [name],
  );
}

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  const mine = await one(`select institute_id as id from users where username = 'provider'`);
  const other = await one(`insert into institutes (title) values ('অন্য ইনস্টিটিউট') returning id`);
  const a = await courseWithBatch(mine, 'আমার কোর্স');
  const b = await courseWithBatch(other, 'অন্য কোর্স');
  const enrol = (c: { course: number; batch: number }, y: number, at: string, done: string | null) =>
    gw.db.query(
      `insert into course_enrolments (course_id, batch_id, youth_id, status, enrolled_at, completed_at)
       values ($1, $2, $3, 'enrolled', $4::timestamptz, $5::timestamptz)`,
      [c.course, c.batch, y, at, done],
    );
  const y1 = await youth('cs_youth_1');
  const y2 = await youth('cs_youth_2');
  const y3 = await youth('cs_youth_3');
  // mine: two enrolments on 2025-03-10 in Dhaka (one at 23:30 UTC on the 9th), one completed on the 12th
  await enrol(a, y1, '2025-03-09T23:30:00Z', '2025-03-12T08:00:00Z');
  await enrol(a, y2, '2025-03-10T10:00:00Z', null);
  // a payment never made is no enrolment
  await gw.db.query(
    `insert into course_enrolments (course_id, batch_id, youth_id, status) values ($1, $2, $3, 'payment_pending')`,
    [a.course, a.batch, y3],
  );
  // the other institute: one enrolment and one completion on the same days, which the provider must not see
  await enrol(b, y1, '2025-03-10T10:00:00Z', '2025-03-12T09:00:00Z');
  await gw.db.query(
    `insert into certificates (youth_id, course_id, institute_id, holder_name, course_title, institute_title, issued_at)
     values ($1, $2, $3, 'এক', 'আমার কোর্স', 'আমার', '2025-03-12T09:00:00Z'),
            ($1, $4, $5, 'এক', 'অন্য কোর্স', 'অন্য', '2025-03-12T09:00:00Z')`,
    [y1, a.course, mine, b.course, other],
  );
});
afterAll(async () => gw?.close());

const get = (query: string, user = 'provider') =>
  gw.app.inject({ method: 'GET', url: `/private/course-statistics${query}`, headers: headers(user) });
const totals = (data: DashboardStatistics) =>
  Object.fromEntries(data.series.map((s: StatisticsSeries) => [s.family, s.total]));

describe('GET /private/course-statistics (issue 15 item 9)', () => {
  it('counts the caller’s institute’s enrolments, completions and certificates by the Bangladesh day', async () => {
    const r = await get('?from=2025-03-09&to=2025-03-13');
    expect(r.statusCode, r.body).toBe(200);
    const data = r.json().data as DashboardStatistics;
    expect(data).toMatchObject({ from: '2025-03-09', to: '2025-03-13', interval: 'day' });
    expect(data.series.map((s) => s.family)).toEqual([
      'course_enrolments',
      'course_completions',
      'certificates',
    ]);
    expect(totals(data)).toEqual({ course_enrolments: 2, course_completions: 1, certificates: 1 });
    expect(data.series[0]?.points).toEqual([
      { period: '2025-03-09', count: 0 },
      { period: '2025-03-10', count: 2 },
      { period: '2025-03-11', count: 0 },
      { period: '2025-03-12', count: 0 },
      { period: '2025-03-13', count: 0 },
    ]);
    expect(data.series[1]?.points.find((p) => p.period === '2025-03-12')?.count).toBe(1);
  });

  it('counts every institute for a system user, by the month over a long range', async () => {
    const data = (await get('?from=2025-01-01&to=2025-06-30', 'admin')).json().data as DashboardStatistics;
    expect(data.interval).toBe('month');
    expect(totals(data)).toEqual({ course_enrolments: 3, course_completions: 2, certificates: 2 });
    expect(data.series[0]?.points.find((p) => p.period === '2025-03')?.count).toBe(3);
  });

  it('refuses a youth (403) and a reversed range with the rule’s message (422)', async () => {
    expect((await get('', 'youth')).statusCode).toBe(403);
    const reversed = await get('?from=2025-03-10&to=2025-03-01');
    expect(reversed.statusCode).toBe(422);
    expect(JSON.stringify(reversed.json())).toContain('validation.report_end_before_start');
  });
});
