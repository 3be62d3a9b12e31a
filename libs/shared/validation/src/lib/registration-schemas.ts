import { object, string, type ObjectSchema } from 'yup';
import {
  type AccountDeactivationBody,
  type AnyVendorRegistrationBody,
  type CodeBody,
  type CodeRequestBody,
  type EmailVerificationQuery,
  GENDER,
  LOCALE,
  type Locale,
  type PasswordChangeBody,
  type PasswordResetBody,
  REGISTRATION_LIMITS,
  USER_TYPE,
  type UsernameBody,
  type VendorRegistrationBody,
  type VerifyUserDataBody,
  type YouthRegistrationBody,
} from '@platform/contract';
import { msg, VALIDATION_MESSAGES as V } from './messages';
import { normalizeDigits } from './normalize';
import {
  atLeastOneOf,
  dobMinAge,
  email,
  integer,
  maxLengthMessage,
  minLengthMessage,
  mobile,
  noSpecialCharacters,
  password,
  passwordConfirm,
  pin,
  REQUIRED,
  requiredText,
  text,
} from './rules';
import { USER_LIMITS } from './user-schemas';

/**
 * Self-service identity forms (spec §2 /signup, /vendor-signup, /verify-phone-number, forgot password; §5 rules):
 * the youth portal's forms and the gateway validate with these same schemas. Bengali digits typed into the mobile,
 * the date of birth, the location ids and the codes are read as ASCII digits.
 */

export const REGISTRATION_FIELD_LIMITS = {
  name: 300,
  organizationName: 300,
  designation: 300,
  /** argon2 hashes any length; a bound keeps one request from costing more than a sign-in. */
  password: 128,
  /** Opaque references (e-mail link ref, reset token) are 43 characters; anything far longer is not one. */
  token: 200,
} as const;

/** Letters, digits, dot, underscore and dash (the same rule as the admin's user form): usernames travel in URLs. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

const name = () => noSpecialCharacters(undefined, REGISTRATION_FIELD_LIMITS.name);

/** A new username: 3–100 characters of USERNAME_PATTERN. Required. */
export function newUsername() {
  return requiredText(USER_LIMITS.username.max)
    .min(USER_LIMITS.username.min, minLengthMessage)
    .matches(USERNAME_PATTERN, { message: msg(V.format), excludeEmptyString: true });
}

/** A lookup id ('৩' is 3). Required unless `.notRequired()`. */
const lookupId = () => integer().positive(msg(V.oneOf)).required(REQUIRED);

/** Optional lookup id: empty input means none. */
const optionalLookupId = () =>
  integer()
    .transform((value: unknown, original: unknown) => (original === '' ? null : value))
    .positive(msg(V.oneOf))
    .nullable();

/** '' and null both mean "not given". */
const optionalEmail = () =>
  email()
    .transform((value: unknown) => (value === '' ? null : value))
    .nullable();

const preferredLocale = () =>
  string<Locale>()
    .nullable()
    .oneOf([...Object.values(LOCALE), null, undefined], msg(V.oneOf));

const newPassword = () => password().max(REGISTRATION_FIELD_LIMITS.password, maxLengthMessage);

const accountFields = {
  full_name: name().required(REQUIRED),
  full_name_en: name().nullable(),
  mobile: mobile().required(REQUIRED),
  username: newUsername(),
  password: newPassword(),
  password_confirmation: passwordConfirm('password'),
  preferred_locale: preferredLocale(),
};

/**
 * /signup: name (Bengali, and English), gender, date of birth (valid, older than 20 years), mobile (11 digits),
 * e-mail (optional), username, division and district (and upazila), password (≥ 8 with 1 uppercase, 1 lowercase,
 * 1 number) and its confirmation. 'Already exists' and the location hierarchy are checked by the gateway.
 */
export const youthRegistrationSchema: ObjectSchema<YouthRegistrationBody> = object({
  ...accountFields,
  gender: integer().oneOf(Object.values(GENDER), msg(V.oneOf)).required(REQUIRED),
  date_of_birth: dobMinAge().required(REQUIRED),
  email: optionalEmail(),
  loc_division_id: lookupId(),
  loc_district_id: lookupId(),
  loc_upazila_id: optionalLookupId(),
});

