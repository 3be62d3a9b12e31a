import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type AnyVendorRegistrationBody, USER_TYPE } from '@platform/contract';
import { Form, FormSelect, FormTextField } from '@platform/ui';
import { anyVendorRegistrationSchema } from '@platform/validation';
import { useRegisterVendor } from '@platform/youth-data-access-registration';
import type { VerifyPhoneState } from './verify-phone-page';
import { AccountFields, MobileField } from './account-fields';

export const VENDOR_VERIFY_PHONE_PATH = '/vendor-verify-phone-number';

const empty = {
  user_type_code: null,
  organization_name: '',
  designation: '',
  full_name: '',
  full_name_en: '',
  email: '',
  mobile: '',
  username: '',
  password: '',
  password_confirmation: '',
} as unknown as AnyVendorRegistrationBody;

const TYPE_OPTIONS = [USER_TYPE.RECRUITER, USER_TYPE.CONTENT_PROVIDER].map((value) => ({
  value,
  labelId: `registration.vendor.type.${value}`,
}));

/**
 * `/vendor-signup`: a recruiter or a content provider registers (spec §2). The account waits for an administrator's
 * approval; first the phone is verified at /vendor-verify-phone-number, then /vendor-signup-final-step says so.
 */
export function VendorSignupPage() {
  const navigate = useNavigate();
  // codes and links arrive in the language the form was filled in
  const locale = useIntl().locale.startsWith('bn') ? 'bn-BD' : 'en-US';
  const { trigger, isMutating } = useRegisterVendor();

  async function register(values: AnyVendorRegistrationBody) {
    const receipt = await trigger({ body: { ...values, preferred_locale: locale } });
    const state: VerifyPhoneState = {
      mobile_hint: receipt.mobile_hint,
      resend_available_at: receipt.resend_available_at,
    };
    navigate(`${VENDOR_VERIFY_PHONE_PATH}?username=${encodeURIComponent(receipt.username)}`, { state });
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography component="h1" variant="h4">
          <FormattedMessage id="registration.vendor.title" />
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          <FormattedMessage id="registration.vendor.intro" />
        </Typography>
        <Form
          schema={anyVendorRegistrationSchema}
          labelId="registration.vendor.form"
          defaultValues={empty}
          onSubmit={register}
        >
          <FormSelect
            name="user_type_code"
            labelId="registration.vendor.fields.user_type_code"
            required
            options={TYPE_OPTIONS}
          />
          <FormTextField
            name="organization_name"
            labelId="registration.vendor.fields.organization_name"
            autoComplete="organization"
            required
          />
          <FormTextField
            name="full_name"
            labelId="registration.fields.full_name"
            autoComplete="name"
            required
          />
          <FormTextField name="full_name_en" labelId="registration.fields.full_name_en" autoComplete="name" />
          <FormTextField
            name="designation"
            labelId="registration.vendor.fields.designation"
            autoComplete="organization-title"
          />
          <FormTextField
            name="email"
            labelId="registration.vendor.fields.email"
            type="email"
            autoComplete="email"
            required
          />
          <MobileField />
          <AccountFields />
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
      </Paper>
    </Container>
  );
}

/** `/vendor-signup-final-step`: the phone is verified; the account waits for an administrator's approval. */
export function VendorFinalStepPage() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography component="h1" variant="h4">
          <FormattedMessage id="registration.vendor.final.title" />
        </Typography>
        <Typography sx={{ mt: 2 }}>
          <FormattedMessage id="registration.verify.done_vendor" />
        </Typography>
      </Paper>
    </Container>
  );
}
