import { PROFILE_COMPLETION_WEIGHTS } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { type CompletionInput, profileCompletion } from './completion';

const empty: CompletionInput = {
  personal: {
    date_of_birth: null,
    religion: null,
    marital_status: null,
    nationality_country_id: null,
    identity_number: null,
    photo_file_id: null,
  },
  counts: {
    addresses: 0,
    educations: 0,
    experiences: 0,
    basic_skills: 0,
    specialized_skills: 0,
    languages: 0,
    certifications: 0,
    portfolios: 0,
    projects: 0,
    publications: 0,
    references: 0,
    area_of_interests: 0,
    area_of_aspirations: 0,
  },
  job_preferences: { job_level: null, job_types: [] },
};
const personal = {
  date_of_birth: '2000-01-01',
  religion: 1,
  marital_status: 1,
  nationality_country_id: 1,
  identity_number: '1234567890',
  photo_file_id: null,
};
const with_ = (
  counts: Partial<CompletionInput['counts']>,
  rest: Partial<CompletionInput> = {},
): CompletionInput => ({
  ...empty,
  ...rest,
  counts: { ...empty.counts, ...counts },
});

describe('profile completion rule (ADR 0051)', () => {
  it('weights add up to 100', () => {
    expect(Object.values(PROFILE_COMPLETION_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it.each<[string, CompletionInput, number]>([
    ['an empty profile', empty, 0],
    ['personal info complete', { ...empty, personal }, 15],
    [
      'personal info without the identity number',
      { ...empty, personal: { ...personal, identity_number: null } },
      0,
    ],
    ['a photo', { ...empty, personal: { ...empty.personal, photo_file_id: 'f' } }, 5],
    ['one education', with_({ educations: 1 }), 15],
    ['three educations count once', with_({ educations: 3 }), 15],
    ['one experience', with_({ experiences: 1 }), 10],
    ['basic skills only', with_({ basic_skills: 2 }), 5],
    ['basic and specialized skills', with_({ basic_skills: 2, specialized_skills: 1 }), 15],
    ['a project is a work sample', with_({ projects: 1 }), 5],
    ['portfolio and publication are one part', with_({ portfolios: 1, publications: 2 }), 5],
    ['interests and aspirations', with_({ area_of_interests: 1, area_of_aspirations: 1 }), 10],
    ['a job level without job types', { ...empty, job_preferences: { job_level: 1, job_types: [] } }, 0],
    [
      'job level and a job type',
      { ...empty, job_preferences: { job_level: 1, job_types: ['full_time'] } },
      5,
    ],
    ['guardian-like optional sections count nothing', with_({}), 0],
    [
      'everything',
      with_(
        {
          addresses: 1,
          educations: 1,
          experiences: 1,
          basic_skills: 1,
          specialized_skills: 1,
          languages: 1,
          certifications: 1,
          portfolios: 1,
          references: 1,
          area_of_interests: 1,
          area_of_aspirations: 1,
        },
        {
          personal: { ...personal, photo_file_id: 'f' },
          job_preferences: { job_level: 2, job_types: ['freelance'] },
        },
      ),
      100,
    ],
  ])('%s → %i%%', (_label, input, percentage) => {
    expect(profileCompletion(input).percentage).toBe(percentage);
  });

  it('lists every part with its weight and state, in the documented order', () => {
    const result = profileCompletion(with_({ educations: 1 }));
    expect(result.parts.map((p) => p.part)).toEqual(Object.keys(PROFILE_COMPLETION_WEIGHTS));
    expect(result.parts.find((p) => p.part === 'educations')).toEqual({
      part: 'educations',
      weight: 15,
      complete: true,
    });
    expect(result.parts.filter((p) => p.complete)).toHaveLength(1);
  });
});
