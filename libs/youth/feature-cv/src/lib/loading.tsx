import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslate } from '@platform/ui';

export function Loading() {
  const t = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}

export function LoadFailed({ messageId, onRetry }: { messageId: string; onRetry?: () => void }) {
  const t = useTranslate();
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('cv.page.retry')}
          </Button>
        ) : undefined
      }
    >
      {t(messageId)}
    </Alert>
  );
}
