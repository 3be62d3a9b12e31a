import { LIMITS } from '@platform/contract';
import { normalizeDigits } from './normalize';

// No yup here: a form's live password checklist imports this on the first screen, while the form's schema (and yup
// with it) loads when the form is first used (ADR 0148).

/** The parts of the password rule (spec §5), in the order the password forms list them. */
export const PASSWORD_PARTS = ['length', 'uppercase', 'lowercase', 'digit'] as const;
export type PasswordPart = (typeof PASSWORD_PARTS)[number];

/**
 * Which parts of the password rule a password meets: at least `min` characters, an uppercase letter, a lowercase
 * letter, a digit (Bengali digits count). The one source of the rule: `password()` and the forms' live checklist.
 */
export function passwordParts(
  value: string,
  min: number = LIMITS.PASSWORD_MIN_LENGTH,
): Record<PasswordPart, boolean> {
  const v = normalizeDigits(value.normalize('NFC'));
  return {
    length: v.length >= min,
    uppercase: /[A-Z]/.test(v),
    lowercase: /[a-z]/.test(v),
    digit: /\d/.test(v),
  };
}
