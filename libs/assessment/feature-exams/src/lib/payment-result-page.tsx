import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { PAYMENT_STATUS } from '@platform/contract';
import { useAssessmentPayment, usePayJobAssessment } from '@platform/exams-data-access';
import { PayAgainButton, PaymentResultPage, useLocale, useLocalName, useTranslate } from '@platform/ui';

/**
 * `/job-assessment/payment/result?assessment=<id>&payment=<id>` (ADR 0070 "Paid assessments"): where the payment
 * callback sends the youth back after paying a test's fee. The payment is read from the gateway (never the address's
 * word); spec §8's messages for failed, cancelled and not complete; 'missing assessment id' when the address lacks it;
 * Pay again (while the fee is still unpaid), Check again (while the payment is not complete) and the way to the test.
 */
export function AssessmentPaymentResultPage() {
  const t = useTranslate();
  const local = useLocalName();
  const { locale } = useLocale();
  const pay = usePayJobAssessment();
  return (
    <PaymentResultPage
      titleId="assessments.payment.title"
      params={[['assessment', 'assessments.payment.missing_assessment']]}
      usePayment={useAssessmentPayment}
      view={(payment) => {
        const title = local(payment.title, payment.title_en);
        const canPayAgain = payment.status === PAYMENT_STATUS.UNPAID && !payment.fee_paid;
        return {
          successMessageId: 'assessments.payment.success',
          values: { title },
          payAgainNote: t('assessments.payment.still_open'),
          details: [
            ['assessments.payment.test', title],
            ['payments.result.job', local(payment.job_title, payment.job_title_en)],
          ],
          payAgain: canPayAgain ? (
            <PayAgainButton busy={pay.isMutating} pay={() => pay.pay(payment.assessment_id, locale)} />
          ) : undefined,
          back: (
            <Button
              component={RouterLink}
              to={`/job-assessment/${payment.assessment_id}`}
              variant={canPayAgain ? 'outlined' : 'contained'}
            >
              {t('assessments.payment.to_test')}
            </Button>
          ),
        };
      }}
    />
  );
}
