import { FormattedMessage } from 'react-intl';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '@platform/auth';
import { PortalHome } from '@platform/ui';

/** Screens of this portal that exist today, shown only to those allowed to open them. */
const shortcuts = [
  { to: '/settings', labelId: 'portals.admin.home.settings', permission: 'view_app_settings' },
  {
    to: '/notifications',
    labelId: 'portals.admin.home.notification_logs',
    permission: 'view_any_notification_log',
  },
];

/** The signed-in home of the admin portal: who is signed in, what the portal is for, and where to go. */
export function HomePage() {
  const { user, hasPermission } = useAuth();
  const allowed = shortcuts.filter((item) => hasPermission(item.permission));

  return (
    <PortalHome
      name={user?.full_name ?? ''}
      nameEn={user?.full_name_en}
      designation={user?.designation}
      purposeTextId="portals.admin.home.purpose"
    >
      {allowed.length > 0 && (
        <Paper
          component="nav"
          variant="outlined"
          aria-labelledby="home-shortcuts"
          sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}
        >
          <Typography id="home-shortcuts" component="h2" variant="h5">
            <FormattedMessage id="portals.home.shortcuts" />
          </Typography>
          <List>
            {allowed.map((item) => (
              <li key={item.to}>
                <ListItemButton component={RouterLink} to={item.to}>
                  <ListItemText primary={<FormattedMessage id={item.labelId} />} />
                </ListItemButton>
              </li>
            ))}
          </List>
        </Paper>
      )}
    </PortalHome>
  );
}
