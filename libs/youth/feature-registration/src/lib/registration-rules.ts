import { type ObjectSchema, string } from 'yup';
import { LIMITS } from '@platform/contract';
import {
  anyVendorRegistrationSchema,
  maxLengthMessage,
  normalizeDigits,
  PASSWORD_PARTS,
  type PasswordPart,
  passwordChangeSchema,
  passwordParts,
  passwordResetSchema,
  REGISTRATION_FIELD_LIMITS,
  REQUIRED,
  usernameSchema,
  verificationCodeSchema,
  youthRegistrationSchema,
} from '@platform/validation';

/*
 * The account forms' rules (sign-up, vendor sign-up, the codes, recovery, password change), loaded by each form when it
 * is first used (`Form`'s rules loader, ADR 0148): yup and the shared schemas are not part of these pages' first
 * screen. Import this module only through `import()`.
 */

const partMessage = (part: PasswordPart) => ({
  id: `registration.password.missing.${part}`,
  values: { min: LIMITS.PASSWORD_MIN_LENGTH },
});

/**
 * A shared schema whose new password is refused part by part (issue 12, defect 11): the field says the first part
 * of the rule still missing ("Add a number (0–9)") instead of "Password is not valid". The same rule as the shared
 * `password()` (passwordParts), which the gateway still checks.
 */
export function withPasswordParts<T extends { password: string }>(schema: ObjectSchema<T>): ObjectSchema<T> {
  let field = string()
    .transform((value: unknown) =>
      typeof value === 'string' ? normalizeDigits(value.normalize('NFC')) : value,
    )
    .required(REQUIRED)
    .max(REGISTRATION_FIELD_LIMITS.password, maxLengthMessage);
  for (const part of PASSWORD_PARTS)
    field = field.test({
      name: `password_${part}`,
      message: partMessage(part),
      test: (value) => !value || passwordParts(value)[part],
    });
  return schema.shape({ password: field }) as unknown as ObjectSchema<T>;
}

export const youthSignupRules = withPasswordParts(youthRegistrationSchema);
export const vendorSignupRules = withPasswordParts(anyVendorRegistrationSchema);
export const passwordResetRules = withPasswordParts(passwordResetSchema);
export const passwordChangeRules = withPasswordParts(passwordChangeSchema);
export { usernameSchema as usernameRules, verificationCodeSchema as codeRules };
