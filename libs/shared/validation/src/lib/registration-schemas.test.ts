import { describe, expect, it } from 'vitest';
import {
  accountDeactivationSchema,
  anyVendorRegistrationSchema,
  emailVerificationQuerySchema,
  passwordChangeSchema,
  passwordResetSchema,
  usernameSchema,
  vendorRegistrationSchema,
  verificationCodeSchema,
  verifyUserDataSchema,
  youthRegistrationSchema,
} from './registration-schemas';
import { validateBody } from './validate';

// the clock is pinned: 2026-06-15 noon in Dhaka
const now = new Date('2026-06-15T06:00:00Z');

const youth = {
  full_name: 'রহিমা খাতুন',
  full_name_en: 'Rahima Khatun',
  gender: 2,
  date_of_birth: '2000-01-31',
  mobile: '01712345678',
  email: 'rahima@example.com',
  username: 'rahima.k',
  loc_division_id: 3,
  loc_district_id: 18,
  loc_upazila_id: 120,
  password: 'Secret123',
  password_confirmation: 'Secret123',
};

const vendor = {
  full_name: 'করিম হোসেন',
  full_name_en: 'Karim Hossain',
  email: 'karim@dhaka-tech.example',
  mobile: '01812345678',
  username: 'karim_hr',
  organization_name: 'Dhaka Tech Ltd.',
  password: 'Secret123',
  password_confirmation: 'Secret123',
};

type Schema = Parameters<typeof validateBody>[0];
const errorsOf = async (schema: Schema, body: unknown) => {
  const result = await validateBody(schema, body, { now });
  return result.ok ? {} : result.errors;
};
const parsedValue = async (schema: Schema, body: unknown) => {
  const result = await validateBody(schema, body, { now });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value as Record<string, unknown>;
};

const REQ = ['validation.required'];
/** What every sign-up form refuses when it is sent empty: the account's own fields. */
const ACCOUNT_REQUIRED = {
  full_name: REQ,
  mobile: REQ,
  username: REQ,
  password: REQ,
  password_confirmation: REQ,
};
const withValues = (id: string, values: Record<string, number | string>) => JSON.stringify({ id, values });
const MOBILE_DIGITS = withValues('validation.mobile_digits', { digits: 11 });
const WEAK = 'validation.password';
const MIN_AGE = withValues('validation.dob_min_age', { years: 20 });

/** A row of the youth table: the complete youth with `change`, refused on the change's first field. */
const refused = (
  label: string,
  change: Record<string, unknown>,
  ...messages: string[]
): [string, Record<string, unknown>, Record<string, string[]>] => [
  label,
  { ...youth, ...change },
  { [Object.keys(change)[0] ?? '']: messages },
];
const weak = (label: string, password: string) =>
  refused(label, { password, password_confirmation: password }, WEAK);

