import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Link as RouterLink } from 'react-router-dom';
import { PAYMENT_STATUS } from '@platform/contract';
import { usePayment } from '@platform/recruiter-data-access-jobs';
import { PaymentResultPage as PaymentResult, useLocalTitle, useTranslate } from '@platform/ui';
import { PayJobButton } from './pay-job-dialog';

/**
 * `/jobs/payment/result?payment=<id>`: where the payment provider sends the recruiter back. The page reads the
 * payment from the gateway (never the address's word) and says the outcome: live, failed, cancelled or not complete
 * (the kit's PaymentResultPage, shared with the assessment and course fees).
 */
export function PaymentResultPage() {
  const t = useTranslate();
  const localTitle = useLocalTitle();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <PaymentResult
        titleId="payments.result.title"
        usePayment={usePayment}
        view={(payment) => {
          const title =
            localTitle({ title: payment.job_title, title_en: payment.job_title_en }) ||
            t('recruiter_jobs.list.untitled');
          const canPayAgain = payment.status === PAYMENT_STATUS.UNPAID && payment.job_status === 'approved';
          return {
            successMessageId: 'payments.result.success',
            values: { title },
            payAgainNote: t('payments.result.still_approved'),
            details: [
              ['payments.result.job', title],
              ['payments.result.service_type', t(`jobs.service_type.${payment.service_type}`)],
            ],
            payAgain: canPayAgain ? (
              <PayJobButton
                job={{ id: payment.job_id, title, service_type: payment.service_type }}
                labelId="payments.result.pay_again"
              />
            ) : undefined,
            back: (
              <Button component={RouterLink} to="/jobs" variant={canPayAgain ? 'outlined' : 'contained'}>
                {t('payments.result.to_jobs')}
              </Button>
            ),
          };
        }}
      />
    </Container>
  );
}
