import { catalogue } from '@platform/i18n/catalogue';
import { describe, expect, it } from 'vitest';
import type { AnyObject, ObjectSchema } from 'yup';
import {
  applyJobSchema,
  bulkChangeApplicationStatusSchema,
  changeApplicationStatusSchema,
  jobCandidateRequirementSchema,
  jobCompanyInfoVisibilitySchema,
  jobContactInfoSchema,
  jobMatchingCriteriaSchema,
  jobMoreInfoSchema,
  jobPrimaryInfoSchema,
  jobRejectSchema,
  jobSearchQuerySchema,
  jobSubmitSchema,
} from './job-schemas';
import { validateBody } from './validate';

/** "Today" of every table: 15 June 2025 in Dhaka. */
const now = new Date('2025-06-15T06:00:00Z');

const check = async (schema: ObjectSchema<AnyObject>, body: unknown) => validateBody(schema, body, { now });
const errorsOf = async (schema: ObjectSchema<AnyObject>, body: unknown) => {
  const r = await check(schema, body);
  return r.ok ? {} : r.errors;
};
const parsedValue = async (schema: ObjectSchema<AnyObject>, body: unknown) => {
  const r = await check(schema, body);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value as Record<string, unknown>;
};

const primary = {
  job_title: 'জুনিয়র ওয়েব ডেভেলপার',
  job_title_en: 'Junior Web Developer',
  no_of_vacancies: 2,
  job_sector_id: 1,
  occupation_id: 1,
  employment_types: ['full_time'],
  published_at: '2025-06-15',
  application_deadline: '2025-07-10',
};
const more = {
  job_responsibilities: 'React দিয়ে ওয়েব অ্যাপ তৈরি',
  job_place_type: 1,
  job_levels: [1],
  workplaces: [2],
  locations: [{ loc_division_id: 1 }],
  salary_display: 1,
  salary_min: 25000,
  salary_max: 35000,
};
const requirement = {
  min_age: 20,
  max_age: 30,
  min_experience: 0,
  max_experience: 2,
  genders: [3],
  skill_ids: [20],
};
const company = {
  is_company_name_visible: true,
  is_company_address_visible: true,
  is_company_business_visible: false,
};
const contact = {
  contact_name: 'তানভীর হাসান',
  contact_mobile: '01711000003',
  contact_email: 'hr@dhakatech.example',
};

