import { describe, expect, it } from 'vitest';
import { array, number, object, string, ValidationError, type AnySchema } from 'yup';
import {
  applicationDeadline,
  atLeastOne,
  atLeastOneOf,
  bnNumber,
  cgpa,
  cgpaScale,
  channels,
  dateString,
  dobMinAge,
  email,
  endDate,
  filterOf,
  idFilter,
  fileProblem,
  fileRules,
  integer,
  maxAge,
  maxExperience,
  maxSalary,
  mobile,
  nid,
  noSpecialCharacters,
  password,
  passwordConfirm,
  passwordParts,
  phone,
  pin,
  presentOnOrAfterToday,
  REQUIRED,
  requiredText,
  startOnOrBeforeToday,
  status,
  text,
  url,
  walletPin,
  year4,
  marksFields,
  numberChoice,
  optionalOneOf,
} from './rules';
import type { ValidationMessage } from './messages';

/** 2025-03-26 10:00 in Dhaka. */
const NOW = new Date('2025-03-26T04:00:00Z');

type Outcome = ValidationMessage | null;

/** Validates `value` at key `v` of an object holding `siblings`; returns the first message or null. */
async function check(
  schema: AnySchema,
  value: unknown,
  siblings: Record<string, unknown> = {},
): Promise<Outcome> {
  try {
    await object({ v: schema }).validate(
      { ...siblings, v: value },
      { abortEarly: true, context: { now: NOW } },
    );
    return null;
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    return error.errors[0] as unknown as ValidationMessage;
  }
}

async function cast(schema: AnySchema, value: unknown): Promise<unknown> {
  const out = (await object({ v: schema }).validate({ v: value }, { context: { now: NOW } })) as {
    v: unknown;
  };
  return out.v;
}

const ok = null;
const m = (id: string, values?: Record<string, string | number>): ValidationMessage =>
  (values ? { id, values } : { id }) as ValidationMessage;

type Row = [label: string, value: unknown, expected: Outcome, siblings?: Record<string, unknown>];

function table(name: string, schema: () => AnySchema, rows: Row[]) {
  describe(name, () => {
    it.each(rows)('%s', async (_label, value, expected, siblings) => {
      const result = await check(schema(), value, siblings);
      if (expected === null) expect(result).toBeNull();
      else expect(result).toEqual(expected);
    });
  });
}

table('requiredText (validation.required, max_length)', () => requiredText(5), [
  ['filled', 'abc', ok],
  ['Bengali text', 'ঢাকা', ok],
  ['empty', '', m('validation.required')],
  ['only spaces (trimmed)', '   ', m('validation.required')],
  ['missing', undefined, m('validation.required')],
  ['too long', 'abcdef', m('validation.max_length', { max: 5 })],
]);

table('email (validation.email)', () => email().required(REQUIRED), [
  ['valid', 'rahim@example.gov.bd', ok],
  ['trimmed', '  rahim@example.com ', ok],
  ['no at', 'rahim.example.com', m('validation.email')],
  ['no domain', 'rahim@', m('validation.email')],
  ['empty', '', m('validation.required')],
]);

table('email optional', () => email(), [
  ['empty passes', '', ok],
  ['undefined passes', undefined, ok],
]);

table('password (validation.password)', () => password(), [
  ['strong', 'Demo1234', ok],
  ['Bengali digits count as digits', 'Demoপাস১২৩৪', ok],
  ['too short', 'De12', m('validation.password')],
  ['no uppercase', 'demo1234', m('validation.password')],
  ['no lowercase', 'DEMO1234', m('validation.password')],
  ['no digit', 'Demodemo', m('validation.password')],
  ['empty', '', m('validation.required')],
]);

