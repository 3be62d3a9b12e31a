import { FormattedMessage } from 'react-intl';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormatters } from '@platform/ui';
import { usePublicEvents, usePublicRecentActivities } from '@platform/youth-data-access-static-content';
import { ContentListPage, ContentSkeleton, SizedImage } from './public-content';
import { useLocalized } from './use-localized';

const list = { listStyle: 'none', p: 0, m: 0 } as const;

/** `/events`: the events that have not ended, soonest first, with their dates and venue. */
export function EventsPage() {
  const query = usePublicEvents();
  const pick = useLocalized();
  const { formatDate } = useFormatters();
  const text = (bn: string | null, en: string | null) => (bn ? pick(bn, en) : en);
  return (
    <ContentListPage area="cms.events" query={query} skeleton={<ContentSkeleton height={110} />}>
      {(items) => (
        <Stack component="ul" spacing={2} sx={list}>
          {items.map((e) => {
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
    </ContentListPage>
  );
}

/** `/recent-activities`: what the programme did lately, newest first, with pictures sized before they load. */
export function RecentActivitiesPage() {
  const query = usePublicRecentActivities();
  const pick = useLocalized();
  const { formatDate } = useFormatters();
  return (
    <ContentListPage area="cms.activities" query={query} skeleton={<ContentSkeleton height={110} />}>
      {(items) => (
        <Stack component="ul" spacing={2} sx={list}>
          {items.map((a) => {
            const details = a.details ? pick(a.details, a.details_en) : a.details_en;
            return (
              <Card component="li" key={a.id} variant="outlined">
                {a.image && <SizedImage image={a.image} />}
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
    </ContentListPage>
  );
}
