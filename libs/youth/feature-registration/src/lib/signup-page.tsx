import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useAuth } from '@platform/auth';
import { GENDER, type YouthRegistrationBody } from '@platform/contract';
import { Form, FormSelect, FormTextField } from '@platform/ui';
import { youthRegistrationSchema } from '@platform/validation';
import { useRegisterYouth } from '@platform/youth-data-access-registration';
import { LocationFields } from './location-fields';
import { VERIFY_PHONE_PATH, type VerifyPhoneState } from './verify-phone-page';
import { AccountFields, MobileField } from './account-fields';

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

const GENDER_OPTIONS = Object.values(GENDER).map((value) => ({
  value,
  labelId: `registration.gender.${value}`,
}));

function Section({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 0.5 }}>
        <FormattedMessage id={titleId} />
      </Typography>
      {children}
    </Box>
  );
}

/**
 * `/signup`: a youth registers (spec §2, §5). The shared `youthRegistrationSchema` checks every rule before sending;
 * the gateway checks the same rules plus 'Already exists' and the location hierarchy, and its field errors land on
 * their fields. On success the youth goes on to /verify-phone-number with the masked number the code went to.
 */
export function SignupPage() {
  const navigate = useNavigate();
  // codes and links arrive in the language the form was filled in
  const locale = useIntl().locale.startsWith('bn') ? 'bn-BD' : 'en-US';
  const { signIn } = useAuth();
  const { trigger, isMutating } = useRegisterYouth();

  async function register(values: YouthRegistrationBody) {
    const receipt = await trigger({
      body: { ...values, email: values.email || null, preferred_locale: locale },
    });
    const state: VerifyPhoneState = {
      mobile_hint: receipt.mobile_hint,
      resend_available_at: receipt.resend_available_at,
    };
    navigate(`${VERIFY_PHONE_PATH}?username=${encodeURIComponent(receipt.username)}`, { state });
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography component="h1" variant="h4">
          <FormattedMessage id="registration.signup.title" />
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          <FormattedMessage id="registration.signup.intro" />
        </Typography>
        <Form
          schema={youthRegistrationSchema}
          labelId="registration.signup.form"
          defaultValues={empty}
          onSubmit={register}
        >
          <Section titleId="registration.signup.section.person">
            <FormTextField
              name="full_name"
              labelId="registration.fields.full_name"
              autoComplete="name"
              required
            />
            <FormTextField
              name="full_name_en"
              labelId="registration.fields.full_name_en"
              autoComplete="name"
            />
            <FormSelect
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
            <FormTextField
              name="email"
              labelId="registration.fields.email"
              type="email"
              autoComplete="email"
            />
            <LocationFields />
          </Section>
          <Section titleId="registration.signup.section.account">
            <AccountFields />
          </Section>
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            loading={isMutating}
            sx={{ mt: 3 }}
          >
            <FormattedMessage id="registration.signup.submit" />
          </Button>
        </Form>
        <Typography sx={{ mt: 2 }}>
          <FormattedMessage id="registration.signup.have_account" />{' '}
          <Button variant="text" onClick={() => void signIn('/')}>
            <FormattedMessage id="registration.signup.sign_in" />
          </Button>
        </Typography>
      </Paper>
    </Container>
  );
}
