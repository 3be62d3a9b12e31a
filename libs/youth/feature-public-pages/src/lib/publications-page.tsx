import { FormattedMessage } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PublicPublication } from '@platform/contract';
import { useApiClient } from '@platform/api-client';
import { bareList, useFormatters, visuallyHidden } from '@platform/ui';
import { usePublicPublications } from '@platform/youth-data-access-static-content';
import { ContentListPage, ContentSkeleton } from './public-content';
import { useLocalized } from './use-localized';

/** `/publications`: reports and studies, newest first, each with its author, description and PDF. */
export function PublicationsPage() {
  const query = usePublicPublications();
  return (
    <ContentListPage area="cms.publications" query={query} skeleton={<ContentSkeleton height={120} />}>
      {(items) => (
        <Stack component="ul" spacing={2} sx={bareList}>
          {items.map((p) => (
            <PublicationCard key={p.id} publication={p} />
          ))}
        </Stack>
      )}
    </ContentListPage>
  );
}

function PublicationCard({ publication: p }: { publication: PublicPublication }) {
  const pick = useLocalized();
  const { formatDate } = useFormatters();
  const gateway = useApiClient().baseURL;
  const title = pick(p.title, p.title_en);
  // a description written in one language only shows in both
  const description = pick(p.description ?? '', p.description_en) || p.description_en;
  return (
    <Card component="li" variant="outlined">
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ overflowWrap: 'break-word' }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          <FormattedMessage id="cms.publications.by" values={{ author: pick(p.author, p.author_en) }} />
          {p.published_on && (
            <>
              {' · '}
              {formatDate(p.published_on)}
            </>
          )}
        </Typography>
        {description && (
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'break-word', mb: 2 }}>
            {description}
          </Typography>
        )}
        <Button component="a" href={`${gateway}${p.file_path}`} variant="outlined" rel="noopener noreferrer">
          <FormattedMessage id="cms.publications.download" />
          <Box component="span" sx={visuallyHidden}>
            {`: ${title}`}
          </Box>
        </Button>
      </CardContent>
    </Card>
  );
}
