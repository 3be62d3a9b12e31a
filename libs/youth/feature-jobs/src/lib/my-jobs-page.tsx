import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { RequireAuth } from '@platform/auth';
import type { MyJobItem } from '@platform/contract';
import { PageTitle } from '@platform/ui';
import { MY_JOBS_TABS, useMyJobs, type MyJobsTab } from '@platform/youth-data-access-jobs';
import { JobCard, useJobText } from '@platform/youth-ui-jobs';
import { ApplicationResponses } from './application-responses';
import { FavouriteButton } from './favourite-button';
import { RecommendedJobsBlock } from './recommended-jobs';
import { EmptyJobs, JobListStates } from './states';

const PAGE_SIZE = 10;

/**
 * /my-jobs (spec §2, §3 job tab filters): the youth's applications, favourites and assessments, each with its status;
 * an interview invitation or an offer with its answer buttons; the best recommended jobs and the way to job alerts.
 */
export function MyJobsPage() {
  const { t } = useJobText();
  return (
    <RequireAuth>
      <Container maxWidth="lg" sx={{ py: 3 }}>
        <PageTitle titleId="youth_jobs.my_jobs.title" />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
          <Button component={RouterLink} to="/jobs/recommended" variant="outlined" size="small">
            {t('job_alerts.menu.recommended')}
          </Button>
          <Button component={RouterLink} to="/job-alert-settings" variant="outlined" size="small">
            {t('job_alerts.menu.alerts')}
          </Button>
        </Stack>
        <MyJobs />
        <RecommendedJobsBlock />
      </Container>
    </RequireAuth>
  );
}

function MyJobs() {
  const { t } = useJobText();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: MyJobsTab = MY_JOBS_TABS.includes(raw as MyJobsTab) ? (raw as MyJobsTab) : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const result = useMyJobs({ tab, page, page_size: PAGE_SIZE });
  const id = useId();
  const go = (next: MyJobsTab, nextPage = 1) =>
    setParams(
      new URLSearchParams({
        ...(next === 'all' ? {} : { tab: next }),
        ...(nextPage > 1 ? { page: String(nextPage) } : {}),
      }),
    );

  return (
    <>
      <Tabs
        value={tab}
        onChange={(_e, next: MyJobsTab) => go(next)}
        aria-label={t('youth_jobs.my_jobs.tabs')}
        variant="scrollable"
        sx={{ mb: 2 }}
      >
        {MY_JOBS_TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(`youth_jobs.my_jobs.tab.${name}`)}
            id={`${id}-${name}`}
            aria-controls={`${id}-panel`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`}>
        <JobListStates
          result={result}
          loadErrorId="youth_jobs.my_jobs.load_failed"
          empty={
            <EmptyJobs
              messageId={`youth_jobs.my_jobs.empty.${tab}`}
              actions={[{ labelId: 'youth_jobs.my_jobs.find_jobs', to: '/jobs' }]}
            />
          }
          page={page}
          onPage={(next) => go(tab, next)}
          renderItem={(item) => <MyJobCard key={item.job.id} item={item} />}
        />
      </Box>
    </>
  );
}

function MyJobCard({ item }: { item: MyJobItem }) {
  const text = useJobText();
  const { t } = text;
  const application = item.application;
  return (
    <JobCard
      job={item.job}
      headingLevel={2}
      action={<FavouriteButton jobId={item.job.id} title={text.jobTitle(item.job)} />}
      footer={
        application ? (
          <Stack spacing={0.5} sx={{ mt: 1.5 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2" component="span" color="text.secondary">
                {t('youth_jobs.my_jobs.status')}:
              </Typography>
              <Chip
                size="small"
                color={application.status >= 90 ? 'error' : application.status === 51 ? 'success' : 'primary'}
                variant="outlined"
                label={t(`jobs.application_status.${application.status}`)}
              />
            </Box>
            <Typography variant="body2" color="text.secondary">
              {t('youth_jobs.my_jobs.applied_on', { date: text.formatDate(application.applied_at) })}
              {application.expected_salary !== null
                ? ` · ${t('youth_jobs.my_jobs.expected_salary', { amount: text.taka(application.expected_salary) })}`
                : ''}
              {` · ${t('youth_jobs.my_jobs.match', { score: text.formatPercent(application.match_score) })}`}
            </Typography>
            <ApplicationResponses application={application} jobTitle={text.jobTitle(item.job)} />
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {t('youth_jobs.my_jobs.not_applied')}
          </Typography>
        )
      }
    />
  );
}
