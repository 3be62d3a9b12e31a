import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslate } from './message';

export interface LoadErrorAlertProps {
  /** Catalogue id of what failed ("The jobs could not be loaded."). */
  messageId: string;
  messageValues?: Record<string, string | number>;
  /** Catalogue id of the retry button (shown with `onRetry`). */
  retryId?: string;
  onRetry?: () => void;
  mb?: number;
}

/**
 * A list or page that could not load: the reason and a way to try again (one pattern for every list and page).
 * Drawn as MUI's standard error Alert is (role, colours, icon, spacing, the action at the end) without its module:
 * this component sits on every list and home page, and the Alert with its five icons (~2 KB gzip) would otherwise come
 * with every first visit whose data arrives (ADR 0006 r7).
 */
export function LoadErrorAlert({
  messageId,
  messageValues,
  retryId = 'common.retry',
  onRetry,
  mb = 2,
}: LoadErrorAlertProps) {
  const t = useTranslate();
  return (
    <Box
      role="alert"
      sx={(theme) => {
        const { light: error } = theme.palette.error;
        const light = theme.palette.mode === 'light';
        return {
          ...theme.typography.body2,
          display: 'flex',
          px: 2,
          py: '6px',
          mb,
          borderRadius: `${theme.shape.borderRadius}px`,
          color: light ? theme.darken(error, 0.6) : theme.lighten(error, 0.6),
          backgroundColor: light ? theme.lighten(error, 0.9) : theme.darken(error, 0.9),
        };
      }}
    >
      <Box sx={{ display: 'flex', mr: 1.5, py: '7px', fontSize: 22, opacity: 0.9, color: 'error.main' }}>
        <ErrorOutlineOutlined fontSize="inherit" />
      </Box>
      <Box sx={{ py: 1, minWidth: 0, overflow: 'auto' }}>{t(messageId, messageValues)}</Box>
      {onRetry ? (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', pt: 0.5, pl: 2, ml: 'auto', mr: -1 }}>
          <Button color="inherit" size="small" onClick={onRetry}>
            {t(retryId)}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}

/** A page's content while it loads: a centred spinner named for assistive technology. */
export function ContentLoader({ labelId = 'common.loading' }: { labelId?: string }) {
  const t = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={t(labelId)} />
    </Box>
  );
}

/** A thin progress line above a list while it (re)loads; keeps its height so the list does not jump. */
export function BusyBar({ busy, labelId, mb }: { busy: boolean; labelId: string; mb?: number }) {
  const t = useTranslate();
  return <Box sx={{ height: 4, mb }}>{busy ? <LinearProgress aria-label={t(labelId)} /> : null}</Box>;
}
