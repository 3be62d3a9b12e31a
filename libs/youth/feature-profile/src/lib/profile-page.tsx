import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { RequireAuth } from '@platform/auth';
import type { YouthProfile } from '@platform/contract';
import { LoadErrorAlert, useTranslate } from '@platform/ui';
import { useYouthProfile } from '@platform/youth-data-access-profile';

function LoadedProfile({ children }: { children: (profile: YouthProfile) => ReactNode }) {
  const t = useTranslate();
  const { data, error, isLoading, mutate } = useYouthProfile();
  if (data) return <>{children(data)}</>;
  if (error && !isLoading) {
    return (
      <LoadErrorAlert
        messageId={error.message}
        retryId="common.refresh"
        onRetry={() => void mutate()}
        mb={0}
      />
    );
  }
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}

/**
 * The youth's own profile pages: sign-in required (the portal lets in youth only), then the profile is read once
 * and handed to the page; every write revalidates it.
 */
export function ProfilePage({ children }: { children: (profile: YouthProfile) => ReactNode }) {
  return (
    <RequireAuth>
      <LoadedProfile>{children}</LoadedProfile>
    </RequireAuth>
  );
}