describe('spec §5 rules of the job post (each with its catalogue message)', () => {
  const rules: [string, ObjectSchema<AnyObject>, Record<string, unknown>, string, string][] = [
    [
      'maximum age less than minimum age',
      jobCandidateRequirementSchema,
      { ...requirement, min_age: 30, max_age: 25 },
      'max_age',
      'validation.max_age_lt_min',
    ],
    [
      'maximum salary less than minimum salary',
      jobMoreInfoSchema,
      { ...more, salary_min: 30000, salary_max: 20000 },
      'salary_max',
      'validation.max_salary_lt_min',
    ],
    [
      'maximum experience less than minimum experience',
      jobCandidateRequirementSchema,
      { ...requirement, min_experience: 5, max_experience: 2 },
      'max_experience',
      'validation.max_experience_lt_min',
    ],
    [
      'deadline before the published date',
      jobPrimaryInfoSchema,
      { ...primary, published_at: '2025-06-20', application_deadline: '2025-06-18' },
      'application_deadline',
      'validation.deadline_before_published',
    ],
    [
      'deadline beyond the next 30 days',
      jobPrimaryInfoSchema,
      { ...primary, application_deadline: '2025-07-16' },
      'application_deadline',
      '{"id":"validation.deadline_within_days","values":{"days":30}}',
    ],
    [
      'deadline in the past',
      jobPrimaryInfoSchema,
      { ...primary, published_at: '2025-06-15', application_deadline: '2025-06-14' },
      'application_deadline',
      'validation.deadline_before_published',
    ],
    [
      'published date in the past',
      jobPrimaryInfoSchema,
      { ...primary, published_at: '2025-06-14' },
      'published_at',
      'validation.present_on_or_after_today',
    ],
    [
      'title missing in both languages',
      jobPrimaryInfoSchema,
      { ...primary, job_title: '  ', job_title_en: '' },
      'job_title',
      'validation.either_language',
    ],
    [
      'vacancies missing (not marked n/a)',
      jobPrimaryInfoSchema,
      { ...primary, no_of_vacancies: '' },
      'no_of_vacancies',
      'validation.required',
    ],
    [
      'no employment type',
      jobPrimaryInfoSchema,
      { ...primary, employment_types: [] },
      'employment_types',
      '{"id":"validation.array_min","values":{"min":1}}',
    ],
    [
      'unknown employment type',
      jobPrimaryInfoSchema,
      { ...primary, employment_types: ['gig'] },
      'employment_types[0]',
      'validation.one_of',
    ],
    [
      'e-mail option without an address',
      jobPrimaryInfoSchema,
      { ...primary, is_apply_online: false, resume_receiving_option: 1 },
      'email',
      'validation.required',
    ],
    [
      'offline job without a receiving option',
      jobPrimaryInfoSchema,
      { ...primary, is_apply_online: false },
      'resume_receiving_option',
      'validation.required',
    ],
    [
      'shown salary without a minimum',
      jobMoreInfoSchema,
      { ...more, salary_min: '' },
      'salary_min',
      'validation.required',
    ],
    [
      'no location',
      jobMoreInfoSchema,
      { ...more, locations: [] },
      'locations',
      '{"id":"validation.array_min","values":{"min":1}}',
    ],
    [
      'no job level',
      jobMoreInfoSchema,
      { ...more, job_levels: [] },
      'job_levels',
      '{"id":"validation.array_min","values":{"min":1}}',
    ],
    [
      'unknown workplace',
      jobMoreInfoSchema,
      { ...more, workplaces: [7] },
      'workplaces[0]',
      'validation.one_of',
    ],
    [
      'age under 14',
      jobCandidateRequirementSchema,
      { ...requirement, min_age: 12 },
      'min_age',
      '{"id":"validation.min","values":{"min":14}}',
    ],
    [
      'experience over 50 years',
      jobCandidateRequirementSchema,
      { ...requirement, max_experience: 51 },
      'max_experience',
      '{"id":"validation.max","values":{"max":50}}',
    ],
    [
      'hidden company name without the name to show',
      jobCompanyInfoVisibilitySchema,
      { ...company, is_company_name_visible: false },
      'company_name',
      'validation.either_language',
    ],
    [
      'contact without a mobile',
      jobContactInfoSchema,
      { ...contact, contact_mobile: '' },
      'contact_mobile',
      'validation.required',
    ],
    [
      'contact mobile of 10 digits',
      jobContactInfoSchema,
      { ...contact, contact_mobile: '0171100000' },
      'contact_mobile',
      '{"id":"validation.mobile_digits","values":{"digits":11}}',
    ],
    [
      'contact e-mail not valid',
      jobContactInfoSchema,
      { ...contact, contact_email: 'hr@' },
      'contact_email',
      'validation.email',
    ],
    ['service type missing', jobSubmitSchema, {}, 'service_type', 'validation.status_required'],
    [
      'service type unknown',
      jobSubmitSchema,
      { service_type: 4 },
      'service_type',
      'validation.status_required',
    ],
    ['rejection without a reason', jobRejectSchema, { reason: '' }, 'reason', 'validation.required'],
    ['apply without an expected salary', applyJobSchema, {}, 'expected_salary', 'validation.required'],
    [
      'expected salary not a number',
      applyJobSchema,
      { expected_salary: 'many' },
      'expected_salary',
      'validation.number',
    ],
    [
      'unknown application status',
      changeApplicationStatusSchema,
      { status: 12 },
      'status',
      'validation.status_required',
    ],
    [
      'bulk change of nobody',
      bulkChangeApplicationStatusSchema,
      { status: 11, application_ids: [] },
      'application_ids',
      '{"id":"validation.array_min","values":{"min":1}}',
    ],
  ];

  it.each(rules)('%s', async (_name, schema, body, field, message) => {
    const errors = await errorsOf(schema, body);
    expect(errors[field]).toContain(message);
  });

  it('each message id has English and Bengali texts', () => {
    for (const [, , , , message] of rules) {
      const id = message.startsWith('{') ? (JSON.parse(message) as { id: string }).id : message;
      expect(catalogue['en-US'][id], id).toBeTruthy();
      expect(catalogue['bn-BD'][id], id).toBeTruthy();
    }
  });
});

