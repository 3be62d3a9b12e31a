import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Link as RouterLink } from 'react-router-dom';
import { RequireAuth } from '@platform/auth';
import { COURSE_SIGNUP_SUCCESS_PATH, ENROLMENT_STATUS, PAYMENT_STATUS } from '@platform/contract';
import { PayAgainButton, PaymentResultPage, useLocale, useLocalName, useTranslate } from '@platform/ui';
import { useEnrolmentPayment, usePayEnrolment } from '@platform/youth-data-access-courses';

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
        <Result />
      </Container>
    </RequireAuth>
  );
}

function Result() {
  const t = useTranslate();
  const local = useLocalName();
  const { locale } = useLocale();
  const pay = usePayEnrolment();
  return (
    <PaymentResultPage
      titleId="learning.payment.title"
      params={[['enrollment', 'learning.payment.missing_enrollment']]}
      usePayment={useEnrolmentPayment}
      view={(payment) => {
        const title = local(payment.course_title, payment.course_title_en);
        const canPayAgain =
          payment.status === PAYMENT_STATUS.UNPAID &&
          payment.enrolment_status === ENROLMENT_STATUS.PAYMENT_PENDING;
        return {
          successMessageId: 'learning.payment.success',
          values: { title },
          payAgainNote: t('learning.payment.still_open'),
          details: [['learning.payment.course', title]],
          payAgain: canPayAgain ? (
            <PayAgainButton busy={pay.isMutating} pay={() => pay.pay(payment.enrolment_id, locale)} />
          ) : undefined,
          back:
            payment.enrolment_status === ENROLMENT_STATUS.ENROLLED ? (
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
            ),
        };
      }}
    />
  );
}
