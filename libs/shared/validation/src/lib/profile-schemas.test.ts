import { catalogue } from '@platform/i18n/catalogue';
import { describe, expect, it } from 'vitest';
import type { AnyObject, ObjectSchema } from 'yup';
import {
  addressSchema,
  addToCvSchema,
  areaOfAspirationSchema,
  areaOfInterestSchema,
  certificationSchema,
  dataVisibilitySchema,
  educationSchema,
  experienceSchema,
  guardianSchema,
  jobPreferencesSchema,
  languageSchema,
  otherSchema,
  personalInfoSchema,
  portfolioSchema,
  type ProfileValidationContext,
  projectSchema,
  publicationSchema,
  referenceSchema,
  skillSchema,
  skillSetSchema,
  socialProfileSchema,
  youthItemSchemas,
} from './profile-schemas';
import { validateBody } from './validate';

/** "Today" of every table: 15 June 2025 in Dhaka. */
const now = new Date('2025-06-15T06:00:00Z');
/** Result 4 asks for a CGPA, result 1 for marks, result 5 for neither (as seeded). */
const results = {
  1: { is_marks_required: true, is_cgpa_required: false },
  4: { is_marks_required: false, is_cgpa_required: true },
  5: { is_marks_required: false, is_cgpa_required: false },
};
const context: ProfileValidationContext = { now, results };

const errorsOf = async (schema: ObjectSchema<AnyObject>, body: unknown) => {
  const result = await validateBody(schema, body, context);
  return result.ok ? {} : result.errors;
};
const parsedValue = async (schema: ObjectSchema<AnyObject>, body: unknown) => {
  const result = await validateBody(schema, body, context);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value as Record<string, unknown>;
};

const R = 'validation.required';
const ONE_OF = 'validation.one_of';

type Row = [label: string, body: Record<string, unknown>, errors: Record<string, string[]>];

const personal = { full_name: 'রহিম উদ্দিন', gender: 1 };
describe('personalInfoSchema', () => {
  it.each<Row>([
    ['name and gender are enough', personal, {}],
    ['everything missing', {}, { full_name: [R], gender: [R] }],
    ['a valid 10-digit NID', { ...personal, identity_number_type: 1, identity_number: '1234567890' }, {}],
    [
      'a 17-digit NID typed in Bengali digits with spaces',
      { ...personal, identity_number_type: '1', identity_number: '১৯৯৫ ২৬১২ ৩৪৫৬৭ ৮৯০১' },
      {},
    ],
    [
      'an 11-digit NID',
      { ...personal, identity_number_type: 1, identity_number: '12345678901' },
      { identity_number: ['validation.nid'] },
    ],
    [
      'a 16-digit birth certificate',
      { ...personal, identity_number_type: 2, identity_number: '1234567890123456' },
      { identity_number: ['validation.birth_certificate'] },
    ],
    ['a passport number', { ...personal, identity_number_type: 3, identity_number: 'bx0123456' }, {}],
    [
      'a passport of digits only',
      { ...personal, identity_number_type: 3, identity_number: '0123456789' },
      { identity_number: ['validation.passport'] },
    ],
    [
      'an identity type without the number',
      { ...personal, identity_number_type: 1 },
      { identity_number: [R] },
    ],
    [
      'a number without its type',
      { ...personal, identity_number: '1234567890' },
      { identity_number_type: [R] },
    ],
    [
      'unknown religion, marital status, freedom fighter status',
      { ...personal, religion: 9, marital_status: 0, freedom_fighter_status: 7 },
      {
        religion: [ONE_OF],
        marital_status: [ONE_OF],
        freedom_fighter_status: [ONE_OF],
      },
    ],
    [
      'a disability without its type',
      { ...personal, physical_disability_status: true },
      {
        physical_disabilities: ['{"id":"validation.at_least_one","values":{"field":"physical_disability"}}'],
      },
    ],
    [
      'a disability with an unknown type',
      { ...personal, physical_disability_status: true, physical_disabilities: [1, 42] },
      { 'physical_disabilities[1]': [ONE_OF] },
    ],
    [
      'younger than 20',
      { ...personal, date_of_birth: '2010-01-01' },
      { date_of_birth: ['{"id":"validation.dob_min_age","values":{"years":20}}'] },
    ],
    [
      'an impossible date of birth',
      { ...personal, date_of_birth: '2001-02-30' },
      { date_of_birth: ['validation.dob_invalid'] },
    ],
    ['an unknown CV template', { ...personal, cv_template: 'fancy' }, { cv_template: [ONE_OF] }],
  ])('%s', async (_label, body, errors) => {
    expect(await errorsOf(personalInfoSchema, body)).toEqual(errors);
  });

  it('normalises identity numbers and clears disability types when there is no disability', async () => {
    const value = await parsedValue(personalInfoSchema, {
      ...personal,
      identity_number_type: 3,
      identity_number: ' bx-0123456 ',
      physical_disability_status: false,
      physical_disabilities: [1, 2],
      religion: '',
    });
    expect(value).toMatchObject({ identity_number: 'BX0123456', physical_disabilities: [], religion: null });
  });
});

