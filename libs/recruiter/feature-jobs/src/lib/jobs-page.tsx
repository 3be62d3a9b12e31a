import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useAuth } from '@platform/auth';
import {
  JOB_PERMISSIONS,
  JOB_POST_STATUS,
  JOB_WIZARD_STEPS,
  type JobPost,
  type JobPostStatus,
  type PrivateJobListQuery,
} from '@platform/contract';
import {
  JOB_PAGE_SIZES,
  jobQueryFromParams,
  paramsFromJobQuery,
  useDeleteJob,
  useRecruiterJobs,
} from '@platform/recruiter-data-access-jobs';
import {
  BusyBar,
  ServerPagination,
  ConfirmDialog,
  LoadErrorAlert,
  PageTitle,
  useToast,
  useTranslate,
  useFormatters,
} from '@platform/ui';
import { EDITABLE_STATUSES, JobStatusChip } from './job-status-chip';
import { useLocalTitle } from './local-title';
import { PayJobButton } from './pay-job-dialog';

const COLUMNS = ['title', 'status', 'deadline', 'applications', 'updated', 'actions'] as const;

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

/** `/jobs`: the organisation's job posts, server-paged, with search and a status filter kept in the address. */
export function JobsPage() {
  const t = useTranslate();
  const { hasPermission } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = jobQueryFromParams(searchParams);
  const { data, error, isLoading, isValidating, mutate } = useRecruiterJobs(query);
  const [searchText, setSearchText] = useState(query.search ?? '');
  const toast = useToast();
  const remove = useDeleteJob();
  const [deleting, setDeleting] = useState<{ job: JobPost; title: string } | null>(null);

  async function confirmDelete(job: JobPost) {
    try {
      await remove.trigger({ params: { id: job.id } });
      toast.success('recruiter_jobs.list.deleted');
    } catch (e) {
      toast.error(e);
    }
    setDeleting(null);
  }

  const update = (next: PrivateJobListQuery) => setSearchParams(paramsFromJobQuery(next));
  function onSearch(event: FormEvent) {
    event.preventDefault();
    update({ ...query, search: searchText.trim() || undefined, page: 1 });
  }

  const rows = data?.data ?? [];
  const total = data?.meta.total ?? 0;
  const busy = isLoading || isValidating;

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 4 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <PageTitle titleId="recruiter_jobs.list.title" />
        {hasPermission(JOB_PERMISSIONS.createJob) ? (
          <Button
            component={RouterLink}
            to="/jobs/create"
            variant="contained"
            startIcon={<AddOutlined />}
            sx={{ flexShrink: 0 }}
          >
            {t('recruiter_jobs.list.create')}
          </Button>
        ) : null}
      </Stack>

      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <Box
          component="form"
          role="search"
          onSubmit={onSearch}
          sx={{ display: 'flex', gap: 1, flex: 1, maxWidth: 560 }}
        >
          <TextField
            type="search"
            size="small"
            fullWidth
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            label={t('recruiter_jobs.list.search')}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <Button type="submit" variant="outlined" startIcon={<SearchOutlined />} sx={{ flexShrink: 0 }}>
            {t('recruiter_jobs.list.search_submit')}
          </Button>
        </Box>
        <TextField
          select
          size="small"
          label={t('recruiter_jobs.list.filter_status')}
          value={query.status ?? ''}
          onChange={(event) =>
            update({
              ...query,
              status: (event.target.value || undefined) as JobPostStatus | undefined,
              page: 1,
            })
          }
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 220 }}
        >
          <option value="">{t('recruiter_jobs.list.filter_all')}</option>
          {Object.values(JOB_POST_STATUS).map((status) => (
            <option key={status} value={status}>
              {t(`jobs.status.${status}`)}
            </option>
          ))}
        </TextField>
      </Stack>

      {error ? (
        <LoadErrorAlert
          messageId="recruiter_jobs.list.load_error"
          retryId="recruiter_jobs.list.retry"
          onRetry={() => void mutate()}
        />
      ) : null}

      <Paper variant="outlined">
        <BusyBar busy={busy} labelId="recruiter_jobs.list.loading" />
        <TableContainer>
          <Table size="small" aria-label={t('recruiter_jobs.list.title')} aria-busy={busy}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell
                    key={column}
                    scope="col"
                    align={column === 'actions' || column === 'applications' ? 'right' : 'left'}
                  >
                    {t(`recruiter_jobs.list.col.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((job) => (
                <JobRow
                  key={job.id}
                  job={job}
                  canManage={hasPermission(JOB_PERMISSIONS.viewAnyApplicant)}
                  onDelete={
                    hasPermission(JOB_PERMISSIONS.deleteJob)
                      ? (j, title) => setDeleting({ job: j, title })
                      : null
                  }
                />
              ))}
              {!isLoading && !error && rows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={COLUMNS.length} align="center" sx={{ py: 4 }}>
                    {t('recruiter_jobs.list.empty')}
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
        <ServerPagination
          total={total}
          page={query.page}
          pageSize={query.page_size}
          pageSizes={JOB_PAGE_SIZES}
          onChange={(next) => update({ ...query, ...next })}
        />
      </Paper>
      <ConfirmDialog
        open={deleting !== null}
        titleId="recruiter_jobs.list.delete_title"
        messageId="recruiter_jobs.list.delete_text"
        messageValues={{ title: deleting?.title ?? '' }}
        confirmLabelId="recruiter_jobs.list.delete_short"
        destructive
        loading={remove.isMutating}
        onConfirm={() => deleting && void confirmDelete(deleting.job)}
        onCancel={() => setDeleting(null)}
      />
    </Container>
  );
}
