import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { JobText } from '@platform/youth-ui-jobs';

/*
 * What the public interview pages (/candidate-interview-confirmation, /join-live-interview-board) share: the video
 * room rule, the wall-clock time in the reader's digits and a list of labelled facts.
 */

export { roomLinkOf } from '@platform/ui';

/** '10 Dec 2026, 2:30 PM – 3:00 PM' / '১০ ডিসে ২০২৬, দুপুর ২:৩০ – বিকাল ৩:০০' (the platform's formatters). */
export function interviewWhen(
  text: JobText,
  s: { interview_date: string; start_time: string; end_time: string },
): string {
  return `${text.formatDate(s.interview_date)}, ${text.t('job_pipeline.schedule.time_range', { start: text.formatTime(s.start_time), end: text.formatTime(s.end_time) })}`;
}

/** A description list of label → value rows, label above value on a phone; `dense` inside a card (/my-jobs). */
export function Facts({ rows, dense = false }: { rows: [string, ReactNode][]; dense?: boolean }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        mt: dense ? 0.5 : 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: dense ? 1.5 : 2,
        rowGap: dense ? 0.25 : 0.5,
        '& dd': { m: 0, mb: { xs: 1, sm: 0 } },
      }}
    >
      {rows.map(([label, value], i) => (
        <Box key={i} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant={dense ? 'body2' : 'body1'} sx={{ overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
