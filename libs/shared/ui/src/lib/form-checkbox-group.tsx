import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { type ReactNode, useId } from 'react';
import { useController } from 'react-hook-form';
import { useTranslate } from './message';

/**
 * A group of fields named by its legend, with the group's error ('At least one … is required', from the form or the
 * gateway) under the legend, announced and tied to the group. `errorMessage`: the field's message id (or message).
 * `hintId`: the group's rule ("Choose one or more"), said before it is broken and in place of the error's line.
 */
export function FormFieldset({
  labelId,
  required,
  errorMessage,
  hintId,
  children,
}: {
  labelId: string;
  required?: boolean;
  errorMessage?: unknown;
  hintId?: string;
  children: ReactNode;
}) {
  const t = useTranslate();
  const errorId = useId();
  const error = errorMessage ? t(errorMessage) : '';
  const described = error || hintId ? errorId : undefined;
  return (
    <FormControl
      component="fieldset"
      error={Boolean(error)}
      margin="normal"
      fullWidth
      aria-describedby={described}
    >
      <FormLabel component="legend" required={required}>
        {t(labelId)}
      </FormLabel>
      {error ? (
        <FormHelperText id={errorId} role="alert" sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      ) : hintId ? (
        <FormHelperText id={errorId} sx={{ mx: 0 }}>
          {t(hintId)}
        </FormHelperText>
      ) : null}
      {children}
    </FormControl>
  );
}

export interface CheckboxChoice<V extends string | number> {
  value: V;
  label: string;
}

/**
 * Several values of a `Form` chosen with checkboxes (areas of interest, job levels, channels): a `FormFieldset` of
 * checkboxes; the value keeps the choices' order, so it does not depend on the clicking order. `columns` lays the
 * choices out in two columns from 600 px (long lists); otherwise they flow in a row.
 */
export function FormCheckboxGroup<V extends string | number>({
  name,
  labelId,
  choices,
  required,
  hintId,
  columns = false,
  single = false,
}: {
  name: string;
  labelId: string;
  choices: CheckboxChoice<V>[];
  required?: boolean;
  /** The group's rule, shown before the first error ("Choose one or more"). */
  hintId?: string;
  columns?: boolean;
  /** At most one value (a question's one right answer): ticking a box unticks the other. */
  single?: boolean;
}) {
  const { field, fieldState } = useController({ name });
  const chosen = new Set<unknown>(Array.isArray(field.value) ? field.value : []);
  const toggle = (value: V, on: boolean) => {
    const next = new Set(single ? [] : chosen);
    if (on) next.add(value);
    else next.delete(value);
    field.onChange(choices.map((c) => c.value).filter((v) => next.has(v)));
  };
  return (
    <FormFieldset
      labelId={labelId}
      required={required}
      hintId={hintId}
      errorMessage={fieldState.error ? (fieldState.error.message ?? 'errors.value_not_provided') : undefined}
    >
      <FormGroup
        row={!columns}
        sx={
          columns ? { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 } : {}
        }
      >
        {choices.map((choice, index) => (
          <FormControlLabel
            key={choice.value}
            label={choice.label}
            control={
              <Checkbox
                checked={chosen.has(choice.value)}
                onChange={(event) => toggle(choice.value, event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: index === 0 ? { ref: field.ref } : {} }}
              />
            }
          />
        ))}
      </FormGroup>
    </FormFieldset>
  );
}
