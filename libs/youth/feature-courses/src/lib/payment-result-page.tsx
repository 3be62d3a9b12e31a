import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { RequireAuth } from '@platform/auth';
import { COURSE_SIGNUP_SUCCESS_PATH, ENROLMENT_STATUS, PAYMENT_STATUS } from '@platform/contract';
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
import { useEnrolmentPayment, usePayEnrolment } from '@platform/youth-data-access-courses';

const idOf = (raw: string | null) => (raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

/**
 * `/course-payment/result?enrollment=<id>&payment=<id>` (ADR 0075): where the wallet's callback sends the youth back.
 * The payment is read from the gateway (never the address's word); spec §8's messages for failed, cancelled and not
 * complete; 'missing enrollment id' / 'missing payment id' when the address lacks one; Pay again while the enrolment
 * waits for its fee; Continue to /course-signup-success once paid.
 */
export function CoursePaymentResultPage() {
  return (
    <RequireAuth>
      <Container maxWidth="md" sx={{ py: 3 }}>
        <PageTitle titleId="learning.payment.title" />
        <Result />
      </Container>
    </RequireAuth>
  );
}

function Result() {
  const t = useTranslate();
  const toast = useToast();
  const local = useLocalName();
  const { locale } = useLocale();
  const [params] = useSearchParams();
  const enrolmentId = idOf(params.get('enrollment'));
  const paymentId = idOf(params.get('payment'));
  const {
    data: payment,
    error,
    isLoading,
    isValidating,
    mutate,
  } = useEnrolmentPayment(enrolmentId === null ? null : paymentId);
  const pay = usePayEnrolment();

  if (enrolmentId === null) return <Alert severity="error">{t('learning.payment.missing_enrollment')}</Alert>;
  if (paymentId === null) return <Alert severity="error">{t('payments.result.missing_id')}</Alert>;
  if (error) return <LoadErrorAlert messageId="payments.result.load_error" onRetry={() => void mutate()} />;
  if (isLoading || !payment) return <ContentLoader labelId="payments.result.loading" />;
  const title = local(payment.course_title, payment.course_title_en);
  const canPayAgain =
    payment.status === PAYMENT_STATUS.UNPAID && payment.enrolment_status === ENROLMENT_STATUS.PAYMENT_PENDING;
  const paid = payment.enrolment_status === ENROLMENT_STATUS.ENROLLED;
  return (
    <PaymentResultView
      payment={payment}
      successMessageId="learning.payment.success"
      values={{ title }}
      payAgainNote={t('learning.payment.still_open')}
      details={[['learning.payment.course', title]]}
      payAgain={
        canPayAgain ? (
          <Button
            variant="contained"
            disabled={pay.isMutating}
            onClick={() => void pay.pay(payment.enrolment_id, locale).catch((e: unknown) => toast.error(e))}
          >
            {t('payments.result.pay_again')}
          </Button>
        ) : undefined
      }
      onCheckAgain={() => void mutate()}
      checking={isValidating}
      back={
        paid ? (
          <Button
            component={RouterLink}
            to={`${COURSE_SIGNUP_SUCCESS_PATH}?enrollment=${payment.enrolment_id}`}
            variant="contained"
          >
            {t('learning.payment.continue')}
          </Button>
        ) : (
          <Button component={RouterLink} to={`/courses/${payment.course_id}`} variant="outlined">
            {t('learning.payment.to_course')}
          </Button>
        )
      }
    />
  );
}
