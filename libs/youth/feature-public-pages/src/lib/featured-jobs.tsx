import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from '@platform/ui';
import { FEATURED_JOBS_LIMIT, useFeaturedJobs } from '@platform/youth-data-access-jobs';
import { JobCard, JobCardList, JobCardSkeletons } from '@platform/youth-ui-jobs';

/**
 * The home's featured jobs (spec §2, §9: active jobs, page 1, limit 5), premium listings first. Drawn with the home
 * (skeletons of the cards' size until they arrive, so the sections below do not move); says nothing when the call
 * fails (the rest of the home still works).
 */
export function FeaturedJobs() {
  const t = useTranslate();
  const { data, error } = useFeaturedJobs();
  if (error && !data) return null;
  return (
    <Container
      component="section"
      maxWidth="lg"
      aria-labelledby="home-featured-jobs-title"
      sx={{ pt: { xs: 5, md: 8 } }}
    >
      <Stack
        direction="row"
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 3 }}
      >
        <Typography id="home-featured-jobs-title" component="h2" variant="h4">
          {t('youth_jobs.featured.title')}
        </Typography>
        <Button component={RouterLink} to="/jobs">
          {t('youth_jobs.featured.see_all')}
        </Button>
      </Stack>
      {!data ? (
        <JobCardSkeletons count={FEATURED_JOBS_LIMIT} label={t('common.loading')} />
      ) : data.data.length === 0 ? (
        <Typography color="text.secondary">{t('youth_jobs.featured.empty')}</Typography>
      ) : (
        <JobCardList>
          {data.data.slice(0, FEATURED_JOBS_LIMIT).map((job) => (
            <JobCard key={job.id} job={job} headingLevel={3} />
          ))}
        </JobCardList>
      )}
    </Container>
  );
}
