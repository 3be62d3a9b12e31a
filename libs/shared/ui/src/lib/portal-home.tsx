import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageTitle } from './page-title';

export interface PortalHomeProps {
  /** The signed-in user's name (Bengali / default). */
  name: string;
  /** The English name, shown instead of `name` in an English locale when present. */
  nameEn?: string | null;
  /** Shown under the greeting when present. */
  designation?: string | null;
  /** Catalogue id of the "what this portal is for" heading; defaults to the shared one. */
  purposeTitleId?: string;
  /** Catalogue id of the portal's purpose text. */
  purposeTextId: string;
  /** Extra sections after the purpose (e.g. a portal's shortcuts). */
  children?: ReactNode;
}

/** A portal's signed-in home: greets the user by name and designation and says what the portal is for. */
export function PortalHome({
  name,
  nameEn,
  designation,
  purposeTitleId = 'portals.home.what_for',
  purposeTextId,
  children,
}: PortalHomeProps) {
  const { locale } = useIntl();
  const shownName = (locale.startsWith('en') && nameEn) || name;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle titleId="portals.home.greeting" values={{ name: shownName }} />
      {designation && (
        <Typography color="text.secondary" sx={{ mt: -1, mb: 3 }}>
          <FormattedMessage id="portals.home.designation" values={{ designation }} />
        </Typography>
      )}
      <Paper
        component="section"
        variant="outlined"
        aria-labelledby="home-purpose"
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Typography id="home-purpose" component="h2" variant="h5" sx={{ mb: 1 }}>
          <FormattedMessage id={purposeTitleId} />
        </Typography>
        <Typography sx={{ lineHeight: 1.7 }}>
          <FormattedMessage id={purposeTextId} />
        </Typography>
      </Paper>
      {children}
    </Container>
  );
}
