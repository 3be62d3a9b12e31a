import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PAYMENT_OUTCOME, PAYMENT_STATUS, type Payment } from '@platform/contract';
import { usePayment } from '@platform/recruiter-data-access-jobs';
import {
  ContentLoader,
  LoadErrorAlert,
  PageTitle,
  useTranslate,
  useFormatters,
  useLocalTitle,
} from '@platform/ui';
import { PayJobButton, WHOLE_TAKA } from './pay-job-dialog';

/** What the page says for each state: spec §8's payment messages for the three that are not a success. */
function resultOf(payment: Payment): {
  severity: 'success' | 'error' | 'warning' | 'info';
  titleId: string;
  messageId: string;
} {
  if (payment.status === PAYMENT_STATUS.PAID)
    return {
      severity: 'success',
      titleId: 'payments.result.success_title',
      messageId: 'payments.result.success',
    };
  if (payment.status === PAYMENT_STATUS.INCOMPLETE)
    return {
      severity: 'info',
      titleId: 'payments.result.incomplete_title',
      messageId: 'errors.payment_incomplete',
    };
  return payment.outcome === PAYMENT_OUTCOME.CANCELLED
    ? {
        severity: 'warning',
        titleId: 'payments.result.cancelled_title',
        messageId: 'errors.payment_cancelled',
      }
    : { severity: 'error', titleId: 'payments.result.failed_title', messageId: 'errors.payment_failed' };
}

function Details({ payment, title }: { payment: Payment; title: string }) {
  const t = useTranslate();
  const { formatBDT } = useFormatters();
  const rows: [string, string][] = [
    ['payments.result.job', title],
    ['payments.result.service_type', t(`jobs.service_type.${payment.service_type}`)],
    ['payments.result.amount', formatBDT(payment.amount, WHOLE_TAKA)],
    ...(payment.wallet_number_masked
      ? ([['payments.result.wallet', payment.wallet_number_masked]] as [string, string][])
      : []),
    // an id is a code, not a quantity: never formatted as a number
    ['payments.result.reference', String(payment.id)],
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, 1fr) 2fr' },
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
      }}
    >
      {rows.map(([labelId, value]) => (
        <Box key={labelId} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {t(labelId)}
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/**
 * `/jobs/payment/result?payment=<id>`: where the payment provider sends the recruiter back. The page reads the
 * payment from the gateway (never the address's word) and says the outcome: live, failed, cancelled or not complete.
 */
export function PaymentResultPage() {
  const t = useTranslate();
  const localTitle = useLocalTitle();
  const [params] = useSearchParams();
  const raw = params.get('payment');
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const { data: payment, error, isLoading, isValidating, mutate } = usePayment(id);

  const body = () => {
    if (id === null) return <Alert severity="error">{t('payments.result.missing_id')}</Alert>;
    if (error) return <LoadErrorAlert messageId="payments.result.load_error" onRetry={() => void mutate()} />;
    if (isLoading || !payment) return <ContentLoader labelId="payments.result.loading" />;
    const title =
      localTitle({ title: payment.job_title, title_en: payment.job_title_en }) ||
      t('recruiter_jobs.list.untitled');
    const result = resultOf(payment);
    const canPayAgain = payment.status === PAYMENT_STATUS.UNPAID && payment.job_status === 'approved';
    return (
      <Stack spacing={2}>
        <Alert severity={result.severity}>
          <AlertTitle>{t(result.titleId)}</AlertTitle>
          {t(result.messageId, { title })}
          {canPayAgain ? <Box sx={{ mt: 1 }}>{t('payments.result.still_approved')}</Box> : null}
        </Alert>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Details payment={payment} title={title} />
        </Paper>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {canPayAgain ? (
            <PayJobButton
              job={{ id: payment.job_id, title, service_type: payment.service_type }}
              labelId="payments.result.pay_again"
            />
          ) : null}
          {payment.status === PAYMENT_STATUS.INCOMPLETE ? (
            <Button variant="outlined" onClick={() => void mutate()} disabled={isValidating}>
              {t('payments.result.check_again')}
            </Button>
          ) : null}
          <Button component={RouterLink} to="/jobs" variant={canPayAgain ? 'outlined' : 'contained'}>
            {t('payments.result.to_jobs')}
          </Button>
        </Stack>
      </Stack>
    );
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <PageTitle titleId="payments.result.title" />
      {body()}
    </Container>
  );
}
