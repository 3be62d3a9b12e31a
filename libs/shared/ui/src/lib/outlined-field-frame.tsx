import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import type { ReactNode } from 'react';

export interface OutlinedFieldFrameProps {
  /** The input's id: the label points at it, and `${id}-helper-text` names the helper text (helperTextIdOf). */
  id: string;
  label: string;
  /** The label stays up (date inputs, a select whose empty choice has a text). */
  shrink?: boolean;
  helperText?: string;
  error: boolean;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  /** The outlined input itself (OutlinedInput, or NativeSelect with an OutlinedInput). */
  children: ReactNode;
}

/** The id of a frame's helper text, for the input's aria-describedby (undefined when it shows none). */
export function helperTextIdOf(id: string, helperText: string | undefined): string | undefined {
  return helperText ? `${id}-helper-text` : undefined;
}

/**
 * What MUI's outlined TextField draws around its input — FormControl, InputLabel, FormHelperText, with the same ids
 * and ARIA — without the TextField module (which brings Select, Menu and Modal). FormTextField and FormNativeSelect
 * are drawn in it.
 */
export function OutlinedFieldFrame({
  id,
  label,
  shrink,
  helperText,
  error,
  required,
  disabled,
  size,
  children,
}: OutlinedFieldFrameProps) {
  return (
    <FormControl
      required={required}
      disabled={disabled}
      error={error}
      size={size}
      fullWidth
      margin="normal"
      variant="outlined"
    >
      <InputLabel htmlFor={id} id={`${id}-label`} shrink={shrink}>
        {label}
      </InputLabel>
      {children}
      {helperText ? <FormHelperText id={helperTextIdOf(id, helperText)}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
