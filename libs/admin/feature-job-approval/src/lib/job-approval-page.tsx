import ExpandLessOutlined from '@mui/icons-material/ExpandLessOutlined';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { PAGE_SIZE_DEFAULT, type JobPost, type JobRejectBody } from '@platform/contract';
import {
  BusyBar,
  ServerPagination,
  ConfirmDialog,
  Form,
  FormTextField,
  LoadErrorAlert,
  PageTitle,
  useToast,
  useTranslate,
  useFormatters,
} from '@platform/ui';
import { jobRejectSchema } from '@platform/validation';
import { useJobReview, usePendingJobs } from './job-approval-data';

const COLUMNS = ['title', 'organization', 'service_type', 'submitted', 'deadline', 'actions'] as const;
const PAGE_SIZES = [10, 25, 50];

/** A name in the reader's language, the other as a fallback. */
function useLocalName() {
  const bengali = useIntl().locale.startsWith('bn');
  return (bn: string | null | undefined, en: string | null | undefined) =>
    (bengali ? bn || en : en || bn) ?? '';
}

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
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, 1fr) 3fr' },
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
      }}
    >
      {rows.map(([labelId, value]) => (
        <Fragment key={labelId}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {t(labelId)}
          </Box>
          <Box component="dd" sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {value}
          </Box>
        </Fragment>
      ))}
    </Box>
  );
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
  const t = useTranslate();
  const formId = useId();
  const titleId = useId();
  return (
    <Dialog open={job !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {t('job_approval.reject_title', { title: job?.job_title ?? '' })}
      </DialogTitle>
      <DialogContent>
        {job ? (
          <Form<JobRejectBody>
            id={formId}
            schema={jobRejectSchema}
            defaultValues={{ reason: '' }}
            onSubmit={(v) => onReject(job, v.reason)}
          >
            <FormTextField name="reason" labelId="job_approval.reason" multiline minRows={3} required />
          </Form>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('job_approval.cancel')}</Button>
        <Button type="submit" form={formId} variant="contained" color="error">
          {t('job_approval.reject_short')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** `/job-approvals`: the jobs waiting for approval, server-paged; approve, or reject with a reason. */
export function JobApprovalPage() {
  const t = useTranslate();
  const toast = useToast();
  const name = useLocalName();
  const { formatDate } = useFormatters();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZE_DEFAULT);
  const { data, error, isLoading, isValidating, mutate } = usePendingJobs(page, pageSize);
  const { approve, reject } = useJobReview();
  const [open, setOpen] = useState<number | null>(null);
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

  const rows = data?.data ?? [];
  const total = data?.meta.total ?? 0;
  const busy = isLoading || isValidating;

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 4 } }}>
      <PageTitle titleId="job_approval.title" />
      <Typography sx={{ mb: 2 }}>{t('job_approval.intro')}</Typography>
      {error ? (
        <LoadErrorAlert
          messageId="job_approval.load_error"
          retryId="job_approval.retry"
          onRetry={() => void mutate()}
        />
      ) : null}
      <Paper variant="outlined">
        <BusyBar busy={busy} labelId="job_approval.loading" />
        <TableContainer>
          <Table size="small" aria-label={t('job_approval.title')} aria-busy={busy}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column} scope="col" align={column === 'actions' ? 'right' : 'left'}>
                    {t(`job_approval.col.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((job) => {
                const title = name(job.job_title, job.job_title_en);
                const expanded = open === job.id;
                const detailsId = `job-approval-details-${job.id}`;
                return (
                  <Fragment key={job.id}>
                    <TableRow hover>
                      <TableCell component="th" scope="row">
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                          <IconButton
                            size="small"
                            aria-expanded={expanded}
                            aria-controls={expanded ? detailsId : undefined}
                            aria-label={t(expanded ? 'job_approval.hide_details' : 'job_approval.details', {
                              title,
                            })}
                            onClick={() => setOpen(expanded ? null : job.id)}
                          >
                            {expanded ? <ExpandLessOutlined /> : <ExpandMoreOutlined />}
                          </IconButton>
                          <span>{title}</span>
                        </Stack>
                      </TableCell>
                      <TableCell>{name(job.organization_title, job.organization_title_en)}</TableCell>
                      <TableCell>
                        {job.service_type ? t(`jobs.service_type.${job.service_type}`) : '—'}
                      </TableCell>
                      <TableCell>{job.submitted_at ? formatDate(job.submitted_at) : '—'}</TableCell>
                      <TableCell>
                        {job.application_deadline ? formatDate(job.application_deadline) : '—'}
                      </TableCell>
                      <TableCell align="right">
                        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                          <Button
                            size="small"
                            variant="contained"
                            aria-label={t('job_approval.approve', { title })}
                            onClick={() => setApproving(job)}
                          >
                            {t('job_approval.approve_short')}
                          </Button>
                          <Button
                            size="small"
                            color="error"
                            variant="outlined"
                            aria-label={t('job_approval.reject', { title })}
                            onClick={() => setRejecting(job)}
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
                  </Fragment>
                );
              })}
              {!isLoading && !error && rows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={COLUMNS.length} align="center" sx={{ py: 4 }}>
                    {t('job_approval.empty')}
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
        <ServerPagination
          total={total}
          page={page}
          pageSize={pageSize}
          pageSizes={PAGE_SIZES}
          onChange={(next) => {
            setPage(next.page);
            setPageSize(next.page_size);
          }}
        />
      </Paper>
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