describe('passwordParts (the live checklist of the password forms)', () => {
  it('tells each part of the rule apart, Bengali digits counting as digits', () => {
    expect(passwordParts('')).toEqual({ length: false, uppercase: false, lowercase: false, digit: false });
    expect(passwordParts('demo1234')).toEqual({
      length: true,
      uppercase: false,
      lowercase: true,
      digit: true,
    });
    expect(passwordParts('Demo১২৩৪')).toEqual({
      length: true,
      uppercase: true,
      lowercase: true,
      digit: true,
    });
    expect(passwordParts('De1')).toMatchObject({ length: false, uppercase: true, digit: true });
  });
});

table('passwordConfirm (validation.password_confirm)', () => passwordConfirm(), [
  ['matches', 'Demo1234', ok, { password: 'Demo1234' }],
  ['differs', 'Demo12345', m('validation.password_confirm'), { password: 'Demo1234' }],
  ['empty', '', m('validation.required'), { password: 'Demo1234' }],
]);

table('pin (validation.pin_length 6)', () => pin(), [
  ['6 digits', '123456', ok],
  ['6 Bengali digits', '১২৩৪৫৬', ok],
  ['5 digits', '12345', m('validation.pin_length', { length: 6 })],
  ['letters', '12345a', m('validation.pin_length', { length: 6 })],
]);

table('walletPin (validation.wallet_pin_length 4)', () => walletPin(), [
  ['4 digits', '1234', ok],
  ['4 Bengali digits', '১২৩৪', ok],
  ['6 digits', '123456', m('validation.wallet_pin_length', { length: 4 })],
]);

table('number and integer (validation.number, validation.integer)', () => integer(), [
  ['number', 12, ok],
  ['ASCII string', '12', ok],
  ['Bengali string', '১২৩', ok],
  ['grouped Bengali', '১২,৩৪,৫৬৭', ok],
  ['empty is absent', '', ok],
  ['text', 'abc', m('validation.number')],
  ['fraction', '1.5', m('validation.integer')],
]);

table(
  'min / max (validation.min, validation.max)',
  () =>
    bnNumber()
      .min(1, (p) => m('validation.min', { min: Number(p.min) }))
      .max(10, (p) => m('validation.max', { max: Number(p.max) })),
  [
    ['inside', '৫', ok],
    ['below', 0, m('validation.min', { min: 1 })],
    ['above', '১১', m('validation.max', { max: 10 })],
  ],
);

table('maxAge (validation.max_age_lt_min)', () => maxAge(), [
  ['greater', 30, ok, { min_age: 18 }],
  ['equal', '১৮', ok, { min_age: 18 }],
  ['Bengali sibling', 30, ok, { min_age: '১৮' }],
  ['less', 17, m('validation.max_age_lt_min'), { min_age: 18 }],
  ['no minimum', 17, ok, {}],
]);

table('maxSalary (validation.max_salary_lt_min)', () => maxSalary(), [
  ['greater', '৫০,০০০', ok, { min_salary: 20000 }],
  ['less', 10000, m('validation.max_salary_lt_min'), { min_salary: 20000 }],
]);

table('maxExperience (validation.max_experience_lt_min)', () => maxExperience(), [
  ['greater', 5, ok, { min_experience: 2 }],
  ['less', '১', m('validation.max_experience_lt_min'), { min_experience: 2 }],
]);

table(
  'applicationDeadline (validation.deadline_before_published, deadline_within_days)',
  () => applicationDeadline(),
  [
    ['today', '2025-03-26', ok, { published_at: '2025-03-26' }],
    ['in 30 days', '2025-04-25', ok, { published_at: '2025-03-20' }],
    ['Bengali digits', '২০২৫-০৪-০১', ok, { published_at: '2025-03-20' }],
    [
      'before published',
      '2025-03-27',
      m('validation.deadline_before_published'),
      { published_at: '2025-03-28' },
    ],
    ['in 31 days', '2025-04-26', m('validation.deadline_within_days', { days: 30 }), {}],
    ['yesterday', '2025-03-25', m('validation.deadline_within_days', { days: 30 }), {}],
  ],
);