const education = {
  education_level_id: 3,
  institute_name: 'Dhaka College',
  result_id: 5,
  year_of_passing: 2015,
};
describe('educationSchema (CGPA scale 4 or 5, CGPA within scale, four-digit years)', () => {
  it.each<Row>([
    ['valid', education, {}],
    ['everything missing', {}, { education_level_id: [R], institute_name: [R], result_id: [R] }],
    ['CGPA 3.75 of 4', { ...education, result_id: 4, cgpa_scale: 4, cgpa: 3.75 }, {}],
    [
      'CGPA typed in Bengali digits: ৪.৫০ of ৫',
      { ...education, result_id: 4, cgpa_scale: '৫', cgpa: '৪.৫০' },
      {},
    ],
    ['scale 10', { ...education, cgpa_scale: 10, cgpa: 3 }, { cgpa_scale: ['validation.cgpa_scale'] }],
    [
      'CGPA 4.5 on a scale of 4',
      { ...education, cgpa_scale: 4, cgpa: 4.5 },
      { cgpa: ['{"id":"validation.cgpa_within_scale","values":{"scale":4}}'] },
    ],
    [
      'CGPA 5.5 on a scale of 5',
      { ...education, cgpa_scale: 5, cgpa: 5.5 },
      { cgpa: ['{"id":"validation.cgpa_within_scale","values":{"scale":5}}'] },
    ],
    [
      'negative CGPA',
      { ...education, cgpa_scale: 5, cgpa: -1 },
      { cgpa: ['{"id":"validation.cgpa_within_scale","values":{"scale":5}}'] },
    ],
    ['a CGPA without its scale', { ...education, cgpa: 3.5 }, { cgpa_scale: [R] }],
    ['a grade result without CGPA', { ...education, result_id: 4 }, { cgpa_scale: [R], cgpa: [R] }],
    ['a division result without marks', { ...education, result_id: 1 }, { marks_in_percentage: [R] }],
    [
      'marks above 100',
      { ...education, result_id: 1, marks_in_percentage: 101 },
      { marks_in_percentage: ['{"id":"validation.max","values":{"max":100}}'] },
    ],
    [
      'a two-digit year',
      { ...education, year_of_passing: 15 },
      { year_of_passing: ['validation.year_four_digits'] },
    ],
    [
      'a five-digit year',
      { ...education, year_of_passing: 20155 },
      { year_of_passing: ['validation.year_four_digits'] },
    ],
    [
      'a year that is not a number',
      { ...education, year_of_passing: 'last year' },
      { year_of_passing: ['validation.year_four_digits'] },
    ],
    ['a year in Bengali digits', { ...education, year_of_passing: '২০১৫' }, {}],
    ['years left blank in the form', { ...education, year_of_passing: '', expected_year_of_passing: '' }, {}],
    [
      'a passing year in the future',
      { ...education, year_of_passing: 2027 },
      { year_of_passing: ['{"id":"validation.max","values":{"max":2025}}'] },
    ],
    [
      'a foreign institute without its country',
      { ...education, is_foreign_institute: true },
      { foreign_institute_country_id: [R] },
    ],
    [
      'a duration of 12 years',
      { ...education, duration: 12 },
      { duration: ['{"id":"validation.max","values":{"max":10}}'] },
    ],
  ])('%s', async (_label, body, errors) => {
    expect(await errorsOf(educationSchema, body)).toEqual(errors);
  });

  it('reads Bengali digits as numbers and drops the country of a local institute', async () => {
    const value = await parsedValue(educationSchema, {
      ...education,
      result_id: 4,
      cgpa_scale: '৫',
      cgpa: '৪.২৫',
      foreign_institute_country_id: 3,
    });
    expect(value).toMatchObject({ cgpa_scale: 5, cgpa: 4.25, foreign_institute_country_id: null });
  });
});

