import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { STATIC_PAGE_TYPE, type StaticPageType } from '@platform/contract';
import { publicLookup, useLookupList } from '@platform/api-client';
import type { LookupRecord } from '@platform/resources';
import { ContentLoader, LoadErrorAlert, PageTitle, useLocalTitle } from '@platform/ui';
import { StaticContent } from './static-content';

/*
 * The RPL pages of the youth portal (issue 18 item 4, ADR 0094; spec §2 "RPL pages (what is RPL, certificate
 * advantage, RPL occupations, assessment center)"): static contents an admin edits at /static-contents, and on the
 * occupations page the RPL catalogue (sectors → occupations → levels with their passing scores) from the public
 * lookups. Applying and the youth's own applications are @platform/youth-feature-rpl's (/rpl/apply, /rpl/my-applications).
 */

/** The RPL section's pages, in the order of its navigation. */
const RPL_PAGES: { to: string; labelId: string }[] = [
  { to: '/rpl', labelId: 'rpl.pages.what_is_rpl' },
  { to: '/rpl/certificate-advantage', labelId: 'rpl.pages.certificate_advantage' },
  { to: '/rpl/occupations', labelId: 'rpl.pages.occupations' },
  { to: '/rpl/assessment-centers', labelId: 'rpl.pages.assessment_centers' },
];

function RplPage({
  type,
  titleId,
  children,
}: {
  type: StaticPageType;
  titleId: string;
  children?: ReactNode;
}) {
  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <StaticContent type={type}>
        {(content) => <PageTitle titleId={titleId} text={content?.title} />}
      </StaticContent>
      {children}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
        <Button variant="contained" component={RouterLink} to="/rpl/apply">
          <FormattedMessage id="rpl.pages.apply" />
        </Button>
        <Button variant="outlined" component={RouterLink} to="/rpl/my-applications">
          <FormattedMessage id="rpl.pages.my_applications" />
        </Button>
      </Stack>
      <Box component="nav" aria-labelledby="rpl-pages-nav" sx={{ mt: 4 }}>
        <Typography id="rpl-pages-nav" variant="h6" component="h2">
          <FormattedMessage id="rpl.pages.nav" />
        </Typography>
        <List dense>
          {RPL_PAGES.filter((p) => p.labelId !== titleId).map((p) => (
            <ListItem key={p.to} disableGutters>
              <Link component={RouterLink} to={p.to}>
                <FormattedMessage id={p.labelId} />
              </Link>
            </ListItem>
          ))}
        </List>
      </Box>
    </Container>
  );
}

/** `/rpl`: what RPL is. */
export function WhatIsRplPage() {
  return <RplPage type={STATIC_PAGE_TYPE.RPL_WHAT_IS_RPL} titleId="rpl.pages.what_is_rpl" />;
}

/** `/rpl/certificate-advantage`. */
export function RplCertificateAdvantagePage() {
  return (
    <RplPage type={STATIC_PAGE_TYPE.RPL_CERTIFICATE_ADVANTAGE} titleId="rpl.pages.certificate_advantage" />
  );
}

/** `/rpl/assessment-centers`. */
export function RplAssessmentCentersPage() {
  return <RplPage type={STATIC_PAGE_TYPE.RPL_ASSESSMENT_CENTERS} titleId="rpl.pages.assessment_centers" />;
}

/** `/rpl/occupations`: the page's text and the catalogue. */
export function RplOccupationsPage() {
  return (
    <RplPage type={STATIC_PAGE_TYPE.RPL_OCCUPATIONS} titleId="rpl.pages.occupations">
      <RplCatalogue />
    </RplPage>
  );
}

const ALL = {};
const byId = (a: LookupRecord, b: LookupRecord) => a.id - b.id;

/** Every active sector with its occupations and their levels in sequence order. */
function RplCatalogue() {
  const title = useLocalTitle();
  const sectors = useLookupList(publicLookup('rpl_sectors'), ALL);
  const occupations = useLookupList(publicLookup('rpl_occupations'), ALL);
  const levels = useLookupList(publicLookup('rpl_levels'), ALL);
  const failed = sectors.error ?? occupations.error ?? levels.error;
  if (failed)
    return (
      <LoadErrorAlert
        messageId="rpl.catalogue.load_error"
        mb={0}
        onRetry={() => void Promise.all([sectors.mutate(), occupations.mutate(), levels.mutate()])}
      />
    );
  const [sectorList, occupationList, levelList] = [sectors.data, occupations.data, levels.data];
  if (!sectorList || !occupationList || !levelList) return <ContentLoader />;
  const named = (r: LookupRecord) =>
    title({
      title: typeof r.title === 'string' ? r.title : null,
      title_en: typeof r.title_en === 'string' ? r.title_en : null,
    });
  const shown = sectorList.data
    .map((sector) => ({
      sector,
      occupations: occupationList.data
        .filter((o) => o.rpl_sector_id === sector.id)
        .sort(byId)
        .map((occupation) => ({
          occupation,
          levels: levelList.data
            .filter((l) => l.rpl_occupation_id === occupation.id)
            .sort((a, b) => Number(a.sequence_order) - Number(b.sequence_order)),
        })),
    }))
    .filter((s) => s.occupations.length > 0);
  if (shown.length === 0)
    return (
      <Typography sx={{ mt: 2 }}>
        <FormattedMessage id="rpl.catalogue.empty" />
      </Typography>
    );
  return (
    <Stack spacing={3} sx={{ mt: 3 }}>
      {shown.map(({ sector, occupations: list }) => (
        <Box component="section" key={sector.id} aria-labelledby={`rpl-sector-${sector.id}`}>
          <Typography id={`rpl-sector-${sector.id}`} variant="h5" component="h2" gutterBottom>
            {named(sector)}
          </Typography>
          {list.map(({ occupation, levels: steps }) => (
            <Box key={occupation.id} sx={{ mb: 2 }}>
              <Typography variant="h6" component="h3">
                {named(occupation)}
              </Typography>
              <List dense disablePadding>
                {steps.map((level) => (
                  <ListItem key={level.id} disableGutters>
                    <FormattedMessage
                      id="rpl.catalogue.level"
                      values={{ level: named(level), score: Number(level.passing_score) }}
                    />
                  </ListItem>
                ))}
              </List>
            </Box>
          ))}
        </Box>
      ))}
    </Stack>
  );
}
