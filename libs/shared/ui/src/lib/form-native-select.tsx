import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';
import type { FormSelectProps } from './form-select';
import { useTranslate } from './message';
import { OutlinedFieldFrame, helperTextIdOf } from './outlined-field-frame';
import { useSelectField } from './form-field';

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
  const { field, error, helperText, value, choose } = useSelectField(name, options, helperId);
  const label = t(labelId, labelValues);
  const helperTextId = helperTextIdOf(id, helperText);
  // with an empty choice that has a text ("None") the label stays up, so the two never overlap
  const shrink = allowEmpty ? true : undefined;
  return (
    <OutlinedFieldFrame
      id={id}
      label={label}
      shrink={shrink}
      helperText={helperText}
      error={error}
      required={required}
      disabled={disabled}
    >
      <NativeSelect
        id={id}
        name={field.name}
        value={value}
        onChange={(event) => choose(event.target.value)}
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
    </OutlinedFieldFrame>
  );
}
