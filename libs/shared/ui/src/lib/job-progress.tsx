import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from './message';
import { useFormatters } from './use-formatters';

/** How far a job is, 0–100: `done` of `total` (a job with nothing to do is done). */
export function progressPercent(done: number, total: number): number {
  return total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 100;
}

export interface JobProgressProps {
  done: number;
  total: number;
  /** The bar's name for assistive technology (translated), e.g. "Document sync of Published jobs". */
  label: string;
  /** The "{done} of {total}" line under the bar (default shown; a page that lists the figures itself hides it). */
  showCount?: boolean;
}

/**
 * The progress of a long job the gateway runs in the background (bulk e-mail, document sync; ADR 0116): a determinate
 * bar and "1,500 of 100,000 (2 %)" under it. The page polls the job (`pollUntil` of @platform/api-client) and passes
 * its figures.
 */
export function JobProgress({ done, total, label, showCount = true }: JobProgressProps) {
  const t = useTranslate();
  const { formatNumber, formatPercent } = useFormatters();
  const percent = progressPercent(done, total);
  return (
    <Box>
      <LinearProgress variant="determinate" value={percent} aria-label={label} />
      {showCount ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('common.progress_count', {
            done: formatNumber(done),
            total: formatNumber(total),
            percent: formatPercent(percent, 0),
          })}
        </Typography>
      ) : null}
    </Box>
  );
}
