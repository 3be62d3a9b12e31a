import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAYMENT_OUTCOME, PAYMENT_STATUS, type PaymentOutcome, type PaymentStatus } from '@platform/contract';
import { FactList } from './fact-list';
import { ContentLoader, LoadErrorAlert } from './load-states';
import { useTranslate } from './message';
import { PageTitle } from './page-title';
import { useToast } from './toast';
import { useFormatters } from './use-formatters';

/** Prices and payments are whole Taka: ৳2,500, ২,৫০০৳. */
export const WHOLE_TAKA: Intl.NumberFormatOptions = { minimumFractionDigits: 0, maximumFractionDigits: 0 };

/**
 * What a payment result page says for each state: the page's own success message, and spec §8's payment messages for
 * the three that are not a success ('Sorry! Failed to process your payment!', 'Sorry! You have cancelled your
 * payment!', 'your payment is not yet complete').
 */
export function paymentResultOf(
  status: PaymentStatus,
  outcome: PaymentOutcome | null,
  successMessageId: string,
): { severity: 'success' | 'error' | 'warning' | 'info'; titleId: string; messageId: string } {
  if (status === PAYMENT_STATUS.PAID)
    return { severity: 'success', titleId: 'payments.result.success_title', messageId: successMessageId };
  if (status === PAYMENT_STATUS.INCOMPLETE)
    return {
      severity: 'info',
      titleId: 'payments.result.incomplete_title',
      messageId: 'errors.payment_incomplete',
    };
  return outcome === PAYMENT_OUTCOME.CANCELLED
    ? {
        severity: 'warning',
        titleId: 'payments.result.cancelled_title',
        messageId: 'errors.payment_cancelled',
      }
    : { severity: 'error', titleId: 'payments.result.failed_title', messageId: 'errors.payment_failed' };
}

export interface PaymentResultViewProps {
  payment: {
    id: number;
    amount: number;
    wallet_number_masked: string | null;
    status: PaymentStatus;
    outcome: PaymentOutcome | null;
  };
  /** The message of a success (e.g. 'payments.result.success': the job is live), with `values`. */
  successMessageId: string;
  values?: Record<string, string>;
  /** A line under the message when the payer may pay again (what stays as it was). */
  payAgainNote?: ReactNode;
  /** What was paid for: [label id, value], in order; the amount, the wallet and the reference follow. */
  details: [string, string][];
  /** The Pay again control, shown only when given (the page decides when paying again makes sense). */
  payAgain?: ReactNode;
  /** Check again (shown while the payment is not complete): reads the payment from the gateway again. */
  onCheckAgain: () => void;
  checking?: boolean;
  /** The way back (a link to the page the payer came from). */
  back: ReactNode;
}

/**
 * The body of a payment result page (the recruiter's /jobs/payment/result, the assessment portal's
 * /job-assessment/payment/result): the outcome as an alert, the payment's details, and Pay again / Check again / back.
 * The page reads the payment from the gateway (never the address's word) and says which one it shows.
 */
export function PaymentResultView({
  payment,
  successMessageId,
  values,
  payAgainNote,
  details,
  payAgain,
  onCheckAgain,
  checking,
  back,
}: PaymentResultViewProps) {
  const t = useTranslate();
  const { formatBDT } = useFormatters();
  const result = paymentResultOf(payment.status, payment.outcome, successMessageId);
  return (
    <Stack spacing={2}>
      <Alert severity={result.severity}>
        <AlertTitle>{t(result.titleId)}</AlertTitle>
        {t(result.messageId, values)}
        {payAgain && payAgainNote ? <Box sx={{ mt: 1 }}>{payAgainNote}</Box> : null}
      </Alert>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <FactList
          keepEmpty
          rows={[
            ...details.map(([labelId, value]) => [t(labelId), value] as const),
            [t('payments.result.amount'), formatBDT(payment.amount, WHOLE_TAKA)],
            ...(payment.wallet_number_masked
              ? [[t('payments.result.wallet'), payment.wallet_number_masked] as const]
              : []),
            // an id is a code, not a quantity: never formatted as a number
            [t('payments.result.reference'), String(payment.id)],
          ]}
        />
      </Paper>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {payAgain ?? null}
        {payment.status === PAYMENT_STATUS.INCOMPLETE ? (
          <Button variant="outlined" onClick={onCheckAgain} disabled={checking}>
            {t('payments.result.check_again')}
          </Button>
        ) : null}
        {back}
      </Stack>
    </Stack>
  );
}

