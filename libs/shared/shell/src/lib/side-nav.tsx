import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Suspense, lazy, useState } from 'react';
import { useAuth } from '@platform/auth';
import { useTranslate } from '@platform/ui';
import { usePlatform } from './platform-context';
import type { MenuItem } from './types';

// The menu (List, Collapse and their items) is drawn only by the drawer and by a wide screen's side navigation: its
// own chunk, so a phone's first visit does not load it (ADR 0006 r4). The side navigation's box keeps its width meanwhile.
const NavMenu = lazy(() => import('./nav-menu').then((m) => ({ default: m.NavMenu })));

/** The menu items the caller may see (signed in where required, holding the item's permission). */
export function useVisibleMenu(): MenuItem[] {
  const { portal } = usePlatform();
  const { state, hasPermission } = useAuth();
  return portal.menu.filter(
    (item) =>
      (!item.requiresAuth || state === 'signed_in') && (!item.permission || hasPermission(item.permission)),
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
export function useSideNav() {
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

export type SideNavState = ReturnType<typeof useSideNav>;

/** The permanent side navigation of a wide screen: the whole menu, beside the page, scrolling on its own. */
export function SideNav() {
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
