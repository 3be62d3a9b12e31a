import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import type { Theme } from '@mui/material/styles';
import { type ElementType, useId } from 'react';
import type { FormSelectProps } from './form-select';
import { useTranslate } from './message';
import { OutlinedFieldFrame, helperTextIdOf } from './outlined-field-frame';
import { useSelectField } from './form-field';

// MUI's native select, outlined variant: no browser arrow, room for the drawn one, the paper behind the options
const SELECT_SX = (theme: Theme) => ({
  '& select': {
    appearance: 'none',
    userSelect: 'none',
    cursor: 'pointer',
    borderRadius: `${theme.shape.borderRadius}px`,
    paddingRight: '32px',
  },
  '& select option': { backgroundColor: theme.palette.background.paper },
  '&.Mui-disabled select': { cursor: 'default' },
});
// MUI types inputComponent for input elements; InputBase renders any element type (its NativeSelect passes a select)
const SELECT_ELEMENT = 'select' as unknown as ElementType<InputBaseComponentProps>;
const ARROW_SX = {
  position: 'absolute',
  right: 7,
  top: 'calc(50% - .5em)',
  pointerEvents: 'none',
  color: 'action.active',
  '.Mui-disabled &': { color: 'action.disabled' },
} as const;

/**
 * FormSelect as the browser's own `select` in the same outlined frame (MUI's native TextField select: label, notch,
 * arrow, helper text and error), for short lists on a page that should not load MUI's Select, Menu, Popover and Modal
 * (sign-up; ADR 0006 r9). The phone's own picker opens; the options are the same. An unchosen field shows an empty,
 * disabled first option and is `null` in the form; with `allowEmpty` that option reads "None" and can be chosen.
 * The select is OutlinedInput's own input element (as MUI's NativeSelect makes it, styled as its outlined variant),
 * without the NativeSelect module, which brings MUI's underlined Input with it (≈ 2 KB on /signup, ADR 0006 r10).
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
      <OutlinedInput
        id={id}
        name={field.name}
        label={label}
        notched={shrink}
        value={value}
        onChange={(event) => choose(event.target.value)}
        onBlur={field.onBlur}
        inputRef={field.ref}
        inputComponent={SELECT_ELEMENT}
        inputProps={{
          type: undefined,
          children: [
            <option key="" value="" disabled={!allowEmpty}>
              {allowEmpty ? t('ui.select.none') : ''}
            </option>,
            ...options.map((option) => (
              <option key={String(option.value)} value={String(option.value)}>
                {option.labelId ? t(option.labelId) : (option.label ?? String(option.value))}
              </option>
            )),
          ],
        }}
        endAdornment={<ArrowDropDown aria-hidden sx={ARROW_SX} />}
        aria-describedby={helperTextId}
        sx={SELECT_SX}
      />
    </OutlinedFieldFrame>
  );
}
