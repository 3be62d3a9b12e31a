import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { endpoints, type YouthJobAssessment } from '@platform/contract';
import { RequireAuth } from '@platform/auth';
import { defineListParams, useAddressList } from '@platform/api-client';
import {
  useAcceptJobAssessment,
  useAptitudeStatus,
  usePayJobAssessment,
  useRejectJobAssessment,
} from '@platform/exams-data-access';
import { ResultSummary } from '@platform/exams-ui';
import {
  ContentLoader,
  LoadErrorAlert,
  PageTitle,
  PaperSection,
  ServerList,
  useFormatters,
  useLocale,
  useLocalName,
  useToast,
  useTranslate,
  WHOLE_TAKA,
} from '@platform/ui';

const INVITATIONS = defineListParams({ params: {}, pageSizes: [10, 25] });

/** The aptitude test: take it on the assessment portal, continue it, or its result (spec §8 message when failed). */
function AptitudeSection() {
  const t = useTranslate();
  const status = useAptitudeStatus();
  const data = status.data;
  return (
    <PaperSection title={t('assessments.aptitude.title')} sx={{ display: 'grid', gap: 1.5 }}>
      {status.error ? (
        <LoadErrorAlert messageId="assessments.aptitude.load_error" onRetry={() => void status.mutate()} />
      ) : !data ? (
        <ContentLoader />
      ) : data.result ? (
        <>
          <ResultSummary result={data.result} failMessageId="assessments.failed_verification" />
          <Box>
            <Button href={data.result_url}>{t('youth_assessments.aptitude.open_result')}</Button>
          </Box>
        </>
      ) : !data.info.configured ? (
        <Alert severity="info">{t('assessments.aptitude.not_configured')}</Alert>
      ) : (
        <>
          <Typography>{t('assessments.aptitude.intro')}</Typography>
          <Box>
            <Button variant="contained" href={data.url}>
              {t(
                data.participation === 'in_progress'
                  ? 'assessments.rules.resume'
                  : 'assessments.aptitude.take',
              )}
            </Button>
          </Box>
        </>
      )}
    </PaperSection>
  );
}

function InvitationRow({ item, onChanged }: { item: YouthJobAssessment; onChanged: () => void }) {
  const t = useTranslate();
  const toast = useToast();
  const local = useLocalName();
  const { formatNumber, formatDate, formatBDT } = useFormatters();
  const accept = useAcceptJobAssessment();
  const reject = useRejectJobAssessment();
  const payment = usePayJobAssessment();
  const { locale } = useLocale();
  const answer = async (yes: boolean) => {
    try {
      await (yes ? accept : reject).trigger({ params: { id: item.assessment_id } });
      toast.success(yes ? 'assessments.success.accepted' : 'assessments.success.rejected');
      onChanged();
    } catch (error) {
      toast.error(error);
    }
  };
  const pay = async () => {
    try {
      await payment.pay(item.assessment_id, locale);
    } catch (error) {
      toast.error(error);
    }
  };
  const r = item.result;
  const open = item.participation === 'exam_not_started' || item.participation === 'in_progress';
  // a paid test not paid yet: Pay comes before Take (the gateway refuses the start until the fee is paid)
  const mustPay = item.participation === 'exam_not_started' && item.fee > 0 && !item.fee_paid;
  const fee = formatBDT(item.fee, WHOLE_TAKA);
  const title = local(item.title, item.title_en);
  return (
    <TableRow>
      <TableCell>
        <Typography>{title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {local(item.job_title, item.job_title_en)} · {local(item.company ?? '', item.company_en)}
        </Typography>
        {item.fee > 0 && (
          <Typography variant="body2">
            {t('assessments.fee.amount', { amount: fee })}
            {item.fee_paid && ` · ${t('assessments.fee.paid')}`}
          </Typography>
        )}
      </TableCell>
      <TableCell>{formatDate(item.invited_at)}</TableCell>
      <TableCell>
        {t(`assessments.participation.${item.participation}`)}
        {r &&
          ` · ${
            r.obtained_marks === null
              ? t('assessments.results.pending')
              : t('assessments.result.obtained', {
                  obtained: formatNumber(r.obtained_marks),
                  total: formatNumber(r.total_marks),
                })
          }`}
      </TableCell>
      <TableCell align="right">
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>
          {mustPay && (
            <Button
              variant="contained"
              size="small"
              disabled={payment.isMutating}
              onClick={() => void pay()}
              aria-label={t('assessments.fee.pay_for', { amount: fee, title })}
            >
              {t('assessments.fee.pay', { amount: fee })}
            </Button>
          )}
          {open && !mustPay && (
            <Button variant="contained" size="small" href={item.url}>
              {t(
                item.participation === 'in_progress' ? 'assessments.rules.resume' : 'youth_assessments.take',
              )}
            </Button>
          )}
          {item.participation === 'exam_not_started' && (
            <>
              <Button size="small" disabled={accept.isMutating} onClick={() => void answer(true)}>
                {t('youth_assessments.accept')}
              </Button>
              <Button
                size="small"
                color="error"
                disabled={reject.isMutating}
                onClick={() => void answer(false)}
              >
                {t('youth_assessments.reject')}
              </Button>
            </>
          )}
          {item.participation === 'already_participated' && (
            <Button size="small" href={item.url}>
              {t('assessments.job.see_result')}
            </Button>
          )}
        </Stack>
      </TableCell>
    </TableRow>
  );
}

/**
 * /assessment (spec §2 youth portal): the youth's tests — the aptitude test and the invitations to job assessments
 * (accept, reject, take) with their results; the tests themselves run on the assessment portal (signed in once).
 */
function AssessmentPageContent() {
  const t = useTranslate();
  const { list, result: invitations } = useAddressList(INVITATIONS, endpoints.youthJobAssessments);
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 1000, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageTitle titleId="youth_assessments.title" />
      <AptitudeSection />
      <ServerList
        result={invitations}
        paging={list.paging}
        labelId="youth_assessments.invitations"
        loadErrorId="assessments.results.load_error"
        emptyTypeId="youth_assessments.message_type"
        rowKey={(row) => row.assessment_id}
        above={
          <Typography component="h2" variant="h6">
            {t('youth_assessments.invitations')}
          </Typography>
        }
        columns={[
          { key: 'assessment', labelId: 'assessments.results.col.assessment' },
          { key: 'invited', labelId: 'youth_assessments.col.invited' },
          { key: 'state', labelId: 'assessments.results.col.state' },
          { key: 'actions', labelId: 'assessments.results.col.actions', align: 'right' },
        ]}
        renderRow={(item) => <InvitationRow item={item} onChanged={() => void invitations.mutate()} />}
      />
    </Box>
  );
}

/** Signed in only: a visitor is sent to sign in first. */
export function AssessmentPage() {
  return (
    <RequireAuth>
      <AssessmentPageContent />
    </RequireAuth>
  );
}
