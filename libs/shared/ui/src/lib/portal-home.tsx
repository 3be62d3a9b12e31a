import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useLocalName } from './local-name';
import { PageTitle } from './page-title';
import { PaperSection } from './paper-section';

/** Who is signed in, as the auth profile has it. */
export interface PortalHomePerson {
  /** The name (Bengali / default). */
  full_name: string;
  /** The English name, shown instead in an English locale when present. */
  full_name_en?: string | null;
  /** Shown under the greeting when present. */
  designation?: string | null;
}

export interface PortalHomeProps {
  /** The signed-in user (`useAuth().user`); null while unknown. */
  user: PortalHomePerson | null | undefined;
  /** Catalogue id of the "what this portal is for" heading; defaults to the shared one. */
  purposeTitleId?: string;
  /** Catalogue id of the portal's purpose text. */
  purposeTextId: string;
  /** What waits for the person (`QueueSummary`), first under the greeting: the staff homes' queues. */
  queues?: ReactNode;
  /** Extra sections after the purpose (e.g. a portal's shortcuts). */
  children?: ReactNode;
}

/**
 * A portal's signed-in home: greets the user by name (in the reader's language) and designation, shows what waits
 * for them (`queues`) and says what the portal is for.
 */
export function PortalHome({
  user,
  purposeTitleId = 'portals.home.what_for',
  purposeTextId,
  queues,
  children,
}: PortalHomeProps) {
  const shownName = useLocalName()(user?.full_name, user?.full_name_en);
  const designation = user?.designation;

  return (
    <Container maxWidth="md" disableGutters sx={{ py: { xs: 1, md: 2 } }}>
      <PageTitle titleId="portals.home.greeting" values={{ name: shownName }} />
      {designation && (
        <Typography color="text.secondary" sx={{ mt: -1, mb: 3 }}>
          <FormattedMessage id="portals.home.designation" values={{ designation }} />
        </Typography>
      )}
      {queues}
      <PaperSection
        title={<FormattedMessage id={purposeTitleId} />}
        headingVariant="h5"
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Typography sx={{ lineHeight: 1.7 }}>
          <FormattedMessage id={purposeTextId} />
        </Typography>
      </PaperSection>
      {children}
    </Container>
  );
}
