import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import { useController, useWatch } from 'react-hook-form';
import { publicLookup, useLookup } from '@platform/api-client';
import type { ProfileLookup } from '@platform/youth-data-access-profile';
import {
  FormLookupAutocomplete,
  FormSelect,
  FormSwitch,
  FormTextField,
  type LookupOption,
  type SelectOption,
  useFormLookupOptions,
  useTranslate,
} from '@platform/ui';

/*
 * A profile form is a list of field specs: the generic section dialog, the personal info and the job preference
 * forms all draw theirs with <ProfileFields>. The label of a field is `profile.field.<name>`.
 */

interface SpecBase {
  name: string;
  required?: boolean;
  /** Shown only while another field has this value (the rest of the time the schema ignores or clears it). */
  when?: { field: string; is: unknown };
  /** Takes the whole row. */
  wide?: boolean;
}

export type FieldSpec = SpecBase &
  (
    | { kind: 'text' | 'multiline' | 'date' | 'email' | 'tel' | 'url' }
    /** A text input with a numeric keyboard: the shared schema reads Bengali digits, a number input would refuse them. */
    | { kind: 'number'; decimal?: boolean }
    | { kind: 'select'; options: SelectOption[] }
    | { kind: 'switch' }
    | {
        kind: 'lookup';
        lookup: ProfileLookup;
        /** Another field of the form narrows the options (district → division, degree → level). */
        parent?: { field: string; filter: string };
        /** Fixed filters of the lookup (e.g. `skill_type`). */
        filters?: Record<string, string | number>;
        multiple?: boolean;
        /** Records the form already knows by name (a set being edited), so they need not be read one by one. */
        known?: readonly LookupOption[];
      }
    /** Several of a few values (checkboxes). */
    | { kind: 'choices'; options: SelectOption[] }
  );

/** The values of a profile form, by field name. */
export type FormValues = Record<string, unknown>;

/** The options of an enumeration, labelled `profile_enum.<name>.<value>`. */
export function enumOptions(name: string, values: Record<string, string | number>): SelectOption[] {
  return Object.values(values).map((value) => ({ value, labelId: `profile_enum.${name}.${value}` }));
}

/** The empty value of a field in a new item's form. */
export function emptyValue(spec: FieldSpec): unknown {
  if (spec.kind === 'switch') return false;
  if (spec.kind === 'choices' || (spec.kind === 'lookup' && spec.multiple)) return [];
  if (spec.kind === 'select' || spec.kind === 'lookup') return null;
  return '';
}

/** Form values of the specs from a stored record (missing or null fields start empty; dates lose their time). */
export function formValuesOf(
  specs: FieldSpec[],
  record?: Record<string, unknown> | null,
): Record<string, unknown> {
  return Object.fromEntries(
    specs.map((spec) => {
      const stored = record?.[spec.name];
      if (stored === null || stored === undefined) return [spec.name, emptyValue(spec)];
      return [spec.name, spec.kind === 'date' && typeof stored === 'string' ? stored.slice(0, 10) : stored];
    }),
  );
}

function Choices({ name, options }: { name: string; options: SelectOption[] }) {
  const t = useTranslate();
  const { field, fieldState } = useController({ name });
  const chosen = (field.value as (string | number)[] | null) ?? [];
  const toggle = (value: string | number, on: boolean) =>
    field.onChange(on ? [...chosen, value] : chosen.filter((v) => v !== value));
  return (
    <FormControl component="fieldset" error={Boolean(fieldState.error)} margin="normal" fullWidth>
      <FormLabel component="legend">{t(`profile.field.${name}`)}</FormLabel>
      <FormGroup row>
        {options.map((option) => (
          <FormControlLabel
            key={String(option.value)}
            label={option.labelId ? t(option.labelId) : option.label}
            control={
              <Checkbox
                name={name}
                checked={chosen.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
                onBlur={field.onBlur}
              />
            }
          />
        ))}
      </FormGroup>
      {fieldState.error ? (
        <FormHelperText>{t(fieldState.error.message ?? 'errors.value_not_provided')}</FormHelperText>
      ) : null}
    </FormControl>
  );
}

function ProfileField({ spec }: { spec: FieldSpec }) {
  const labelId = `profile.field.${spec.name}`;
  const common = { name: spec.name, labelId, required: spec.required };
  switch (spec.kind) {
    case 'select':
      return <FormSelect {...common} options={spec.options} allowEmpty={!spec.required} />;
    case 'switch':
      return <FormSwitch {...common} />;
    case 'lookup':
      return <LookupField spec={spec} />;
    case 'choices':
      return <Choices name={spec.name} options={spec.options} />;
    case 'number':
      return <FormTextField {...common} inputMode={spec.decimal ? 'decimal' : 'numeric'} />;
    case 'multiline':
      return <FormTextField {...common} multiline minRows={2} />;
    default:
      return (
        <FormTextField {...common} type={spec.kind} inputMode={spec.kind === 'tel' ? 'tel' : undefined} />
      );
  }
}

/** A public lookup bound to the form, named in the reader's language, narrowed by its parent field. */
function LookupField({ spec }: { spec: Extract<FieldSpec, { kind: 'lookup' }> }) {
  const { name, parent, filters, known } = spec;
  const lookup = useLookup(publicLookup(spec.lookup), {
    ...useFormLookupOptions(name, parent),
    filters,
    known,
  });
  return (
    <FormLookupAutocomplete
      name={name}
      lookup={lookup}
      labelId={`profile.field.${name}`}
      parentLabelId={parent ? `profile.field.${parent.field}` : undefined}
      required={spec.required}
      multiple={spec.multiple}
    />
  );
}

function Conditional({ spec }: { spec: FieldSpec & { when: { field: string; is: unknown } } }) {
  const value = useWatch({ name: spec.when.field }) as unknown;
  // select values come back as numbers or strings: compare their text
  if (String(value) !== String(spec.when.is)) return null;
  return <Cell spec={spec} />;
}

function Cell({ spec }: { spec: FieldSpec }) {
  return (
    <Grid size={{ xs: 12, sm: spec.wide || spec.kind === 'multiline' || spec.kind === 'choices' ? 12 : 6 }}>
      <ProfileField spec={spec} />
    </Grid>
  );
}

/** The fields of a profile form, two columns from small screens up. */
export function ProfileFields({ specs }: { specs: FieldSpec[] }) {
  return (
    <Grid container columnSpacing={2}>
      {specs.map((spec) =>
        spec.when ? (
          <Conditional key={spec.name} spec={{ ...spec, when: spec.when }} />
        ) : (
          <Cell key={spec.name} spec={spec} />
        ),
      )}
    </Grid>
  );
}
