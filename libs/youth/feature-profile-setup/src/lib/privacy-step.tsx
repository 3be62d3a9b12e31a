import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import type { YouthProfile } from '@platform/contract';
import { Form, FormSwitch, useTranslate } from '@platform/ui';
import { useUpdateCvBank, useUpdateDataVisibility } from '@platform/youth-data-access-profile';
import { boolean, object, type ObjectSchema } from 'yup';
import { CvBankRule, CvBankState } from './cv-bank-setting';
import { StepActions, type StepNavigation } from './step-actions';

interface PrivacyChoices {
  show_contact: boolean;
  cv_bank: boolean;
}

const schema: ObjectSchema<PrivacyChoices> = object({
  show_contact: boolean().required(),
  cv_bank: boolean().required(),
});

/** What anyone with the profile link sees, and what stays private until shown (the gateway's defaults). */
const PUBLIC_PARTS = [
  'educations',
  'experiences',
  'skills',
  'languages',
  'certifications',
  'job_preferences',
];
const PRIVATE_PARTS = ['contact', 'personal_info', 'addresses', 'guardians', 'references'];

function Parts({ titleId, parts }: { titleId: string; parts: string[] }) {
  const t = useTranslate();
  return (
    <Box sx={{ mt: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500 }}>
        {t(titleId)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {parts.map((p) => t(`profile.section.${p}`)).join(', ')}
      </Typography>
    </Box>
  );
}

function CvBankChoice({ profile }: { profile: YouthProfile }) {
  const optIn = Boolean(useWatch({ name: 'cv_bank' }));
  return (
    <>
      <FormSwitch name="cv_bank" labelId="youth_settings.cv_bank.switch" />
      <CvBankRule status={profile.cv_bank} />
      <CvBankState status={profile.cv_bank} optIn={optIn} />
    </>
  );
}

/**
 * The last step, "Privacy" (issue 12, defect 1): what others see of the profile, and the two choices a new youth
 * makes — show the mobile number and e-mail on the public profile and CV (off), and be found by recruiters in the
 * CV bank (off; it counts from 40 % completion). Nothing is required; both can be changed later (My profile, Settings).
 */
export function PrivacyStep({ profile, ...nav }: StepNavigation & { profile: YouthProfile }) {
  const t = useTranslate();
  const visibility = useUpdateDataVisibility();
  const cvBank = useUpdateCvBank();

  async function save(values: PrivacyChoices) {
    if (values.show_contact !== profile.visibility.contact)
      await visibility.trigger({ body: { sections: { contact: values.show_contact } } });
    if (values.cv_bank !== profile.cv_bank.opt_in) await cvBank.trigger({ body: { opt_in: values.cv_bank } });
    nav.onDone();
  }

  return (
    <Form
      schema={schema}
      labelId="profile_setup.step.privacy"
      defaultValues={{ show_contact: profile.visibility.contact, cv_bank: profile.cv_bank.opt_in }}
      onSubmit={save}
    >
      <Parts titleId="profile_setup.privacy.public" parts={PUBLIC_PARTS} />
      <Parts titleId="profile_setup.privacy.private" parts={PRIVATE_PARTS} />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 500 }}>
          {t('profile_setup.privacy.choices')}
        </Typography>
        <FormSwitch
          name="show_contact"
          labelId="profile_setup.privacy.show_contact"
          helperId="profile_setup.privacy.show_contact_help"
        />
        <CvBankChoice profile={profile} />
      </Box>
      <StepActions onBack={nav.onBack} last={nav.last} busy={visibility.isMutating || cvBank.isMutating} />
    </Form>
  );
}