table('endDate (validation.end_before_start)', () => endDate(), [
  ['after', '2025-03-27', ok, { start_date: '2025-03-26' }],
  ['same day', '2025-03-26', ok, { start_date: '2025-03-26' }],
  ['before', '2025-03-25', m('validation.end_before_start'), { start_date: '2025-03-26' }],
  ['Bengali before', '২০২৫-০৩-২৫', m('validation.end_before_start'), { start_date: '২০২৫-০৩-২৬' }],
  ['no start', '2025-03-25', ok, {}],
  ['not a date', '2025-02-30', m('validation.date'), {}],
]);

table('startOnOrBeforeToday (validation.start_on_or_before_today)', () => startOnOrBeforeToday(), [
  ['today', '2025-03-26', ok],
  ['yesterday', '২০২৫-০৩-২৫', ok],
  ['tomorrow', '2025-03-27', m('validation.start_on_or_before_today')],
  [
    'late evening UTC is already tomorrow in Dhaka',
    '2025-03-26T19:00:00Z',
    m('validation.start_on_or_before_today'),
  ],
]);

table('presentOnOrAfterToday (validation.present_on_or_after_today)', () => presentOnOrAfterToday(), [
  ['today', '2025-03-26', ok],
  ['tomorrow', '2025-03-27', ok],
  ['yesterday', '2025-03-25', m('validation.present_on_or_after_today')],
]);

table('dateString (validation.date)', () => dateString(), [
  ['date', '2025-03-26', ok],
  ['timestamp', '2025-03-26T10:00:00+06:00', ok],
  ['Date object', new Date('2025-03-26T00:00:00Z'), ok],
  ['nonsense', 'yesterday', m('validation.date')],
  ['month 13', '2025-13-01', m('validation.date')],
]);

table('dobMinAge (validation.dob_invalid, validation.dob_min_age 20)', () => dobMinAge(), [
  ['30 years old', '1995-01-01', ok],
  ['20th birthday today', '2005-03-26', ok],
  ['Bengali digits', '১৯৯৫-০১-০১', ok],
  ['20 tomorrow', '2005-03-27', m('validation.dob_min_age', { years: 20 })],
  ['child', '2015-01-01', m('validation.dob_min_age', { years: 20 })],
  ['future', '2030-01-01', m('validation.dob_invalid')],
  ['not a date', '1995-02-30', m('validation.dob_invalid')],
  ['nonsense', 'abc', m('validation.dob_invalid')],
]);

table('nid (validation.nid)', () => nid(), [
  ['10 digits', '1234567890', ok],
  ['13 digits', '1234567890123', ok],
  ['17 digits Bengali', '১২৩৪৫৬৭৮৯০১২৩৪৫৬৭', ok],
  ['with spaces', '123 456 7890', ok],
  ['11 digits', '12345678901', m('validation.nid')],
  ['letters', '12345abcde', m('validation.nid')],
]);

table('mobile (validation.mobile, validation.mobile_digits)', () => mobile(), [
  ['Grameenphone', '01712345678', ok],
  ['Bengali digits', '০১৭১২৩৪৫৬৭৮', ok],
  ['country code', '+8801712345678', ok],
  ['dashes', '017-1234-5678', ok],
  ['10 digits', '0171234567', m('validation.mobile_digits', { digits: 11 })],
  ['12 digits', '017123456789', m('validation.mobile_digits', { digits: 11 })],
  ['bad operator', '01212345678', m('validation.mobile')],
  ['letters', '0171234567a', m('validation.mobile')],
  ['empty (optional)', '', ok],
]);

describe('mobile output', () => {
  it('is stored as 11 ASCII digits', async () => {
    expect(await cast(mobile(), '+৮৮০১৭১২৩৪৫৬৭৮')).toBe('01712345678');
  });
});

table('phone (validation.phone)', () => phone(), [
  ['landline', '02-9123456789', ok],
  ['Bengali', '০২ ৯১২৩ ৪৫৬৭৮', ok],
  ['too short', '029123', m('validation.phone')],
  ['letters', '02-91234abcd', m('validation.phone')],
]);

