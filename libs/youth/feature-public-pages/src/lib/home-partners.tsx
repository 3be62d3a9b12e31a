import { FormattedMessage } from 'react-intl';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { PublicPartner } from '@platform/contract';
import { useApiClient } from '@platform/api-client';
import { useLocalized } from './use-localized';

const row = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: { xs: 2, md: 4 },
  alignItems: 'center',
} as const;

/**
 * The platform's partners and the footer's logo dock (issue 17 item 1), at the foot of the youth home. Each logo has
 * the width and height the gateway read from its file, so its place is kept before it loads.
 */
export function HomePartners({
  partners,
  footer,
}: {
  partners: readonly PublicPartner[];
  footer: readonly PublicPartner[];
}) {
  return (
    <>
      {partners.length > 0 && (
        <Container
          component="section"
          maxWidth="lg"
          aria-labelledby="home-partners-title"
          sx={{ pt: { xs: 4, md: 6 } }}
        >
          <Typography id="home-partners-title" component="h2" variant="h4" sx={{ mb: 2 }}>
            <FormattedMessage id="cms.partners.title" />
          </Typography>
          <Box component="ul" sx={row}>
            {partners.map((p) => (
              <Logo key={p.id} item={p} />
            ))}
          </Box>
        </Container>
      )}
      {footer.length > 0 && (
        <Container
          component="section"
          maxWidth="lg"
          aria-labelledby="home-logo-dock-title"
          sx={{ pt: { xs: 4, md: 6 } }}
        >
          <Typography id="home-logo-dock-title" component="h2" variant="h6" sx={{ mb: 2 }}>
            <FormattedMessage id="cms.logo_docks.footer" />
          </Typography>
          <Box component="ul" sx={row}>
            {footer.map((d) => (
              <Logo key={d.id} item={d} />
            ))}
          </Box>
        </Container>
      )}
    </>
  );
}

function Logo({ item }: { item: PublicPartner }) {
  const pick = useLocalized();
  const gateway = useApiClient().axios.defaults.baseURL ?? '';
  const name = pick(item.title, item.title_en);
  const image = (
    <Box
      component="img"
      src={`${gateway}${item.logo.src}`}
      width={item.logo.width}
      height={item.logo.height}
      alt={name}
      loading="lazy"
      decoding="async"
      // at most 64 px high and never wider than the screen; the ratio stays the file's
      sx={{ display: 'block', height: 'auto', maxHeight: 64, width: 'auto', maxWidth: '100%' }}
    />
  );
  return (
    <Box component="li" sx={{ maxWidth: '100%' }}>
      {item.link ? (
        <Link href={item.link} rel="noopener noreferrer" sx={{ display: 'inline-block' }}>
          {image}
        </Link>
      ) : (
        image
      )}
    </Box>
  );
}
