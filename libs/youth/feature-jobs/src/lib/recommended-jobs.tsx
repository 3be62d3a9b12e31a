import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { RequireAuth } from '@platform/auth';
import type { RecommendedJob } from '@platform/contract';
import { PageTitle } from '@platform/ui';
import { useHasSkills, useRecommendedJobs } from '@platform/youth-data-access-jobs';
import { JobCard, JobCardList, useJobText } from '@platform/youth-ui-jobs';
import { FavouriteButton } from './favourite-button';
import { EmptyJobs, JobListStates } from './states';

const PAGE_SIZE = 10;
/** How many the block on /my-jobs shows. */
const BLOCK_SIZE = 4;

/** /jobs/recommended (spec §7 recommended-jobs): open jobs asking for the youth's skills, best match first, paged. */
export function RecommendedJobsPage() {
  return (
    <RequireAuth>
      <Container maxWidth="lg" sx={{ py: 3 }}>
        <PageTitle titleId="job_alerts.recommended.title" />
        <RecommendedJobs />
      </Container>
    </RequireAuth>
  );
}

/**
 * Why nothing is recommended (issue 12, defect 15: a youth with five skills was told to "Add skills"): no skill on
 * the profile yet, or no open job asking for the youth's skills right now — each with its own way on.
 */
function NoRecommendations() {
  const hasSkills = useHasSkills(true);
  if (hasSkills === false)
    return (
      <EmptyJobs
        messageId="job_alerts.recommended.empty_no_skills"
        actions={[{ labelId: 'job_alerts.recommended.add_skills', to: '/my-profile' }]}
      />
    );
  return (
    <EmptyJobs
      messageId={hasSkills ? 'job_alerts.recommended.empty_no_match' : 'job_alerts.recommended.empty'}
      actions={[
        { labelId: 'job_alerts.recommended.browse', to: '/jobs' },
        { labelId: 'job_alerts.recommended.set_alert_short', to: '/job-alert-settings' },
      ]}
    />
  );
}

function RecommendedJobs() {
  const { t } = useJobText();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const result = useRecommendedJobs({ page, page_size: PAGE_SIZE });
  return (
    <>
      <Typography sx={{ mb: 1 }}>{t('job_alerts.recommended.intro')}</Typography>
      <Button component={RouterLink} to="/job-alert-settings" variant="text" sx={{ mb: 2, px: 0 }}>
        {t('job_alerts.recommended.set_alert')}
      </Button>
      <JobListStates
        result={result}
        loadErrorId="job_alerts.recommended.load_failed"
        empty={<NoRecommendations />}
        label={t('job_alerts.recommended.list_label')}
        page={page}
        onPage={(next) =>
          setParams(next > 1 ? new URLSearchParams({ page: String(next) }) : new URLSearchParams())
        }
        renderItem={(item) => <RecommendedJobCard key={item.job.id} item={item} headingLevel={2} />}
      />
    </>
  );
}

/** One recommended job: the shared job card with the skill match and the youth's matching skills under it. */
export function RecommendedJobCard({ item, headingLevel }: { item: RecommendedJob; headingLevel: 2 | 3 }) {
  const text = useJobText();
  const { t } = text;
  return (
    <JobCard
      job={item.job}
      headingLevel={headingLevel}
      action={<FavouriteButton jobId={item.job.id} title={text.jobTitle(item.job)} />}
      footer={
        <Stack spacing={0.5} sx={{ mt: 1.5, alignItems: 'flex-start' }}>
          <Chip
            size="small"
            color="success"
            variant="outlined"
            label={t('job_alerts.recommended.match', { score: text.formatPercent(item.match_score) })}
          />
          {item.matched_skills.length ? (
            <Typography variant="body2" color="text.secondary">
              {t('job_alerts.recommended.matched_skills', {
                skills: item.matched_skills.map((s) => text.name(s)).join(', '),
              })}
            </Typography>
          ) : null}
        </Stack>
      }
    />
  );
}

/**
 * The best few recommended jobs, on /my-jobs: a heading, the cards and a link to all of them. Shows nothing while
 * loading, on failure or when nothing is recommended (the page's own content comes first).
 */
export function RecommendedJobsBlock() {
  const { t } = useJobText();
  const { data } = useRecommendedJobs({ page: 1, page_size: BLOCK_SIZE });
  const headingId = useId();
  if (!data || data.data.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'baseline', flexWrap: 'wrap', mb: 1.5 }}
      >
        <Typography id={headingId} component="h2" variant="h5">
          {t('job_alerts.recommended.title')}
        </Typography>
        {data.meta.total > data.data.length ? (
          <Button component={RouterLink} to="/jobs/recommended" variant="text">
            {t('job_alerts.recommended.see_all')}
          </Button>
        ) : null}
      </Stack>
      <JobCardList columns={2}>
        {data.data.map((item) => (
          <RecommendedJobCard key={item.job.id} item={item} headingLevel={3} />
        ))}
      </JobCardList>
    </Box>
  );
}
