import type { DashboardStatistics, StatisticsSeries } from '@platform/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeIdentity, headers, startGateway, type TestGateway } from '../../test/harness';
import { periodsOf, statisticsRange } from './statistics';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  // three youth registered on 2025-03-10 in Bangladesh — one at 23:30 on the 9th UTC (05:30 on the 10th in Dhaka) —
  // and one on 2025-03-12; a recruiter the same day (not a youth)
  const at = ['2025-03-09T23:30:00Z', '2025-03-10T06:00:00Z', '2025-03-10T17:59:00Z', '2025-03-12T08:00:00Z'];
  for (const [i, ts] of at.entries()) {
    await gw.db.query(
      `insert into users (username, password_hash, full_name, user_type_code, created_at)
       values ($1, 'x', $1, 3, $2::timestamptz)`,
      [`stats_youth_${i}`, ts],
    );
  }
  await gw.db.query(
    `insert into users (username, password_hash, full_name, user_type_code, created_at)
     values ('stats_recruiter', 'x', 'stats', 2, '2025-03-10T06:00:00Z')`,
  );
});
afterAll(async () => gw?.close());

const get = (query: string, user = 'admin') =>
  gw.app.inject({ method: 'GET', url: `/private/dashboard-statistics${query}`, headers: headers(user) });
const seriesOf = (data: DashboardStatistics, family: string) =>
  data.series.find((s) => s.family === family) as StatisticsSeries;

describe('GET /private/dashboard-statistics (issue 17 item 3, ADR 0087)', () => {
  it('counts youth registrations by the Bangladesh day, zeros included', async () => {
    const r = await get('?from=2025-03-09&to=2025-03-13');
    expect(r.statusCode, r.body).toBe(200);
    const data = r.json().data as DashboardStatistics;
    expect(data).toMatchObject({ from: '2025-03-09', to: '2025-03-13', interval: 'day' });
    expect(seriesOf(data, 'youth_registrations')).toEqual({
      family: 'youth_registrations',
      total: 4,
      points: [
        { period: '2025-03-09', count: 0 },
        { period: '2025-03-10', count: 3 },
        { period: '2025-03-11', count: 0 },
        { period: '2025-03-12', count: 1 },
        { period: '2025-03-13', count: 0 },
      ],
    });
    expect(data.series.map((s) => s.family)).toEqual([
      'youth_registrations',
      'jobs_published',
      'applications',
      'course_enrolments',
      'certificates',
    ]);
  });

  it('counts by the month over a long range', async () => {
    const data = (await get('?from=2025-01-15&to=2025-06-01')).json().data as DashboardStatistics;
    expect(data.interval).toBe('month');
    expect(seriesOf(data, 'youth_registrations').points.slice(0, 3)).toEqual([
      { period: '2025-01', count: 0 },
      { period: '2025-02', count: 0 },
      { period: '2025-03', count: 4 },
    ]);
    expect(seriesOf(data, 'youth_registrations').points).toHaveLength(6);
  });

  it('counts the seeded activity of the last 30 days by default', async () => {
    const data = (await get('')).json().data as DashboardStatistics;
    expect(seriesOf(data, 'youth_registrations').points).toHaveLength(30);
    const youth = await gw.db.query<{ n: number }>(
      `select count(*)::int as n from users where user_type_code = 3 and deleted_at is null
       and created_at >= now() - interval '29 days' - interval '1 day'`,
    );
    expect(seriesOf(data, 'youth_registrations').total).toBeLessThanOrEqual(Number(youth.rows[0]?.n));
  });

  it('refuses a reversed or too long range and bad days with the rule’s message (422)', async () => {
    const reversed = await get('?from=2025-03-10&to=2025-03-01');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors).toEqual({ to: ['validation.report_end_before_start'] });
    const long = await get('?from=2010-01-01&to=2025-01-01');
    expect(long.statusCode).toBe(422);
    expect(JSON.parse(long.json().errors.from[0])).toEqual({
      id: 'validation.range_too_long',
      values: { max: 1830 },
    });
    for (const bad of [
      '?from=2025-02-30',
      '?to=yesterday',
      '?from=2025-03-01&from=2025-03-02',
      '?to=2025-1-1',
    ]) {
      const r = await get(bad);
      expect(r.statusCode, bad).toBe(422);
    }
  });

  it('is a platform administrator’s: 401 without a token, 403 for an organisation admin or a recruiter', async () => {
    expect(
      (await gw.app.inject({ method: 'GET', url: '/private/dashboard-statistics', headers: headers() }))
        .statusCode,
    ).toBe(401);
    expect((await get('', 'orgadmin')).statusCode).toBe(403);
    expect((await get('', 'recruiter')).statusCode).toBe(403);
  });
});

describe('statistics ranges', () => {
  const now = new Date('2026-11-26T20:00:00Z'); // already the 27th in Dhaka
  it('defaults to the last 30 Bangladesh days', () => {
    expect(statisticsRange({}, now)).toEqual({ from: '2026-10-29', to: '2026-11-27', interval: 'day' });
  });
  it('lists months across a year end', () => {
    expect(periodsOf({ from: '2025-11-20', to: '2026-02-02', interval: 'month' })).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });
});