describe('youthRegistrationSchema (the /signup form)', () => {
  it.each([
    ['a complete youth', youth, {}],
    [
      'without e-mail, English name and upazila',
      { ...youth, email: '', full_name_en: null, loc_upazila_id: '' },
      {},
    ],
    [
      'everything missing',
      {},
      {
        ...ACCOUNT_REQUIRED,
        gender: REQ,
        date_of_birth: REQ,
        loc_division_id: REQ,
        loc_district_id: REQ,
      },
    ],
    weak('weak password (no uppercase)', 'secret123'),
    weak('weak password (no digit)', 'SecretPass'),
    weak('weak password (no lowercase)', 'SECRET123'),
    weak('short password', 'Sec1'),
    refused('confirmation differs', { password_confirmation: 'Secret124' }, 'validation.password_confirm'),
    refused('mobile of 10 digits', { mobile: '0171234567' }, MOBILE_DIGITS),
    refused('mobile not a Bangladeshi number', { mobile: '02123456789' }, 'validation.mobile'),
    refused('mobile with letters', { mobile: '01712abc678' }, 'validation.mobile'),
    refused('e-mail not valid', { email: 'rahima@' }, 'validation.email'),
    refused('date of birth not a date', { date_of_birth: '2000-02-30' }, 'validation.dob_invalid'),
    refused('date of birth in the future', { date_of_birth: '2027-01-01' }, 'validation.dob_invalid'),
    refused('19 years old', { date_of_birth: '2007-01-01' }, MIN_AGE),
    refused('one day short of 20', { date_of_birth: '2006-06-16' }, MIN_AGE),
    refused('unknown gender', { gender: 4 }, 'validation.one_of'),
    refused('gender as text', { gender: 'female' }, 'validation.number', 'validation.one_of'),
    refused('username with a space', { username: 'rahima k' }, 'validation.format'),
    refused('username too short', { username: 'rk' }, withValues('validation.min_length', { min: 3 })),
    refused('special characters in the name', { full_name: 'রহিমা <b>' }, 'validation.special_characters'),
    refused('a location id that is not a number', { loc_district_id: 'x' }, 'validation.number'),
    refused('a negative location id', { loc_division_id: -3 }, 'validation.one_of'),
    refused('an unknown locale', { preferred_locale: 'fr-FR' }, 'validation.one_of'),
  ])('%s', async (_label, body, errors) => {
    expect(await errorsOf(youthRegistrationSchema, body)).toEqual(errors);
  });

  it('accepts exactly 20 years on the birthday', async () => {
    expect(await errorsOf(youthRegistrationSchema, { ...youth, date_of_birth: '2006-06-15' })).toEqual({});
  });

  it('reads Bengali digits in the mobile, the date of birth and the location ids', async () => {
    const value = await parsedValue(youthRegistrationSchema, {
      ...youth,
      mobile: '০১৭১২৩৪৫৬৭৮',
      date_of_birth: '২০০০-০১-৩১',
      loc_division_id: '৩',
      loc_district_id: '১৮',
      loc_upazila_id: '১২০',
      gender: '২',
    });
    expect(value).toMatchObject({
      mobile: '01712345678',
      date_of_birth: '2000-01-31',
      loc_division_id: 3,
      loc_district_id: 18,
      loc_upazila_id: 120,
      gender: 2,
    });
  });

  it('normalises +880 mobiles, trims names and drops unknown keys', async () => {
    const value = await parsedValue(youthRegistrationSchema, {
      ...youth,
      mobile: '+880 1712-345678',
      full_name: '  রহিমা খাতুন ',
      user_type_code: 1,
      row_status: 1,
    });
    expect(value.mobile).toBe('01712345678');
    expect(value.full_name).toBe('রহিমা খাতুন');
    expect(value).not.toHaveProperty('user_type_code');
    expect(value).not.toHaveProperty('row_status');
  });

  it('reads an empty e-mail and upazila as none', async () => {
    const value = await parsedValue(youthRegistrationSchema, { ...youth, email: '', loc_upazila_id: '' });
    expect(value.email).toBeNull();
    expect(value.loc_upazila_id).toBeNull();
  });
});

describe('vendor registration schemas (/vendor-signup)', () => {
  it.each([
    ['a complete vendor', vendor, {}],
    [
      'everything missing',
      {},
      {
        ...ACCOUNT_REQUIRED,
        email: REQ,
        organization_name: REQ,
      },
    ],
    [
      'bad e-mail, bad mobile, weak password',
      { ...vendor, email: 'x', mobile: '123', password: 'abc', password_confirmation: 'abc' },
      {
        email: ['validation.email'],
        mobile: [MOBILE_DIGITS],
        password: [WEAK],
      },
    ],
  ])('%s', async (_label, body, errors) => {
    expect(await errorsOf(vendorRegistrationSchema, body)).toEqual(errors);
  });

  it.each([
    [2, {}],
    [4, {}],
    [1, { user_type_code: ['validation.one_of'] }],
    [3, { user_type_code: ['validation.one_of'] }],
    [undefined, { user_type_code: REQ }],
  ])('registrations/vendor with user type %s', async (code, errors) => {
    expect(await errorsOf(anyVendorRegistrationSchema, { ...vendor, user_type_code: code })).toEqual(errors);
  });
});

