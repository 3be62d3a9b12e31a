import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { JOB_LIMITS, type JobPost } from '@platform/contract';
import { publicLookup, useLookup } from '@platform/api-client';
import type { ResourceName } from '@platform/resources';
import { FormLookupAutocomplete, type Named, useFormLookupOptions, useTranslate } from '@platform/ui';
import { fieldLabelId } from './wizard-steps';

/* The wizard's fields over public lookups — one lookup, the list of locations — and a field's error text (step-fields.tsx draws them). */

/** The message of a field's error (or of its first nested one), translated. */
export function useErrorText(error: { message?: unknown } | undefined) {
  const t = useTranslate();
  return error ? t(error.message ?? 'errors.value_not_provided') : '';
}

/** A public lookup bound to the wizard's form (sector, occupation of the sector, skills, places). */
export function LookupField({
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
export function LocationsField({ name, known }: { name: string; known: LocationRefs }) {
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
