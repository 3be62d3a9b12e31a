import ExpandLessOutlined from '@mui/icons-material/ExpandLessOutlined';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { defineListParams, useListParams } from '@platform/api-client';
import type { JobPost, JobRejectBody } from '@platform/contract';
import {
  ConfirmDialog,
  FactList,
  FormDialog,
  FormTextField,
  listColumns,
  PageTitle,
  ServerList,
  useFormatters,
  useLocalName,
  useToast,
  useTranslate,
} from '@platform/ui';
import { jobRejectSchema } from '@platform/validation';
import { useJobReview, usePendingJobs } from './job-approval-data';

const COLUMNS = listColumns(
  'job_approval.col',
  ['title', 'organization', 'service_type', 'submitted', 'deadline', 'actions'],
  ['actions'],
);

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

function RejectDialog({
  job,
  onClose,
  onReject,
}: {
  job: JobPost | null;
  onClose: () => void;
  onReject: (job: JobPost, reason: string) => Promise<void>;
}) {
  return (
    <FormDialog<JobRejectBody>
      open={job !== null}
      titleId="job_approval.reject_title"
      titleValues={{ title: job?.job_title ?? '' }}
      submitLabelId="job_approval.reject_short"
      destructive
      onClose={onClose}
      schema={jobRejectSchema}
      defaultValues={{ reason: '' }}
      onSubmit={(v) => (job ? onReject(job, v.reason) : undefined)}
    >
      <FormTextField name="reason" labelId="job_approval.reason" multiline minRows={3} required />
    </FormDialog>
  );
}

/** One job waiting for approval: its facts, its details on demand, approve and reject. */
function ApprovalRow({
  job,
  onApprove,
  onReject,
}: {
  job: JobPost;
  onApprove: () => void;
  onReject: () => void;
}) {
  const t = useTranslate();
  const name = useLocalName();
  const { formatDate } = useFormatters();
  const [expanded, setExpanded] = useState(false);
  const title = name(job.job_title, job.job_title_en);
  const detailsId = `job-approval-details-${job.id}`;
  return (
    <>
      <TableRow hover>
        <TableCell component="th" scope="row">
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <IconButton
              size="small"
              aria-expanded={expanded}
              aria-controls={expanded ? detailsId : undefined}
              aria-label={t(expanded ? 'job_approval.hide_details' : 'job_approval.details', { title })}
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? <ExpandLessOutlined /> : <ExpandMoreOutlined />}
            </IconButton>
            <span>{title}</span>
          </Stack>
        </TableCell>
        <TableCell>{name(job.organization_title, job.organization_title_en)}</TableCell>
        <TableCell>{job.service_type ? t(`jobs.service_type.${job.service_type}`) : '—'}</TableCell>
        <TableCell>{job.submitted_at ? formatDate(job.submitted_at) : '—'}</TableCell>
        <TableCell>{job.application_deadline ? formatDate(job.application_deadline) : '—'}</TableCell>
        <TableCell align="right">
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button
              size="small"
              variant="contained"
              aria-label={t('job_approval.approve', { title })}
              onClick={onApprove}
            >
              {t('job_approval.approve_short')}
            </Button>
            <Button
              size="small"
              color="error"
              variant="outlined"
              aria-label={t('job_approval.reject', { title })}
              onClick={onReject}
            >
              {t('job_approval.reject_short')}
            </Button>
          </Stack>
        </TableCell>
      </TableRow>
      {expanded ? (
        <TableRow>
          <TableCell colSpan={COLUMNS.length} id={detailsId}>
            <JobDetails job={job} />
          </TableCell>
        </TableRow>
      ) : null}
    </>
  );
}

/** `/job-approvals`: the jobs waiting for approval, server-paged (the page in the address); approve, or reject. */
export function JobApprovalPage() {
  const t = useTranslate();
  const toast = useToast();
  const name = useLocalName();
  const list = useListParams(JOB_APPROVAL_LIST);
  const pending = usePendingJobs(list.state.page, list.state.page_size);
  const { approve, reject } = useJobReview();
  const [approving, setApproving] = useState<JobPost | null>(null);
  const [rejecting, setRejecting] = useState<JobPost | null>(null);

  async function confirmApprove(job: JobPost) {
    try {
      await approve.trigger({ params: { id: job.id } });
      toast.success('jobs.success.approved');
    } catch (e) {
      toast.error(e);
    }
    setApproving(null);
  }

  async function doReject(job: JobPost, reason: string) {
    // field errors stay on the reason; anything else is said by the form
    await reject.trigger({ params: { id: job.id }, body: { reason } });
    toast.success('jobs.success.rejected');
    setRejecting(null);
  }

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 4 } }}>
      <PageTitle titleId="job_approval.title" />
      <Typography sx={{ mb: 2 }}>{t('job_approval.intro')}</Typography>
      <ServerList
        result={pending}
        paging={list.paging}
        labelPrefix="job_approval"
        loadingId="job_approval.loading"
        columns={COLUMNS}
        renderRow={(job) => (
          <ApprovalRow job={job} onApprove={() => setApproving(job)} onReject={() => setRejecting(job)} />
        )}
      />
      <ConfirmDialog
        open={approving !== null}
        titleId="job_approval.approve_confirm_title"
        messageId="job_approval.approve_confirm_text"
        messageValues={{
          title: approving ? name(approving.job_title, approving.job_title_en) : '',
          organization: approving ? name(approving.organization_title, approving.organization_title_en) : '',
        }}
        confirmLabelId="job_approval.approve_short"
        loading={approve.isMutating}
        onConfirm={() => approving && void confirmApprove(approving)}
        onCancel={() => setApproving(null)}
      />
      <RejectDialog job={rejecting} onClose={() => setRejecting(null)} onReject={doReject} />
    </Container>
  );
}
