import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from '@platform/ui';
import { NavMenu } from './nav-menu';
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

/**
 * The menu drawer of a narrow screen (and of a wide one when the portal keeps its grouped entries out of the
 * header): the portal's `NavMenu`. Its own chunk (Drawer/Modal are not needed until someone opens it).
 */
export default function NavDrawer({ id, open, onClose, titleId, menu, footer }: NavDrawerProps) {
  const t = useTranslate();
  return (
    <Drawer id={id} open={open} onClose={onClose}>
      <Box component="nav" aria-label={t('shell.main_menu')} sx={{ width: 280, maxWidth: '85vw' }}>
        <Typography variant="h6" component="p" sx={{ p: 2 }}>
          {t(titleId)}
        </Typography>
        <Divider />
        <NavMenu menu={menu} onNavigate={onClose} />
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
