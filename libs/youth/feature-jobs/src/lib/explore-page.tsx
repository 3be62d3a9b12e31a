import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ContentLoader, LoadErrorAlert, PageTitle, sidewaysList, useNearScreen } from '@platform/ui';
import { publicLookup, useLookupList } from '@platform/api-client';
import type { LookupRecord } from '@platform/resources';
import { EXPLORE_ROW_SIZE, usePublicJobs } from '@platform/youth-data-access-jobs';
import { JobCard, useJobText } from '@platform/youth-ui-jobs';
import { FavouriteButton } from './favourite-button';

/**
 * /jobs/explore (spec §2, §9): the live jobs of each sector, a row of up to 12 per sector. A row asks for its jobs only
 * when it scrolls near the screen, so a phone on a slow network loads what the youth sees.
 */
export function ExplorePage() {
  const { t } = useJobText();
  const sectors = useLookupList(publicLookup('job_sectors'), {});
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <PageTitle titleId="youth_jobs.explore.title" />
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('youth_jobs.explore.intro')}
      </Typography>
      <Link component={RouterLink} to="/job-categories" sx={{ display: 'inline-block', mb: 3 }}>
        {t('job_categories.link')}
      </Link>
      {sectors.data && sectors.data.data.length === 0 ? (
        <Typography>{t('youth_jobs.explore.empty')}</Typography>
      ) : sectors.data ? (
        <Stack spacing={4}>
          {sectors.data.data.map((sector) => (
            <SectorRow key={sector.id} sector={sector} />
          ))}
        </Stack>
      ) : sectors.error ? (
        <LoadErrorAlert
          messageId="youth_jobs.search.load_failed"
          mb={0}
          onRetry={() => void sectors.mutate()}
        />
      ) : (
        <ContentLoader />
      )}
    </Container>
  );
}

function SectorRow({ sector }: { sector: LookupRecord }) {
  const text = useJobText();
  const [ref, near] = useNearScreen<HTMLElement>();
  const jobs = usePublicJobs(
    near ? { job_sector_ids: String(sector.id), page: 1, page_size: EXPLORE_ROW_SIZE } : null,
  );
  const name = text.name({
    title: typeof sector.title === 'string' ? sector.title : null,
    title_en: typeof sector.title_en === 'string' ? sector.title_en : null,
  });
  const headingId = `sector-${sector.id}`;
  // a sector without live jobs is left out once we know
  if (jobs.data && jobs.data.data.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} ref={ref} sx={{ minHeight: 120 }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1 }}
      >
        <Typography id={headingId} component="h2" variant="h5">
          {name}
        </Typography>
        <Link component={RouterLink} to={`/jobs?job_sector_ids=${sector.id}`}>
          {text.t('youth_jobs.explore.see_all', { sector: name })}
        </Link>
      </Stack>
      {jobs.data ? (
        <Box component="ul" sx={sidewaysList({ xs: '85%', sm: '45%', md: '31%' })}>
          {jobs.data.data.map((job) => (
            <JobCard
              key={job.id}
              job={job}
              headingLevel={3}
              action={<FavouriteButton jobId={job.id} title={text.jobTitle(job)} />}
            />
          ))}
        </Box>
      ) : jobs.error ? (
        <LoadErrorAlert messageId="youth_jobs.search.load_failed" mb={0} onRetry={() => void jobs.mutate()} />
      ) : (
        <ContentLoader />
      )}
    </Box>
  );
}
