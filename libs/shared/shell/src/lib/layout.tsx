import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '@platform/auth';
import {
  DocumentTitleProvider,
  LeaveGuardProvider,
  createLeaveGuards,
  usePrefetchOnFirstInput,
  useToast,
  useTranslate,
} from '@platform/ui';
import { Header } from './header';
import { LoginErrorPage } from './lazy-pages';
import { usePortalNavigation } from './navigation';
import { RouterLeaveGuard } from './leave-guard';
import { usePlatform } from './platform-context';
import { useRouteDocumentTitle } from './route-title';
import { SideNav, useSideNav } from './side-nav';

export const MAIN_ID = 'main-content';

const loadProgressBar = () => import('./route-progress-bar');
const RouteProgressBar = lazy(loadProgressBar);

/** Thin bar at the very top while a lazy route or a navigation is pending (its chunk is fetched at the first input). */
function RouteProgress() {
  const t = useTranslate();
  const navigation = usePortalNavigation();
  usePrefetchOnFirstInput(loadProgressBar);
  if (navigation.state === 'idle') return null;
  return (
    <Suspense fallback={null}>
      <RouteProgressBar label={t('shell.loading_page')} />
    </Suspense>
  );
}

/** After each client-side navigation, focus moves to the new page's h1 (or main), so it is announced. */
function useFocusOnNavigation() {
  const location = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById(MAIN_ID);
    const target = main?.querySelector<HTMLElement>('h1') ?? main;
    if (target) {
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: false });
    }
  }, [location.pathname]);
}

/** Shows the message a previous page load left behind (e.g. 'Malicious user!' across the sign-out redirect). */
function useFlashMessage() {
  const { auth } = usePlatform();
  const { state } = useAuth();
  const toast = useToast();
  useEffect(() => {
    if (state === 'loading' || state === 'error') return;
    const id = auth.consumeFlash();
    if (id) toast.error(id);
  }, [auth, state, toast]);
}

function Footer() {
  const t = useTranslate();
  return (
    <Box component="footer" sx={{ py: 3, mt: 'auto', borderTop: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Typography variant="body2" color="text.secondary">
          {t('shell.footer.copyright', { year: new Date().getFullYear() })}
        </Typography>
      </Container>
    </Box>
  );
}

/** An authentication failure replaces the page (spec §8 Login Error, with 'Malicious user!' when that is why). */
function AuthFailure() {
  const { error, signIn, signOut } = useAuth();
  const navigate = useNavigate();
  if (!error) return null;
  return (
    <LoginErrorPage
      hasUserError={error.hasUser}
      detailId={error.messageId === 'pages.generic.login_error.message' ? null : error.messageId}
      onLogin={() => void signIn('/')}
      onLogout={() => void signOut().then(() => navigate('/'))}
    />
  );
}

/** Header, skip link, main landmark, footer; the page renders in <main>. */
export function PortalLayout() {
  const t = useTranslate();
  const { portal } = usePlatform();
  const { state } = useAuth();
  const title = t(portal.titleId);
  // the forms of the pages that ask before their changes are lost (one registry for the portal's lifetime)
  const [guards] = useState(createLeaveGuards);
  const sideNav = useSideNav();
  useFocusOnNavigation();
  useFlashMessage();
  useRouteDocumentTitle(title);

  return (
    <DocumentTitleProvider suffix={title}>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <RouteProgress />
        <Link
          href={`#${MAIN_ID}`}
          sx={{
            position: 'absolute',
            left: 8,
            top: -48,
            zIndex: (theme) => theme.zIndex.tooltip,
            bgcolor: 'background.paper',
            p: 1,
            '&:focus': { top: 8 },
          }}
        >
          {t('shell.skip_to_content')}
        </Link>
        <Header sideNav={sideNav} />
        <Box sx={{ display: 'flex', flexGrow: 1, minWidth: 0 }}>
          {sideNav.shown ? <SideNav /> : null}
          <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 }}>
            <Container
              component="main"
              id={MAIN_ID}
              tabIndex={-1}
              maxWidth={sideNav.shown ? 'xl' : 'lg'}
              sx={{ py: 3, flexGrow: 1, outline: 'none' }}
            >
              {state === 'error' ? (
                <AuthFailure />
              ) : (
                <LeaveGuardProvider guards={guards}>
                  <Outlet />
                  <RouterLeaveGuard guards={guards} />
                </LeaveGuardProvider>
              )}
            </Container>
            <Footer />
          </Box>
        </Box>
      </Box>
    </DocumentTitleProvider>
  );
}
