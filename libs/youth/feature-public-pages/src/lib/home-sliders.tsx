import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { PublicSlider } from '@platform/contract';
import { useApiClient } from '@platform/api-client';
import { HomeSection, homeSideways } from './home-section';

/**
 * The admin's sliders on the youth home (issue 17 item 1): a row of banners that scrolls sideways on a phone, no
 * automatic rotation (nothing moves on its own, WCAG 2.2.2). Loaded lazily by the home once there are slides
 * (home-sliders-lazy.tsx).
 */
export function HomeSliders({ slides }: { slides: readonly PublicSlider[] }) {
  return (
    <HomeSection name="sliders" titleId="cms.sliders.title">
      <Box component="ul" sx={homeSideways}>
        {slides.map((slide) => (
          <Slide key={slide.id} slide={slide} />
        ))}
      </Box>
    </HomeSection>
  );
}

function Slide({ slide }: { slide: PublicSlider }) {
  const { locale } = useIntl();
  const gateway = useApiClient().baseURL;
  const title = (locale.startsWith('en') && slide.title_en) || slide.title;
  const link = slide.link;
  return (
    <Card component="li" variant="outlined">
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
