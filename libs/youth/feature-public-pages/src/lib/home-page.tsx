import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WorkOutlined from '@mui/icons-material/WorkOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import { useAuth } from '@platform/auth';
import { useVisitorCount } from '@platform/youth-data-access-static-content';
import { useRegisteredYouthCount } from '@platform/youth-data-access-youth-directory';
import { JobSearchBox } from '@platform/youth-ui-jobs';
import { LazyHomeSliders } from './home-sliders-lazy';
import { LazyHomePartners } from './home-partners-lazy';
// drawn with the home, its skeletons the cards' size: a lazy section appearing later pushed the offers down (CLS)
import { FeaturedJobs } from './featured-jobs';
import { BelowTheFold } from './below-the-fold';

interface Offer {
  key: 'jobs' | 'courses' | 'cv' | 'skills_tests';
  icon: ReactNode;
}

const offers: Offer[] = [
  { key: 'jobs', icon: <WorkOutlined fontSize="large" color="primary" aria-hidden /> },
  { key: 'courses', icon: <SchoolOutlined fontSize="large" color="primary" aria-hidden /> },
  { key: 'cv', icon: <DescriptionOutlined fontSize="large" color="primary" aria-hidden /> },
  { key: 'skills_tests', icon: <FactCheckOutlined fontSize="large" color="primary" aria-hidden /> },
];

/**
 * The youth portal's landing page. Calls to action only lead where a screen exists today (sign-in, how it works,
 * contact us); the offer cards describe the platform and gain links as their sections ship.
 */
export function HomePage() {
  const { user, signIn } = useAuth();
  const navigate = useNavigate();
  const { locale } = useIntl();
  const name = user ? (locale.startsWith('en') && user.full_name_en) || user.full_name : null;

  return (
    <>
      <Box
        component="section"
        aria-labelledby="home-hero-title"
        sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 4, md: 10 } }}
      >
        <Container maxWidth="lg">
          <Typography
            id="home-hero-title"
            component="h1"
            variant="h3"
            // a 360 px phone gets a heading that fits its width (issue 12 defect 14: it overflowed its box)
            sx={{
              fontWeight: 700,
              maxWidth: 820,
              fontSize: { xs: '1.75rem', sm: '2.25rem', md: '3rem' },
              lineHeight: 1.25,
              overflowWrap: 'break-word',
              hyphens: 'auto',
            }}
          >
            <FormattedMessage id="pages.home.hero.title" />
          </Typography>
          <Typography
            component="p"
            variant="h6"
            sx={{
              mt: 2,
              maxWidth: 720,
              fontWeight: 400,
              lineHeight: 1.6,
              fontSize: { xs: '1.05rem', sm: '1.25rem' },
            }}
          >
            <FormattedMessage id="pages.home.hero.subtitle" />
          </Typography>
          {name && (
            <Typography component="p" variant="subtitle1" sx={{ mt: 2 }}>
              <FormattedMessage id="pages.home.welcome_back" values={{ name }} />
            </Typography>
          )}
          {/* the first screen's job search: straight on to /jobs with the text */}
          <Box sx={{ mt: 3, maxWidth: 640 }}>
            <JobSearchBox
              onColour
              onSearch={(text) => navigate(text ? `/jobs?${new URLSearchParams({ search: text })}` : '/jobs')}
            />
            {/* the feed search (jobs, courses, notices) has no header entry: it is reached from here (issue 17 item 5) */}
            <Link
              component={RouterLink}
              to="/feed-search"
              color="inherit"
              sx={{ display: 'inline-block', mt: 1 }}
            >
              <FormattedMessage id="feed_search.home_link" />
            </Link>
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
            {!user && (
              <Button variant="contained" color="secondary" size="large" onClick={() => void signIn()}>
                <FormattedMessage id="pages.home.cta.sign_in" />
              </Button>
            )}
            <Button component={RouterLink} to="/how-it-works" variant="outlined" color="inherit" size="large">
              <FormattedMessage id="pages.home.cta.how_it_works" />
            </Button>
          </Stack>
        </Container>
      </Box>

      {/* the hero is the first screen (and the page frame of index.html); the rest renders in a second pass */}
      <BelowTheFold>
        <FeaturedJobs />

        <Container
          component="section"
          maxWidth="lg"
          aria-labelledby="home-offers-title"
          sx={{ py: { xs: 5, md: 8 } }}
        >
          <Typography id="home-offers-title" component="h2" variant="h4" sx={{ mb: 3 }}>
            <FormattedMessage id="pages.home.offers.title" />
          </Typography>
          <Box
            component="ul"
            // @platform/ui's gridList written out: on the first visit it would be one more script (ADR 0141)
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
            }}
          >
            {offers.map((offer) => (
              <Card component="li" key={offer.key} variant="outlined">
                <CardContent>
                  {offer.icon}
                  <Typography component="h3" variant="h6" sx={{ mt: 1 }}>
                    <FormattedMessage id={`pages.home.offers.${offer.key}.title`} />
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1, lineHeight: 1.6 }}>
                    <FormattedMessage id={`pages.home.offers.${offer.key}.body`} />
                  </Typography>
                </CardContent>
              </Card>
            ))}
          </Box>

          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ mt: 5, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
          >
            <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
              <VisitorCount />
              <RegisteredYouthCount />
              {/* the public youth directory has no header entry: it is reached from here (issue 18 item 5) */}
              <Link component={RouterLink} to="/youths">
                <FormattedMessage id="youth_directory.home.browse" />
              </Link>
            </Stack>
            <Button component={RouterLink} to="/contact-us" variant="text">
              <FormattedMessage id="pages.home.cta.contact_us" />
            </Button>
          </Stack>
        </Container>

        <LazyHomeSliders />
        <LazyHomePartners />
      </BelowTheFold>
    </>
  );
}

/** A live count of the home page; says nothing when the counter cannot be read (spec §8: failures are ignored). */
function HomeCount({ label, count }: { label: string; count: number | undefined }) {
  if (count === undefined) return <span />;
  return (
    <Typography color="text.secondary">
      <FormattedMessage id={label} values={{ count }} />
    </Typography>
  );
}

/** The live visitor total. */
function VisitorCount() {
  const { data } = useVisitorCount();
  return <HomeCount label="pages.home.visitors" count={data?.total_visitors} />;
}

/** The number of registered youth (a count only, a few seconds old at most). */
function RegisteredYouthCount() {
  const { data } = useRegisteredYouthCount();
  return <HomeCount label="youth_directory.home.registered" count={data?.total_registered_youth} />;
}