table('year4 (validation.year_four_digits)', () => year4(), [
  ['2024', 2024, ok],
  ['Bengali', '২০২৪', ok],
  ['three digits', '999', m('validation.year_four_digits')],
  ['five digits', 20241, m('validation.year_four_digits')],
  ['text', 'abcd', m('validation.year_four_digits')],
]);

table('cgpaScale (validation.cgpa_scale)', () => cgpaScale(), [
  ['4', 4, ok],
  ['Bengali 5', '৫', ok],
  ['10', 10, m('validation.cgpa_scale')],
]);

table('cgpa (validation.cgpa_within_scale)', () => cgpa(), [
  ['3.5 of 4', 3.5, ok, { cgpa_scale: 4 }],
  ['Bengali 4.5 of 5', '৪.৫', ok, { cgpa_scale: 5 }],
  ['4.5 of 4', 4.5, m('validation.cgpa_within_scale', { scale: 4 }), { cgpa_scale: 4 }],
  ['6 without scale', 6, m('validation.cgpa_within_scale', { scale: 5 }), {}],
  ['negative', -1, m('validation.cgpa_within_scale', { scale: 5 }), {}],
]);

table('status (validation.status_required)', () => status(['live', 'expired'] as const), [
  ['live', 'live', ok],
  ['unknown', 'gone', m('validation.status_required')],
  ['missing', undefined, m('validation.status_required')],
]);

table('channels (validation.channel_required)', () => channels(), [
  ['email', ['email'], ok],
  ['email and sms', ['email', 'sms'], ok],
  ['none', [], m('validation.channel_required')],
  ['missing', undefined, m('validation.channel_required')],
  ['unknown channel', ['fax'], m('validation.one_of')],
]);

table('atLeastOne (validation.at_least_one)', () => atLeastOne('specialized_skill', number()), [
  ['one', [1], ok],
  ['none', [], m('validation.at_least_one', { field: 'specialized_skill' })],
]);

describe('atLeastOneOf (validation.at_least_one on the first field)', () => {
  const schema = object({ a: string(), b: array(number()) }).test(atLeastOneOf(['a', 'b']));
  it.each([
    [{ a: 'x', b: [] }, null],
    [{ a: '', b: [1] }, null],
    [
      { a: '', b: [] },
      { path: 'a', message: m('validation.at_least_one', { field: 'registration_interest' }) },
    ],
  ])('%j', async (value, expected) => {
    try {
      await schema.validate(value);
      expect(expected).toBeNull();
    } catch (error) {
      if (!ValidationError.isError(error)) throw error;
      expect({ path: error.path, message: error.errors[0] }).toEqual(expected);
    }
  });
});

table('noSpecialCharacters (validation.special_characters)', () => noSpecialCharacters(), [
  ['name with dot and dash', "Md. Rahim-Uddin O'Neil", ok],
  ['Bengali', 'মোঃ রহিম', ok],
  ['angle brackets', '<script>', m('validation.special_characters')],
  ['at sign', 'rahim@home', m('validation.special_characters')],
]);

table('url (validation.url)', () => url(), [
  ['https', 'https://example.gov.bd/jobs?id=1', ok],
  ['no scheme', 'example', m('validation.url')],
]);

const MB = 1024 * 1024;
table(
  'fileRules (validation.file_size, validation.file_type)',
  () => fileRules({ types: ['.pdf', 'image/*'] }),
  [
    ['small pdf', { name: 'cv.pdf', size: 1000, type: 'application/pdf' }, ok],
    ['image by MIME', { name: 'photo', size: MB, type: 'image/png' }, ok],
    [
      'too big',
      { name: 'cv.pdf', size: MB + 1, type: 'application/pdf' },
      m('validation.file_size', { max: 1 }),
    ],
    ['wrong type', { name: 'cv.exe', size: 10, type: 'application/x-msdownload' }, m('validation.file_type')],
    ['not a file', 'cv.pdf', m('validation.file_type')],
  ],
);

