import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { type ReactNode, useMemo } from 'react';
import { monthWeeks } from './calendar-month';
import { useFormatters } from './use-formatters';
import { visuallyHidden } from './visually-hidden';

/** Sunday … Saturday (index = weekday number 0…6), short and long, named in the reader's language. */
export function useWeekdayNames() {
  const { locale } = useFormatters();
  return useMemo(() => {
    const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    return Array.from({ length: 7 }, (_, i) => {
      // 4–10 January 1970 is a week from Sunday to Saturday
      const date = new Date(Date.UTC(1970, 0, 4 + i));
      return { short: short.format(date), long: long.format(date) };
    });
  }, [locale]);
}

export interface MonthGridProps {
  /** 'YYYY-MM'. */
  month: string;
  /** The table's caption and the scrolling region's name (already translated). */
  caption: string;
  /** What a day shows under its number (entries as links…); nothing for an empty day. */
  renderDay: (day: string) => ReactNode;
}

/**
 * A month as a real table: a caption, the weekdays as column headers, one row per week; each day cell names its day
 * (with Bengali digits in bn, its full date for screen readers) and shows what `renderDay` gives. Scrolls sideways on
 * a narrow screen inside a focusable region, so the page itself fits 360 px. Used by the youth's calendar and the lms
 * events.
 */
export function MonthGrid({ month, caption, renderDay }: MonthGridProps) {
  const format = useFormatters();
  const weekdays = useWeekdayNames();
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
                    {renderDay(day)}
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
