import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useFormatters, useTranslate } from '@platform/ui';

/** mm:ss in the reader's digits (Bengali digits in Bengali); nothing below zero. */
const clock = (seconds: number, n: (value: number) => string) => {
  const s = Math.max(0, seconds);
  const two = (v: number) => n(v).padStart(2, n(0));
  return `${two(Math.floor(s / 60))}:${two(s % 60)}`;
};

/**
 * The seconds left of a running attempt on the gateway's clock (ADR 0119): its deadline less the gateway's time,
 * which is ours plus the difference seen when the attempt was read; counted again every second.
 */
export function useRemainingSeconds(attempt: { deadline: string; server_time: string }) {
  // the gateway's clock minus ours, when the attempt was read
  const [offset] = useState(() => Date.parse(attempt.server_time) - Date.now());
  const remainingNow = useCallback(
    () => Math.ceil((Date.parse(attempt.deadline) - (Date.now() + offset)) / 1000),
    [attempt.deadline, offset],
  );
  const [remaining, setRemaining] = useState(remainingNow);
  useEffect(() => {
    const timer = setInterval(() => setRemaining(remainingNow()), 1000);
    return () => clearInterval(timer);
  }, [remainingNow]);
  return remaining;
}

/**
 * The bar that stays on top while the learner answers: the time left (a timer, not a live region: a screen reader
 * would read it every second) and whether the answers are saved, being saved, or the time is up.
 */
export function ExamClock({ remaining, saved }: { remaining: number; saved: boolean }) {
  const t = useTranslate();
  const { formatNumber } = useFormatters();
  const n = (value: number) => formatNumber(value);
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 2,
        flexWrap: 'wrap',
        alignItems: 'center',
        position: 'sticky',
        top: 64,
        zIndex: 1,
        bgcolor: 'background.paper',
        py: 1,
      }}
    >
      <Typography role="timer" aria-live="off" sx={{ fontWeight: 600 }}>
        {t('exam_lesson.remaining', { time: clock(remaining, n) })}
      </Typography>
      <Typography role="status" variant="body2" color="text.secondary">
        {remaining <= 0 ? t('exam_lesson.time_up') : t(saved ? 'exam_lesson.saved' : 'exam_lesson.saving')}
      </Typography>
    </Box>
  );
}
