import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
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
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useAuth } from '@platform/auth';
import {
  APPLICATION_STATUS,
  type ApplicationStatus,
  JOB_PERMISSIONS,
  PAGE_SIZE_DEFAULT,
  type RecruiterJobOffer,
} from '@platform/contract';
import {
  APPLICANT_PAGE_SIZES,
  applicantActions,
  useRecruiterJobOffers,
} from '@platform/recruiter-data-access-job-management';
import {
  BusyBar,
  ServerPagination,
  ConfirmDialog,
  LoadErrorAlert,
  PageTitle,
  useTranslate,
  useFormatters,
} from '@platform/ui';
import { useLocalName, useLocalTitle } from './local-title';
import { OfferDialog } from './offer-dialog';
import { useApplicantActionRunner } from './use-applicant-actions';

/** The offer states of the filter (spec §4 codes 41–44, 51). */
const OFFER_STATES: readonly ApplicationStatus[] = [
  APPLICATION_STATUS.OFFER_LETTER_SENT,
  APPLICATION_STATUS.OFFER_ACCEPTED,
  APPLICATION_STATUS.OFFER_REJECTED,
  APPLICATION_STATUS.OFFER_CANCELLED,
  APPLICATION_STATUS.HIRED,
];

function positive(raw: string | null): number | undefined {
  return raw !== null && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;
}

const COLUMNS = ['candidate', 'job', 'salary', 'joining', 'sent', 'status', 'actions'] as const;

/**
 * `/job-offers` (spec §2 recruiter portal): the offers of the organisation's jobs, newest first, by offer state
 * (open, accepted, rejected, cancelled, hired), one server page at a time; per offer the moves the gateway allows now —
 * set as appointed after an acceptance (with a confirmation), cancel, send again after a rejection or cancellation.
 */