/** /vendor-signup for a recruiter or a content provider: the account, its e-mail and the organisation's name. */
export const vendorRegistrationSchema: ObjectSchema<VendorRegistrationBody> = object({
  ...accountFields,
  email: email().required(REQUIRED),
  organization_name: name().required(REQUIRED),
  designation: text(REGISTRATION_FIELD_LIMITS.designation).nullable(),
});

/** `registrations/vendor`: the same, naming the type (2 content provider or 4 recruiter). */
export const anyVendorRegistrationSchema: ObjectSchema<AnyVendorRegistrationBody> =
  vendorRegistrationSchema.shape({
    user_type_code: integer()
      .oneOf([USER_TYPE.CONTENT_PROVIDER, USER_TYPE.RECRUITER] as const, msg(V.oneOf))
      .required(REQUIRED),
  });

/**
 * The account a code is sent to. No format rule beyond a length: an odd username is simply not found, and the
 * answer must not differ from any other unknown username.
 */
export const usernameSchema: ObjectSchema<UsernameBody> = object({
  username: requiredText(USER_LIMITS.username.max),
});

/**
 * Asking for a code: the account (a username; for a password reset also the verified mobile number) and the
 * language of the message.
 */
export const codeRequestSchema: ObjectSchema<CodeRequestBody> = object({
  username: requiredText(USER_LIMITS.username.max),
  preferred_locale: preferredLocale(),
});

/** /verify-phone-number and the forgot-password OTP step: the username and the 6-digit code ('Pin length is 6 digits'). */
export const verificationCodeSchema: ObjectSchema<CodeBody> = object({
  username: requiredText(USER_LIMITS.username.max),
  code: pin(REGISTRATION_LIMITS.CODE_DIGITS).required(REQUIRED),
});

/** Pre-check of the signup form: at least one of username, e-mail and mobile, each in its format. */
export const verifyUserDataSchema: ObjectSchema<VerifyUserDataBody> = object({
  username: text(USER_LIMITS.username.max)
    .min(USER_LIMITS.username.min, minLengthMessage)
    .matches(USERNAME_PATTERN, { message: msg(V.format), excludeEmptyString: true }),
  email: email(),
  mobile: mobile(),
}).test(atLeastOneOf(['username', 'email', 'mobile'], 'item'));

export const emailVerificationQuerySchema: ObjectSchema<EmailVerificationQuery> = object({
  ref: requiredText(REGISTRATION_FIELD_LIMITS.token),
});

/** Reset password: the reset token from the OTP step, the new password and its confirmation. */
export const passwordResetSchema: ObjectSchema<PasswordResetBody> = object({
  reset_token: requiredText(REGISTRATION_FIELD_LIMITS.token),
  password: newPassword(),
  password_confirmation: passwordConfirm('password'),
});

/** /update-password: the current password (no strength rule: old passwords must still be accepted) and a new one. */
export const passwordChangeSchema: ObjectSchema<PasswordChangeBody> = object({
  // read like the stored one (NFC, Bengali digits as ASCII), never trimmed
  current_password: string()
    .transform((value: unknown) =>
      typeof value === 'string' ? normalizeDigits(value.normalize('NFC')) : value,
    )
    .max(REGISTRATION_FIELD_LIMITS.password, maxLengthMessage)
    .required(REQUIRED),
  password: newPassword(),
  password_confirmation: passwordConfirm('password'),
});

/** Youth /settings: deactivating the own account asks for the password (read like the stored one, never trimmed). */
export const accountDeactivationSchema: ObjectSchema<AccountDeactivationBody> = object({
  password: string()
    .transform((value: unknown) =>
      typeof value === 'string' ? normalizeDigits(value.normalize('NFC')) : value,
    )
    .max(REGISTRATION_FIELD_LIMITS.password, maxLengthMessage)
    .required(REQUIRED),
});
