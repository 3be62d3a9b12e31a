import { normalizeDigits } from './normalize';

/**
 * Calendar-day arithmetic for date rules. Dates travel as ISO strings ('2025-03-26' or a full timestamp); rules
 * compare calendar days in Asia/Dhaka (UTC+6, no DST), so a deadline means the same day on a phone in Dhaka and on
 * the gateway in UTC.
 */
export const PLATFORM_TIME_ZONE = 'Asia/Dhaka';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

const dhakaDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: PLATFORM_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

function validYmd(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d <= last;
}

/** 'YYYY-MM-DD' of a Date in Asia/Dhaka. */
export function dayOf(date: Date): string {
  return dhakaDay.format(date);
}

/**
 * The calendar day ('YYYY-MM-DD') a value stands for, or null when it is not a valid date.
 * Date-only and offset-less timestamps are read as written; timestamps with an offset or Z are moved to Dhaka.
 */
export function toDay(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : dayOf(value);
  if (typeof value !== 'string') return null;
  const text = normalizeDigits(value.trim());
  const only = DATE_ONLY.exec(text);
  if (only) return validYmd(Number(only[1]), Number(only[2]), Number(only[3])) ? text : null;
  const full = DATE_TIME.exec(text);
  if (!full) return null;
  if (!validYmd(Number(full[1]), Number(full[2]), Number(full[3]))) return null;
  if (Number(full[4]) > 23 || Number(full[5]) > 59) return null;
  if (!full[7]) return text.slice(0, 10);
  const parsed = new Date(text.replace(' ', 'T'));
  return Number.isNaN(parsed.getTime()) ? null : dayOf(parsed);
}

/** Today in Dhaka as 'YYYY-MM-DD'. */
export function today(now: Date = new Date()): string {
  return dayOf(now);
}

/** Adds whole days to a 'YYYY-MM-DD' day. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Full years between a birth day and a day (both 'YYYY-MM-DD'): the age on that day. */
export function fullYearsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  let years = ty - fy;
  if (tm < fm || (tm === fm && td < fd)) years -= 1;
  return years;
}

const LOCAL_MINUTE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant of a wall-clock minute in Asia/Dhaka ('YYYY-MM-DDTHH:MM', what a datetime-local field gives), or null
 * when it is no such minute. Dhaka keeps UTC+6 all year.
 */
export function dhakaMinuteInstant(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const m = LOCAL_MINUTE.exec(normalizeDigits(value.trim()));
  if (!m || !validYmd(Number(m[1]), Number(m[2]), Number(m[3]))) return null;
  if (Number(m[4]) > 23 || Number(m[5]) > 59) return null;
  return new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:00+06:00`);
}

/** An instant as the wall-clock minute in Asia/Dhaka, 'YYYY-MM-DDTHH:MM'. */
export function dhakaMinuteOf(instant: Date | string): string {
  const at = new Date(new Date(instant).getTime() + 6 * 3_600_000);
  return at.toISOString().slice(0, 16);
}