describe('verification and recovery schemas', () => {
  it.each([
    [{ username: 'rahima.k', code: '048213' }, {}],
    [{ username: 'rahima.k', code: '০৪৮২১৩' }, {}],
    [{ username: 'rahima.k', code: '04821' }, { code: [withValues('validation.pin_length', { length: 6 })] }],
    [
      { username: 'rahima.k', code: '04821a' },
      { code: [withValues('validation.pin_length', { length: 6 })] },
    ],
    [{}, { username: REQ, code: REQ }],
  ])('verificationCodeSchema %j', async (body, errors) => {
    expect(await errorsOf(verificationCodeSchema, body)).toEqual(errors);
  });

  it('reads a code typed in Bengali digits as ASCII', async () => {
    expect((await parsedValue(verificationCodeSchema, { username: 'a', code: '০৪৮২১৩' })).code).toBe(
      '048213',
    );
  });

  it.each([
    [{ username: 'anyone at all' }, {}],
    [{ username: '' }, { username: REQ }],
  ])('usernameSchema %j (no format rule: an odd name is simply not found)', async (body, errors) => {
    expect(await errorsOf(usernameSchema, body)).toEqual(errors);
  });

  it.each([
    [{ username: 'rahima.k' }, {}],
    [{ email: 'a@b.co', mobile: '01712345678' }, {}],
    [{}, { username: ['{"id":"validation.at_least_one","values":{"field":"item"}}'] }],
    [
      { email: 'nope', mobile: '017' },
      { email: ['validation.email'], mobile: [MOBILE_DIGITS] },
    ],
  ])('verifyUserDataSchema %j', async (body, errors) => {
    expect(await errorsOf(verifyUserDataSchema, body)).toEqual(errors);
  });

  it.each([
    [{ reset_token: 't'.repeat(43), password: 'NewPass123', password_confirmation: 'NewPass123' }, {}],
    [
      { reset_token: 't', password: 'newpass', password_confirmation: 'other' },
      {
        password: ['validation.password'],
        password_confirmation: ['validation.password_confirm'],
      },
    ],
    [{}, { reset_token: REQ, password: REQ, password_confirmation: REQ }],
    [
      { reset_token: 't'.repeat(201), password: 'NewPass123', password_confirmation: 'NewPass123' },
      {
        reset_token: ['{"id":"validation.max_length","values":{"max":200}}'],
      },
    ],
  ])('passwordResetSchema %#', async (body, errors) => {
    expect(await errorsOf(passwordResetSchema, body)).toEqual(errors);
  });

  it.each([
    [{ current_password: ' old pass ', password: 'NewPass123', password_confirmation: 'NewPass123' }, {}],
    [{}, { current_password: REQ, password: REQ, password_confirmation: REQ }],
    [
      { current_password: 'x', password: 'NewPass123', password_confirmation: 'NewPass124' },
      { password_confirmation: ['validation.password_confirm'] },
    ],
  ])('passwordChangeSchema %#', async (body, errors) => {
    expect(await errorsOf(passwordChangeSchema, body)).toEqual(errors);
  });

  it('keeps the current password as typed (not trimmed), Bengali digits read as ASCII like the stored one', async () => {
    const value = await parsedValue(passwordChangeSchema, {
      current_password: ' Old১২৩ ',
      password: 'NewPass123',
      password_confirmation: 'NewPass123',
    });
    expect(value.current_password).toBe(' Old123 ');
  });

  it('accountDeactivationSchema needs the password, read like the stored one and never trimmed', async () => {
    expect(await errorsOf(accountDeactivationSchema, {})).toEqual({ password: REQ });
    expect(await errorsOf(accountDeactivationSchema, { password: 'x'.repeat(500) })).toEqual({
      password: ['{"id":"validation.max_length","values":{"max":128}}'],
    });
    expect((await parsedValue(accountDeactivationSchema, { password: ' Pass১২৩ ' })).password).toBe(
      ' Pass123 ',
    );
  });

  it('emailVerificationQuerySchema needs the ref', async () => {
    expect(await errorsOf(emailVerificationQuerySchema, {})).toEqual({ ref: REQ });
    expect(await errorsOf(emailVerificationQuerySchema, { ref: 'abc' })).toEqual({});
  });
});
