import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useFormatters, useTranslate, WHOLE_TAKA } from '@platform/ui';

export interface AssessmentFeeProps {
  /** Whole Taka; nothing is shown for a free test (0). */
  fee: number;
  paid: boolean;
  /** The test's title in the reader's language: names the Pay button where several tests are listed. */
  title?: string;
  busy?: boolean;
  onPay: () => void;
}

/**
 * The fee of a paid job assessment before Start (ADR 0070 "Paid assessments"): the amount in Taka and a Pay button
 * while unpaid, "Fee paid" once paid. The youth portal's /assessment and the assessment portal's rules page show it.
 */
export function AssessmentFee({ fee, paid, title, busy, onPay }: AssessmentFeeProps) {
  const t = useTranslate();
  const { formatBDT } = useFormatters();
  if (fee <= 0) return null;
  const amount = formatBDT(fee, WHOLE_TAKA);
  if (paid)
    return (
      <Alert severity="success" variant="outlined">
        <Stack spacing={0.5}>
          <strong>{t('assessments.fee.amount', { amount })}</strong>
          <span>{t('assessments.fee.paid')}</span>
        </Stack>
      </Alert>
    );
  return (
    <Alert severity="info" variant="outlined">
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <strong>{t('assessments.fee.amount', { amount })}</strong>
        <span>{t('assessments.fee.pay_first')}</span>
        <Button
          variant="contained"
          disabled={busy}
          onClick={onPay}
          aria-label={title ? t('assessments.fee.pay_for', { amount, title }) : undefined}
        >
          {t('assessments.fee.pay', { amount })}
        </Button>
      </Stack>
    </Alert>
  );
}
