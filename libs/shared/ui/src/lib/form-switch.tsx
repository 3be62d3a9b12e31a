import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { type FieldBase, useFieldMessages } from './form-field';
import { useTranslate } from './message';

/** On/off switch bound to the surrounding Form. */
export function FormSwitch({ name, labelId, labelValues, helperId, disabled }: FieldBase) {
  const t = useTranslate();
  const helperDomId = useId();
  const { field, fieldState } = useController({ name });
  const { errorText, helperText } = useFieldMessages(fieldState.error, helperId);
  const control = (
    <Switch
      checked={Boolean(field.value)}
      onChange={(event) => field.onChange(event.target.checked)}
      onBlur={field.onBlur}
      name={field.name}
      slotProps={{ input: { ref: field.ref, 'aria-describedby': helperText ? helperDomId : undefined } }}
    />
  );
  return (
    <FormControl error={Boolean(errorText)} disabled={disabled} margin="normal" fullWidth>
      <FormControlLabel control={control} label={t(labelId, labelValues)} />
      {helperText ? <FormHelperText id={helperDomId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