const experience = {
  company_name: 'Dhaka Tech Ltd.',
  position: 'Intern',
  employment_type: 'internship',
  start_date: '2024-01-01',
  end_date: '2024-06-30',
};
describe('experienceSchema (end after start, currently in job)', () => {
  it.each<Row>([
    ['valid', experience, {}],
    [
      'everything missing',
      {},
      { company_name: [R], position: [R], employment_type: [R], start_date: [R], end_date: [R] },
    ],
    [
      'end before start',
      { ...experience, end_date: '2023-12-31' },
      { end_date: ['validation.end_before_start'] },
    ],
    ['end on the start day', { ...experience, end_date: '2024-01-01' }, {}],
    ['no end date while not working there any more', { ...experience, end_date: '' }, { end_date: [R] }],
    [
      'currently working, no end date',
      { ...experience, end_date: undefined, is_currently_working: true },
      {},
    ],
    [
      'a start date in the future',
      { ...experience, start_date: '2025-07-01', end_date: '2025-08-01' },
      { start_date: ['validation.start_on_or_before_today'] },
    ],
    ['dates in Bengali digits', { ...experience, start_date: '২০২৪-০১-০১', end_date: '২০২৪-০৬-৩০' }, {}],
    [
      'an unknown employment type',
      { ...experience, employment_type: 'slavery' },
      { employment_type: [ONE_OF] },
    ],
  ])('%s', async (_label, body, errors) => {
    expect(await errorsOf(experienceSchema, body)).toEqual(errors);
  });

  it('drops the end date of a current job', async () => {
    expect(await parsedValue(experienceSchema, { ...experience, is_currently_working: true })).toMatchObject({
      end_date: null,
    });
  });
});

