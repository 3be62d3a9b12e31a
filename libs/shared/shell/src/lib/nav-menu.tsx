import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Suspense, lazy, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useTranslate } from '@platform/ui';
import type { MenuItem } from './types';

// The search box of a long menu (the admin's) and its input components load with it: short menus never pay them.
const MenuSearchField = lazy(() => import('./menu-search-field'));
/** Height of the small outlined field, reserved while it loads (no shift). */
const MENU_SEARCH_HEIGHT = 40;

/** From this many entries the menu has a search box and opens only the group of the current page (the admin's ~60). */
export const MENU_SEARCH_FROM = 12;

/** Items in their menu order, cut into runs: ungrouped items first, then each group (in order of first appearance). */
export function groupMenu(menu: readonly MenuItem[]): { group: string | null; items: MenuItem[] }[] {
  const groups = new Map<string | null, MenuItem[]>([[null, []]]);
  for (const item of menu) {
    const key = item.group ?? null;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups].filter(([, items]) => items.length > 0).map(([group, items]) => ({ group, items }));
}

const fold = (text: string) => text.normalize('NFC').toLocaleLowerCase();

/** Whether an entry leads to the page shown (or to a page above it). */
function leadsTo(item: MenuItem, pathname: string): boolean {
  const path = item.to.split('?')[0] ?? item.to;
  return path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
}

function MenuLinks({ items, onNavigate }: { items: MenuItem[]; onNavigate?: () => void }) {
  const t = useTranslate();
  // each link in its own <li>: a list holds list items only (axe `list`)
  return items.map((item) => (
    <ListItem key={item.to} disablePadding>
      <ListItemButton component={NavLink} to={item.to} end={item.to === '/'} onClick={onNavigate}>
        {item.icon ? <ListItemIcon sx={{ minWidth: 40 }}>{item.icon}</ListItemIcon> : null}
        <ListItemText primary={t(item.labelId)} />
      </ListItemButton>
    </ListItem>
  ));
}

/** A group of entries under its heading, which opens and closes it. */
function MenuGroup({
  labelId,
  items,
  open,
  onToggle,
  onNavigate,
}: {
  labelId: string;
  items: MenuItem[];
  open: boolean;
  onToggle: () => void;
  onNavigate?: () => void;
}) {
  const t = useTranslate();
  const headingId = useId();
  const listId = useId();
  // the heading sits before the list, not inside it: a <ul> may hold list items only
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography component="h2" variant="subtitle2" sx={{ mt: 0.5 }}>
        <ButtonBase
          id={headingId}
          aria-expanded={open}
          aria-controls={listId}
          onClick={onToggle}
          sx={{
            width: '100%',
            justifyContent: 'space-between',
            px: 2,
            py: 1,
            font: 'inherit',
            color: 'text.secondary',
            textAlign: 'left',
          }}
        >
          {t(labelId)}
          <ExpandMoreOutlined
            aria-hidden
            fontSize="small"
            sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
          />
        </ButtonBase>
      </Typography>
      <Collapse in={open} unmountOnExit>
        <List id={listId} aria-labelledby={headingId} dense disablePadding>
          <MenuLinks items={items} onNavigate={onNavigate} />
        </List>
      </Collapse>
    </Box>
  );
}

export interface NavMenuProps {
  menu: readonly MenuItem[];
  /** Called when an entry is chosen (the drawer closes). */
  onNavigate?: () => void;
}

/**
 * The portal's menu as a list: ungrouped entries first, then each group under a heading that opens and closes it; a
 * long menu (the admin's) gets a search box and opens only the group of the current page (issue 12 defect 9). The
 * same content serves the drawer of a phone and the permanent side navigation of a wide screen.
 */
export function NavMenu({ menu, onNavigate }: NavMenuProps) {
  const t = useTranslate();
  const { pathname } = useLocation();
  const long = menu.length >= MENU_SEARCH_FROM;
  const [query, setQuery] = useState('');
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  const q = fold(query.trim());
  const shown = q
    ? menu.filter(
        (item) => fold(t(item.labelId)).includes(q) || (item.group && fold(t(item.group)).includes(q)),
      )
    : menu;
  const isOpen = (group: string, items: readonly MenuItem[]) =>
    q !== '' || (toggled.get(group) ?? (!long || items.some((item) => leadsTo(item, pathname))));

  return (
    <>
      {long ? (
        <Box sx={{ px: 2, pt: 2, pb: 1 }}>
          <Suspense fallback={<Box sx={{ height: MENU_SEARCH_HEIGHT }} />}>
            <MenuSearchField label={t('shell.menu_search')} value={query} onChange={setQuery} />
          </Suspense>
        </Box>
      ) : null}
      {q && shown.length === 0 ? (
        <Typography role="status" color="text.secondary" sx={{ px: 2, py: 1 }}>
          {t('shell.menu_search_none', { query: query.trim() })}
        </Typography>
      ) : null}
      {groupMenu(shown).map(({ group, items }) =>
        group === null ? (
          <List key="" dense={long}>
            <MenuLinks items={items} onNavigate={onNavigate} />
          </List>
        ) : (
          <MenuGroup
            key={group}
            labelId={group}
            items={items}
            open={isOpen(group, items)}
            onToggle={() => setToggled((now) => new Map(now).set(group, !isOpen(group, items)))}
            onNavigate={onNavigate}
          />
        ),
      )}
    </>
  );
}
