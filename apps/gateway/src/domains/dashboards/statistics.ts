import {
  type DashboardStatistics,
  type FieldErrors,
  PLATFORM_STATISTICS_FAMILIES,
  STATISTICS_DAILY_MAX_DAYS,
  STATISTICS_MAX_DAYS,
  type StatisticsFamily,
} from '@platform/contract';
import { addDays, msg, today, toDay, VALIDATION_MESSAGES as V } from '@platform/validation';
import type { Db } from '../../db/client';
import { validationFailed } from '../../platform/errors';
import type { TenantScope } from '../../platform/tenant-scope';
import { countByPeriod } from './statistics-repository';

/*
 * The statistics' range rules (ADR 0087): both days inclusive, Bangladesh days; default the last 30 days; "End date is
 * before start date" (spec §5, reports); at most STATISTICS_MAX_DAYS; by the day up to STATISTICS_DAILY_MAX_DAYS, else
 * by the month.
 */

export interface StatisticsRange {
  from: string;
  to: string;
  interval: 'day' | 'month';
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

export function statisticsRange(query: unknown, now: Date = new Date()): StatisticsRange {
  const q = (query ?? {}) as Record<string, unknown>;
  const errors: FieldErrors = {};
  const dayIn = (field: 'from' | 'to'): string | null => {
    const raw = q[field];
    if (raw === undefined || raw === '') return null;
    const day = typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? toDay(raw) : null;
    if (!day) errors[field] = [V.date];
    return day;
  };
  const givenFrom = dayIn('from');
  const givenTo = dayIn('to');
  if (Object.keys(errors).length) throw validationFailed(errors);
  const to = givenTo ?? today(now);
  const from = givenFrom ?? addDays(to, -29);
  if (to < from) throw validationFailed({ to: [V.reportEndBeforeStart] });
  const days = daysBetween(from, to) + 1;
  if (days > STATISTICS_MAX_DAYS)
    throw validationFailed({ from: [JSON.stringify(msg(V.rangeTooLong, { max: STATISTICS_MAX_DAYS }))] });
  return { from, to, interval: days <= STATISTICS_DAILY_MAX_DAYS ? 'day' : 'month' };
}

/** Every period of the range, in order: `YYYY-MM-DD` by the day, `YYYY-MM` by the month. */
export function periodsOf({ from, to, interval }: StatisticsRange): string[] {
  const out: string[] = [];
  if (interval === 'day') {
    for (let day = from; day <= to; day = addDays(day, 1)) out.push(day);
    return out;
  }
  let [y, m] = from.split('-').map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (;;) {
    const period = `${y}-${String(m).padStart(2, '0')}`;
    out.push(period);
    if (period >= last) return out;
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
}

/**
 * The families' counts over the range, zeros included: the platform's (every tenant) by default, or only the scope's
 * share (an institute's course activity).
 */
export async function dashboardStatistics(
  db: Db,
  range: StatisticsRange,
  families: readonly StatisticsFamily[] = PLATFORM_STATISTICS_FAMILIES,
  scope: TenantScope = { kind: 'all' },
): Promise<DashboardStatistics> {
  const periods = periodsOf(range);
  const counted = await Promise.all(
    families.map((family) => countByPeriod(db, family, range.from, range.to, range.interval, scope)),
  );
  return {
    ...range,
    series: families.map((family, i) => {
      const counts = counted[i] ?? new Map<string, number>();
      const points = periods.map((period) => ({ period, count: counts.get(period) ?? 0 }));
      return { family, total: points.reduce((n, p) => n + p.count, 0), points };
    }),
  };
}
