import type { CalendarEntry } from '@platform/contract';

/* Pure calendar arithmetic of the month view: days as 'YYYY-MM-DD' strings, weeks from Sunday to Saturday. */

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** The month a `?month=` value names, else `fallback` ('YYYY-MM'). */
export function monthOf(value: string | null, fallback: string): string {
  return value && MONTH.test(value) ? value : fallback;
}

/** 'YYYY-MM' plus `delta` months. */
export function addMonths(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(y, m - 1 + delta, 1));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}`;
}

/** First and last day of a month. */
export function monthRange(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return { from: `${month}-01`, to: dayOf(new Date(Date.UTC(y, m, 0))) };
}

/** The weeks of a month's table: 7 days each, Sunday first; days of the months around it are null. */
export function monthWeeks(month: string): (string | null)[][] {
  const { from, to } = monthRange(month);
  const first = new Date(`${from}T00:00:00Z`);
  const last = Number(to.slice(8));
  const cells: (string | null)[] = Array.from({ length: first.getUTCDay() }, () => null);
  for (let d = 1; d <= last; d++) cells.push(`${month}-${pad(d)}`);
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** What a day shows of an entry: an interview or an event on each of its days; a batch on its first and last day. */
export type DayMark = 'whole' | 'starts' | 'ends';

export interface DayEntry {
  entry: CalendarEntry;
  mark: DayMark;
}

/** The entries of each day of `from`…`to`, in the order the gateway gave them. */
export function entriesByDay(
  entries: readonly CalendarEntry[],
  from: string,
  to: string,
): Map<string, DayEntry[]> {
  const out = new Map<string, DayEntry[]>();
  const add = (day: string, item: DayEntry) => {
    if (day < from || day > to) return;
    out.set(day, [...(out.get(day) ?? []), item]);
  };
  for (const entry of entries) {
    if (entry.kind === 'batch') {
      if (entry.starts_on === entry.ends_on) add(entry.starts_on, { entry, mark: 'whole' });
      else {
        add(entry.starts_on, { entry, mark: 'starts' });
        add(entry.ends_on, { entry, mark: 'ends' });
      }
      continue;
    }
    for (let day = entry.starts_on; day <= entry.ends_on && day <= to; day = nextDay(day))
      add(day, { entry, mark: 'whole' });
  }
  return out;
}

export const nextDay = (day: string) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000));
