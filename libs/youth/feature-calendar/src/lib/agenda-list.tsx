import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useFormatters, useTranslate } from '@platform/ui';
import { CalendarEntryLink } from './calendar-entry';
import type { DayEntry } from './month';

/** The month as a list: each day that has something, as a heading, and its entries as a list under it. */
export function AgendaList({ month, days }: { month: string; days: Map<string, DayEntry[]> }) {
  const t = useTranslate();
  const format = useFormatters();
  const name = format.formatMonthYear(`${month}-01`);
  const sorted = [...days.entries()].sort(([a], [b]) => a.localeCompare(b));
  return (
    <Box component="section" aria-labelledby="calendar-agenda-title" sx={{ mb: 2 }}>
      <Typography id="calendar-agenda-title" component="h2" variant="h6">
        {t('calendar_pages.agenda.title', { month: name })}
      </Typography>
      {sorted.length === 0 ? (
        <Typography>{t('calendar_pages.agenda.empty', { month: name })}</Typography>
      ) : (
        sorted.map(([day, entries]) => (
          <Box key={day} sx={{ mt: 2 }}>
            <Typography component="h3" variant="subtitle1">
              <time dateTime={day}>{format.formatDate(day)}</time>
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {entries.map((d) => (
                <li key={`${d.entry.uid}-${d.mark}`}>
                  <CalendarEntryLink entry={d.entry} mark={d.mark} long />
                </li>
              ))}
            </Box>
          </Box>
        ))
      )}
    </Box>
  );
}
