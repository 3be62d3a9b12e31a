import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PAYMENT_STATUS } from '@platform/contract';
import { useAssessmentPayment, usePayJobAssessment } from '@platform/exams-data-access';
import {
  ContentLoader,
  LoadErrorAlert,
  PageTitle,
  PaymentResultView,
  useLocale,
  useLocalName,
  useToast,
  useTranslate,
} from '@platform/ui';

const idOf = (raw: string | null) => (raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

/**
 * `/job-assessment/payment/result?assessment=<id>&payment=<id>` (ADR 0070 "Paid assessments"): where the payment
 * callback sends the youth back after paying a test's fee. The payment is read from the gateway (never the address's
 * word); spec §8's messages for failed, cancelled and not complete; 'missing assessment id' when the address lacks it;
 * Pay again (while the fee is still unpaid), Check again (while the payment is not complete) and the way to the test.
 */
export function AssessmentPaymentResultPage() {
  const t = useTranslate();
  const toast = useToast();
  const local = useLocalName();
  const { locale } = useLocale();
  const [params] = useSearchParams();
  const assessmentId = idOf(params.get('assessment'));
  const paymentId = idOf(params.get('payment'));
  const {
    data: payment,
    error,
    isLoading,
    isValidating,
    mutate,
  } = useAssessmentPayment(assessmentId === null ? null : paymentId);
  const pay = usePayJobAssessment();

  const body = () => {
    if (assessmentId === null)
      return <Alert severity="error">{t('assessments.payment.missing_assessment')}</Alert>;
    if (paymentId === null) return <Alert severity="error">{t('payments.result.missing_id')}</Alert>;
    if (error) return <LoadErrorAlert messageId="payments.result.load_error" onRetry={() => void mutate()} />;
    if (isLoading || !payment) return <ContentLoader labelId="payments.result.loading" />;
    const title = local(payment.title, payment.title_en);
    const canPayAgain = payment.status === PAYMENT_STATUS.UNPAID && !payment.fee_paid;
    const again = async () => {
      try {
        await pay.pay(payment.assessment_id, locale);
      } catch (e) {
        toast.error(e);
      }
    };
    return (
      <PaymentResultView
        payment={payment}
        successMessageId="assessments.payment.success"
        values={{ title }}
        payAgainNote={t('assessments.payment.still_open')}
        details={[
          ['assessments.payment.test', title],
          ['payments.result.job', local(payment.job_title, payment.job_title_en)],
        ]}
        payAgain={
          canPayAgain ? (
            <Button variant="contained" disabled={pay.isMutating} onClick={() => void again()}>
              {t('payments.result.pay_again')}
            </Button>
          ) : undefined
        }
        onCheckAgain={() => void mutate()}
        checking={isValidating}
        back={
          <Button
            component={RouterLink}
            to={`/job-assessment/${payment.assessment_id}`}
            variant={canPayAgain ? 'outlined' : 'contained'}
          >
            {t('assessments.payment.to_test')}
          </Button>
        }
      />
    );
  };

  return (
    <>
      <PageTitle titleId="assessments.payment.title" />
      {body()}
    </>
  );
}