/** An id of a payment result page's address (`?payment=12`): a whole number above 0, else null. */
export const resultIdParam = (raw: string | null): number | null =>
  raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;

export interface PaymentResultLoadProps<P> {
  /** The address's ids in order, each with what the page says when it lacks it ('missing payment id' …). */
  ids: readonly (readonly [id: number | null, missingId: string])[];
  /** The payment as its hook reads it from the gateway. */
  result: { data?: P; error?: unknown; isLoading: boolean; mutate: () => unknown };
  /** The page's body once the payment is read (its `PaymentResultView`). */
  children: (payment: P) => ReactNode;
}

/**
 * The states of a payment result page before its payment is shown: an address without the ids it needs, the load
 * failure (with Try again), the loader; then `children` with the payment. Serves the recruiter's job payments, the
 * assessment fees and the course fees.
 */
export function PaymentResultLoad<P>({ ids, result, children }: PaymentResultLoadProps<P>) {
  const t = useTranslate();
  const missing = ids.find(([id]) => id === null);
  if (missing) return <Alert severity="error">{t(missing[1])}</Alert>;
  if (result.error)
    return <LoadErrorAlert messageId="payments.result.load_error" onRetry={() => void result.mutate()} />;
  if (result.isLoading || !result.data) return <ContentLoader labelId="payments.result.loading" />;
  return <>{children(result.data)}</>;
}

/** Pay again (the page shows it while paying again makes sense): starts a new checkout; a refusal shows as a toast. */
export function PayAgainButton({ busy, pay }: { busy: boolean; pay: () => Promise<unknown> }) {
  const t = useTranslate();
  const toast = useToast();
  return (
    <Button
      variant="contained"
      disabled={busy}
      onClick={() => void pay().catch((e: unknown) => toast.error(e))}
    >
      {t('payments.result.pay_again')}
    </Button>
  );
}

/** What a page's read of its payment gives (an SWR response; `isValidating`: Check again's read is under way). */
export type PaymentRead<P> = PaymentResultLoadProps<P>['result'] & { isValidating?: boolean };

export interface PaymentResultPageProps<P extends PaymentResultViewProps['payment']> {
  /** The page's h1. */
  titleId: string;
  /**
   * The address's ids besides `payment`, in order, each with what the page says when it lacks it ('missing
   * assessment id'); the payment is read only when all of them and `payment` are there.
   */
  params?: readonly (readonly [name: string, missingId: string])[];
  /** The page's read of its payment by id (its SWR hook; null reads nothing). Pass the same hook on every render. */
  usePayment: (id: number | null) => PaymentRead<P>;
  /** What the page says of its payment: the success message, what was paid for, Pay again and the way back. */
  view: (payment: P) => Omit<PaymentResultViewProps, 'payment' | 'onCheckAgain' | 'checking'>;
}

/**
 * THE payment result page (the recruiter's job payments, the assessment fees, the course fees): the h1, the ids of
 * the address (`?payment=<id>` and the page's own), the payment as the gateway says it — never the address's word —
 * and its `PaymentResultView`, whose Check again reads it again.
 */
export function PaymentResultPage<P extends PaymentResultViewProps['payment']>({
  titleId,
  params = [],
  usePayment,
  view,
}: PaymentResultPageProps<P>) {
  const [search] = useSearchParams();
  const ids = [...params, ['payment', 'payments.result.missing_id'] as const].map(
    ([name, missingId]) => [resultIdParam(search.get(name)), missingId] as const,
  );
  const result = usePayment(ids.some(([id]) => id === null) ? null : (ids[ids.length - 1]?.[0] ?? null));
  return (
    <>
      <PageTitle titleId={titleId} />
      <PaymentResultLoad ids={ids} result={result}>
        {(payment) => (
          <PaymentResultView
            {...view(payment)}
            payment={payment}
            onCheckAgain={() => void result.mutate()}
            checking={result.isValidating}
          />
        )}
      </PaymentResultLoad>
    </>
  );
}