describe('the other item sections', () => {
  it.each<[string, ObjectSchema<AnyObject>, Record<string, unknown>, Record<string, string[]>]>([
    [
      'address: valid',
      addressSchema,
      { address_type: 1, loc_division_id: 3, zip_or_postal_code: '১২০৫' },
      {},
    ],
    ['address: missing', addressSchema, {}, { address_type: [R], loc_division_id: [R] }],
    [
      'address: odd postal code and type',
      addressSchema,
      { address_type: 4, loc_division_id: 3, zip_or_postal_code: '12-05' },
      { address_type: [ONE_OF], zip_or_postal_code: ['validation.format'] },
    ],
    [
      'guardian: valid',
      guardianSchema,
      { name: 'আব্দুল করিম', relationship_type: 1, nid: '1234567890', mobile: '01712345678' },
      {},
    ],
    [
      'guardian: "other" needs its title',
      guardianSchema,
      { name: 'Karim', relationship_type: 7 },
      { relationship_title: [R] },
    ],
    [
      'guardian: bad NID and mobile',
      guardianSchema,
      { name: 'Karim', relationship_type: 1, nid: '123', mobile: '01212345678' },
      { nid: ['validation.nid'], mobile: ['validation.mobile'] },
    ],
    [
      'guardian: born tomorrow',
      guardianSchema,
      { name: 'Karim', relationship_type: 1, date_of_birth: '2025-06-16' },
      { date_of_birth: ['validation.dob_invalid'] },
    ],
    ['skill: valid', skillSchema, { skill_id: 20, proficiency: 'expert' }, {}],
    [
      'skill: unknown proficiency',
      skillSchema,
      { skill_id: 20, proficiency: 'guru' },
      { proficiency: [ONE_OF] },
    ],
    [
      'language: valid',
      languageSchema,
      {
        language_code: 'EN',
        reading_proficiency_level: 1,
        writing_proficiency_level: 1,
        understand_proficiency_level: 1,
        speaking_proficiency_level: 2,
      },
      {},
    ],
    [
      'language: bad code and level',
      languageSchema,
      {
        language_code: 'english',
        reading_proficiency_level: 3,
        writing_proficiency_level: 1,
        understand_proficiency_level: 1,
        speaking_proficiency_level: 1,
      },
      {
        language_code: ['validation.format'],
        reading_proficiency_level: [ONE_OF],
      },
    ],
    [
      'certification: end before start',
      certificationSchema,
      {
        certification_name: 'CCNA',
        institute_name: 'Cisco',
        start_date: '2024-05-01',
        end_date: '2024-04-01',
      },
      { end_date: ['validation.end_before_start'] },
    ],
    [
      'portfolio: bad url',
      portfolioSchema,
      { title: 'Shop site', url: 'not a url' },
      { url: ['validation.url'] },
    ],
    [
      'project: valid',
      projectSchema,
      {
        title: 'Library app',
        start_date: '2024-01-01',
        end_date: '2024-03-01',
        url: 'https://github.com/x/y',
      },
      {},
    ],
    [
      'project: end before start',
      projectSchema,
      { title: 'Library app', start_date: '2024-01-01', end_date: '2023-03-01' },
      { end_date: ['validation.end_before_start'] },
    ],
    [
      'publication: published in the future',
      publicationSchema,
      { title: 'A paper', published_date: '2026-01-01' },
      { published_date: ['validation.start_on_or_before_today'] },
    ],
    [
      'reference: missing',
      referenceSchema,
      {},
      {
        referrer_first_name: [R],
        referrer_organization_name: [R],
        referrer_designation: [R],
        referrer_mobile: [R],
      },
    ],
    [
      'reference: bad e-mail, short mobile',
      referenceSchema,
      {
        referrer_first_name: 'A',
        referrer_organization_name: 'B',
        referrer_designation: 'C',
        referrer_mobile: '0171',
        referrer_email: 'x@',
      },
      {
        referrer_email: ['validation.email'],
        referrer_mobile: ['{"id":"validation.mobile_digits","values":{"digits":11}}'],
      },
    ],
    [
      'social profile: unknown platform, no url',
      socialProfileSchema,
      { platform: 'myspace' },
      { platform: [ONE_OF], url: [R] },
    ],
    ['others: missing title', otherSchema, { description: 'x' }, { title: [R] }],
  ])('%s', async (_label, schema, body, errors) => {
    expect(await errorsOf(schema, body)).toEqual(errors);
  });
});

