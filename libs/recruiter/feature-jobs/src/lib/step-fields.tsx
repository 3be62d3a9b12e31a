import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useController, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { JOB_LIMITS, type JobPost, MATCHING_CRITERIA } from '@platform/contract';
import { publicLookup, useLookup } from '@platform/api-client';
import type { ResourceName } from '@platform/resources';
import {
  FormCheckboxGroup,
  FormLookupAutocomplete,
  FormSelect,
  FormSwitch,
  FormTextField,
  type Named,
  useFormLookupOptions,
  useTranslate,
} from '@platform/ui';
import { type ChoiceOption, fieldLabelId, type WizardField } from './wizard-steps';

/** The message of a field's error (or of its first nested one), translated. */
function useErrorText(error: { message?: unknown } | undefined) {
  const t = useTranslate();
  return error ? t(error.message ?? 'errors.value_not_provided') : '';
}

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

/** A public lookup bound to the wizard's form (sector, occupation of the sector, skills, places). */
function LookupField({
  lookup,
  parent,
  known,
  ...field
}: {
  name: string;
  labelId: string;
  lookup: ResourceName;
  required?: boolean;
  multiple?: boolean;
  parent?: { field: string; filter: string };
  parentLabelId?: string;
  /** Records the job already names (its sector, occupation, skills, places), so they are not read again. */
  known: readonly (Named & { id: number })[];
}) {
  const control = useLookup(publicLookup(lookup), { ...useFormLookupOptions(field.name, parent), known });
  return <FormLookupAutocomplete lookup={control} {...field} />;
}

type LocationRefs = Pick<JobPost, 'locations'>['locations'];

/** Division, optionally district, optionally upazila, one row per location (at most JOB_LIMITS.locations). */
function LocationsField({ name, known }: { name: string; known: LocationRefs }) {
  const t = useTranslate();
  const { control, formState } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name });
  const listError =
    (formState.errors[name] as { message?: unknown; root?: { message?: unknown } } | undefined) ?? undefined;
  const errorText = useErrorText(listError?.message ? listError : listError?.root);
  const divisions = known.map((l) => ({
    id: l.loc_division_id,
    title: l.division_title,
    title_en: l.division_title_en,
  }));
  const districts = known.flatMap((l) =>
    l.loc_district_id
      ? [{ id: l.loc_district_id, title: l.district_title, title_en: l.district_title_en }]
      : [],
  );
  const upazilas = known.flatMap((l) =>
    l.loc_upazila_id ? [{ id: l.loc_upazila_id, title: l.upazila_title, title_en: l.upazila_title_en }] : [],
  );
  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      {fields.map((row, index) => (
        <Paper key={row.id} variant="outlined" component="fieldset" sx={{ p: 2, mb: 2, m: 0, mt: 1 }}>
          <Box component="legend" sx={{ px: 0.5, typography: 'subtitle2' }}>
            {t('recruiter_jobs.field.location_n', { n: index + 1 })}
          </Box>
          <Box
            sx={{
              display: 'grid',
              gap: { sm: 2 },
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr auto' },
              alignItems: 'center',
            }}
          >
            <LookupField
              name={`${name}.${index}.loc_division_id`}
              labelId={fieldLabelId('loc_division_id')}
              lookup="divisions"
              required
              known={divisions}
            />
            <LookupField
              name={`${name}.${index}.loc_district_id`}
              labelId={fieldLabelId('loc_district_id')}
              lookup="districts"
              parent={{ field: `${name}.${index}.loc_division_id`, filter: 'division_id' }}
              parentLabelId={fieldLabelId('loc_division_id')}
              known={districts}
            />
            <LookupField
              name={`${name}.${index}.loc_upazila_id`}
              labelId={fieldLabelId('loc_upazila_id')}
              lookup="upazilas"
              parent={{ field: `${name}.${index}.loc_district_id`, filter: 'district_id' }}
              parentLabelId={fieldLabelId('loc_district_id')}
              known={upazilas}
            />
            <IconButton
              aria-label={`${t('recruiter_jobs.wizard.remove')}: ${t('recruiter_jobs.field.location_n', { n: index + 1 })}`}
              onClick={() => remove(index)}
              disabled={fields.length === 1}
            >
              <DeleteOutlined />
            </IconButton>
          </Box>
        </Paper>
      ))}
      {errorText ? <FormHelperText error>{errorText}</FormHelperText> : null}
      <Button
        startIcon={<AddOutlined />}
        onClick={() => append({ loc_division_id: null, loc_district_id: null, loc_upazila_id: null })}
        disabled={fields.length >= JOB_LIMITS.locations}
      >
        {t('recruiter_jobs.wizard.add')}: {t(fieldLabelId('locations'))}
      </Button>
    </Box>
  );
}

/**
 * Each matching criterion: used for the match score, and (then) mandatory for applying. One group per criterion (its
 * name is the group's name, the switches say "Use for matching" and "Mandatory"), side by side on a wide screen and
 * stacked on a phone (issue 12 defect 14: the table was wider than 360 px).
 */
function CriteriaField({ name, helperId }: { name: string; helperId?: string }) {
  const t = useTranslate();
  const { setValue } = useFormContext();
  const criteria = useWatch({ name }) as
    | Record<string, { enabled?: boolean; mandatory?: boolean }>
    | undefined;
  const helper = useId();
  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      {helperId ? (
        <Typography variant="body2" color="text.secondary" id={helper}>
          {t(helperId)}
        </Typography>
      ) : null}
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}
        aria-describedby={helperId ? helper : undefined}
      >
        {MATCHING_CRITERIA.map((criterion) => {
          const setting = criteria?.[criterion] ?? {};
          return (
            <Box component="li" key={criterion} sx={{ borderBottom: 1, borderColor: 'divider' }}>
              <Box
                component="fieldset"
                sx={{
                  border: 0,
                  m: 0,
                  px: 0,
                  py: 1,
                  minWidth: 0,
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, 1fr) auto auto' },
                  alignItems: 'center',
                  columnGap: 2,
                }}
              >
                <Box component="legend" sx={{ float: 'left', p: 0, fontWeight: 600 }}>
                  {t(`jobs.criterion.${criterion}`)}
                </Box>
                <FormControlLabel
                  label={t('recruiter_jobs.field.criterion_use')}
                  control={
                    <Switch
                      checked={setting.enabled === true}
                      onChange={(event) => {
                        setValue(`${name}.${criterion}.enabled`, event.target.checked, { shouldDirty: true });
                        if (!event.target.checked)
                          setValue(`${name}.${criterion}.mandatory`, false, { shouldDirty: true });
                      }}
                    />
                  }
                />
                <FormControlLabel
                  label={t('jobs.criterion.mandatory')}
                  control={
                    <Switch
                      checked={setting.mandatory === true}
                      onChange={(event) => {
                        setValue(`${name}.${criterion}.mandatory`, event.target.checked, {
                          shouldDirty: true,
                        });
                        // a mandatory criterion always counts in the score too (the schema says the same)
                        if (event.target.checked)
                          setValue(`${name}.${criterion}.enabled`, true, { shouldDirty: true });
                      }}
                    />
                  }
                />
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
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
