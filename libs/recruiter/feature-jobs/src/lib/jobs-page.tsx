import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAddressList } from '@platform/api-client';
import { useAuth } from '@platform/auth';
import {
  endpoints,
  JOB_PERMISSIONS,
  JOB_POST_STATUS,
  JOB_WIZARD_STEPS,
  type JobPost,
} from '@platform/contract';
import { JOB_LIST_PARAMS, useDeleteJob } from '@platform/recruiter-data-access-jobs';
import {
  DeleteDialog,
  listColumns,
  ServerListPage,
  useFormatters,
  useLocalTitle,
  useTranslate,
} from '@platform/ui';
import { EDITABLE_STATUSES, JobStatusChip } from './job-status-chip';
import { PayJobButton } from './pay-job-dialog';

const COLUMNS = listColumns(
  'recruiter_jobs.list.col',
  ['title', 'status', 'deadline', 'applications', 'updated', 'actions'],
  ['applications', 'actions'],
);

/** Jobs with applicants to manage: live ones and those whose deadline has passed (/jobs/:id/management). */
const MANAGED_STATUSES: readonly JobPost['status'][] = ['live', 'expired'];

function JobRow({
  job,
  onDelete,
  canManage,
}: {
  job: JobPost;
  onDelete: ((job: JobPost, title: string) => void) | null;
  canManage: boolean;
}) {
  const t = useTranslate();
  const { formatDate, formatNumber } = useFormatters();
  const localTitle = useLocalTitle();
  const title =
    localTitle({ title: job.job_title, title_en: job.job_title_en }) || t('recruiter_jobs.list.untitled');
  const action =
    job.status === 'draft' ? 'continue' : EDITABLE_STATUSES.includes(job.status) ? 'edit' : 'view';
  return (
    <TableRow hover>
      <TableCell component="th" scope="row">
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {title}
        </Typography>
        {job.status === 'draft' ? (
          <Typography variant="caption" color="text.secondary">
            {t('recruiter_jobs.list.steps_done', {
              done: job.completed_steps,
              total: JOB_WIZARD_STEPS.length,
            })}
          </Typography>
        ) : null}
        {job.status === 'rejected' && job.rejection_reason ? (
          <Typography variant="caption" color="error" sx={{ display: 'block' }}>
            {job.rejection_reason}
          </Typography>
        ) : null}
        {job.status === 'deactivated' && job.deactivation_reason ? (
          <Typography variant="caption" color="error" sx={{ display: 'block' }}>
            {t('platform_lists.deactivated_with_reason', { reason: job.deactivation_reason })}
          </Typography>
        ) : null}
      </TableCell>
      <TableCell>
        <JobStatusChip status={job.status} />
      </TableCell>
      <TableCell>{job.application_deadline ? formatDate(job.application_deadline) : '—'}</TableCell>
      <TableCell align="right">{formatNumber(job.applications)}</TableCell>
      <TableCell>{formatDate(job.updated_at)}</TableCell>
      <TableCell align="right">
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
          {job.status === 'approved' ? (
            <PayJobButton job={{ id: job.id, title, service_type: job.service_type }} labelled size="small" />
          ) : null}
          <Link component={RouterLink} to={`/jobs/${job.id}/edit`}>
            {t(`recruiter_jobs.list.${action}`, { title })}
          </Link>
          {canManage && MANAGED_STATUSES.includes(job.status) ? (
            <Link
              component={RouterLink}
              to={`/jobs/${job.id}/management`}
              aria-label={t('recruiter_pipeline.menu.manage', { title })}
            >
              {t('recruiter_pipeline.menu.manage_short')}
            </Link>
          ) : null}
          {onDelete && EDITABLE_STATUSES.includes(job.status) ? (
            <IconButton
              size="small"
              aria-label={t('recruiter_jobs.list.delete', { title })}
              onClick={() => onDelete(job, title)}
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          ) : null}
        </Stack>
      </TableCell>
    </TableRow>
  );
}

const STATUS_OPTIONS = Object.values(JOB_POST_STATUS);

/** `/jobs`: the organisation's job posts, server-paged, with search and a status filter kept in the address. */
export function JobsPage() {
  const { hasPermission } = useAuth();
  const { list, result: jobs } = useAddressList(JOB_LIST_PARAMS, endpoints.jobs);
  const remove = useDeleteJob();
  const [deleting, setDeleting] = useState<{ job: JobPost; title: string } | null>(null);
  const filtered = Boolean(list.state.search || list.state.status);

  return (
    <ServerListPage
      result={jobs}
      paging={list.paging}
      labelPrefix="recruiter_jobs.list"
      loadingId="recruiter_jobs.list.loading"
      emptyHintId={filtered ? undefined : 'recruiter_jobs.list.empty_hint'}
      create={
        hasPermission(JOB_PERMISSIONS.createJob) && {
          to: '/jobs/create',
          labelId: 'recruiter_jobs.list.create',
        }
      }
      filterBar={{
        list,
        allLabelId: 'recruiter_jobs.list.filter_all',
        selects: [
          {
            name: 'status',
            labelId: 'recruiter_jobs.list.filter_status',
            values: STATUS_OPTIONS,
            optionPrefix: 'jobs.status',
            minWidth: 220,
          },
        ],
      }}
      columns={COLUMNS}
      renderRow={(job) => (
        <JobRow
          job={job}
          canManage={hasPermission(JOB_PERMISSIONS.viewAnyApplicant)}
          onDelete={
            hasPermission(JOB_PERMISSIONS.deleteJob) ? (j, title) => setDeleting({ job: j, title }) : null
          }
        />
      )}
    >
      <DeleteDialog
        target={deleting}
        titleId="recruiter_jobs.list.delete_title"
        messageId="recruiter_jobs.list.delete_text"
        messageValues={({ title }) => ({ title })}
        confirmLabelId="recruiter_jobs.list.delete_short"
        remove={({ job }) => remove.trigger({ params: { id: job.id } })}
        busy={remove.isMutating}
        successId="recruiter_jobs.list.deleted"
        onClose={() => setDeleting(null)}
      />
    </ServerListPage>
  );
}
