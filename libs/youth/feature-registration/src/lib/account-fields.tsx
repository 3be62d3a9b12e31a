import { FormTextField } from '@platform/ui';

/** The mobile number of an account (11 digits; Bengali digits are read as ASCII by the shared schema). */
export function MobileField() {
  return (
    <FormTextField
      name="mobile"
      labelId="registration.fields.mobile"
      helperId="registration.fields.mobile_hint"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      required
    />
  );
}

/** A new password and its confirmation (signup, vendor signup, reset, change): one rule hint, browser-suggested. */
export function NewPasswordFields({ labelId = 'registration.fields.password' }: { labelId?: string }) {
  return (
    <>
      <FormTextField
        name="password"
        labelId={labelId}
        helperId="registration.fields.password_hint"
        type="password"
        autoComplete="new-password"
        required
      />
      <FormTextField
        name="password_confirmation"
        labelId="registration.fields.password_confirmation"
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}

/** Username and new password of a self-registered account (youth and vendor signup). */
export function AccountFields() {
  return (
    <>
      <FormTextField
        name="username"
        labelId="registration.fields.username"
        helperId="registration.fields.username_hint"
        autoComplete="username"
        required
      />
      <NewPasswordFields />
    </>
  );
}
