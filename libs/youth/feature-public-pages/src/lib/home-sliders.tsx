import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { PublicSlider } from '@platform/contract';
import { useApiClient } from '@platform/api-client';

/**
 * The admin's sliders on the youth home (issue 17 item 1): a row of banners that scrolls sideways on a phone, no
 * automatic rotation (nothing moves on its own, WCAG 2.2.2). Loaded lazily by the home once there are slides
 * (home-sliders-lazy.tsx).
 */
export function HomeSliders({ slides }: { slides: readonly PublicSlider[] }) {
  return (
    <Container
      component="section"
      maxWidth="lg"
      aria-labelledby="home-sliders-title"
      sx={{ pt: { xs: 4, md: 6 } }}
    >
      <Typography id="home-sliders-title" component="h2" variant="h4" sx={{ mb: 2 }}>
        <FormattedMessage id="cms.sliders.title" />
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: { xs: '88%', sm: '60%', md: 'calc((100% - 48px) / 3)' },
          gap: 3,
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          pb: 1,
        }}
      >
        {slides.map((slide) => (
          <Slide key={slide.id} slide={slide} />
        ))}
      </Box>
    </Container>
  );
}

function Slide({ slide }: { slide: PublicSlider }) {
  const { locale } = useIntl();
  const gateway = useApiClient().axios.defaults.baseURL ?? '';
  const title = (locale.startsWith('en') && slide.title_en) || slide.title;
  const link = slide.link;
  return (
    <Card component="li" variant="outlined" sx={{ scrollSnapAlign: 'start' }}>
      <Box
        component="img"
        src={`${gateway}${slide.image}`}
        alt=""
        loading="lazy"
        decoding="async"
        sx={{
          display: 'block',
          width: '100%',
          aspectRatio: '3 / 1',
          objectFit: 'cover',
          bgcolor: 'grey.200',
        }}
      />
      <CardContent>
        <Typography component="h3" variant="h6" sx={{ overflowWrap: 'break-word' }}>
          {!link ? (
            title
          ) : link.startsWith('/') ? (
            <Link component={RouterLink} to={link}>
              {title}
            </Link>
          ) : (
            <Link href={link} rel="noopener noreferrer">
              {title}
            </Link>
          )}
        </Typography>
      </CardContent>
    </Card>
  );
}
