import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useMemo } from 'react';
import { useFormatters, useTranslate, visuallyHidden } from '@platform/ui';
import { CalendarEntryLink } from './calendar-entry';
import { type DayEntry, monthWeeks } from './month';

/** Sunday … Saturday of a known week (4–10 January 1970), named in the reader's language. */
function useWeekdays(locale: string) {
  return useMemo(() => {
    const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    return Array.from({ length: 7 }, (_, i) => {
      const date = new Date(Date.UTC(1970, 0, 4 + i));
      return { short: short.format(date), long: long.format(date) };
    });
  }, [locale]);
}

/**
 * The month as a real table: a caption, the weekdays as column headers, one row per week; each day cell names its day
 * (with Bengali digits in bn) and lists its entries as links. Scrolls sideways on a narrow screen (focusable region).
 */
export function MonthTable({ month, days }: { month: string; days: Map<string, DayEntry[]> }) {
  const t = useTranslate();
  const format = useFormatters();
  const weekdays = useWeekdays(format.locale);
  const caption = t('calendar_pages.month.caption', { month: format.formatMonthYear(`${month}-01`) });
  return (
    <Box
      role="region"
      aria-label={caption}
      tabIndex={0}
      // positioned, so the visually hidden texts scroll with the table; width 0 + min-width 100%: the table's 640 px
      // scroll inside this region instead of widening the page at 360 px
      sx={{ overflowX: 'auto', position: 'relative', width: 0, minWidth: '100%', mb: 2 }}
    >
      <Table size="small" sx={{ minWidth: 640, tableLayout: 'fixed' }}>
        <Box component="caption" sx={visuallyHidden}>
          {caption}
        </Box>
        <TableHead>
          <TableRow>
            {weekdays.map((w) => (
              <TableCell key={w.long} component="th" scope="col">
                <abbr title={w.long} style={{ textDecoration: 'none' }}>
                  {w.short}
                </abbr>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {monthWeeks(month).map((week) => (
            <TableRow key={week.find(Boolean) ?? ''}>
              {week.map((day, i) =>
                day ? (
                  <TableCell key={day} sx={{ verticalAlign: 'top', height: 88 }}>
                    <Box component="span" sx={{ fontWeight: 600, display: 'block' }}>
                      <time dateTime={day}>
                        <span aria-hidden>{format.formatNumber(Number(day.slice(8)))}</span>
                        <Box component="span" sx={visuallyHidden}>
                          {format.formatDate(day)}
                        </Box>
                      </time>
                    </Box>
                    {(days.get(day) ?? []).map((d) => (
                      <Box key={`${d.entry.uid}-${d.mark}`} sx={{ mt: 0.5, fontSize: '0.8125rem' }}>
                        <CalendarEntryLink entry={d.entry} mark={d.mark} />
                      </Box>
                    ))}
                  </TableCell>
                ) : (
                  <TableCell key={`empty-${i}`} aria-hidden />
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
