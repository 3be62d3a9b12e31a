import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { PageTitle, RecordLoader } from '@platform/ui';
import { usePublicCompany } from '@platform/youth-data-access-jobs';
import { JobCard, JobCardList, useJobText } from '@platform/youth-ui-jobs';
import { FavouriteButton } from './favourite-button';

/** /company/{id} (spec §2): the organisation's name and its live jobs that show it. */
export function CompanyPage() {
  const { id } = useParams();
  const companyId = Number(id);
  const valid = Number.isInteger(companyId) && companyId > 0;
  const text = useJobText();
  const { t } = text;
  const result = usePublicCompany(valid ? companyId : null);
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <RecordLoader
        result={result}
        valid={valid}
        notFoundId="youth_jobs.company.not_found"
        notFoundTitleId="youth_jobs.company.title"
        loadErrorId="youth_jobs.search.load_failed"
      >
        {(company) => (
          <>
            <PageTitle titleId="youth_jobs.detail.heading" values={{ title: text.name(company) }} />
            <Typography component="h2" variant="h5" sx={{ mt: 2, mb: 2 }}>
              {t('youth_jobs.company.jobs')}
            </Typography>
            {company.jobs.length ? (
              <JobCardList>
                {company.jobs.map((job) => (
                  <JobCard
                    key={job.id}
                    job={job}
                    headingLevel={3}
                    action={<FavouriteButton jobId={job.id} title={text.jobTitle(job)} />}
                  />
                ))}
              </JobCardList>
            ) : (
              <Typography>{t('youth_jobs.company.empty')}</Typography>
            )}
          </>
        )}
      </RecordLoader>
    </Container>
  );
}
