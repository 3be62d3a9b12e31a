import { FormattedMessage } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PublicImage } from '@platform/contract';
import { useApiClient } from '@platform/api-client';
import { LoadErrorAlert, PageTitle, useFormatters, visuallyHidden } from '@platform/ui';
import { usePublicEvents, usePublicRecentActivities } from '@platform/youth-data-access-static-content';
import { useLocalized } from './use-localized';

function Loading() {
  return (
    <Box aria-busy="true" role="status">
      <Box component="span" sx={visuallyHidden}>
        <FormattedMessage id="common.loading" />
      </Box>
      <Skeleton variant="rounded" height={110} sx={{ mb: 2 }} />
      <Skeleton variant="rounded" height={110} />
    </Box>
  );
}

const list = { listStyle: 'none', p: 0, m: 0 } as const;

/** `/events`: the events that have not ended, soonest first, with their dates and venue. */
export function EventsPage() {
  const { data, error, isLoading, mutate } = usePublicEvents();
  const pick = useLocalized();
  const { formatDate } = useFormatters();
  const text = (bn: string | null, en: string | null) => (bn ? pick(bn, en) : en);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle titleId="cms.events.title" />
      {error && <LoadErrorAlert messageId="cms.events.load_error" onRetry={() => void mutate()} mb={0} />}
      {isLoading && !data && <Loading />}
      {data?.length === 0 && (
        <Alert severity="info">
          <FormattedMessage id="cms.events.none" />
        </Alert>
      )}
      {data && data.length > 0 && (
        <Stack component="ul" spacing={2} sx={list}>
          {data.map((e) => {
            const venue = text(e.venue, e.venue_en);
            const details = text(e.details, e.details_en);
            return (
              <Card component="li" key={e.id} variant="outlined">
                <CardContent>
                  <Typography component="h2" variant="h6" sx={{ overflowWrap: 'break-word' }}>
                    {pick(e.title, e.title_en)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {e.ends_on && e.ends_on !== e.starts_on ? (
                      <FormattedMessage
                        id="cms.events.dates"
                        values={{ from: formatDate(e.starts_on), to: formatDate(e.ends_on) }}
                      />
                    ) : (
                      formatDate(e.starts_on)
                    )}
                  </Typography>
                  {venue && (
                    <Typography variant="body2" color="text.secondary">
                      <FormattedMessage id="cms.events.venue" values={{ venue }} />
                    </Typography>
                  )}
                  {details && (
                    <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'break-word' }}>
                      {details}
                    </Typography>
                  )}
                </CardContent>
              </Card>
            );
          })}
        </Stack>
      )}
    </Container>
  );
}

function Picture({ image }: { image: PublicImage }) {
  const gateway = useApiClient().axios.defaults.baseURL ?? '';
  return (
    <Box
      component="img"
      src={`${gateway}${image.src}`}
      width={image.width}
      height={image.height}
      alt=""
      loading="lazy"
      decoding="async"
      sx={{ display: 'block', width: '100%', height: 'auto', bgcolor: 'action.hover' }}
    />
  );
}

/** `/recent-activities`: what the programme did lately, newest first, with pictures sized before they load. */
export function RecentActivitiesPage() {
  const { data, error, isLoading, mutate } = usePublicRecentActivities();
  const pick = useLocalized();
  const { formatDate } = useFormatters();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle titleId="cms.activities.title" />
      {error && <LoadErrorAlert messageId="cms.activities.load_error" onRetry={() => void mutate()} mb={0} />}
      {isLoading && !data && <Loading />}
      {data?.length === 0 && (
        <Alert severity="info">
          <FormattedMessage id="cms.activities.none" />
        </Alert>
      )}
      {data && data.length > 0 && (
        <Stack component="ul" spacing={2} sx={list}>
          {data.map((a) => {
            const details = a.details ? pick(a.details, a.details_en) : a.details_en;
            return (
              <Card component="li" key={a.id} variant="outlined">
                {a.image && <Picture image={a.image} />}
                <CardContent>
                  <Typography variant="body2" color="text.secondary">
                    {formatDate(a.activity_on)}
                  </Typography>
                  <Typography component="h2" variant="h6" sx={{ overflowWrap: 'break-word' }}>
                    {pick(a.title, a.title_en)}
                  </Typography>
                  {details && (
                    <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'break-word' }}>
                      {details}
                    </Typography>
                  )}
                </CardContent>
              </Card>
            );
          })}
        </Stack>
      )}
    </Container>
  );
}
