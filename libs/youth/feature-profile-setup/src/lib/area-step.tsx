import CircularProgress from '@mui/material/CircularProgress';
import type { YouthProfile } from '@platform/contract';
import { Form, FormCheckboxGroup, useTranslate } from '@platform/ui';
import { areaOfAspirationSchema, areaOfInterestSchema } from '@platform/validation';
import {
  useSaveAreaOfAspirations,
  useSaveAreaOfInterest,
  useSetupLookup,
} from '@platform/youth-data-access-profile-setup';
import { useLookupTitle } from './lookup-title';
import { StepActions, type StepNavigation } from './step-actions';

/**
 * Steps "interest" and "aspire-to-be": the areas chosen with checkboxes, prefilled from the profile; at least one
 * (spec §5) in the form and again at the gateway (`PUT …/area-of-interest`, `…/area-of-aspirations` replace the set).
 */
export function AreaStep({
  kind,
  profile,
  ...nav
}: StepNavigation & { kind: 'interest' | 'aspiration'; profile: YouthProfile }) {
  const t = useTranslate();
  const title = useLookupTitle();
  const lookup = useSetupLookup(kind === 'interest' ? 'area_of_interests' : 'area_of_aspirations');
  const saveInterest = useSaveAreaOfInterest();
  const saveAspiration = useSaveAreaOfAspirations();

  if (!lookup.data)
    return (
      <CircularProgress
        aria-label={t('profile_setup.choices_loading')}
        sx={{ display: 'block', mx: 'auto', my: 4 }}
      />
    );
  const choices = lookup.data.data.map((r) => ({ value: r.id, label: title(r) }));

  if (kind === 'interest') {
    return (
      <Form
        schema={areaOfInterestSchema}
        labelId="profile_setup.step.interest"
        defaultValues={{ area_of_interest_ids: profile.area_of_interests.map((r) => r.id) }}
        onSubmit={async (values) => {
          await saveInterest.trigger({ body: values });
          nav.onDone();
        }}
      >
        <FormCheckboxGroup
          name="area_of_interest_ids"
          labelId="profile.section.area_of_interest"
          choices={choices}
          required
          columns
        />
        <StepActions onBack={nav.onBack} last={nav.last} busy={saveInterest.isMutating} />
      </Form>
    );
  }
  return (
    <Form
      schema={areaOfAspirationSchema}
      labelId="profile_setup.step.aspire-to-be"
      defaultValues={{ area_of_aspiration_ids: profile.area_of_aspirations.map((r) => r.id) }}
      onSubmit={async (values) => {
        await saveAspiration.trigger({ body: values });
        nav.onDone();
      }}
    >
      <FormCheckboxGroup
        name="area_of_aspiration_ids"
        labelId="profile.section.area_of_aspiration"
        choices={choices}
        required
        columns
      />
      <StepActions onBack={nav.onBack} last={nav.last} busy={saveAspiration.isMutating} />
    </Form>
  );
}
