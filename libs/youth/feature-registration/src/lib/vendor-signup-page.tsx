import { FormattedMessage } from 'react-intl';
import Typography from '@mui/material/Typography';
import { type AnyVendorRegistrationBody, USER_TYPE } from '@platform/contract';
import { FormSelect, FormTextField } from '@platform/ui';
import { useCheckUserData, useRegisterVendor } from '@platform/youth-data-access-registration';
import { useGoToVerification } from './go-to-verification';
import { AccountFields, MobileField } from './account-fields';
import { AccountPage, RegistrationForm, usePageLocale } from './account-page';

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

const FIELDS: Record<string, string> = {
  user_type_code: 'registration.vendor.fields.user_type_code',
  organization_name: 'registration.vendor.fields.organization_name',
  full_name: 'registration.fields.full_name',
  full_name_en: 'registration.fields.full_name_en',
  designation: 'registration.vendor.fields.designation',
  email: 'registration.vendor.fields.email',
  mobile: 'registration.fields.mobile',
  username: 'registration.fields.username',
  password: 'registration.fields.password',
  password_confirmation: 'registration.fields.password_confirmation',
};

/** The rules, loaded when the form is first used (ADR 0148). */
const rules = () => import('./registration-rules').then((m) => m.vendorSignupRules);

const TYPE_OPTIONS = [USER_TYPE.RECRUITER, USER_TYPE.CONTENT_PROVIDER].map((value) => ({
  value,
  labelId: `registration.vendor.type.${value}`,
}));

/**
 * `/vendor-signup`: a recruiter or a content provider registers (spec §2). The account waits for an administrator's
 * approval; first the phone is verified at /vendor-verify-phone-number, then /vendor-signup-final-step says so.
 */
export function VendorSignupPage() {
  const goVerify = useGoToVerification(VENDOR_VERIFY_PHONE_PATH);
  const locale = usePageLocale();
  const { trigger, isMutating } = useRegisterVendor();
  const check = useCheckUserData();

  async function register(values: AnyVendorRegistrationBody) {
    goVerify(await trigger({ body: { ...values, preferred_locale: locale } }));
  }

  return (
    <AccountPage titleId="registration.vendor.title" introId="registration.vendor.intro">
      <RegistrationForm
        schema={rules}
        labelId="registration.vendor.form"
        defaultValues={empty}
        fields={FIELDS}
        busy={isMutating}
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
        <AccountFields check={(username) => check.trigger({ body: { username } })} />
      </RegistrationForm>
    </AccountPage>
  );
}

/** `/vendor-signup-final-step`: the phone is verified; the account waits for an administrator's approval. */
export function VendorFinalStepPage() {
  return (
    <AccountPage titleId="registration.vendor.final.title">
      <Typography sx={{ mt: 2 }}>
        <FormattedMessage id="registration.verify.done_vendor" />
      </Typography>
    </AccountPage>
  );
}
