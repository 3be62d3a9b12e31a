import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useFormatters, useTranslate, visuallyHidden } from '@platform/ui';

export interface ExamTimerProps {
  /** The server's seconds left (null while unknown). */
  remainingSeconds: number | null;
}

/**
 * The time left, as the gateway counts it (ADR 0070), in the reader's digits (Bengali digits in Bengali). The clock
 * itself is not a live region (a screen reader would read it every second); a polite announcement says when 5 minutes
 * and 1 minute are left.
 */
export function ExamTimer({ remainingSeconds }: ExamTimerProps) {
  const t = useTranslate();
  const { formatNumber } = useFormatters();
  const [announce, setAnnounce] = useState('');
  const said = useRef<Set<number>>(new Set());
  useEffect(() => {
    if (remainingSeconds === null) return;
    for (const mark of [300, 60])
      if (remainingSeconds <= mark && remainingSeconds > 0 && !said.current.has(mark)) {
        said.current.add(mark);
        setAnnounce(
          t(mark === 300 ? 'assessments.runner.five_minutes_left' : 'assessments.runner.one_minute_left'),
        );
      }
  }, [remainingSeconds, t]);
  const s = Math.max(0, remainingSeconds ?? 0);
  const two = (n: number) => formatNumber(n, { minimumIntegerDigits: 2, useGrouping: false });
  const clock = `${two(Math.floor(s / 3600))}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
  const low = remainingSeconds !== null && remainingSeconds <= 300;
  return (
    <Box role="timer" aria-label={t('assessments.runner.time_left')} sx={{ textAlign: 'right' }}>
      <Typography variant="caption" component="p" aria-hidden>
        {t('assessments.runner.time_left')}
      </Typography>
      <Typography
        component="p"
        variant="h5"
        sx={{
          fontVariantNumeric: 'tabular-nums',
          color: low ? 'error.main' : 'text.primary',
          fontWeight: 700,
        }}
      >
        {remainingSeconds === null ? '—' : clock}
      </Typography>
      <Box component="span" role="status" aria-live="polite" sx={visuallyHidden}>
        {announce}
      </Box>
    </Box>
  );
}
