import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslate } from './message';
import { Notice } from './notice';

export interface LoadErrorAlertProps {
  /** Catalogue id of what failed ("The jobs could not be loaded."). */
  messageId: string;
  messageValues?: Record<string, string | number>;
  /** Catalogue id of the retry button (shown with `onRetry`). */
  retryId?: string;
  onRetry?: () => void;
  mb?: number;
}

/** A list or page that could not load: the reason and a way to try again (one pattern for every list and page). */
export function LoadErrorAlert({
  messageId,
  messageValues,
  retryId = 'common.retry',
  onRetry,
  mb = 2,
}: LoadErrorAlertProps) {
  const t = useTranslate();
  const retry = onRetry ? (
    <Button color="inherit" size="small" onClick={onRetry}>
      {t(retryId)}
    </Button>
  ) : undefined;
  return (
    <Notice severity="error" icon={<ErrorOutlineOutlined fontSize="inherit" />} action={retry} mb={mb}>
      {t(messageId, messageValues)}
    </Notice>
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
