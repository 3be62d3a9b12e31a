import type { FieldErrors } from '@platform/contract';

/**
 * Every validation message id (spec §5). The English and Bengali texts live in the label catalogue
 * (`libs/shared/i18n/src/catalogue/validation.ts`); this lib never holds a sentence.
 */
export const VALIDATION_MESSAGES = {
  required: 'validation.required',
  alreadyExists: 'validation.already_exists',
  referenceMissing: 'validation.reference_missing',
  number: 'validation.number',
  integer: 'validation.integer',
  format: 'validation.format',
  email: 'validation.email',
  url: 'validation.url',
  uuid: 'validation.uuid',
  date: 'validation.date',
  oneOf: 'validation.one_of',
  length: 'validation.length',
  minLength: 'validation.min_length',
  maxLength: 'validation.max_length',
  min: 'validation.min',
  max: 'validation.max',
  arrayMin: 'validation.array_min',
  arrayMax: 'validation.array_max',
  password: 'validation.password',
  passwordConfirm: 'validation.password_confirm',
  pinLength: 'validation.pin_length',
  walletPinLength: 'validation.wallet_pin_length',
  maxAgeLtMin: 'validation.max_age_lt_min',
  maxSalaryLtMin: 'validation.max_salary_lt_min',
  maxExperienceLtMin: 'validation.max_experience_lt_min',
  deadlineBeforePublished: 'validation.deadline_before_published',
  deadlineWithinDays: 'validation.deadline_within_days',
  endBeforeStart: 'validation.end_before_start',
  dateRangeMaxDays: 'validation.date_range_max_days',
  startOnOrBeforeToday: 'validation.start_on_or_before_today',
  presentOnOrAfterToday: 'validation.present_on_or_after_today',
  endTimeAfterStart: 'validation.end_time_after_start',
  emailOrMobile: 'validation.email_or_mobile',
  time: 'validation.time',
  dobInvalid: 'validation.dob_invalid',
  dobMinAge: 'validation.dob_min_age',
  nid: 'validation.nid',
  birthCertificate: 'validation.birth_certificate',
  passport: 'validation.passport',
  mobile: 'validation.mobile',
  mobileDigits: 'validation.mobile_digits',
  phone: 'validation.phone',
  yearFourDigits: 'validation.year_four_digits',
  cgpaScale: 'validation.cgpa_scale',
  cgpaWithinScale: 'validation.cgpa_within_scale',
  rowStatus: 'validation.row_status',
  statusRequired: 'validation.status_required',
  channelRequired: 'validation.channel_required',
  atLeastOne: 'validation.at_least_one',
  eitherLanguage: 'validation.either_language',
  specialCharacters: 'validation.special_characters',
  fileSize: 'validation.file_size',
  uploadTotal: 'validation.upload_total',
  fileType: 'validation.file_type',
  /** A file or image field's path names no upload the caller may use (resource engine, ADR 0123). */
  fileNotUploaded: 'validation.file_not_uploaded',
  totalLtPass: 'validation.total_lt_pass',
  selectedMarksTotal: 'validation.selected_marks_total',
  questionExceedsTotal: 'validation.question_exceeds_total',
  examSets: 'validation.exam_sets',
  questionCount: 'validation.question_count',
  courseEndAfterStart: 'validation.course_end_after_start',
  startBeforeRegistrationEnd: 'validation.start_before_registration_end',
  availableSeatsOverTotal: 'validation.available_seats_over_total',
  noQuestionSelected: 'validation.no_question_selected',
  secureAddress: 'validation.secure_address',
  configObject: 'validation.config_object',
  reportEndBeforeStart: 'validation.report_end_before_start',
  rangeTooLong: 'validation.range_too_long',
  classesExceedDays: 'validation.classes_exceed_days',
  venueOrLink: 'validation.venue_or_link',
} as const;

export type ValidationMessageId = (typeof VALIDATION_MESSAGES)[keyof typeof VALIDATION_MESSAGES];

/** Values interpolated into an ICU message: numbers are formatted by the locale (Bengali digits in bn-BD). */
export type ValidationMessageValues = Record<string, string | number>;

/**
 * THE representation of a validation message, in yup errors and react-hook-form `FieldError.message` alike:
 * a catalogue id and, for parameterised messages, its ICU values. Render with
 * `<FormattedMessage id={m.id} values={m.values} />` (or `intl.formatMessage(m, m.values)`).
 */
export type ValidationMessage = {
  id: ValidationMessageId;
  values?: ValidationMessageValues;
};

/** Builds a (frozen) message object; yup passes object messages through untouched. */
export function msg(id: ValidationMessageId, values?: ValidationMessageValues): ValidationMessage {
  return Object.freeze(values ? { id, values: Object.freeze({ ...values }) } : { id });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Wire form of a message inside the gateway's `errors` (`FieldErrors`: field path → string[]):
 * a message without values is its bare id (`"validation.required"`); a message with values is the JSON text of the
 * message object (`{"id":"validation.array_max","values":{"max":5}}`). `parseMessage` reads both forms back.
 */
export function serializeMessage(message: ValidationMessage | string): string {
  if (typeof message === 'string') return message;
  return message.values && Object.keys(message.values).length > 0
    ? JSON.stringify({ id: message.id, values: message.values })
    : message.id;
}

/** Reads a message from any of its forms: a message object, a bare id, or the JSON text made by `serializeMessage`. */
export function parseMessage(raw: unknown): { id: string; values?: ValidationMessageValues } | null {
  if (typeof raw === 'string') {
    if (raw.startsWith('{')) {
      try {
        return parseMessage(JSON.parse(raw) as unknown);
      } catch {
        return { id: raw };
      }
    }
    return raw === '' ? null : { id: raw };
  }
  if (isRecord(raw) && typeof raw.id === 'string') {
    if (!isRecord(raw.values)) return { id: raw.id };
    const values: ValidationMessageValues = {};
    for (const [key, value] of Object.entries(raw.values)) {
      if (typeof value === 'string' || typeof value === 'number') values[key] = value;
    }
    return { id: raw.id, values };
  }
  return null;
}

/** What a catalogue id looks like: dotted lower-case words (`validation.required`, `jobs.errors.deadline`). */
const MESSAGE_ID = /^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$/;

interface ValidationErrorLike {
  path?: string;
  errors: unknown[];
  inner: ValidationErrorLike[];
}

/**
 * A yup ValidationError (validated with `abortEarly: false`) as the gateway's `errors` object: field path →
 * serialised messages, first failure first. Errors without a path (object-level tests) go under `""`.
 */
export function toFieldErrors(error: ValidationErrorLike): FieldErrors {
  const out: FieldErrors = {};
  const leaves = error.inner.length > 0 ? error.inner : [error];
  for (const leaf of leaves) {
    const key = leaf.path ?? '';
    const list = out[key] ?? [];
    out[key] = list;
    for (const raw of leaf.errors) {
      const found = parseMessage(raw);
      if (!found) continue;
      // only catalogue ids leave: a library's own English (which may echo the input) becomes the format message
      const parsed = MESSAGE_ID.test(found.id) ? found : { id: VALIDATION_MESSAGES.format };
      const text = 'values' in parsed && parsed.values ? JSON.stringify(parsed) : parsed.id;
      if (!list.includes(text)) list.push(text);
    }
  }
  return out;
}
