import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { type FieldBase, useFieldMessages } from './form-field';
import { useTranslate } from './message';

export interface SelectOption {
  value: string | number;
  /** Catalogue id of the option text (preferred) … */
  labelId?: string;
  /** … or an already translated / data-provided text (e.g. a district name from the API). */
  label?: string;
}

export interface FormSelectProps extends FieldBase {
  options: SelectOption[];
  /** Adds an empty first option (value `null`). */
  allowEmpty?: boolean;
}

/** Single select bound to the surrounding Form. */
export function FormSelect({
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
  const { field, fieldState } = useController({ name });
  const { helperText } = useFieldMessages(fieldState.error, helperId);
  const byKey = new Map(options.map((o) => [String(o.value), o.value]));
  return (
    <TextField
      select
      name={field.name}
      value={field.value === null || field.value === undefined ? '' : String(field.value)}
      onChange={(event) =>
        field.onChange(
          event.target.value === '' ? null : (byKey.get(event.target.value) ?? event.target.value),
        )
      }
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={t(labelId, labelValues)}
      required={required}
      disabled={disabled}
      error={Boolean(fieldState.error)}
      helperText={helperText}
      fullWidth
      margin="normal"
    >
      {allowEmpty ? (
        <MenuItem value="">
          <em>{t('ui.select.none')}</em>
        </MenuItem>
      ) : null}
      {options.map((option) => (
        <MenuItem key={String(option.value)} value={String(option.value)}>
          {option.labelId ? t(option.labelId) : (option.label ?? String(option.value))}
        </MenuItem>
      ))}
    </TextField>
  );
}