describe('xlsxFile (.xlsx only: validation.file_type)', () => {
  it.each([
    ['xlsx', { name: 'users.XLSX', size: 10 }, null],
    ['csv', { name: 'users.csv', size: 10 }, m('validation.file_type')],
    ['xls', { name: 'users.xls', size: 10 }, m('validation.file_type')],
    ['2 MB xlsx', { name: 'users.xlsx', size: 2 * MB }, m('validation.file_size', { max: 1 })],
  ])('%s', async (_label, file, expected) => {
    const { xlsxFile } = await import('./rules');
    expect(await check(xlsxFile(), file)).toEqual(expected);
  });
});

describe('fileProblem (what a file field says before it uploads)', () => {
  it('gives the first rule a file breaks, or null', () => {
    const rules = fileRules({ types: ['image/png'] });
    expect(fileProblem(rules, { name: 'a.png', size: 10, type: 'image/png' })).toBeNull();
    expect(fileProblem(rules, { name: 'a.png', size: 2 * MB, type: 'image/png' })).toEqual(
      m('validation.file_size', { max: 1 }),
    );
    expect(fileProblem(rules, { name: 'a.gif', size: 10, type: 'image/gif' })).toEqual(
      m('validation.file_type'),
    );
  });
});

describe('text normalisation', () => {
  it('stores NFC: ো typed as two code points becomes U+09CB, য় U+09DF becomes U+09AF U+09BC', async () => {
    expect(await cast(text(), ' \u0995\u09C7\u09BE ')).toBe('\u0995\u09CB');
    expect(await cast(text(), '\u09DF')).toBe('\u09AF\u09BC');
  });

  it('keeps Bengali digits in free text but reads them in numbers', async () => {
    expect(await cast(text(), 'বাড়ি ১২')).toBe('বাড়ি ১২'.normalize('NFC'));
    expect(await cast(bnNumber(), '১২৩')).toBe(123);
  });
});

describe("filters and choices (a list's query, a form's select)", () => {
  const oneOf = m('validation.one_of');

  it('optionalOneOf takes a listed value or none; anything else, also an empty one, is refused', async () => {
    expect(await check(optionalOneOf(['a', 'b']), 'b')).toBe(ok);
    expect(await check(optionalOneOf(['a', 'b']), undefined)).toBe(ok);
    expect(await check(optionalOneOf(['a', 'b']), 'c')).toEqual(oneOf);
    expect(await check(optionalOneOf(['a', 'b']), '')).toEqual(oneOf);
  });

  it('filterOf reads an empty value as no filter', async () => {
    expect(await cast(filterOf(['a', 'b']), '')).toBeUndefined();
    expect(await check(filterOf(['a', 'b']), 'c')).toEqual(oneOf);
  });

  it('numberChoice reads either script and stores a blank as null; idFilter takes a positive whole number', async () => {
    expect(await cast(numberChoice([1, 2]), '২')).toBe(2);
    expect(await cast(numberChoice([1, 2]), '')).toBeNull();
    expect(await check(numberChoice([1, 2]), 3)).toEqual(oneOf);
    expect(await cast(idFilter(), '')).toBeUndefined();
    expect(await check(idFilter(), '0')).toEqual(oneOf);
    expect(await check(idFilter(), 'x')).toEqual(oneOf);
  });

  it('marksFields keeps the total at or above the pass mark', async () => {
    const marks = object(marksFields(100));
    await expect(marks.validate({ total_marks: 50, pass_marks: 40 })).resolves.toBeTruthy();
    await expect(marks.validate({ total_marks: 30, pass_marks: 40 })).rejects.toMatchObject({
      errors: [m('validation.total_lt_pass')],
    });
    await expect(marks.validate({ total_marks: 101, pass_marks: 0 })).rejects.toMatchObject({
      errors: [m('validation.max', { max: 100 })],
    });
  });
});
