import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { CalendarEntry } from '@platform/contract';
import { useFormatters, useLocalName, useTranslate } from '@platform/ui';
import type { DayMark } from './month';

/** One entry as a link to where the portal shows more: its kind, its title, and its time or how a batch stands. */
export function CalendarEntryLink({
  entry: e,
  mark,
  long = false,
}: {
  entry: CalendarEntry;
  mark: DayMark;
  long?: boolean;
}) {
  const t = useTranslate();
  const local = useLocalName();
  const format = useFormatters();
  const title = local(e.title, e.title_en);
  const subtitle = e.subtitle || e.subtitle_en ? local(e.subtitle, e.subtitle_en) : '';
  const location = e.location || e.location_en ? local(e.location, e.location_en) : '';
  const kind = t(`calendar_pages.kind.${e.kind}`);
  const state = mark === 'whole' ? '' : ` (${t(`calendar_pages.batch.${mark}`)})`;
  const time =
    e.start_time && e.end_time
      ? t('calendar_pages.entry.time', {
          start: format.formatTime(e.start_time),
          end: format.formatTime(e.end_time),
        })
      : '';
  const days =
    long && e.starts_on !== e.ends_on
      ? t('calendar_pages.entry.days', {
          start: format.formatDate(e.starts_on),
          end: format.formatDate(e.ends_on),
        })
      : '';
  return (
    <>
      <Link
        component={RouterLink}
        to={e.link}
        sx={{ overflowWrap: 'anywhere', display: 'inline-block', minHeight: 24 }}
      >
        {`${kind}${state}: ${title}`}
      </Link>
      {time ? (
        <Typography variant="body2" component="span" sx={{ display: 'block' }}>
          {time}
        </Typography>
      ) : null}
      {long && (subtitle || days || location) ? (
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {[subtitle, days, location].filter(Boolean).join(' · ')}
        </Typography>
      ) : null}
    </>
  );
}
