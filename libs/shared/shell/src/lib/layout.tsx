import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import { type ReactNode, Suspense, lazy, useEffect, useRef, useState } from 'react';
import {
  NavLink,
  Link as RouterLink,
  Outlet,
  useLocation,
  useNavigate,
  useNavigation,
} from 'react-router-dom';
import { useAuth } from '@platform/auth';
import {
  DocumentTitleProvider,
  LanguageSwitch,
  LeaveGuardProvider,
  createLeaveGuards,
  ThemeSwitch,
  usePrefetchWhenIdle,
  useToast,
  useLocalName,
  useTranslate,
  useLocale,
} from '@platform/ui';
import { useThemeMode } from '@platform/theme';
import { LoginErrorPage } from './lazy-pages';
import { RouterLeaveGuard } from './leave-guard';
import { usePlatform } from './platform-context';
import { useRouteDocumentTitle } from './route-title';
import type { MenuItem } from './types';

export const MAIN_ID = 'main-content';

const NavDrawer = lazy(() => import('./nav-drawer'));
// The menu (List, Collapse and their items) is drawn only by the drawer and by a wide screen's side navigation: its
// own chunk, so a phone's first visit does not load it (ADR 0006 r4). The side navigation's box keeps its width meanwhile.
const NavMenu = lazy(() => import('./nav-menu').then((m) => ({ default: m.NavMenu })));
const loadProgressBar = () => import('./route-progress-bar');
const RouteProgressBar = lazy(loadProgressBar);

function useVisibleMenu(): MenuItem[] {
  const { portal } = usePlatform();
  const { state, hasPermission } = useAuth();
  return portal.menu.filter(
    (item) =>
      (!item.requiresAuth || state === 'signed_in') && (!item.permission || hasPermission(item.permission)),
  );
}

/** Thin bar at the very top while a lazy route or a navigation is pending (its chunk is fetched when idle). */
function RouteProgress() {
  const t = useTranslate();
  const navigation = useNavigation();
  usePrefetchWhenIdle(loadProgressBar);
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

function UserBlock() {
  const t = useTranslate();
  const { state, user, signIn, signOut } = useAuth();
  const localName = useLocalName();
  if (state === 'signed_in' && user) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Box sx={{ textAlign: 'right', display: { xs: 'none', sm: 'block' } }}>
          <Typography variant="body2" component="p" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
            {localName(user.full_name, user.full_name_en)}
          </Typography>
          {user.designation ? (
            <Typography variant="caption" component="p" sx={{ opacity: 0.8 }}>
              {user.designation}
            </Typography>
          ) : null}
        </Box>
        <HeaderAction icon={<LogoutIcon />} label={t('common.logout')} onClick={() => void signOut()} />
      </Stack>
    );
  }
  if (state === 'loading') return null;
  return <HeaderAction icon={<LoginIcon />} label={t('common.login')} onClick={() => void signIn()} />;
}

/** Login / Logout in the header: never shrinks (the portal name gives way instead). */
function HeaderAction({ icon, label, onClick }: { icon: ReactNode; label: string; onClick: () => void }) {
  return (
    <Button color="inherit" startIcon={icon} onClick={onClick} sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
      {label}
    </Button>
  );
}

/** Where the side navigation's state is kept (a wide screen's choice to hide it survives a reload). */
export const SIDE_NAV_STORAGE_KEY = 'platform.side-nav';
export const SIDE_NAV_ID = 'portal-side-nav';
const SIDE_NAV_WIDTH = 272;

/**
 * A portal with `navigation: 'side'` (admin, recruiter) shows its whole menu as a permanent side navigation on wide
 * screens, which the menu button hides and shows again (issue 12 defect 9); phones keep the drawer.
 */
function useSideNav() {
  const { portal } = usePlatform();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [hidden, setHidden] = useState(() => {
    try {
      return window.localStorage.getItem(SIDE_NAV_STORAGE_KEY) === 'hidden';
    } catch {
      return false;
    }
  });
  const toggle = () =>
    setHidden((now) => {
      try {
        window.localStorage.setItem(SIDE_NAV_STORAGE_KEY, now ? 'shown' : 'hidden');
      } catch {
        // private mode: the choice lasts for this page only
      }
      return !now;
    });
  const side = portal.navigation === 'side';
  return { side, permanent: side && wide, shown: side && wide && !hidden, toggle };
}

