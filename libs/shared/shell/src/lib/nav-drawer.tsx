import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
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

/** The menu on small screens; its own chunk (Drawer/Modal are not needed until someone opens it). */
export default function NavDrawer({ id, open, onClose, titleId, menu, footer }: NavDrawerProps) {
  const t = useTranslate();
  return (
    <Drawer id={id} open={open} onClose={onClose}>
      <Box component="nav" aria-label={t('shell.main_menu')} sx={{ width: 280 }}>
        <Typography variant="h6" component="p" sx={{ p: 2 }}>
          {t(titleId)}
        </Typography>
        <Divider />
        <List>
          {menu.map((item) => (
            <ListItemButton key={item.to} component={NavLink} to={item.to} end={item.to === '/'} onClick={onClose}>
              {item.icon ? <ListItemIcon>{item.icon}</ListItemIcon> : null}
              <ListItemText primary={t(item.labelId)} />
            </ListItemButton>
          ))}
        </List>
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
