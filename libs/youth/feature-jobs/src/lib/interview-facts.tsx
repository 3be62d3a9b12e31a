import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { JobText } from '@platform/youth-ui-jobs';

/*
 * What the public interview pages (/candidate-interview-confirmation, /join-live-interview-board) share: the video
 * room rule, the wall-clock time in the reader's digits and a list of labelled facts.
 */

/** The video room link, only when it is an http(s) address (a `javascript:` or other link never becomes a link). */
export function roomLinkOf(raw: string | null | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** '14:30' → '2:30 PM' in the reader's digits. */
export function clock(text: JobText, time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${text.formatNumber(hour)}:${text.formatNumber(m, { minimumIntegerDigits: 2 })} ${text.t(h < 12 ? 'job_alerts.time.am' : 'job_alerts.time.pm')}`;
}

/** '11-30-2026, 2:30 PM – 3:00 PM' (platform date format, the reader's digits). */
export function interviewWhen(
  text: JobText,
  s: { interview_date: string; start_time: string; end_time: string },
): string {
  return `${text.formatDate(s.interview_date)}, ${text.t('job_pipeline.schedule.time_range', { start: clock(text, s.start_time), end: clock(text, s.end_time) })}`;
}

/** A description list of label → value rows. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 2,
        rowGap: 0.5,
        '& dd': { m: 0, mb: { xs: 1, sm: 0 } },
      }}
    >
      {rows.map(([label, value], i) => (
        <Box key={i} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body1" sx={{ overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
