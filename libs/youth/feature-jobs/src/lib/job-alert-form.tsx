import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  EMPLOYMENT_TYPE,
  JOB_ALERT_CHANNELS,
  JOB_LEVEL,
  type JobAlert,
  type JobAlertBody,
} from '@platform/contract';
import { jobAlertSchema } from '@platform/validation';
import { formLookup, publicLookup } from '@platform/api-client';
import {
  FormCheckboxGroup,
  FormDialog,
  FormLookupField,
  FormSwitch,
  FormTextField,
  useTranslate,
} from '@platform/ui';

export interface JobAlertFormProps {
  /** The alert to edit; a new one when absent. */
  alert?: JobAlert;
  busy: boolean;
  onSubmit: (body: JobAlertBody) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The body of an alert with every list present: the form's values, and what the on / off switch sends back (the
 * alert as it is, `is_enabled` changed).
 */
export function alertValues(alert?: JobAlert): JobAlertBody {
  return {
    title: alert?.title ?? '',
    keywords: alert?.keywords ?? '',
    job_sector_ids: alert?.job_sector_ids ?? [],
    occupation_ids: alert?.occupation_ids ?? [],
    skill_ids: alert?.skill_ids ?? [],
    loc_division_id: alert?.loc_division_id ?? null,
    loc_district_id: alert?.loc_district_id ?? null,
    job_levels: alert?.job_levels ?? [],
    employment_types: alert?.employment_types ?? [],
    channels: alert?.channels ?? ['in_app'],
    is_enabled: alert?.is_enabled ?? true,
  };
}

/**
 * Add or edit a job alert (/job-alert-settings): what jobs (keywords, sectors, occupations, skills, division and
 * district, job levels, employment types — at least one), how to tell (in-app, e-mail, SMS — at least one) and on
 * or off. The shared schema checks it here and in the gateway; the gateway's refusals land on their fields.
 */
export function JobAlertFormDialog({ alert, busy, onSubmit, onClose }: JobAlertFormProps) {
  const t = useTranslate();
  return (
    <FormDialog<JobAlertBody>
      titleId={alert ? 'job_alerts.form.edit_title' : 'job_alerts.form.create_title'}
      submitLabelId="job_alerts.form.save"
      maxWidth="md"
      busy={busy}
      onClose={onClose}
      schema={jobAlertSchema}
      defaultValues={alertValues(alert)}
      onSubmit={(values) => onSubmit(values)}
    >
      <FormTextField name="title" labelId="job_alerts.field.title" />
      <fieldset style={{ border: 0, padding: 0, margin: '16px 0 0' }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 500 }}>
          {t('job_alerts.form.criteria')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('job_alerts.form.criteria_hint')}
        </Typography>
        <FormTextField
          name="keywords"
          labelId="job_alerts.field.keywords"
          helperId="job_alerts.field.keywords_help"
        />
        <Stack spacing={2} sx={{ mt: 1 }}>
          {(
            [
              ['job_sector_ids', 'job_sectors', 'sectors'],
              ['occupation_ids', 'occupations', 'occupations'],
              ['skill_ids', 'skills', 'skills'],
            ] as const
          ).map(([name, lookup, label]) => (
            <FormLookupField
              key={name}
              name={name}
              useLookup={formLookup(publicLookup(lookup))}
              labelId={`job_alerts.field.${label}`}
              multiple
              margin="none"
            />
          ))}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormLookupField
              name="loc_division_id"
              useLookup={formLookup(publicLookup('divisions'))}
              labelId="job_alerts.field.division"
              margin="none"
            />
            {/* a district of the division chosen (another division empties it) */}
            <FormLookupField
              name="loc_district_id"
              useLookup={formLookup(publicLookup('districts'))}
              parent={{ field: 'loc_division_id', filter: 'division_id' }}
              labelId="job_alerts.field.district"
              parentLabelId="job_alerts.field.division"
              margin="none"
            />
          </Stack>
        </Stack>
        <FormCheckboxGroup
          name="job_levels"
          labelId="job_alerts.field.job_levels"
          choices={Object.values(JOB_LEVEL).map((v) => ({
            value: v,
            label: t(`profile_enum.job_level.${v}`),
          }))}
        />
        <FormCheckboxGroup
          name="employment_types"
          labelId="job_alerts.field.employment_types"
          choices={Object.values(EMPLOYMENT_TYPE).map((v) => ({
            value: v,
            label: t(`profile_enum.employment_type.${v}`),
          }))}
        />
      </fieldset>
      <FormCheckboxGroup
        name="channels"
        labelId="job_alerts.field.channels"
        required
        choices={JOB_ALERT_CHANNELS.map((v) => ({ value: v, label: t(`job_alerts.channel.${v}`) }))}
      />
      <FormSwitch name="is_enabled" labelId="job_alerts.field.is_enabled" />
    </FormDialog>
  );
}
