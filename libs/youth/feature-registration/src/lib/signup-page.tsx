import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuth } from '@platform/auth';
import { GENDER, type YouthRegistrationBody } from '@platform/contract';
import { FormNativeSelect, FormTextField } from '@platform/ui';
import { useCheckYouthData, useRegisterYouth } from '@platform/youth-data-access-registration';
import { LocationFields } from './location-fields';
import { useGoToVerification, VERIFY_PHONE_PATH } from './go-to-verification';
import { AccountFields, MobileField } from './account-fields';
import { AccountPage, RegistrationForm, usePageLocale } from './account-page';

/** Empty form: selects start unchosen (null), texts empty. */
const empty = {
  full_name: '',
  full_name_en: '',
  gender: null,
  date_of_birth: '',
  mobile: '',
  email: '',
  username: '',
  loc_division_id: null,
  loc_district_id: null,
  loc_upazila_id: null,
  password: '',
  password_confirmation: '',
} as unknown as YouthRegistrationBody;

/** The form's fields in order, with their labels (the error summary names them so). */
const FIELDS: Record<string, string> = {
  full_name: 'registration.fields.full_name',
  full_name_en: 'registration.fields.full_name_en',
  gender: 'registration.fields.gender',
  date_of_birth: 'registration.fields.date_of_birth',
  mobile: 'registration.fields.mobile',
  email: 'registration.fields.email',
  loc_division_id: 'registration.fields.loc_division_id',
  loc_district_id: 'registration.fields.loc_district_id',
  loc_upazila_id: 'registration.fields.loc_upazila_id',
  username: 'registration.fields.username',
  password: 'registration.fields.password',
  password_confirmation: 'registration.fields.password_confirmation',
};

/** The rules, loaded when the form is first used (ADR 0148). */
const rules = () => import('./registration-rules').then((m) => m.youthSignupRules);

const GENDER_OPTIONS = Object.values(GENDER).map((value) => ({
  value,
  labelId: `registration.gender.${value}`,
}));

function Section({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2, minWidth: 0 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 0.5 }}>
        <FormattedMessage id={titleId} />
      </Typography>
      {children}
    </Box>
  );
}

/**
 * What others will see (issue 12, defect 1), said before the account exists: the public profile's parts, what stays
 * private until the youth shows it (the gateway's YOUTH_DATA_HIDDEN_BY_DEFAULT), and that the CV bank is the youth's
 * choice, made in the profile setup and kept in Settings.
 */
function PrivacySection() {
  const rows = [
    { icon: <PublicOutlined color="primary" aria-hidden />, title: 'public_title', text: 'public' },
    { icon: <LockOutlined color="primary" aria-hidden />, title: 'private_title', text: 'private' },
  ];
  return (
    <Box component="section" aria-labelledby="signup-privacy" sx={{ mt: 3 }}>
      <Typography id="signup-privacy" component="h2" variant="h6" sx={{ mb: 1 }}>
        <FormattedMessage id="registration.signup.section.privacy" />
      </Typography>
      <Stack spacing={1.5}>
        {rows.map((row) => (
          <Stack key={row.title} direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            {row.icon}
            <Box>
              <Typography sx={{ fontWeight: 500 }}>
                <FormattedMessage id={`registration.privacy.${row.title}`} />
              </Typography>
              <Typography variant="body2" color="text.secondary">
                <FormattedMessage id={`registration.privacy.${row.text}`} />
              </Typography>
            </Box>
          </Stack>
        ))}
        <Typography variant="body2">
          <FormattedMessage id="registration.privacy.cv_bank" />
        </Typography>
      </Stack>
    </Box>
  );
}

/**
 * `/signup`: a youth registers (spec §2, §5). The shared `youthRegistrationSchema` checks every rule before sending
 * (the password part by part, with a live checklist); the username is checked when left, a taken one offering free
 * ones; a refused submit lists every field to fix. The gateway checks the same rules plus 'Already exists' and the
 * location hierarchy, and its field errors land on their fields. On success the youth goes on to
 * /verify-phone-number with the masked number the code went to.
 */
export function SignupPage() {
  const goVerify = useGoToVerification(VERIFY_PHONE_PATH);
  const locale = usePageLocale();
  const { signIn } = useAuth();
  const { trigger, isMutating } = useRegisterYouth();
  const check = useCheckYouthData();

  async function register(values: YouthRegistrationBody) {
    goVerify(await trigger({ body: { ...values, email: values.email || null, preferred_locale: locale } }));
  }

  return (
    <AccountPage titleId="registration.signup.title" introId="registration.signup.intro">
      <PrivacySection />
      <RegistrationForm
        schema={rules}
        labelId="registration.signup.form"
        defaultValues={empty}
        fields={FIELDS}
        busy={isMutating}
        onSubmit={register}
      >
        <Section titleId="registration.signup.section.person">
          <FormTextField
            name="full_name"
            labelId="registration.fields.full_name"
            autoComplete="name"
            required
          />
          <FormTextField name="full_name_en" labelId="registration.fields.full_name_en" autoComplete="name" />
          <FormNativeSelect
            name="gender"
            labelId="registration.fields.gender"
            required
            options={GENDER_OPTIONS}
          />
          <FormTextField
            name="date_of_birth"
            labelId="registration.fields.date_of_birth"
            type="date"
            autoComplete="bday"
            required
          />
        </Section>
        <Section titleId="registration.signup.section.contact">
          <MobileField />
          <FormTextField name="email" labelId="registration.fields.email" type="email" autoComplete="email" />
          <LocationFields />
        </Section>
        <Section titleId="registration.signup.section.account">
          <AccountFields check={(username) => check.trigger({ body: { username } })} />
        </Section>
      </RegistrationForm>
      <Typography sx={{ mt: 2 }}>
        <FormattedMessage id="registration.signup.have_account" />{' '}
        <Button variant="text" onClick={() => void signIn('/')}>
          <FormattedMessage id="registration.signup.sign_in" />
        </Button>
      </Typography>
    </AccountPage>
  );
}
