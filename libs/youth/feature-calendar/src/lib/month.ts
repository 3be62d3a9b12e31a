import type { CalendarEntry } from '@platform/contract';
import { nextDay } from '@platform/ui';

/* The youth's entries by day; the month arithmetic is the shared one of @platform/ui (calendar-month.ts). */

export { addMonths, monthOf, monthRange, monthWeeks, nextDay } from '@platform/ui';

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
