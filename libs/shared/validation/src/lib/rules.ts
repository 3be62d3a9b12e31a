import { array, mixed, number, ref, string, ValidationError, type AnySchema, type TestContext } from 'yup';
import { LIMITS, NOTIFICATION_CHANNEL } from '@platform/contract';
import { addDays, fullYearsBetween, today, toDay } from './dates';
import { msg, VALIDATION_MESSAGES as V, type ValidationMessage, type ValidationMessageId } from './messages';
import { normalizeDigits, normalizeText, parseBnNumber } from './normalize';
import { passwordParts } from './password-parts';

/*
 * Reusable schema pieces for the rules of spec §5. Conventions:
 * - every message is a `ValidationMessage` ({ id, values }); never English;
 * - builders return OPTIONAL schemas (empty input passes the format checks) unless their name or rule says
 *   otherwise; add `.required(REQUIRED)` where a field must be filled;
 * - text is NFC-normalised and trimmed; digits typed in Bengali are turned into ASCII in every numeric, phone,
 *   NID, PIN, year and date field (never in free text, where the user's digits are content);
 * - rules that look at "today" read `context.now` (a Date) when given — tests and the gateway can pin the clock.
 */

const MB = 1024 * 1024;

// ---------------------------------------------------------------------------------------------------------------
// Messages used as yup `message` arguments
// ---------------------------------------------------------------------------------------------------------------

export const REQUIRED: ValidationMessage = msg(V.required);

export const minLengthMessage = (p: { min: number }): ValidationMessage => msg(V.minLength, { min: p.min });
export const maxLengthMessage = (p: { max: number }): ValidationMessage => msg(V.maxLength, { max: p.max });
export const lengthMessage = (p: { length: number }): ValidationMessage =>
  msg(V.length, { length: p.length });
export const minMessage = (p: { min: unknown }): ValidationMessage =>
  msg(V.min, { min: String(p.min) === '' ? 0 : Number(p.min) });
export const maxMessage = (p: { max: unknown }): ValidationMessage => msg(V.max, { max: Number(p.max) });
export const arrayMinMessage = (p: { min: number }): ValidationMessage => msg(V.arrayMin, { min: p.min });
export const arrayMaxMessage = (p: { max: number }): ValidationMessage => msg(V.arrayMax, { max: p.max });

function nowOf(ctx: TestContext): Date {
  const now = (ctx.options.context as { now?: unknown } | undefined)?.now;
  return now instanceof Date ? now : new Date();
}

function isEmpty(value: unknown): value is '' | null | undefined {
  return value === undefined || value === null || value === '';
}

// ---------------------------------------------------------------------------------------------------------------
// Text
// ---------------------------------------------------------------------------------------------------------------

/** Free text: NFC, trimmed. Optional. */
export function text(max?: number) {
  const schema = string().transform((value: unknown) =>
    typeof value === 'string' ? normalizeText(value) : value,
  );
  return max === undefined ? schema : schema.max(max, maxLengthMessage);
}

/** A `transform` that stores an emptied input as null (a cleared optional field of a form). */
export const blankToNull = (value: unknown, original: unknown) => (original === '' ? null : value);

/** Optional free text of at most `max` characters; an empty input is null. */
export function nullableText(max: number) {
  return text(max).transform(blankToNull).nullable();
}

/** Required free text with an optional maximum length (UTF-16 units, same limit on client and gateway). */
export function requiredText(max?: number) {
  return text(max).required(REQUIRED);
}

/** Text in which Bengali digits are read as ASCII digits (codes, phone numbers, PINs). Optional. */
export function digitText() {
  return string().transform((value: unknown, original: unknown) =>
    typeof original === 'number'
      ? String(original)
      : typeof value === 'string'
        ? normalizeDigits(normalizeText(value))
        : value,
  );
}

export function email() {
  return text(254).email(msg(V.email));
}

export function url() {
  return text(2048).url(msg(V.url));
}

/** Characters rejected in names and titles where spec §5 forbids special characters. */
export const SPECIAL_CHARACTERS = '~`!@#$%^*=+{}[]|\\<>;"';

