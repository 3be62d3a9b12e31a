import Container from '@mui/material/Container';
import type { StaticPageType } from '@platform/contract';
import { PageTitle } from '@platform/ui';
import { StaticContent } from './static-content';

interface StaticContentPageProps {
  type: StaticPageType;
  /** Catalogue id of the page name, shown until the page's own title has loaded. */
  titleId: string;
}

/** A public page whose title and body an admin edits (about us, how it works, privacy policy, terms of use). */
export function StaticContentPage({ type, titleId }: StaticContentPageProps) {
  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <StaticContent type={type}>
        {(content) => <PageTitle titleId={titleId} text={content?.title} />}
      </StaticContent>
    </Container>
  );
}
