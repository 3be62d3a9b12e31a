import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from './message';
import { type FieldBase, type SelectOption, useSelectField } from './form-field';

export type { SelectOption } from './form-field';

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
  const { field, error, helperText, value, choose } = useSelectField(name, options, helperId);
  return (
    <TextField
      select
      name={field.name}
      value={value}
      onChange={(event) => choose(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={t(labelId, labelValues)}
      required={required}
      disabled={disabled}
      error={error}
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
