import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import {
  JOB_SERVICE_PRICES_BDT,
  PAYMENT_PERMISSIONS,
  SERVICE_TYPE,
  type ServiceType,
} from '@platform/contract';
import { useAuth } from '@platform/auth';
import { usePayJob } from '@platform/recruiter-data-access-jobs';
import { useToast, useTranslate, useFormatters, useLocale, WHOLE_TAKA } from '@platform/ui';
import { browser } from './browser';

const SERVICE_TYPES = Object.values(SERVICE_TYPE) as ServiceType[];
/** Prices and payments are whole Taka (the kit's format, shared with every payment page). */
export { WHOLE_TAKA };

export interface PayJobTarget {
  id: number;
  /** The job's title in the reader's language. */
  title: string;
  /** The service type chosen at submission: the dialog starts on it. */
  service_type: ServiceType | null;
}

/**
 * "Pay and publish": choose (or confirm) the service type, see its price in Taka, then go to the mobile-wallet
 * provider's checkout. The gateway computes the amount from the same price table; the portal never sends one.
 */
export function PayJobDialog({
  job,
  open,
  onClose,
}: {
  job: PayJobTarget;
  open: boolean;
  onClose: () => void;
}) {
  const t = useTranslate();
  const toast = useToast();
  const { formatBDT } = useFormatters();
  const { locale } = useLocale();
  const pay = usePayJob();
  const [serviceType, setServiceType] = useState<ServiceType>(job.service_type ?? SERVICE_TYPE.BASIC_LISTING);
  const [leaving, setLeaving] = useState(false);
  const titleId = useId();
  const textId = useId();
  const busy = pay.isMutating || leaving;

  async function confirm() {
    try {
      const started = await pay.trigger({
        params: { id: job.id },
        body: { service_type: serviceType, locale },
      });
      setLeaving(true);
      browser.leaveTo(started.redirect_url);
    } catch (error) {
      toast.error(error);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{t('payments.dialog.title', { title: job.title })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('payments.dialog.intro')}</DialogContentText>
        <FormControl component="fieldset" margin="normal" disabled={busy}>
          <FormLabel component="legend">{t('payments.dialog.service_type')}</FormLabel>
          <RadioGroup
            name="service_type"
            value={String(serviceType)}
            onChange={(e) => setServiceType(Number(e.target.value) as ServiceType)}
          >
            {SERVICE_TYPES.map((value) => (
              <FormControlLabel
                key={value}
                value={String(value)}
                control={<Radio />}
                label={t('payments.dialog.price', {
                  service: t(`jobs.service_type.${value}`),
                  price: formatBDT(JOB_SERVICE_PRICES_BDT[value], WHOLE_TAKA),
                })}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <Typography sx={{ fontWeight: 600 }}>
          {t('payments.dialog.total', { price: formatBDT(JOB_SERVICE_PRICES_BDT[serviceType], WHOLE_TAKA) })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('payments.dialog.method')}
        </Typography>
        {leaving ? (
          <Typography role="status" sx={{ mt: 1 }}>
            {t('payments.dialog.redirecting')}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('payments.dialog.cancel')}
        </Button>
        <Button
          onClick={() => void confirm()}
          disabled={busy}
          variant="contained"
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <PaymentsOutlined />}
        >
          {t('payments.dialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The "Pay and publish" button of an approved job, with its dialog; nothing without pay_job. `labelled` names the job
 * in the button's accessible name (lists of several jobs).
 */
export function PayJobButton({
  job,
  labelled = false,
  size = 'medium',
  labelId = 'payments.pay',
}: {
  job: PayJobTarget;
  labelled?: boolean;
  size?: 'small' | 'medium';
  labelId?: string;
}) {
  const t = useTranslate();
  const { hasPermission } = useAuth();
  const [open, setOpen] = useState(false);
  if (!hasPermission(PAYMENT_PERMISSIONS.payJob)) return null;
  return (
    <>
      <Button
        variant="contained"
        size={size}
        startIcon={<PaymentsOutlined />}
        onClick={() => setOpen(true)}
        aria-label={labelled ? t('payments.pay_job', { title: job.title }) : undefined}
      >
        {t(labelId)}
      </Button>
      {open ? <PayJobDialog job={job} open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
