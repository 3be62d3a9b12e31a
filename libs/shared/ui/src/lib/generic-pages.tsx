import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BlockIcon from '@mui/icons-material/Block';
import BuildIcon from '@mui/icons-material/Build';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import LoginIcon from '@mui/icons-material/Login';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import type { ReactNode } from 'react';
import { useTranslate } from './message';
import { PageTitle } from './page-title';

interface GenericPageProps {
  icon: ReactNode;
  titleId: string;
  messageIds: string[];
  actions?: ReactNode;
}

/** Layout shared by the generic pages: icon, h1, explanatory text, actions. */
function GenericPage({ icon, titleId, messageIds, actions }: GenericPageProps) {
  const t = useTranslate();
  return (
    <Container maxWidth="sm" component="section" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Box aria-hidden sx={{ color: 'text.secondary', '& svg': { fontSize: 72 }, mb: 2 }}>
        {icon}
      </Box>
      <PageTitle titleId={titleId} />
      {messageIds.map((id) => (
        <Typography key={id} color="text.secondary" sx={{ mb: 1.5 }}>
          {t(id)}
        </Typography>
      ))}
      {actions ? (
        <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'center' }}>
          {actions}
        </Stack>
      ) : null}
    </Container>
  );
}

export interface GoHomeProps {
  /** Client-side navigation home; without it the button is a plain link to `/`. */
  onGoHome?: () => void;
}

function GoHomeButton({ onGoHome }: GoHomeProps) {
  const t = useTranslate();
  return onGoHome ? (
    <Button variant="contained" onClick={onGoHome}>
      {t('common.go_home')}
    </Button>
  ) : (
    <Button variant="contained" href="/">
      {t('common.go_home')}
    </Button>
  );
}

/** 404. */
export function NotFoundPage({ onGoHome }: GoHomeProps) {
  return (
    <GenericPage
      icon={<SearchOffIcon />}
      titleId="pages.generic.not_found.title"
      messageIds={['pages.generic.not_found.message']}
      actions={<GoHomeButton onGoHome={onGoHome} />}
    />
  );
}

/** 500. */
export function ServerErrorPage({ onGoHome }: GoHomeProps) {
  return (
    <GenericPage
      icon={<ErrorOutlineIcon />}
      titleId="pages.generic.server_error.title"
      messageIds={['pages.generic.server_error.message']}
      actions={<GoHomeButton onGoHome={onGoHome} />}
    />
  );
}

export interface ErrorPageProps {
  /** What the refresh button does; reloads the page by default. */
  onRetry?: () => void;
}

/** Unexpected failure (error boundaries). */
export function ErrorPage({ onRetry }: ErrorPageProps) {
  const t = useTranslate();
  return (
    <GenericPage
      icon={<ErrorOutlineIcon />}
      titleId="pages.generic.error.title"
      messageIds={['pages.generic.error.message']}
      actions={
        <Button variant="contained" onClick={onRetry ?? (() => window.location.reload())}>
          {t('common.refresh')}
        </Button>
      }
    />
  );
}

/** No permission, or a user type this portal does not serve. */
export function UnauthorizedPage({ onGoHome }: GoHomeProps) {
  return (
    <GenericPage
      icon={<BlockIcon />}
      titleId="pages.generic.unauthorized.title"
      messageIds={['pages.generic.unauthorized.message']}
      actions={<GoHomeButton onGoHome={onGoHome} />}
    />
  );
}

export interface LoginErrorPageProps {
  /** A signed-in (or half signed-in) user exists: offer Logout instead of Login. */
  hasUserError: boolean;
  onLogin: () => void;
  onLogout: () => void;
  /** An extra message id to show above the generic text (e.g. `errors.malicious_user`). */
  detailId?: string | null;
}

/** Sign-in failed (spec §8). */
export function LoginErrorPage({ hasUserError, onLogin, onLogout, detailId }: LoginErrorPageProps) {
  const t = useTranslate();
  return (
    <GenericPage
      icon={<LoginIcon />}
      titleId="pages.generic.login_error.title"
      messageIds={[...(detailId ? [detailId] : []), 'pages.generic.login_error.message']}
      actions={
        hasUserError ? (
          <Button variant="contained" onClick={onLogout}>
            {t('common.logout')}
          </Button>
        ) : (
          <Button variant="contained" onClick={onLogin}>
            {t('common.login')}
          </Button>
        )
      }
    />
  );
}

export interface SignInRequiredPageProps extends GoHomeProps {
  onLogin: () => void;
}

/**
 * A page that needs sign-in, after the person cancelled the sign-in page: no error, no new redirect (that would
 * loop); they may sign in or go home.
 */
export function SignInRequiredPage({ onLogin, onGoHome }: SignInRequiredPageProps) {
  const t = useTranslate();
  return (
    <GenericPage
      icon={<LoginIcon />}
      titleId="pages.generic.sign_in_required.title"
      messageIds={['pages.generic.sign_in_required.message']}
      actions={
        <>
          <Button variant="contained" onClick={onLogin}>
            {t('common.login')}
          </Button>
          <GoHomeButton onGoHome={onGoHome} />
        </>
      }
    />
  );
}

export interface MaintenancePageProps {
  /** Checks again; without it the page offers no button. */
  onRetry?: () => void;
}

/** Maintenance mode on, or the maintenance check failed (gateway down). */
export function MaintenancePage({ onRetry }: MaintenancePageProps) {
  const t = useTranslate();
  return (
    <GenericPage
      icon={<BuildIcon />}
      titleId="pages.generic.maintenance.title"
      messageIds={['pages.generic.maintenance.subtitle', 'pages.generic.maintenance.message']}
      actions={
        onRetry ? (
          <Button variant="contained" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : undefined
      }
    />
  );
}
