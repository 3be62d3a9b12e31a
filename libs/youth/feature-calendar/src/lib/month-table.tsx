import Box from '@mui/material/Box';
import { MonthGrid, useFormatters, useTranslate } from '@platform/ui';
import { CalendarEntryLink } from './calendar-entry';
import type { DayEntry } from './month';

/** The youth's month: the shared month grid (@platform/ui) with each day's entries as links. */
export function MonthTable({ month, days }: { month: string; days: Map<string, DayEntry[]> }) {
  const t = useTranslate();
  const format = useFormatters();
  return (
    <MonthGrid
      month={month}
      caption={t('calendar_pages.month.caption', { month: format.formatMonthYear(`${month}-01`) })}
      renderDay={(day) =>
        (days.get(day) ?? []).map((d) => (
          <Box key={`${d.entry.uid}-${d.mark}`} sx={{ mt: 0.5, fontSize: '0.8125rem' }}>
            <CalendarEntryLink entry={d.entry} mark={d.mark} />
          </Box>
        ))
      }
    />
  );
}