describe('lists, preferences, CV and visibility', () => {
  it.each<[string, ObjectSchema<AnyObject>, Record<string, unknown>, Record<string, string[]>]>([
    [
      'interests: at least one',
      areaOfInterestSchema,
      { area_of_interest_ids: [] },
      { area_of_interest_ids: ['{"id":"validation.at_least_one","values":{"field":"interest"}}'] },
    ],
    ['interests: valid', areaOfInterestSchema, { area_of_interest_ids: [1, '২'] }, {}],
    [
      'aspirations: at least one',
      areaOfAspirationSchema,
      {},
      { area_of_aspiration_ids: ['{"id":"validation.at_least_one","values":{"field":"aspiration"}}'] },
    ],
    [
      'aspirations: at most 20',
      areaOfAspirationSchema,
      { area_of_aspiration_ids: Array.from({ length: 21 }, (_, i) => i + 1) },
      { area_of_aspiration_ids: ['{"id":"validation.array_max","values":{"max":20}}'] },
    ],
    [
      'basic skills: at least one',
      skillSetSchema('basic_skill'),
      { skills: [] },
      { skills: ['{"id":"validation.at_least_one","values":{"field":"basic_skill"}}'] },
    ],
    [
      'specialized skills: at least one',
      skillSetSchema('specialized_skill'),
      { skills: [] },
      { skills: ['{"id":"validation.at_least_one","values":{"field":"specialized_skill"}}'] },
    ],
    [
      'skills: each once',
      skillSetSchema('basic_skill'),
      {
        skills: [
          { skill_id: 1, proficiency: 'expert' },
          { skill_id: 1, proficiency: 'beginner' },
        ],
      },
      { skills: ['validation.already_exists'] },
    ],
    [
      'job preferences: valid, salary in Bengali digits',
      jobPreferencesSchema,
      { job_level: 1, job_types: ['full_time'], workplaces: [1, 3], expected_salary: '২৫,০০০' },
      {},
    ],
    [
      'job preferences: unknown values',
      jobPreferencesSchema,
      { job_level: 4, job_types: ['gig'], workplaces: [9], expected_salary: -1 },
      {
        job_level: [ONE_OF],
        'job_types[0]': [ONE_OF],
        'workplaces[0]': [ONE_OF],
        expected_salary: ['{"id":"validation.min","values":{"min":0}}'],
      },
    ],
    ['add to CV: valid', addToCvSchema, { section: 'educations', id: 3, add_to_cv: false }, {}],
    [
      'add to CV: unknown section',
      addToCvSchema,
      { section: 'salary', id: 3, add_to_cv: true },
      { section: [ONE_OF] },
    ],
    ['visibility: valid', dataVisibilitySchema, { sections: { guardians: false, educations: true } }, {}],
    [
      'visibility: not a flag',
      dataVisibilitySchema,
      { sections: { guardians: 'maybe' } },
      { 'sections.guardians': ['validation.format'] },
    ],
    ['visibility: nothing to change', dataVisibilitySchema, {}, {}],
  ])('%s', async (_label, schema, body, errors) => {
    expect(await errorsOf(schema, body)).toEqual(errors);
  });

  it('drops unknown section names from a visibility change', async () => {
    expect(
      await parsedValue(dataVisibilitySchema, { sections: { bank_account: true, contact: false } }),
    ).toEqual({ sections: { contact: false } });
  });

  it('reads 25,000 typed in Bengali digits as 25000', async () => {
    expect(await parsedValue(jobPreferencesSchema, { expected_salary: '২৫,০০০' })).toMatchObject({
      expected_salary: 25000,
      job_types: [],
      workplaces: [],
    });
  });
});

describe('labels', () => {
  const schemas = [
    personalInfoSchema,
    ...Object.values(youthItemSchemas),
    areaOfInterestSchema,
    areaOfAspirationSchema,
    skillSetSchema('basic_skill'),
    jobPreferencesSchema,
  ];
  const fields = [...new Set(schemas.flatMap((schema) => Object.keys(schema.fields)))];
  it.each(fields)('profile.field.%s has an English and a Bengali label', (field) => {
    expect(catalogue['en-US'][`profile.field.${field}`]).toBeTruthy();
    expect(catalogue['bn-BD'][`profile.field.${field}`]).toBeTruthy();
  });
});