type SideNavState = ReturnType<typeof useSideNav>;

function Header({ sideNav }: { sideNav: SideNavState }) {
  const t = useTranslate();
  const { portal } = usePlatform();
  const menu = useVisibleMenu();
  const grouped = menu.some((item) => item.group);
  const { locale, setLocale } = useLocale();
  const { mode, setMode } = useThemeMode();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted on first open and kept, so closing still animates.
  const [drawerMounted, setDrawerMounted] = useState(false);

  return (
    <AppBar position="sticky" component="header">
      <Toolbar sx={{ gap: 1 }}>
        {menu.length > 0 && sideNav.permanent ? (
          <IconButton
            color="inherit"
            edge="start"
            aria-label={t(sideNav.shown ? 'shell.hide_menu' : 'shell.show_menu')}
            aria-controls={SIDE_NAV_ID}
            aria-expanded={sideNav.shown}
            onClick={sideNav.toggle}
          >
            <MenuIcon />
          </IconButton>
        ) : menu.length > 0 ? (
          <IconButton
            color="inherit"
            edge="start"
            aria-label={t('shell.open_menu')}
            aria-controls="portal-drawer"
            aria-expanded={drawerOpen}
            onClick={() => {
              setDrawerMounted(true);
              setDrawerOpen(true);
            }}
            // grouped items live only in the drawer, so then it opens at every width
            sx={{ display: { xs: 'inline-flex', md: grouped || sideNav.side ? 'inline-flex' : 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        ) : null}
        <Link
          component={RouterLink}
          to="/"
          color="inherit"
          underline="none"
          variant="h6"
          sx={{
            fontWeight: 700,
            mr: { xs: 0.5, sm: 2 },
            fontSize: { xs: '1rem', sm: '1.25rem' },
            // a long portal name gives way on a phone instead of pushing the controls off the screen
            minWidth: 0,
            flexShrink: 1,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {t(portal.titleId)}
        </Link>
        {/* a long menu (a signed-in youth's) scrolls inside the header instead of pushing the language, theme and
            account controls off the screen */}
        <Box
          component="nav"
          aria-label={t('shell.main_menu')}
          sx={{
            display: { xs: 'none', md: sideNav.side ? 'none' : 'flex' },
            gap: 0.5,
            flexGrow: 1,
            minWidth: 0,
            overflowX: 'auto',
          }}
        >
          {menu
            .filter((item) => !item.group)
            .map((item) => (
              <Button
                key={item.to}
                component={NavLink}
                to={item.to}
                end={item.to === '/'}
                color="inherit"
                startIcon={item.icon}
                sx={{
                  flexShrink: 0,
                  whiteSpace: 'nowrap',
                  '&.active': { textDecoration: 'underline', textUnderlineOffset: 6 },
                }}
              >
                {t(item.labelId)}
              </Button>
            ))}
        </Box>
        <Box sx={{ flexGrow: { xs: 1, md: sideNav.side ? 1 : 0 } }} />
        <LanguageSwitch value={locale} onChange={setLocale} />
        <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
          <ThemeSwitch value={mode} onChange={setMode} />
        </Box>
        <UserBlock />
      </Toolbar>
      {drawerMounted ? (
        <Suspense fallback={null}>
          <NavDrawer
            id="portal-drawer"
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            titleId={portal.titleId}
            menu={menu}
            footer={<ThemeSwitch value={mode} onChange={setMode} />}
          />
        </Suspense>
      ) : null}
    </AppBar>
  );
}

/** The permanent side navigation of a wide screen: the whole menu, beside the page, scrolling on its own. */
function SideNav() {
  const t = useTranslate();
  const menu = useVisibleMenu();
  if (menu.length === 0) return null;
  return (
    <Box
      component="nav"
      id={SIDE_NAV_ID}
      aria-label={t('shell.main_menu')}
      sx={{
        width: SIDE_NAV_WIDTH,
        flexShrink: 0,
        position: 'sticky',
        top: 64,
        alignSelf: 'flex-start',
        height: 'calc(100vh - 64px)',
        overflowY: 'auto',
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Suspense fallback={null}>
        <NavMenu menu={menu} />
      </Suspense>
    </Box>
  );
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
