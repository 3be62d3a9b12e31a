export * from './lib/messages';
export { normalizeDigits, normalizeText, parseBnNumber } from './lib/normalize';
export { PLATFORM_TIME_ZONE, toDay, today, addDays, fullYearsBetween } from './lib/dates';
export * from './lib/rules';
export * from './lib/schemas';
export { validationLocale, applyValidationLocale } from './lib/locale';
export { validateBody, type ValidateResult } from './lib/validate';
export * from './lib/user-schemas';
export * from './lib/registration-schemas';