export function noSpecialCharacters(characters: string = SPECIAL_CHARACTERS, max?: number) {
  const set = new Set(characters);
  return text(max).test({
    name: 'special_characters',
    message: msg(V.specialCharacters),
    test: (value) => isEmpty(value) || ![...value].some((c) => set.has(c)),
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Passwords and PINs
// ---------------------------------------------------------------------------------------------------------------

// the rule's parts live in a module without yup: the forms' live checklist draws them before the rules load (ADR 0148)
export { PASSWORD_PARTS, type PasswordPart, passwordParts } from './password-parts';

/** New password: at least 8 characters with an uppercase letter, a lowercase letter and a digit. Required. */
export function password(min: number = LIMITS.PASSWORD_MIN_LENGTH) {
  return string()
    .transform((value: unknown) =>
      typeof value === 'string' ? normalizeDigits(value.normalize('NFC')) : value,
    )
    .required(REQUIRED)
    .test({
      name: 'password',
      message: msg(V.password),
      test: (value) => isEmpty(value) || Object.values(passwordParts(value, min)).every(Boolean),
    });
}

/** Confirmation that must equal the sibling `field` (default `password`). Required. */
export function passwordConfirm(field = 'password') {
  return string()
    .transform((value: unknown) =>
      typeof value === 'string' ? normalizeDigits(value.normalize('NFC')) : value,
    )
    .required(REQUIRED)
    .test({
      name: 'password_confirm',
      message: msg(V.passwordConfirm),
      test(value) {
        return isEmpty(value) || value === this.resolve(ref<string>(field));
      },
    });
}

/** A PIN of exactly `length` digits (6 by default; the mobile wallet PIN is 4: `walletPin()`). Optional. */
export function pin(length: number = LIMITS.PIN_LENGTH, id: ValidationMessageId = V.pinLength) {
  return digitText().test({
    name: 'pin_length',
    message: msg(id, { length }),
    test: (value) => isEmpty(value) || new RegExp(`^\\d{${length}}$`).test(value),
  });
}

export function walletPin() {
  return pin(LIMITS.WALLET_PIN_LENGTH, V.walletPinLength);
}

// ---------------------------------------------------------------------------------------------------------------
// Identity and contact numbers
// ---------------------------------------------------------------------------------------------------------------

/** Bangladeshi mobile: 11 digits 01[3-9]XXXXXXXX; '+880…' / '880…' and spaces or dashes are accepted and removed. */
export function normalizeMobile(value: string): string {
  const compact = normalizeDigits(value).replace(/[\s\-()]/g, '');
  const local = /^(?:\+|00)?88(0\d{10})$/.exec(compact);
  return local?.[1] ?? compact;
}

export function mobile() {
  return string()
    .transform((value: unknown) =>
      typeof value === 'string' ? normalizeMobile(normalizeText(value)) : value,
    )
    .test({
      name: 'mobile_digits',
      message: msg(V.mobileDigits, { digits: LIMITS.MOBILE_DIGITS }),
      test: (value) => isEmpty(value) || !/^\d+$/.test(value) || value.length === LIMITS.MOBILE_DIGITS,
    })
    .test({
      name: 'mobile',
      message: msg(V.mobile),
      test: (value) =>
        isEmpty(value) ||
        (/^\d+$/.test(value) && value.length !== LIMITS.MOBILE_DIGITS) ||
        /^01[3-9]\d{8}$/.test(value),
    });
}

/** Landline or any phone: digits, spaces, +, -, parentheses; at least 11 characters. */
export function phone() {
  return digitText().test({
    name: 'phone',
    message: msg(V.phone),
    test: (value) =>
      isEmpty(value) || (/^\+?[\d\s\-()]+$/.test(value) && value.length >= LIMITS.MOBILE_DIGITS),
  });
}

/** National ID: 10, 13 or 17 digits (smart card, old card, old card with birth year). */
export function nid() {
  return digitText()
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : value))
    .test({
      name: 'nid',
      message: msg(V.nid),
      test: (value) => isEmpty(value) || /^(\d{10}|\d{13}|\d{17})$/.test(value),
    });
}

// ---------------------------------------------------------------------------------------------------------------
// Numbers
// ---------------------------------------------------------------------------------------------------------------

/** A number typed in either script ('১২৩' is 123); empty input is `undefined`. Optional. */
export function bnNumber() {
  return number()
    .transform((value: unknown, original: unknown) => {
      if (typeof original === 'string' || original === null) return parseBnNumber(original);
      return value;
    })
    .typeError(msg(V.number));
}

export function integer() {
  return bnNumber().integer(msg(V.integer));
}

/** A maximum that must not be less than the sibling minimum (`minField`); each pair has its own message. */
export function rangeMax(minField: string, messageId: ValidationMessageId) {
  return bnNumber().test({
    name: messageId,
    message: msg(messageId),
    test(value) {
      const min = parseBnNumber((this.parent as Record<string, unknown> | undefined)?.[minField]);
      return value === undefined || min === undefined || Number.isNaN(min) || value >= min;
    },
  });
}

export const maxAge = (minField = 'min_age') => rangeMax(minField, V.maxAgeLtMin);
export const maxSalary = (minField = 'min_salary') => rangeMax(minField, V.maxSalaryLtMin);
export const maxExperience = (minField = 'min_experience') => rangeMax(minField, V.maxExperienceLtMin);

/** A four-digit year ('২০২৪' is 2024). Optional. */
export function year4() {
  return number()
    .transform((value: unknown, original: unknown) => {
      if (typeof original === 'string' || original === null) return parseBnNumber(original);
      return value;
    })
    .typeError(msg(V.yearFourDigits))
    .test({
      name: 'year_four_digits',
      message: msg(V.yearFourDigits),
      // absent (undefined, or null once a blank input is read as none) is for `.required()` to judge
      test: (value) =>
        value === undefined || value === null || (Number.isInteger(value) && value >= 1000 && value <= 9999),
    });
}

/** CGPA scale: 4 or 5. */
export function cgpaScale() {
  return bnNumber().oneOf([...LIMITS.CGPA_SCALES], msg(V.cgpaScale));
}

/** CGPA between 0 and the sibling scale (`scaleField`, 5 when absent). */
export function cgpa(scaleField = 'cgpa_scale') {
  return bnNumber().test({
    name: 'cgpa_within_scale',
    test(value) {
      if (value === undefined) return true;
      const given = parseBnNumber((this.parent as Record<string, unknown> | undefined)?.[scaleField]);
      const scale =
        given !== undefined && (LIMITS.CGPA_SCALES as readonly number[]).includes(given) ? given : 5;
      return (
        (value >= 0 && value <= scale) || this.createError({ message: msg(V.cgpaWithinScale, { scale }) })
      );
    },
  });
}

/** A status that must be chosen from `allowed` ('a valid status must be selected'). Required. */
export function status<T extends string | number>(allowed: readonly T[]) {
  return mixed<T>((value): value is T => allowed.includes(value as T))
    .required(msg(V.statusRequired))
    .typeError(msg(V.statusRequired))
    .oneOf([...allowed], msg(V.statusRequired));
}

/** An optional value out of `allowed` (a list's filter); anything else: 'a valid … must be selected'. */
export function optionalOneOf<T extends string | number>(allowed: readonly T[]) {
  return mixed<T>((value): value is T => allowed.includes(value as T))
    .typeError(msg(V.oneOf))
    .oneOf([...allowed, undefined], msg(V.oneOf));
}

/** `optionalOneOf` where an empty input is no filter (a select's "all" sends ''). */
export function filterOf<T extends string | number>(allowed: readonly T[]) {
  return optionalOneOf(allowed).transform((_value: unknown, original: unknown) =>
    original === '' ? undefined : original,
  );
}

/** An optional number out of `values`, typed in either script; a blank or a missing one is null. */
export function numberChoice<T extends number>(values: readonly T[]) {
  return integer()
    .transform(blankToNull)
    .nullable()
    .oneOf([...values, null], msg(V.oneOf)) as unknown as ReturnType<typeof mixed<T>>;
}

/** An optional record id of a list's filter (a positive whole number); an empty input is no filter. */
export function idFilter() {
  return number()
    .transform((value: number, original: unknown) => (original === '' ? undefined : value))
    .typeError(msg(V.oneOf))
    .integer(msg(V.oneOf))
    .min(1, msg(V.oneOf))
    .max(Number.MAX_SAFE_INTEGER, msg(V.oneOf));
}

/** `total_marks` (1 to `max`) and `pass_marks` (0 to `max`) of a marked test: the total not below the pass mark. */
export function marksFields(max: number) {
  return {
    total_marks: integer()
      .min(1, minMessage)
      .max(max, maxMessage)
      .required(REQUIRED)
      .test({
        name: 'total_lt_pass',
        message: msg(V.totalLtPass),
        test(total) {
          const pass = (this.parent as { pass_marks?: unknown }).pass_marks;
          return typeof pass !== 'number' || typeof total !== 'number' || total >= pass;
        },
      }),
    pass_marks: integer().min(0, minMessage).max(max, maxMessage).required(REQUIRED),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Choices
// ---------------------------------------------------------------------------------------------------------------

/** Names used by the 'at least one … is required' message (ICU `select` in the catalogue). */
export const AT_LEAST_ONE_FIELDS = [
  'specialized_skill',
  'aspiration',
  'question',
  'area_of_experience',
  'basic_skill',
  'interest',
  'area_of_business',
  'sub_trade',
  'physical_disability',
  'specialized_area',
  'registration_interest',
  'channel',
  'item',
] as const;
export type AtLeastOneField = (typeof AT_LEAST_ONE_FIELDS)[number];

/** A list that needs at least one entry. Required. */
export function atLeastOne<TItem extends AnySchema>(field: AtLeastOneField, of?: TItem) {
  const message = msg(V.atLeastOne, { field });
  return array(of ?? mixed())
    .min(1, message)
    .required(message);
}

/** Object-level rule: at least one of `fields` is filled ('fill at least one'). The error lands on the first field. */
export function atLeastOneOf(fields: readonly string[], field: AtLeastOneField = 'registration_interest') {
  return {
    name: 'at_least_one',
    test(this: TestContext, value: unknown) {
      const record = (value ?? {}) as Record<string, unknown>;
      const filled = fields.some((key) => {
        const v = record[key];
        return Array.isArray(v) ? v.length > 0 : !isEmpty(v) && v !== false;
      });
      if (filled) return true;
      const first = fields[0] ?? '';
      return this.createError({
        path: this.path ? `${this.path}.${first}` : first,
        message: msg(V.atLeastOne, { field }),
      });
    },
  };
}

/** Notification channels: at least one of email, sms, in_app. Required. */
export function channels() {
  const message = msg(V.channelRequired);
  return array(string().oneOf(Object.values(NOTIFICATION_CHANNEL), msg(V.oneOf)).defined())
    .min(1, message)
    .required(message);
}

// ---------------------------------------------------------------------------------------------------------------
// Dates ('YYYY-MM-DD' or ISO timestamps; compared as calendar days in Asia/Dhaka)
// ---------------------------------------------------------------------------------------------------------------

/** HH:MM (24-hour; Bengali digits accepted); "9:05" becomes "09:05". Optional: add `.required(REQUIRED)`. */
export function timeOfDay() {
  return string()
    .transform((value: unknown) => {
      if (typeof value !== 'string') return value;
      const m = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(normalizeDigits(normalizeText(value)));
      return m ? `${m[1]?.padStart(2, '0')}:${m[2]}` : value;
    })
    .test({
      name: 'time',
      message: msg(V.time),
      test: (v) => isEmpty(v) || /^([01]\d|2[0-3]):[0-5]\d$/.test(v),
    });
}

/** An ISO date or timestamp (Bengali digits accepted); a Date becomes its ISO text. Optional. */
export function dateString() {
  return string()
    .transform((value: unknown, original: unknown) => {
      if (original instanceof Date)
        return Number.isNaN(original.getTime()) ? 'invalid' : original.toISOString();
      return typeof value === 'string' ? normalizeDigits(normalizeText(value)) : value;
    })
    .test({ name: 'date', message: msg(V.date), test: (value) => isEmpty(value) || toDay(value) !== null });
}

interface CompareOptions {
  /** `true`: must be strictly after; `false`: the same day also passes. */
  strict?: boolean;
  messageId?: ValidationMessageId;
}

function siblingDay(ctx: TestContext, field: string): string | null {
  return toDay((ctx.parent as Record<string, unknown> | undefined)?.[field]);
}

/** A date on or after (strict: after) the sibling `field`. Default message: end date before start date. */
export function dateAfter(
  field: string,
  { strict = false, messageId = V.endBeforeStart }: CompareOptions = {},
) {
  return dateString().test({
    name: messageId,
    message: msg(messageId),
    test(value) {
      const mine = toDay(value);
      const other = siblingDay(this, field);
      if (!mine || !other) return true;
      return strict ? mine > other : mine >= other;
    },
  });
}

/** End date ≥ start date ('End date must be after or equal to start date'). */
export const endDate = (startField = 'start_date') => dateAfter(startField);

/** A start date on or before today (Dhaka). */
export function startOnOrBeforeToday() {
  return dateString().test({
    name: 'start_on_or_before_today',
    message: msg(V.startOnOrBeforeToday),
    test(value) {
      const mine = toDay(value);
      return !mine || mine <= today(nowOf(this));
    },
  });
}

/** A "present" date on or after today (Dhaka). */
export function presentOnOrAfterToday() {
  return dateString().test({
    name: 'present_on_or_after_today',
    message: msg(V.presentOnOrAfterToday),
    test(value) {
      const mine = toDay(value);
      return !mine || mine >= today(nowOf(this));
    },
  });
}

/**
 * Job application deadline: not before the sibling published date, and within the next `days` days
 * (today … today + 30).
 */
export function applicationDeadline(
  publishedField = 'published_at',
  days: number = LIMITS.APPLICATION_DEADLINE_DAYS,
) {
  return dateString()
    .test({
      name: 'deadline_before_published',
      message: msg(V.deadlineBeforePublished),
      test(value) {
        const mine = toDay(value);
        const published = siblingDay(this, publishedField);
        return !mine || !published || mine >= published;
      },
    })
    .test({
      name: 'deadline_within_days',
      message: msg(V.deadlineWithinDays, { days }),
      test(value) {
        const mine = toDay(value);
        if (!mine) return true;
        const start = today(nowOf(this));
        return mine >= start && mine <= addDays(start, days);
      },
    });
}

/** Date of birth: a real past date, and the person at least `years` full years old (20 by default). */
export function dobMinAge(years: number = LIMITS.DATE_OF_BIRTH_MIN_YEARS) {
  return string()
    .transform((value: unknown, original: unknown) => {
      if (original instanceof Date)
        return Number.isNaN(original.getTime()) ? 'invalid' : original.toISOString();
      return typeof value === 'string' ? normalizeDigits(normalizeText(value)) : value;
    })
    .test({
      name: 'dob_invalid',
      message: msg(V.dobInvalid),
      test(value) {
        if (isEmpty(value)) return true;
        const day = toDay(value);
        return day !== null && day >= '1900-01-01' && day <= today(nowOf(this));
      },
    })
    .test({
      name: 'dob_min_age',
      message: msg(V.dobMinAge, { years }),
      test(value) {
        const day = toDay(value);
        const now = today(nowOf(this));
        if (!day || day > now) return true;
        return fullYearsBetween(day, now) >= years;
      },
    });
}

// ---------------------------------------------------------------------------------------------------------------
// Files
// ---------------------------------------------------------------------------------------------------------------

/** What the rules read of a file: a browser File/Blob, or the gateway's multipart part description. */
export interface FileLike {
  size: number;
  name?: string;
  type?: string;
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function isFileLike(value: unknown): value is FileLike {
  return (
    typeof value === 'object' && value !== null && typeof (value as { size?: unknown }).size === 'number'
  );
}

/** Whether a file matches one of `types`: extensions ('.pdf'), MIME types ('image/png') or MIME families ('image/*'). */
export function fileMatchesTypes(file: FileLike, types: readonly string[]): boolean {
  const name = (file.name ?? '').toLowerCase();
  const mime = (file.type ?? '').toLowerCase();
  return types.some((raw) => {
    const t = raw.toLowerCase();
    if (t.startsWith('.')) return name.endsWith(t);
    if (t.endsWith('/*')) return mime.startsWith(t.slice(0, -1));
    return mime === t;
  });
}

const megabytes = (bytes: number) => Math.round((bytes / MB) * 100) / 100;

export interface FileRuleOptions {
  /** Largest file in bytes; 1 MB by default. */
  maxBytes?: number;
  /** Accepted extensions / MIME types; any type when absent. */
  types?: readonly string[];
}

/** One uploaded file: at most 1 MB (or `maxBytes`) and of an accepted type. Optional. */
export function fileRules({ maxBytes = LIMITS.FILE_MAX_BYTES, types }: FileRuleOptions = {}) {
  return mixed<FileLike>(isFileLike)
    .typeError(msg(V.fileType))
    .test({
      name: 'file_size',
      message: msg(V.fileSize, { max: megabytes(maxBytes) }),
      test: (file) => !file || file.size <= maxBytes,
    })
    .test({
      name: 'file_type',
      message: msg(V.fileType),
      test: (file) => !file || !types || types.length === 0 || fileMatchesTypes(file, types),
    });
}

/**
 * The first message (a ValidationMessage) a chosen file breaks (`fileRules`, `xlsxFile`: size, type), or null when it
 * passes — what a file field shows before it uploads anything.
 */
export function fileProblem(schema: AnySchema, file: FileLike): unknown {
  try {
    schema.validateSync(file);
    return null;
  } catch (error) {
    if (ValidationError.isError(error)) return error.errors[0] ?? error.message;
    throw error;
  }
}

/** Bulk import: a single .xlsx file (extension or MIME), 1 MB at most. */
export function xlsxFile(maxBytes: number = LIMITS.FILE_MAX_BYTES) {
  return mixed<FileLike>(isFileLike)
    .typeError(msg(V.fileType))
    .test({
      // spec §5: a wrong type shows the invalid-file-type message; bulk import takes .xlsx only
      name: 'xlsx_only',
      message: msg(V.fileType),
      test: (file) =>
        !file || (file.name ? fileMatchesTypes(file, ['.xlsx']) : fileMatchesTypes(file, [XLSX_MIME])),
    })
    .test({
      name: 'file_size',
      message: msg(V.fileSize, { max: megabytes(maxBytes) }),
      test: (file) => !file || file.size <= maxBytes,
    });
}
