import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useTranslate } from '@platform/ui';
import type { MenuItem } from './types';

export interface NavDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  titleId: string;
  menu: MenuItem[];
  /** Extra controls for narrow screens (the theme switch). */
  footer?: ReactNode;
}

/** Items in their menu order, cut into runs: ungrouped items first, then each group (in order of first appearance). */
export function groupMenu(menu: MenuItem[]): { group: string | null; items: MenuItem[] }[] {
  const groups = new Map<string | null, MenuItem[]>([[null, []]]);
  for (const item of menu) {
    const key = item.group ?? null;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups].filter(([, items]) => items.length > 0).map(([group, items]) => ({ group, items }));
}

function MenuLinks({ items, onClose }: { items: MenuItem[]; onClose: () => void }) {
  const t = useTranslate();
  // each link in its own <li>: a list holds list items only (axe `list`)
  return items.map((item) => (
    <ListItem key={item.to} disablePadding>
      <ListItemButton component={NavLink} to={item.to} end={item.to === '/'} onClick={onClose}>
        {item.icon ? <ListItemIcon>{item.icon}</ListItemIcon> : null}
        <ListItemText primary={t(item.labelId)} />
      </ListItemButton>
    </ListItem>
  ));
}

function MenuGroup({ labelId, items, onClose }: { labelId: string; items: MenuItem[]; onClose: () => void }) {
  const t = useTranslate();
  const headingId = useId();
  // the heading sits before the list, not inside it: a <ul> may hold list items only
  return (
    <Box component="section" aria-labelledby={headingId}>
      <ListSubheader id={headingId} component="h2" disableSticky sx={{ lineHeight: 2.5, mt: 1 }}>
        {t(labelId)}
      </ListSubheader>
      <List aria-labelledby={headingId} dense disablePadding>
        <MenuLinks items={items} onClose={onClose} />
      </List>
    </Box>
  );
}

/**
 * The menu drawer: on small screens every item; on all widths the grouped items (too many for the header), each
 * group under its heading. Its own chunk (Drawer/Modal are not needed until someone opens it).
 */
export default function NavDrawer({ id, open, onClose, titleId, menu, footer }: NavDrawerProps) {
  const t = useTranslate();
  return (
    <Drawer id={id} open={open} onClose={onClose}>
      <Box component="nav" aria-label={t('shell.main_menu')} sx={{ width: 280 }}>
        <Typography variant="h6" component="p" sx={{ p: 2 }}>
          {t(titleId)}
        </Typography>
        <Divider />
        {groupMenu(menu).map(({ group, items }) =>
          group === null ? (
            <List key="">
              <MenuLinks items={items} onClose={onClose} />
            </List>
          ) : (
            <MenuGroup key={group} labelId={group} items={items} onClose={onClose} />
          ),
        )}
        {footer ? (
          <>
            <Divider />
            <Box sx={{ p: 2, display: { sm: 'none' } }}>{footer}</Box>
          </>
        ) : null}
      </Box>
    </Drawer>
  );
}
