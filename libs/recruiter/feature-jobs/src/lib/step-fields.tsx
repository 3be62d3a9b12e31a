import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { JOB_LIMITS, type JobPost } from '@platform/contract';
import { FormCheckboxGroup, FormSelect, FormSwitch, FormTextField, useTranslate } from '@platform/ui';
import { CriteriaField } from './criteria-field';
import { LocationsField, LookupField, useErrorText } from './step-lookup-fields';
import { type ChoiceOption, fieldLabelId, type WizardField } from './wizard-steps';

/**
 * One choice of a fixed list, or none, as a labelled radio group (the job's gender preference, spec §3: male, female,
 * both, other — or anyone). The wire keeps a list: none is `[]`, a choice `[value]`.
 */
function OneChoiceField({
  name,
  options,
  noneLabelId,
  helperId,
}: {
  name: string;
  options: ChoiceOption[];
  noneLabelId: string;
  helperId?: string;
}) {
  const t = useTranslate();
  const helper = useId();
  const legend = useId();
  const { field, fieldState } = useController({ name });
  const errorText = useErrorText(fieldState.error);
  const chosen = ((field.value as (string | number)[] | null) ?? [])[0];
  const helperText = errorText || (helperId ? t(helperId) : '');
  return (
    <FormControl
      component="fieldset"
      error={Boolean(errorText)}
      margin="normal"
      fullWidth
      aria-describedby={helperText ? helper : undefined}
    >
      <FormLabel component="legend" id={legend}>
        {t(fieldLabelId(name))}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={legend}
        name={field.name}
        value={chosen === undefined ? '' : String(chosen)}
        onChange={(event) => {
          const picked = options.find((o) => String(o.value) === event.target.value);
          field.onChange(picked ? [picked.value] : []);
        }}
      >
        <FormControlLabel
          value=""
          label={t(noneLabelId)}
          control={<Radio onBlur={field.onBlur} slotProps={{ input: { ref: field.ref } }} />}
        />
        {options.map((option) => (
          <FormControlLabel
            key={String(option.value)}
            value={String(option.value)}
            label={t(option.labelId)}
            control={<Radio onBlur={field.onBlur} />}
          />
        ))}
      </RadioGroup>
      {helperText ? <FormHelperText id={helper}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}

/** A short list of free texts (trainings, certifications): type one, Enter adds it as a chip. */
function TextListField({ name, helperId }: { name: string; helperId?: string }) {
  const t = useTranslate();
  const { field, fieldState } = useController({ name });
  const errorText = useErrorText(fieldState.error);
  const items = (field.value as string[] | null) ?? [];
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      options={[]}
      value={items}
      onChange={(_event, next) =>
        field.onChange(
          next
            .map((s) => s.trim())
            .filter(Boolean)
            .slice(0, JOB_LIMITS.listItems),
        )
      }
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={t(fieldLabelId(name))}
          error={Boolean(errorText)}
          helperText={errorText || (helperId ? t(helperId) : undefined)}
          margin="normal"
        />
      )}
    />
  );
}

/** What every text-like field passes on: its name, label, whether it is required and its hint. */
function textBase(field: Extract<WizardField, { kind: 'text' | 'number' | 'date' }>, labelId: string) {
  return { name: field.name, labelId, required: field.required, helperId: field.helperId };
}

/** One field of a wizard step, drawn from its definition; hidden while its `showIf` does not hold. */
export function WizardFieldView({ field, job }: { field: WizardField; job: JobPost | undefined }) {
  const t = useTranslate();
  const shown = useWatch({ name: field.showIf?.field ?? field.name, disabled: !field.showIf }) as unknown;
  if (field.showIf && !field.showIf.is(shown)) return null;
  const span = field.kind !== 'section' && field.half ? undefined : '1 / -1';
  const labelId = fieldLabelId(field.name);
  const content = (() => {
    switch (field.kind) {
      case 'section':
        return (
          <Typography component="h3" variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>
            {t(field.labelId)}
          </Typography>
        );
      case 'text':
        return (
          <FormTextField
            {...textBase(field, labelId)}
            type={field.type}
            multiline={field.multiline}
            minRows={field.multiline ? 3 : undefined}
          />
        );
      case 'number':
        // text with a numeric keyboard: Bengali digits (৫০০০০) are typed as they are and read by the shared schema
        return <FormTextField {...textBase(field, labelId)} inputMode="numeric" />;
      case 'date':
        return <FormTextField {...textBase(field, labelId)} type="date" />;
      case 'switch':
        return <FormSwitch name={field.name} labelId={labelId} helperId={field.helperId} />;
      case 'select':
        return (
          <FormSelect
            name={field.name}
            labelId={labelId}
            required={field.required}
            options={field.options}
            allowEmpty={field.allowEmpty}
          />
        );
      case 'choices':
        return (
          <FormCheckboxGroup
            name={field.name}
            labelId={labelId}
            required={field.required}
            hintId={field.helperId}
            choices={field.options.map((o) => ({ value: o.value, label: t(o.labelId) }))}
          />
        );
      case 'one':
        return (
          <OneChoiceField
            name={field.name}
            options={field.options}
            noneLabelId={field.noneLabelId}
            helperId={field.helperId}
          />
        );
      case 'lookup': {
        const known = [job?.job_sector, job?.occupation, ...(job?.skills ?? [])].filter(
          (r): r is NonNullable<typeof r> => Boolean(r),
        );
        return (
          <LookupField
            name={field.name}
            labelId={labelId}
            lookup={field.lookup}
            required={field.required}
            multiple={field.multiple}
            parent={field.parent}
            parentLabelId={field.parent ? fieldLabelId(field.parent.field) : undefined}
            known={known}
          />
        );
      }
      case 'list':
        return <TextListField name={field.name} helperId={field.helperId} />;
      case 'locations':
        return <LocationsField name={field.name} known={job?.locations ?? []} />;
      case 'criteria':
        return <CriteriaField name={field.name} helperId={field.helperId} />;
    }
  })();
  return <Box sx={{ gridColumn: span, minWidth: 0 }}>{content}</Box>;
}
