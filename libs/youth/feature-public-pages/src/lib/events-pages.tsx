import type { ReactNode } from 'react';
import type { PublicImage } from '@platform/contract';
import { FormattedMessage } from 'react-intl';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { bareList, useFormatters } from '@platform/ui';
import { usePublicEvents, usePublicRecentActivities } from '@platform/youth-data-access-static-content';
import { ContentListPage, ContentSkeleton, SizedImage } from './public-content';
import { useLocalized } from './use-localized';

const note = { variant: 'body2', color: 'text.secondary' } as const;

/** `/events`: the events that have not ended, soonest first, with their dates and venue. */
export function EventsPage() {
  const query = usePublicEvents();
  const pick = useLocalized();
  const { formatDate } = useFormatters();
  const text = (bn: string | null, en: string | null) => (bn ? pick(bn, en) : en);
  return (
    <ContentListPage area="cms.events" query={query} skeleton={<ContentSkeleton height={110} />}>
      {(items) => (
        <Stack component="ul" spacing={2} sx={bareList}>
          {items.map((e) => {
            const venue = text(e.venue, e.venue_en);
            return (
              <ContentCard
                key={e.id}
                title={pick(e.title, e.title_en)}
                details={text(e.details, e.details_en)}
                after={
                  <>
                    <Typography {...note}>
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
                      <Typography {...note}>
                        <FormattedMessage id="cms.events.venue" values={{ venue }} />
                      </Typography>
                    )}
                  </>
                }
              />
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
        <Stack component="ul" spacing={2} sx={bareList}>
          {items.map((a) => (
            <ContentCard
              key={a.id}
              image={a.image}
              before={<Typography {...note}>{formatDate(a.activity_on)}</Typography>}
              title={pick(a.title, a.title_en)}
              details={a.details ? pick(a.details, a.details_en) : a.details_en}
            />
          ))}
        </Stack>
      )}
    </ContentListPage>
  );
}

/** One event or activity in its list: the picture, the lines above and under the title, and the details. */
function ContentCard({
  image,
  before,
  title,
  after,
  details,
}: {
  image?: PublicImage | null;
  before?: ReactNode;
  title: string;
  after?: ReactNode;
  details: string | null;
}) {
  return (
    <Card component="li" variant="outlined">
      {image && <SizedImage image={image} />}
      <CardContent>
        {before}
        <Typography component="h2" variant="h6" sx={{ overflowWrap: 'break-word' }}>
          {title}
        </Typography>
        {after}
        {details && (
          <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'break-word' }}>
            {details}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
