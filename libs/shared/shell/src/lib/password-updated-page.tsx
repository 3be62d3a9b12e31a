import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import type { PasswordUpdateOutcome } from '@platform/auth';
import { PageTitle, useTranslate } from '@platform/ui';

export interface PasswordUpdatedPageProps {
  outcome: PasswordUpdateOutcome;
  onGoHome: () => void;
}

/**
 * The password-update callback route's page (spec §2): the outcome of the identity server's update-password action,
 * announced as a status, and the way home. Loaded on demand (routes.tsx), like the generic pages.
 */
export function PasswordUpdatedPage({ outcome, onGoHome }: PasswordUpdatedPageProps) {
  const t = useTranslate();
  const key = outcome === 'updated' ? 'auth.password_updated' : 'auth.password_not_updated';
  return (
    <Container maxWidth="sm" component="section" sx={{ py: { xs: 6, md: 10 } }}>
      <PageTitle titleId={`${key}.title`} />
      <Alert severity={outcome === 'updated' ? 'success' : 'info'} role="status" sx={{ mt: 2 }}>
        {t(`${key}.message`)}
      </Alert>
      <Button variant="contained" onClick={onGoHome} sx={{ mt: 3 }}>
        {t('common.go_home')}
      </Button>
    </Container>
  );
}
