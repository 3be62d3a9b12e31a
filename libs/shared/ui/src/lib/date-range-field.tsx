import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { resolveMessage, useTranslate } from './message';

/** A range of days, each `YYYY-MM-DD` (`''`: not chosen). */
export interface DateRange {
  from: string;
  to: string;
}

export interface DateRangeFieldProps {
  value: DateRange;
  onChange: (next: DateRange) => void;
  /** Catalogue ids of the two fields' labels. */
  fromLabelId: string;
  toLabelId: string;
  /** Catalogue id of the range's own rules (how long it may be); shown after the end-after-start rule. */
  rulesId?: string;
  /** The gateway's refusal by field (`ApiError.fieldErrors`): message ids under `from` and `to`. */
  fieldErrors?: Partial<Record<string, readonly string[]>>;
  /** Catalogue id of the submit button at the end of the row, when the range is a form of its own ("Show"). */
  submitId?: string;
}

/**
 * THE from / to pair of a date range: its rules above it before the first error — the end is the start or a later day,
 * then the range's own — read out with each field; side by side from 600 px, stacked on a phone; a refusal shows on
 * the field it names.
 */
export function DateRangeField({
  value,
  onChange,
  fromLabelId,
  toLabelId,
  rulesId,
  fieldErrors,
  submitId,
}: DateRangeFieldProps) {
  const t = useTranslate();
  const rules = useId();
  const errorOf = (field: keyof DateRange) => {
    const raw = fieldErrors?.[field]?.[0];
    const message = raw ? resolveMessage(raw) : null;
    return message ? t(message.id, message.values) : undefined;
  };
  const field = (name: keyof DateRange, labelId: string) => (
    <TextField
      type="date"
      label={t(labelId)}
      value={value[name]}
      onChange={(event) => onChange({ ...value, [name]: event.target.value })}
      error={Boolean(errorOf(name))}
      helperText={errorOf(name)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-describedby': rules } }}
    />
  );
  return (
    <>
      <Typography id={rules} variant="body2" sx={{ mb: 2 }}>
        {t('common.date_range.end_after_start')}
        {rulesId ? ` ${t(rulesId)}` : null}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        {field('from', fromLabelId)}
        {field('to', toLabelId)}
        {submitId ? (
          <Button type="submit" variant="contained" sx={{ mt: { sm: 1 } }}>
            {t(submitId)}
          </Button>
        ) : null}
      </Stack>
    </>
  );
}
