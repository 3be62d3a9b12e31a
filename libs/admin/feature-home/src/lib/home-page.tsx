import { FormattedMessage, useIntl } from 'react-intl';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '@platform/auth';
import { PageTitle } from '@platform/ui';

/** Screens of this portal that exist today, shown only to those allowed to open them. */
const shortcuts = [
  { to: '/settings', labelId: 'portals.admin.home.settings', permission: 'view_app_settings' },
  { to: '/notifications', labelId: 'portals.admin.home.notification_logs', permission: 'view_any_notification_log' },
];

/** The signed-in home of the admin portal: who is signed in, and what the portal is for. */
export function HomePage() {
  const { user, hasPermission } = useAuth();
  const intl = useIntl();
  const name = user ? (intl.locale.startsWith('en') && user.full_name_en) || user.full_name : '';
  const allowed = shortcuts.filter((item) => hasPermission(item.permission));

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle titleId="portals.home.greeting" values={{ name }} />
      {user?.designation && (
        <Typography color="text.secondary" sx={{ mt: -1, mb: 3 }}>
          <FormattedMessage id="portals.home.designation" values={{ designation: user.designation }} />
        </Typography>
      )}
      <Paper component="section" variant="outlined" aria-labelledby="home-purpose" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="home-purpose" component="h2" variant="h5" sx={{ mb: 1 }}>
          <FormattedMessage id="portals.home.what_for" />
        </Typography>
        <Typography sx={{ lineHeight: 1.7 }}>
          <FormattedMessage id="portals.admin.home.purpose" />
        </Typography>
      </Paper>
      {allowed.length > 0 && (
        <Paper component="nav" variant="outlined" aria-labelledby="home-shortcuts" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
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
    </Container>
  );
}
