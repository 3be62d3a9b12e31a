import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import type { DefaultValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { ObjectSchema } from 'yup';
import type {
  YouthDataSection,
  YouthJobPreferencesBody,
  YouthPersonalInfoBody,
  YouthProfile,
} from '@platform/contract';
import { Form, PageTitle, useToast, useTranslate } from '@platform/ui';
import { jobPreferencesSchema, personalInfoSchema } from '@platform/validation';
import { useUpdateJobPreferences, useUpdatePersonalInfo } from '@platform/youth-data-access-profile';
import type { FormValues } from './profile-fields';
import { ItemSection } from './item-section';
import { itemSectionDefs } from './item-sections';
import { JOB_PREFERENCE_FIELDS, PERSONAL_INFO_FIELDS } from './profile-forms';
import { type FieldSpec, formValuesOf, ProfileFields } from './profile-fields';
import { ProfilePage } from './profile-page';
import { SectionCard } from './section-card';

interface SettingsFormProps {
  section: YouthDataSection;
  shown: boolean;
  specs: FieldSpec[];
  schema: ObjectSchema<FormValues>;
  values: FormValues;
  busy: boolean;
  onSave: (values: FormValues) => Promise<unknown>;
}

/** One part of the profile that is a single object (personal info, job preferences), edited in place. */
function SettingsForm({ section, shown, specs, schema, values, busy, onSave }: SettingsFormProps) {
  const t = useTranslate();
  const toast = useToast();
  async function save(next: FormValues) {
    await onSave(next);
    toast.success('common.updated');
  }
  return (
    <SectionCard section={section} shown={shown}>
      <Form
        schema={schema}
        defaultValues={values as DefaultValues<FormValues>}
        onSubmit={save}
        labelId={`profile.section.${section}`}
      >
        <ProfileFields specs={specs} />
        <Button type="submit" variant="contained" loading={busy} sx={{ mt: 2 }}>
          {t('common.save')}
        </Button>
      </Form>
    </SectionCard>
  );
}

function ProfileEdit({ profile }: { profile: YouthProfile }) {
  const { locale } = useIntl();
  const defs = useMemo(() => itemSectionDefs(locale), [locale]);
  const personal = useUpdatePersonalInfo();
  const preferences = useUpdateJobPreferences();
  const t = useTranslate();
  return (
    <Stack spacing={2}>
      <div>
        <PageTitle titleId="profile.edit.title" />
        <Button component={RouterLink} to="/my-profile" startIcon={<ArrowBackOutlined />}>
          {t('profile.my_profile.back')}
        </Button>
      </div>
      <SettingsForm
        section="personal_info"
        shown={profile.visibility.personal_info}
        specs={PERSONAL_INFO_FIELDS}
        schema={personalInfoSchema as unknown as ObjectSchema<FormValues>}
        values={formValuesOf(PERSONAL_INFO_FIELDS, profile as unknown as FormValues)}
        busy={personal.isMutating}
        onSave={(values) => personal.trigger({ body: values as unknown as YouthPersonalInfoBody })}
      />
      <ItemSection def={defs.addresses} items={profile.addresses} shown={profile.visibility.addresses} />
      <ItemSection def={defs.guardians} items={profile.guardians} shown={profile.visibility.guardians} />
      <SettingsForm
        section="job_preferences"
        shown={profile.visibility.job_preferences}
        specs={JOB_PREFERENCE_FIELDS}
        schema={jobPreferencesSchema as unknown as ObjectSchema<FormValues>}
        values={formValuesOf(JOB_PREFERENCE_FIELDS, profile.job_preferences as unknown as FormValues)}
        busy={preferences.isMutating}
        onSave={(values) => preferences.trigger({ body: values as YouthJobPreferencesBody })}
      />
    </Stack>
  );
}

/** `/profile-edit` (spec §2): personal info, addresses, guardians and job preferences. */
export function ProfileEditPage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <ProfilePage>{(profile) => <ProfileEdit profile={profile} />}</ProfilePage>
    </Container>
  );
}
