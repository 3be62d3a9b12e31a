import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useTranslate } from '@platform/ui';

export interface CheckboxChoice {
  value: number;
  label: string;
}

/**
 * A set of ids chosen with checkboxes (areas of interest, aspirations): a fieldset named by its legend, the field's
 * error ('At least one … is required', from the form or the gateway) under it and tied to it.
 */
export function CheckboxGroupField({
  name,
  labelId,
  choices,
}: {
  name: string;
  labelId: string;
  choices: CheckboxChoice[];
}) {
  const t = useTranslate();
  const errorId = useId();
  const { field, fieldState } = useController({ name });
  const chosen = new Set<number>(Array.isArray(field.value) ? (field.value as number[]) : []);
  const error = fieldState.error ? t(fieldState.error.message ?? 'errors.value_not_provided') : '';

  function toggle(value: number, on: boolean) {
    const next = new Set(chosen);
    if (on) next.add(value);
    else next.delete(value);
    // keep the lookup's order, so the body does not depend on the clicking order
    field.onChange(choices.map((c) => c.value).filter((v) => next.has(v)));
  }

  return (
    <FormControl
      component="fieldset"
      error={Boolean(error)}
      margin="normal"
      fullWidth
      aria-describedby={error ? errorId : undefined}
    >
      <FormLabel component="legend" required>
        {t(labelId)}
      </FormLabel>
      {error ? (
        <FormHelperText id={errorId} role="alert" sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      ) : null}
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
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
    </FormControl>
  );
}
