import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { JOB_PLACE_TYPE, type PublicJobDetail } from '@platform/contract';
import { FactList } from '@platform/ui';
import type { JobText } from './use-job-text';

/* The facts of a job: the few a phone shows under the title, and the summary beside the description. */

/** What a phone shows under the title (issue 12 defect 6): the salary, the deadline and the place. */
export function JobGlanceFacts({ job, text }: { job: PublicJobDetail; text: JobText }) {
  return (
    <Box role="group" aria-label={text.t('youth_jobs.detail.glance')}>
      <FactList dense rows={glanceRows(job, text)} />
    </Box>
  );
}

/** The first facts of a job: its salary, the deadline to apply, and where it is. */
function glanceRows(job: PublicJobDetail, text: JobText): [string, ReactNode][] {
  const { t } = text;
  return [
    [t('youth_jobs.detail.salary'), text.salary(job)],
    [t('youth_jobs.detail.deadline'), text.formatDate(job.application_deadline)],
    [
      t('youth_jobs.detail.location'),
      job.job_place_type === JOB_PLACE_TYPE.OUTSIDE_BANGLADESH
        ? t('youth_jobs.detail.outside_bangladesh')
        : text.locations(job),
    ],
  ];
}

/** The job at a glance: salary, deadline, location, publication, vacancies, type, workplace, level, sector, occupation. */
export function JobSummaryFacts({ job, text }: { job: PublicJobDetail; text: JobText }) {
  const { t } = text;
  return (
    <FactList
      dense
      rows={[
        ...glanceRows(job, text),
        [t('youth_jobs.detail.published'), text.formatDate(job.published_at)],
        [
          t('youth_jobs.detail.vacancies'),
          job.no_of_vacancies === null
            ? t('youth_jobs.detail.not_disclosed')
            : text.formatNumber(job.no_of_vacancies),
        ],
        [t('youth_jobs.filter.employment_type'), text.employmentTypes(job)],
        [t('youth_jobs.filter.workplace'), text.workplaces(job)],
        [t('youth_jobs.filter.job_level'), text.jobLevels(job)],
        [t('youth_jobs.detail.sector'), text.name(job.job_sector)],
        [t('youth_jobs.detail.occupation'), text.name(job.occupation)],
      ]}
    />
  );
}
