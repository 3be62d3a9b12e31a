import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { Suspense, lazy, useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useAuth } from '@platform/auth';
import type { PublicJobDetail } from '@platform/contract';
import { ContentLoader, RecordLoader } from '@platform/ui';
import { usePublicJob } from '@platform/youth-data-access-jobs';
import { JobDetailView, useJobText } from '@platform/jobs-ui-job-detail';
import { ApplyPanel, preloadYouthApply } from './apply-panel';
import { FavouriteButton } from './favourite-button';

// the skills gap is a signed-in youth's only: its own chunk, never on a visitor's first visit (issue 13)
const SkillGapSection = lazy(() =>
  import('./skill-gap-section').then((m) => ({ default: m.SkillGapSection })),
);

/** /jobs/{id} (spec §2): the job as its recruiter chose to show it, the youth's application, apply and favourite. */
export function JobDetailPage() {
  const { id } = useParams();
  const jobId = Number(id);
  const valid = Number.isInteger(jobId) && jobId > 0;
  const result = usePublicJob(valid ? jobId : null);
  const { t } = useJobText();
  const { user, flags } = useAuth();
  const youth = Boolean(user) && flags.isYouthUser;
  useEffect(() => {
    if (youth) preloadYouthApply();
  }, [youth]);
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Link component={RouterLink} to="/jobs" sx={{ display: 'inline-block', mb: 2 }}>
        {t('youth_jobs.detail.back')}
      </Link>
      <RecordLoader
        result={result}
        valid={valid}
        notFoundId="youth_jobs.detail.not_found"
        notFoundTitleId="youth_jobs.detail.title"
        loadErrorId="youth_jobs.detail.load_failed"
        loading={
          // a job's page is taller than a phone's screen: while it loads, the footer waits below the fold instead of
          // being pushed down in view when the job arrives (Lighthouse CLS 0.086 -> 0, issue 13)
          <Box sx={{ minHeight: '100vh' }}>
            <ContentLoader />
          </Box>
        }
      >
        {(job) => (
          <>
            <JobDetail job={job} />
            {youth ? (
              <Suspense fallback={null}>
                <SkillGapSection jobId={job.id} />
              </Suspense>
            ) : null}
          </>
        )}
      </RecordLoader>
    </Container>
  );
}

/** The job as the shared presentation draws it (the recruiter's preview draws the same), with favourite and Apply. */
function JobDetail({ job }: { job: PublicJobDetail }) {
  const text = useJobText();
  const { t } = text;
  const title = text.jobTitle(job);
  return (
    <JobDetailView
      job={job}
      titleAction={<FavouriteButton jobId={job.id} title={title} />}
      companyLink={(company, organizationId) => (
        <Link
          component={RouterLink}
          to={`/company/${organizationId}`}
          aria-label={t('youth_jobs.detail.company_link', { company })}
        >
          {company}
        </Link>
      )}
      apply={<ApplyPanel job={job} title={title} />}
    />
  );
}
