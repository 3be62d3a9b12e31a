import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslate } from './message';

export interface AuthErrorScreenProps {
  /** Message id of what went wrong (e.g. `errors.malicious_user`). */
  messageId: string;
  action?: ReactNode;
}

/** An authentication error the user must see (e.g. the profile could not be loaded after sign-in). */
export function AuthErrorScreen({ messageId, action }: AuthErrorScreenProps) {
  const t = useTranslate();
  return (
    <Box sx={{ minHeight: '60vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Alert severity="error" action={action} sx={{ maxWidth: 560, width: '100%' }}>
        <AlertTitle>{t('auth.error_title')}</AlertTitle>
        {t(messageId)}
      </Alert>
    </Box>
  );
}
