import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { sidewaysList } from '@platform/ui';

/**
 * A titled section at the foot of the youth home (sliders, quotations, partners, the footer's logos): a section
 * landmark named by its heading. `minor` draws the heading smaller (the logo dock).
 */
export function HomeSection({
  name,
  titleId,
  minor = false,
  children,
}: {
  name: string;
  titleId: string;
  minor?: boolean;
  children: ReactNode;
}) {
  const heading = `home-${name}-title`;
  return (
    <Container component="section" maxWidth="lg" aria-labelledby={heading} sx={{ pt: { xs: 4, md: 6 } }}>
      <Typography id={heading} component="h2" variant={minor ? 'h6' : 'h4'} sx={{ mb: 2 }}>
        <FormattedMessage id={titleId} />
      </Typography>
      {children}
    </Container>
  );
}

/** Cards side by side that scroll sideways on a phone, three to a row on a wide screen; nothing moves on its own. */
export const homeSideways = sidewaysList({ xs: '88%', sm: '60%', md: 'calc((100% - 48px) / 3)' }, 3);
