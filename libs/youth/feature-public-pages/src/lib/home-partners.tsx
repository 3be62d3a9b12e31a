import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { PublicPartner, PublicQuotationSlider } from '@platform/contract';
import { useApiClient } from '@platform/api-client';
import { HomeSection, homeSideways } from './home-section';
import { useLocalized } from './use-localized';
import { bareList } from '@platform/ui';

const row = {
  ...bareList,
  display: 'flex',
  flexWrap: 'wrap',
  gap: { xs: 2, md: 4 },
  alignItems: 'center',
} as const;

/**
 * The quotations, the platform's partners and the footer's logo dock (issue 17 item 1), at the foot of the youth home.
 * The quotations sit side by side and scroll sideways on a phone (nothing rotates on its own, WCAG 2.2.2). Each logo
 * has the width and height the gateway read from its file, so its place is kept before it loads.
 */
export function HomePartners({
  quotations = [],
  partners,
  footer,
}: {
  quotations?: readonly PublicQuotationSlider[];
  partners: readonly PublicPartner[];
  footer: readonly PublicPartner[];
}) {
  return (
    <>
      {quotations.length > 0 && <Quotations quotations={quotations} />}
      {partners.length > 0 && (
        <HomeSection name="partners" titleId="cms.partners.title">
          <Box component="ul" sx={row}>
            {partners.map((p) => (
              <Logo key={p.id} item={p} />
            ))}
          </Box>
        </HomeSection>
      )}
      {footer.length > 0 && (
        <HomeSection name="logo-dock" titleId="cms.logo_docks.footer" minor>
          <Box component="ul" sx={row}>
            {footer.map((d) => (
              <Logo key={d.id} item={d} />
            ))}
          </Box>
        </HomeSection>
      )}
    </>
  );
}

function Logo({ item }: { item: PublicPartner }) {
  const pick = useLocalized();
  const gateway = useApiClient().baseURL;
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

function Quotations({ quotations }: { quotations: readonly PublicQuotationSlider[] }) {
  const pick = useLocalized();
  return (
    <HomeSection name="quotations" titleId="cms.quotations.title">
      {/* it scrolls sideways on a phone and holds nothing focusable: the list itself takes the focus, so the arrow keys
          scroll it (axe scrollable-region-focusable) */}
      <Box
        component="ul"
        tabIndex={0}
        aria-labelledby="home-quotations-title"
        sx={{ ...homeSideways, '&:focus-visible': { outline: '2px solid', outlineOffset: 2 } }}
      >
        {quotations.map((q) => {
          const author = q.author ? pick(q.author, q.author_en) : q.author_en;
          return (
            <Box component="li" key={q.id} sx={{ borderLeft: 4, borderColor: 'primary.main', pl: 2, py: 1 }}>
              <Box component="figure" sx={{ m: 0 }}>
                <Typography component="blockquote" variant="h6" sx={{ m: 0, overflowWrap: 'break-word' }}>
                  {pick(q.title, q.title_en)}
                </Typography>
                {author && (
                  <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    — {author}
                  </Typography>
                )}
              </Box>
            </Box>
          );
        })}
      </Box>
    </HomeSection>
  );
}
