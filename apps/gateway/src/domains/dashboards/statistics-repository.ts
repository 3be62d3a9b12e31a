import { STATISTICS_FAMILY, type StatisticsFamily } from '@platform/contract';
import type { Db } from '../../db/client';
import type { TenantScope } from '../../platform/tenant-scope';

/*
 * The platform's activity over time (spec §7 `dashboard-statistics`; issue 17 item 3; ADR 0087): each family counted
 * by the day or month it happened in Bangladesh time, over indexed timestamp columns (migration 041; covering, partial
 * indexes of migration 071 for the families the dashboard bench found slow at the seed-scale data, ADR 0125). One
 * grouped query per family; the days without activity are filled in by the caller.
 */

interface FamilySource {
  /** The table and the column that dates an event. */
  from: string;
  column: string;
  /**
   * How an institute's share is found: a join that brings a table with `institute_id` in as `i` (or none when the
   * family's own table, aliased `i`, has the column). Families without it belong to no institute.
   */
  institute?: { join?: string };
  /** Whether the column is a calendar date (already Bangladesh days) rather than a timestamp. */
  isDate?: boolean;
  where?: string;
}

const SOURCES: Record<StatisticsFamily, FamilySource> = {
  [STATISTICS_FAMILY.YOUTH_REGISTRATIONS]: {
    from: 'users',
    column: 'created_at',
    where: 'user_type_code = 3 and deleted_at is null',
  },
  [STATISTICS_FAMILY.JOBS_PUBLISHED]: {
    from: 'jobs',
    column: 'published_at',
    isDate: true,
    where: `status in ('approved', 'live') and deleted_at is null`,
  },
  [STATISTICS_FAMILY.APPLICATIONS]: { from: 'job_applications', column: 'applied_at' },
  [STATISTICS_FAMILY.COURSE_ENROLMENTS]: {
    from: 'course_enrolments e',
    column: 'e.enrolled_at',
    where: `e.status = 'enrolled'`,
    institute: { join: 'join courses i on i.id = e.course_id' },
  },
  [STATISTICS_FAMILY.COURSE_COMPLETIONS]: {
    from: 'course_enrolments e',
    column: 'e.completed_at',
    where: `e.status = 'enrolled'`,
    institute: { join: 'join courses i on i.id = e.course_id' },
  },
  [STATISTICS_FAMILY.CERTIFICATES]: {
    from: 'certificates i',
    column: 'i.issued_at',
    where: 'i.revoked_at is null',
    institute: {},
  },
};

const ZONE = 'Asia/Dhaka';

/**
 * Counts per period (`YYYY-MM-DD` or `YYYY-MM`) of one family between two Bangladesh days, both inclusive; with an
 * institute scope only that institute's share (a family that belongs to no institute, or a scope that is no
 * institute and not the whole platform, counts nothing).
 */
export async function countByPeriod(
  db: Db,
  family: StatisticsFamily,
  from: string,
  to: string,
  interval: 'day' | 'month',
  scope: TenantScope = { kind: 'all' },
): Promise<Map<string, number>> {
  const s = SOURCES[family];
  const params: unknown[] = [from, to, interval, interval === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM'];
  let join = '';
  let inScope = '';
  if (scope.kind !== 'all') {
    if (scope.kind !== 'institute' || !s.institute) return new Map();
    join = s.institute.join ? ` ${s.institute.join}` : '';
    params.push(scope.id);
    inScope = ` and i.institute_id = $${params.length}`;
  }
  // a Bangladesh day per row, grouped first (cheap: a date), then each day's period named once (not to_char per row)
  const day = s.isDate ? s.column : `(${s.column} at time zone '${ZONE}')::date`;
  const range = s.isDate
    ? `${s.column} >= $1::date and ${s.column} <= $2::date`
    : `${s.column} >= ($1::date)::timestamp at time zone '${ZONE}'
       and ${s.column} < ($2::date + 1)::timestamp at time zone '${ZONE}'`;
  const r = await db.query<{ period: string; n: number }>(
    `select to_char(date_trunc($3, d.day::timestamp), $4) as period, sum(d.n)::int as n
       from (select ${day} as day, count(*) as n
               from ${s.from}${join} where ${range}${s.where ? ` and ${s.where}` : ''}${inScope}
              group by 1) d
      group by 1`,
    params,
  );
  return new Map(r.rows.map((row) => [row.period, Number(row.n)]));
}
