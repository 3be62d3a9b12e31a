import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import { type ReactNode, Suspense, lazy, useState } from 'react';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import { useAuth } from '@platform/auth';
import { LanguageSwitch, ThemeSwitch, useLocalName, useLocale, useTranslate } from '@platform/ui';
import { useThemeMode } from '@platform/theme';
import { usePlatform } from './platform-context';
import { SIDE_NAV_ID, type SideNavState, useVisibleMenu } from './side-nav';

const NavDrawer = lazy(() => import('./nav-drawer'));

function UserBlock() {
  const t = useTranslate();
  const { state, user, signIn, signOut } = useAuth();
  const localName = useLocalName();
  const { portal } = usePlatform();
  if (state === 'signed_in' && user) {
    const name = localName(user.full_name, user.full_name_en);
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Box sx={{ textAlign: 'right', display: { xs: 'none', sm: 'block' } }}>
          <Typography variant="body2" component="p" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
            {portal.staffProfile ? (
              // the staff account pages (the youth reach their profile from the menu)
              <Link
                component={RouterLink}
                to="/my-profile"
                color="inherit"
                underline="hover"
                aria-label={t('shell.profile.link', { name })}
                // a target of at least 24 px (WCAG 2.2 target size), not just the line of text
                sx={{ display: 'inline-block', minHeight: 24, lineHeight: '24px' }}
              >
                {name}
              </Link>
            ) : (
              name
            )}
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

/** The app bar: menu button, portal name, the top menu of a wide screen, language, theme and account. */
export function Header({ sideNav }: { sideNav: SideNavState }) {
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