describe('valid steps pass and keep their values', () => {
  it('accepts a maximum equal to its minimum and the last day of the 30', async () => {
    expect(
      await errorsOf(jobCandidateRequirementSchema, {
        ...requirement,
        min_age: 25,
        max_age: 25,
        min_experience: 2,
        max_experience: 2,
      }),
    ).toEqual({});
    expect(await errorsOf(jobMoreInfoSchema, { ...more, salary_min: 30000, salary_max: 30000 })).toEqual({});
    expect(await errorsOf(jobPrimaryInfoSchema, { ...primary, application_deadline: '2025-07-15' })).toEqual(
      {},
    );
    expect(
      await errorsOf(jobPrimaryInfoSchema, {
        ...primary,
        published_at: '2025-06-20',
        application_deadline: '2025-06-20',
      }),
    ).toEqual({});
  });

  it('takes a job written in English only (issue 12 defect 12): title, responsibilities, names', async () => {
    expect((await parsedValue(jobPrimaryInfoSchema, { ...primary, job_title: '' })).job_title_en).toBe(
      'Junior Web Developer',
    );
    expect(
      await errorsOf(jobContactInfoSchema, { ...contact, contact_name: '', contact_name_en: 'Tanvir' }),
    ).toEqual({});
    expect(
      await errorsOf(jobCompanyInfoVisibilitySchema, {
        ...company,
        is_company_name_visible: false,
        company_name_en: 'A software company',
      }),
    ).toEqual({});
  });

  it('keeps one gender preference (spec §3: male, female, both, other), or none', async () => {
    expect((await errorsOf(jobCandidateRequirementSchema, { genders: [1, 2] })).genders).toEqual([
      '{"id":"validation.array_max","values":{"max":1}}',
    ]);
    expect(await errorsOf(jobCandidateRequirementSchema, { genders: [3] })).toEqual({});
    expect(await errorsOf(jobCandidateRequirementSchema, { genders: [] })).toEqual({});
  });

  it('reads Bengali digits in numbers and dates', async () => {
    const v = await parsedValue(jobCandidateRequirementSchema, { min_age: '১৮', max_age: '৩৫' });
    expect([v.min_age, v.max_age]).toEqual([18, 35]);
    const p = await parsedValue(jobPrimaryInfoSchema, { ...primary, application_deadline: '২০২৫-০৭-০১' });
    expect(p.application_deadline).toBe('2025-07-01');
  });

  it('drops the vacancies when they are not disclosed', async () => {
    const v = await parsedValue(jobPrimaryInfoSchema, {
      ...primary,
      is_number_of_vacancy_na: true,
      no_of_vacancies: 5,
    });
    expect(v.no_of_vacancies).toBeNull();
  });

  it('needs no salary when it is not shown', async () => {
    expect(
      await errorsOf(jobMoreInfoSchema, { ...more, salary_display: 2, salary_min: '', salary_max: '' }),
    ).toEqual({});
  });

  it('makes a mandatory criterion enabled and fills the missing ones as off', async () => {
    const v = await parsedValue(jobMatchingCriteriaSchema, {
      criteria: { age: { mandatory: true }, skills: { enabled: true } },
    });
    const criteria = v.criteria as Record<string, { enabled: boolean; mandatory: boolean }>;
    expect(criteria.age).toEqual({ enabled: true, mandatory: true });
    expect(criteria.skills).toEqual({ enabled: true, mandatory: false });
    expect(criteria.gender).toEqual({ enabled: false, mandatory: false });
    expect(Object.keys(criteria).sort()).toEqual([
      'age',
      'experience',
      'gender',
      'job_level',
      'location',
      'salary',
      'skills',
    ]);
  });

  it('refuses an upazila without its district', async () => {
    const errors = await errorsOf(jobMoreInfoSchema, {
      ...more,
      locations: [{ loc_division_id: 1, loc_upazila_id: 5 }],
    });
    expect(errors['locations[0].loc_upazila_id']).toContain('validation.required');
  });
});

describe('public search query', () => {
  it('reads comma-separated and repeated filters', async () => {
    const v = await parsedValue(jobSearchQuerySchema, {
      job_sector_ids: '1,2',
      skill_ids: ['3', '4'],
      job_levels: '1',
      employment_types: 'full_time,part_time',
    });
    expect(v.job_sector_ids).toEqual([1, 2]);
    expect(v.skill_ids).toEqual([3, 4]);
    expect(v.job_levels).toEqual([1]);
    expect(v.employment_types).toEqual(['full_time', 'part_time']);
  });

  it('refuses a salary range upside down, an unknown sort and an unknown posted-date window', async () => {
    const errors = await errorsOf(jobSearchQuerySchema, {
      salary_min: '50000',
      salary_max: '10000',
      sort: 'random',
      posted_within: '2',
    });
    expect(errors.salary_max).toContain('validation.max_salary_lt_min');
    expect(errors.sort).toContain('validation.one_of');
    expect(errors.posted_within).toContain('validation.one_of');
  });
});