export function JobOffersPage() {
  const t = useTranslate();
  const { formatDate, formatBDT, formatNumber } = useFormatters();
  const localName = useLocalName();
  const localTitle = useLocalTitle();
  const { hasPermission } = useAuth();
  const canChange = hasPermission(JOB_PERMISSIONS.changeApplicationStatus);
  const [params, setParams] = useSearchParams();
  const rawStatus = positive(params.get('status'));
  const status =
    rawStatus !== undefined && (OFFER_STATES as number[]).includes(rawStatus)
      ? (rawStatus as ApplicationStatus)
      : undefined;
  const size = positive(params.get('page_size'));
  const query = {
    ...(status !== undefined ? { status } : {}),
    page: positive(params.get('page')) ?? 1,
    page_size:
      size !== undefined && (APPLICANT_PAGE_SIZES as readonly number[]).includes(size)
        ? size
        : PAGE_SIZE_DEFAULT,
  };
  const { data, error, isLoading, isValidating, mutate } = useRecruiterJobOffers(query);
  const runner = useApplicantActionRunner(() => undefined);
  const rows = data?.data ?? [];
  const total = data?.meta.total ?? 0;
  const busy = isLoading || isValidating;

  const update = (next: { status?: ApplicationStatus; page: number; page_size: number }) => {
    const out = new URLSearchParams();
    if (next.status !== undefined) out.set('status', String(next.status));
    if (next.page > 1) out.set('page', String(next.page));
    if (next.page_size !== PAGE_SIZE_DEFAULT) out.set('page_size', String(next.page_size));
    setParams(out);
  };

  const pending = runner.confirming;
  const pendingName = pending?.applicants[0] ? localName(pending.applicants[0]) : '';
  const dialog = runner.dialog;
  const offerFor =
    dialog && dialog.option.call === 'job_offer'
      ? (dialog.applicants[0] as RecruiterJobOffer | undefined)
      : undefined;

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 4 } }}>
      <PageTitle titleId="job_pipeline.offer.list" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label={t('recruiter_pipeline.offers.filter')}
          value={status ?? ''}
          onChange={(event) =>
            update({
              status:
                event.target.value === '' ? undefined : (Number(event.target.value) as ApplicationStatus),
              page: 1,
              page_size: query.page_size,
            })
          }
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 240 }}
        >
          <option value="">{t('recruiter_pipeline.offers.all')}</option>
          {OFFER_STATES.map((code) => (
            <option key={code} value={code}>
              {t(`jobs.application_status.${code}`)}
            </option>
          ))}
        </TextField>
        <Typography variant="body2" color="text.secondary" role="status" sx={{ ml: { sm: 'auto' } }}>
          {t('recruiter_pipeline.offers.count', { count: total, shown: formatNumber(total) })}
        </Typography>
      </Stack>
      {error ? (
        <LoadErrorAlert
          messageId="recruiter_pipeline.offers.load_error"
          retryId="common.retry"
          onRetry={() => void mutate()}
        />
      ) : null}
      <Paper variant="outlined">
        <BusyBar busy={busy} labelId="recruiter_pipeline.offers.loading" />
        <TableContainer>
          <Table size="small" aria-label={t('job_pipeline.offer.list')} aria-busy={busy}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column} scope="col" align={column === 'salary' ? 'right' : 'left'}>
                    {t(`recruiter_pipeline.offers.col.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((offer) => {
                const name = localName(offer);
                const title = localTitle({ title: offer.job_title, title_en: offer.job_title_en });
                const actions = canChange
                  ? applicantActions(offer).filter(
                      (o) => o.call === 'hire' || o.call === 'cancel_offer' || o.call === 'job_offer',
                    )
                  : [];
                return (
                  <TableRow key={offer.id} hover>
                    <TableCell component="th" scope="row">
                      {name}
                    </TableCell>
                    <TableCell>
                      <Link component={RouterLink} to={`/jobs/${offer.job_id}/management?tab=4`}>
                        {title}
                      </Link>
                    </TableCell>
                    <TableCell align="right">{offer.offer ? formatBDT(offer.offer.salary) : '—'}</TableCell>
                    <TableCell>{offer.offer ? formatDate(offer.offer.joining_date) : '—'}</TableCell>
                    <TableCell>{offer.offer ? formatDate(offer.offer.sent_at) : '—'}</TableCell>
                    <TableCell>{t(`jobs.application_status.${offer.status}`)}</TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                        {actions.map((option) => (
                          <Button
                            key={option.action}
                            size="small"
                            variant={option.call === 'hire' ? 'contained' : 'outlined'}
                            color={option.call === 'cancel_offer' ? 'error' : 'primary'}
                            disabled={runner.busy}
                            aria-label={t('recruiter_pipeline.offers.action_for', {
                              action: t(`job_pipeline.action.${option.action}`),
                              name,
                            })}
                            onClick={() => runner.start({ option, applicants: [offer] })}
                          >
                            {t(`job_pipeline.action.${option.action}`)}
                          </Button>
                        ))}
                      </Stack>
                    </TableCell>
                  </TableRow>
                );
              })}
              {!isLoading && !error && rows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={COLUMNS.length} align="center" sx={{ py: 4 }}>
                    {t('recruiter_pipeline.offers.empty')}
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
          pageSizes={APPLICANT_PAGE_SIZES}
          onChange={(next) => update({ ...query, ...next })}
        />
      </Paper>
      <ConfirmDialog
        open={pending !== null}
        titleId={
          pending
            ? `recruiter_pipeline.confirm.${pending.option.action}_title`
            : 'recruiter_pipeline.confirm.hire_title'
        }
        messageId={
          pending
            ? `recruiter_pipeline.confirm.${pending.option.action}_text`
            : 'recruiter_pipeline.confirm.hire_text'
        }
        messageValues={{ count: pending?.applicants.length ?? 0, name: pendingName }}
        confirmLabelId={pending ? `job_pipeline.action.${pending.option.action}` : undefined}
        destructive={pending?.option.action !== 'hire'}
        loading={runner.busy}
        onConfirm={runner.confirm}
        onCancel={runner.cancelConfirm}
      />
      {offerFor ? (
        <OfferDialog
          jobId={offerFor.job_id}
          applicant={offerFor}
          name={localName(offerFor)}
          onClose={runner.closeDialog}
        />
      ) : null}
    </Container>
  );
}
