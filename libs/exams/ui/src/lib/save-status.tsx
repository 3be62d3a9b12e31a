import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslate } from '@platform/ui';

export interface SaveStatusProps {
  status: 'saved' | 'saving' | 'offline' | 'ended';
  pending: number;
  persistent: boolean;
}

/** Where the answers are: saved, saving, kept on this device while offline (announced politely), or the time is over. */
export function SaveStatus({ status, pending, persistent }: SaveStatusProps) {
  const t = useTranslate();
  const severity = status === 'offline' ? 'warning' : status === 'ended' ? 'error' : 'success';
  return (
    <Box>
      <Alert severity={severity} role="status" aria-live="polite" sx={{ py: 0 }}>
        {t(`assessments.sync.${status}`, { count: pending })}
      </Alert>
      {!persistent && (
        <Alert severity="info" sx={{ mt: 1, py: 0 }}>
          {t('assessments.sync.memory_only')}
        </Alert>
      )}
    </Box>
  );
}
