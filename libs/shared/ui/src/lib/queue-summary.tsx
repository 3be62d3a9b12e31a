import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowForwardOutlined from '@mui/icons-material/ArrowForwardOutlined';
import Button from '@mui/material/Button';
import { type ElementType, type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { LoadErrorAlert } from './load-states';
import { type MessageValues, useTranslate } from './message';

/** One queue of a staff home: what waits, how many, and the way to the list that holds it. */
export interface QueueItem {
  key: string;
  /** Catalogue id of what waits ("Job posts awaiting approval"). */
  labelId: string;
  count: number;
  /** The list that holds the queue, and the catalogue id of the link's text ("Review the job posts"). */
  to: string;
  linkLabelId: string;
  /** More under the count (the jobs with most new applicants). */
  details?: ReactNode;
}

export interface QueueSummaryProps {
  /** Catalogue id of the section's heading. */
  titleId: string;
  titleValues?: MessageValues;
  items: readonly QueueItem[];
  loading: boolean;
  /** Catalogue id of the load error; with `onRetry` a retry button. */
  errorId?: string | null;
  onRetry?: () => void;
  /** Shown when nothing waits at all. */
  emptyId: string;
  /** The router's link component (react-router's `Link`): ui knows no router. */
  link: ElementType;
}

/**
 * The queues of a staff home (issue 12 defect 9): a tile per queue with its count in the reader's digits, its name
 * and its link — the admin's approvals and users, the recruiter's applicants, offers and job posts. Loading shows
 * the tiles' places; a failure says so with a retry.
 */
export function QueueSummary({
  titleId,
  titleValues,
  items,
  loading,
  errorId,
  onRetry,
  emptyId,
  link,
}: QueueSummaryProps) {
  const t = useTranslate();
  const intl = useIntl();
  const headingId = useId();
  const waiting = items.some((item) => item.count > 0);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }} aria-busy={loading}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 1.5 }}>
        {t(titleId, titleValues)}
      </Typography>
      {errorId ? <LoadErrorAlert messageId={errorId} onRetry={onRetry} /> : null}
      {!errorId && !loading && !waiting ? (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t(emptyId)}
        </Typography>
      ) : null}
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {loading && items.length === 0
          ? [0, 1, 2].map((n) => (
              <li key={n}>
                <Skeleton variant="rounded" height={132} />
              </li>
            ))
          : items.map((item) => (
              <li key={item.key}>
                <Paper
                  variant="outlined"
                  sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}
                >
                  <Typography component="p" sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5 }}>
                    <Box
                      component="span"
                      sx={{
                        typography: 'h4',
                        fontWeight: 700,
                        color: item.count > 0 ? 'primary.main' : 'text.secondary',
                      }}
                    >
                      {intl.formatNumber(item.count)}
                    </Box>
                    <Box component="span" sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
                      {t(item.labelId)}
                    </Box>
                  </Typography>
                  {item.details}
                  <Box sx={{ mt: 'auto' }}>
                    <Button component={link} to={item.to} endIcon={<ArrowForwardOutlined />} sx={{ px: 0 }}>
                      {t(item.linkLabelId)}
                    </Button>
                  </Box>
                </Paper>
              </li>
            ))}
      </Box>
    </Box>
  );
}
