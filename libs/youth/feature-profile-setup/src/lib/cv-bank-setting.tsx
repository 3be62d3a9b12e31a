import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { YouthCvBankStatus } from '@platform/contract';
import { useTranslate } from '@platform/ui';

/**
 * Where the youth's CV stands in the recruiters' CV bank (issue 12, defect 1), said plainly: out by choice, chosen but
 * below the completion it needs (and how far), or found by recruiters now.
 */
export function CvBankState({ status, optIn }: { status: YouthCvBankStatus; optIn: boolean }) {
  const t = useTranslate();
  const values = { min: status.min_completion, completion: status.completion };
  const id = !optIn
    ? 'youth_settings.cv_bank.off'
    : status.completion >= status.min_completion
      ? 'youth_settings.cv_bank.listed'
      : 'youth_settings.cv_bank.incomplete';
  return (
    <Typography variant="body2" role="status" color={optIn ? 'text.primary' : 'text.secondary'}>
      {t(id, values)}
    </Typography>
  );
}

/** The rule, said before the choice: recruiters find a CV only by the youth's choice, and only from 40 %. */
export function CvBankRule({ status, id }: { status: YouthCvBankStatus; id?: string }) {
  const t = useTranslate();
  return (
    <Typography id={id} variant="body2" color="text.secondary">
      {t('youth_settings.cv_bank.rule', { min: status.min_completion, completion: status.completion })}
    </Typography>
  );
}

/** The CV bank switch of /settings: saved as it is turned (the caller saves), its state said under it. */
export function CvBankSwitch({
  status,
  busy,
  onChange,
}: {
  status: YouthCvBankStatus;
  busy: boolean;
  onChange: (optIn: boolean) => void;
}) {
  const t = useTranslate();
  const ruleId = useId();
  return (
    <>
      <FormControlLabel
        control={
          <Switch
            checked={status.opt_in}
            disabled={busy}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': ruleId } }}
          />
        }
        label={t('youth_settings.cv_bank.switch')}
      />
      <CvBankRule status={status} id={ruleId} />
      <CvBankState status={status} optIn={status.opt_in} />
    </>
  );
}
