import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useFieldMessages } from './form-field';
import type { FormSelectProps } from './form-select';
import { useTranslate } from './message';

/**
 * FormSelect as the browser's own `select` in the same outlined frame (MUI's native TextField select: label, notch,
 * arrow, helper text and error), for short lists on a page that should not load MUI's Select, Menu, Popover and Modal
 * (sign-up; ADR 0006 r9). The phone's own picker opens; the options are the same. An unchosen field shows an empty,
 * disabled first option and is `null` in the form; with `allowEmpty` that option reads "None" and can be chosen.
 */
export function FormNativeSelect({
  name,
  labelId,
  labelValues,
  helperId,
  required,
  disabled,
  options,
  allowEmpty,
}: FormSelectProps) {
  const t = useTranslate();
  const id = useId();
  const { field, fieldState } = useController({ name });
  const { helperText } = useFieldMessages(fieldState.error, helperId);
  const byKey = new Map(options.map((o) => [String(o.value), o.value]));
  const label = t(labelId, labelValues);
  const value = field.value === null || field.value === undefined ? '' : String(field.value);
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  // with an empty choice that has a text ("None") the label stays up, so the two never overlap
  const shrink = allowEmpty ? true : undefined;
  return (
    <FormControl
      required={required}
      disabled={disabled}
      error={Boolean(fieldState.error)}
      fullWidth
      margin="normal"
      variant="outlined"
    >
      <InputLabel htmlFor={id} id={`${id}-label`} shrink={shrink}>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        name={field.name}
        value={value}
        onChange={(event) =>
          field.onChange(
            event.target.value === '' ? null : (byKey.get(event.target.value) ?? event.target.value),
          )
        }
        onBlur={field.onBlur}
        inputRef={field.ref}
        input={<OutlinedInput label={label} notched={shrink} />}
        aria-describedby={helperTextId}
      >
        <option value="" disabled={!allowEmpty}>
          {allowEmpty ? t('ui.select.none') : ''}
        </option>
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.labelId ? t(option.labelId) : (option.label ?? String(option.value))}
          </option>
        ))}
      </NativeSelect>
      {helperText ? <FormHelperText id={helperTextId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
