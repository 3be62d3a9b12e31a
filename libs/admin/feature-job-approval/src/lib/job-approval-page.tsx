import TableCell from '@mui/material/TableCell';
import { defineListParams, useAddressList } from '@platform/api-client';
import { endpoints, JOB_POST_STATUS, type JobPost, type JobRejectBody } from '@platform/contract';
import { ApprovalQueue, FactList, useFormatters, useLocalName, useTranslate } from '@platform/ui';
import { jobRejectSchema } from '@platform/validation';
import { useJobReview } from './job-approval-data';

const COLUMNS = ['title', 'organization', 'service_type', 'submitted', 'deadline'];

/** The page of the approval queue lives in the address (`/job-approvals?page=2`). */
const JOB_APPROVAL_LIST = defineListParams({ params: {}, pageSizes: [10, 25, 50] });

/** What the approver needs to judge a post without opening the recruiter's wizard. */
function JobDetails({ job }: { job: JobPost }) {
  const t = useTranslate();
  const name = useLocalName();
  const { formatDate, formatNumber } = useFormatters();
  const salary =
    job.salary_display === 1 && job.salary_min !== null && job.salary_max !== null
      ? t('job_approval.salary_range', {
          min: formatNumber(job.salary_min),
          max: formatNumber(job.salary_max),
        })
      : t(`jobs.salary_display.${job.salary_display ?? 2}`);
  const rows: [string, string][] = [
    ['job_approval.sector', name(job.job_sector?.title, job.job_sector?.title_en)],
    ['job_approval.occupation', name(job.occupation?.title, job.occupation?.title_en)],
    [
      'job_approval.vacancies',
      job.is_number_of_vacancy_na || job.no_of_vacancies === null
        ? t('job_approval.vacancies_na')
        : formatNumber(job.no_of_vacancies),
    ],
    ['job_approval.published', job.published_at ? formatDate(job.published_at) : '—'],
    ['job_approval.salary', salary],
    ['job_approval.responsibilities', name(job.job_responsibilities, job.job_responsibilities_en) || '—'],
    [
      'job_approval.contact',
      [name(job.contact_name, job.contact_name_en), job.contact_mobile, job.contact_email]
        .filter(Boolean)
        .join(' · ') || '—',
    ],
  ];
  return <FactList keepEmpty rows={rows.map(([labelId, value]) => [t(labelId), value] as const)} />;
}

/** `/job-approvals`: the jobs waiting for approval, server-paged (the page in the address); approve, or reject. */
export function JobApprovalPage() {
  const t = useTranslate();
  const name = useLocalName();
  const { formatDate } = useFormatters();
  const { list, result: pending } = useAddressList(JOB_APPROVAL_LIST, endpoints.jobs, {
    toQuery: (query) => ({ ...query, status: JOB_POST_STATUS.PENDING_APPROVAL }),
  });
  const { approve, reject } = useJobReview();
  return (
    <ApprovalQueue<JobPost, JobRejectBody>
      labelPrefix="job_approval"
      result={pending}
      paging={list.paging}
      columns={COLUMNS}
      titleOf={(job) => name(job.job_title, job.job_title_en)}
      renderCells={(job) => (
        <>
          <TableCell>{name(job.organization_title, job.organization_title_en)}</TableCell>
          <TableCell>{job.service_type ? t(`jobs.service_type.${job.service_type}`) : '—'}</TableCell>
          <TableCell>{job.submitted_at ? formatDate(job.submitted_at) : '—'}</TableCell>
          <TableCell>{job.application_deadline ? formatDate(job.application_deadline) : '—'}</TableCell>
        </>
      )}
      renderDetails={(job) => <JobDetails job={job} />}
      confirmValues={(job) => ({ organization: name(job.organization_title, job.organization_title_en) })}
      approve={(job) => approve.trigger({ params: { id: job.id } })}
      approvingBusy={approve.isMutating}
      approvedId="jobs.success.approved"
      reject={(job, body) => reject.trigger({ params: { id: job.id }, body })}
      rejectingBusy={reject.isMutating}
      rejectedId="jobs.success.rejected"
      rejectSchema={jobRejectSchema}
    />
  );
}
