import { FormattedMessage, useIntl } from 'react-intl';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useAuth } from '@platform/auth';
import { PageTitle } from '@platform/ui';

/** The signed-in home of the lms portal: who is signed in, and what the portal is for. */
export function HomePage() {
  const { user } = useAuth();
  const intl = useIntl();
  const name = user ? (intl.locale.startsWith('en') && user.full_name_en) || user.full_name : '';

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
          <FormattedMessage id="portals.lms.home.purpose" />
        </Typography>
      </Paper>
    </Container>
  );
}
