import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAddressList } from '@platform/api-client';
import { useAuth } from '@platform/auth';
import { endpoints, JOB_PERMISSIONS, type RecruiterJobOffer } from '@platform/contract';
import {
  applicantActions,
  OFFER_LIST_PARAMS,
  OFFER_STATES,
} from '@platform/recruiter-data-access-job-management';
import { listColumns, ServerListPage, useFormatters, useTranslate, useLocalTitle } from '@platform/ui';
import { ActionConfirm } from './action-confirm';
import { useLocalName } from './local-title';
import { OfferDialog } from './offer-dialog';
import { useApplicantActionRunner } from './use-applicant-actions';

const COLUMNS = listColumns(
  'recruiter_pipeline.offers.col',
  ['candidate', 'job', 'salary', 'joining', 'sent', 'status', 'actions'],
  ['salary'],
);

type Runner = ReturnType<typeof useApplicantActionRunner>;

/** One offer and the moves the gateway allows on it now (hire, cancel, send again). */
function OfferRow({
  offer,
  canChange,
  runner,
}: {
  offer: RecruiterJobOffer;
  canChange: boolean;
  runner: Runner;
}) {
  const t = useTranslate();
  const { formatDate, formatBDT } = useFormatters();
  const name = useLocalName()(offer);
  const title = useLocalTitle()({ title: offer.job_title, title_en: offer.job_title_en });
  const actions = canChange
    ? applicantActions(offer).filter(
        (o) => o.call === 'hire' || o.call === 'cancel_offer' || o.call === 'job_offer',
      )
    : [];
  return (
    <TableRow hover>
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
}

/**
 * `/job-offers` (spec §2 recruiter portal): the offers of the organisation's jobs, newest first, by offer state
 * (open, accepted, rejected, cancelled, hired), one server page at a time, the state and page in the address; per
 * offer the moves the gateway allows now — set as appointed after an acceptance (with a confirmation), cancel, send
 * again after a rejection or cancellation.
 */
export function JobOffersPage() {
  const t = useTranslate();
  const { formatNumber } = useFormatters();
  const localName = useLocalName();
  const { hasPermission } = useAuth();
  const canChange = hasPermission(JOB_PERMISSIONS.changeApplicationStatus);
  const { list, result: offers } = useAddressList(OFFER_LIST_PARAMS, endpoints.recruiterJobOffers);
  const runner = useApplicantActionRunner(() => undefined);
  const total = offers.data?.meta.total ?? 0;
  const dialog = runner.dialog;
  const offerFor =
    dialog && dialog.option.call === 'job_offer'
      ? (dialog.applicants[0] as RecruiterJobOffer | undefined)
      : undefined;

  return (
    <ServerListPage
      labelPrefix="recruiter_pipeline.offers"
      labelId="job_pipeline.offer.list"
      loadingId="recruiter_pipeline.offers.loading"
      result={offers}
      paging={list.paging}
      filterBar={{
        list,
        search: false,
        selects: [
          { name: 'status', values: OFFER_STATES, optionPrefix: 'jobs.application_status', minWidth: 240 },
        ],
        fields: (
          <Typography variant="body2" color="text.secondary" role="status" sx={{ ml: { sm: 'auto' } }}>
            {t('recruiter_pipeline.offers.count', { count: total, shown: formatNumber(total) })}
          </Typography>
        ),
      }}
      columns={COLUMNS}
      renderRow={(offer) => <OfferRow offer={offer} canChange={canChange} runner={runner} />}
    >
      <ActionConfirm runner={runner} />
      {offerFor ? (
        <OfferDialog
          jobId={offerFor.job_id}
          applicant={offerFor}
          name={localName(offerFor)}
          onClose={runner.closeDialog}
        />
      ) : null}
    </ServerListPage>
  );
}
