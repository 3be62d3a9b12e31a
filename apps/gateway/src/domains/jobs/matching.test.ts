import { MATCHING_CRITERIA, type MatchingCriterion } from '@platform/contract';
import { catalogue } from '@platform/i18n/catalogue';
import { noMatchingCriteria } from '@platform/validation';
import { describe, expect, it } from 'vitest';
import {
  criterionMessage,
  evaluateMatch,
  experienceMonths,
  type JobRequirements,
  type YouthFacts,
} from './matching';

const TODAY = '2025-06-15';

const job = (
  over: Partial<JobRequirements> = {},
  mandatory: MatchingCriterion[] = [],
  enabled: MatchingCriterion[] = [],
): JobRequirements => {
  const criteria = noMatchingCriteria();
  for (const c of enabled) criteria[c] = { enabled: true, mandatory: false };
  for (const c of mandatory) criteria[c] = { enabled: true, mandatory: true };
  return {
    criteria,
    min_age: 20,
    max_age: 30,
    min_experience: 1,
    max_experience: 5,
    genders: [2],
    locations: [{ loc_division_id: 3, loc_district_id: 26, loc_upazila_id: null }],
    skill_ids: [20, 21],
    job_levels: [1],
    salary_max: 30000,
    ...over,
  };
};

/** Meets every requirement of `job()`. */
const youth = (over: Partial<YouthFacts> = {}): YouthFacts => ({
  date_of_birth: '2000-03-15',
  gender: 2,
  loc_division_id: 3,
  loc_district_id: 26,
  loc_upazila_id: 200,
  experience_months: 24,
  skill_ids: [21, 40],
  job_level: 1,
  expected_salary: 28000,
  ...over,
});

describe('mandatory criteria refuse with one message per criterion', () => {
  const cases: [MatchingCriterion, Partial<YouthFacts>, string][] = [
    ['age', { date_of_birth: '2008-01-01' }, 'jobs.criteria.age'],
    ['age', { date_of_birth: '1990-01-01' }, 'jobs.criteria.age'],
    ['age', { date_of_birth: null }, 'jobs.criteria.age_missing'],
    ['experience', { experience_months: 6 }, 'jobs.criteria.experience'],
    ['experience', { experience_months: 72 }, 'jobs.criteria.experience'],
    ['gender', { gender: 1 }, 'jobs.criteria.gender'],
    ['gender', { gender: null }, 'jobs.criteria.gender_missing'],
    ['location', { loc_district_id: 27 }, 'jobs.criteria.location'],
    ['location', { loc_division_id: null, loc_district_id: null }, 'jobs.criteria.location_missing'],
    ['skills', { skill_ids: [1] }, 'jobs.criteria.skills'],
    ['skills', { skill_ids: [] }, 'jobs.criteria.skills_missing'],
    ['job_level', { job_level: 3 }, 'jobs.criteria.job_level'],
    ['job_level', { job_level: null }, 'jobs.criteria.job_level_missing'],
    ['salary', { expected_salary: 45000 }, 'jobs.criteria.salary'],
  ];
  it.each(cases)('%s: %j → %s', (criterion, facts, message) => {
    const outcome = evaluateMatch(job({}, [criterion]), youth(facts), TODAY);
    expect(outcome.refusals).toEqual([{ criterion, message }]);
    expect(catalogue['en-US'][message]).toBeTruthy();
    expect(catalogue['bn-BD'][message]).toBeTruthy();
  });

  it('lists every failing mandatory criterion, not only the first', () => {
    const outcome = evaluateMatch(
      job({}, ['age', 'gender', 'location']),
      youth({ date_of_birth: '1980-01-01', gender: 1, loc_division_id: 7, loc_district_id: 50 }),
      TODAY,
    );
    expect(outcome.refusals.map((r) => r.criterion)).toEqual(['age', 'gender', 'location']);
  });

  it('lets the youth through when only enabled (not mandatory) criteria fail, with a lower score', () => {
    const outcome = evaluateMatch(
      job({}, ['age'], ['gender', 'skills', 'location']),
      youth({ gender: 1, skill_ids: [99] }),
      TODAY,
    );
    expect(outcome.refusals).toEqual([]);
    expect(outcome.score).toBe(50);
    expect(outcome.results).toEqual({ age: 'met', gender: 'failed', location: 'met', skills: 'failed' });
  });

  it('counts a criterion the job sets no requirement for as met, and scores 100 with none enabled', () => {
    expect(
      evaluateMatch(job({ min_age: null, max_age: null }, ['age']), youth({ date_of_birth: null }), TODAY)
        .refusals,
    ).toEqual([]);
    expect(evaluateMatch(job(), youth({ gender: 1 }), TODAY).score).toBe(100);
  });

  it('matches age on the birthday and a day before it', () => {
    expect(
      evaluateMatch(
        job({ min_age: 25, max_age: null }, ['age']),
        youth({ date_of_birth: '2000-06-15' }),
        TODAY,
      ).refusals,
    ).toEqual([]);
    expect(
      evaluateMatch(
        job({ min_age: 25, max_age: null }, ['age']),
        youth({ date_of_birth: '2000-06-16' }),
        TODAY,
      ).refusals,
    ).toHaveLength(1);
  });

  it('matches "both" for men and women, "other" only for other', () => {
    const both = job({ genders: [3] }, ['gender']);
    expect(evaluateMatch(both, youth({ gender: 1 }), TODAY).refusals).toEqual([]);
    expect(evaluateMatch(both, youth({ gender: 2 }), TODAY).refusals).toEqual([]);
    expect(evaluateMatch(both, youth({ gender: 3 }), TODAY).refusals).toHaveLength(1);
    expect(evaluateMatch(job({ genders: [4] }, ['gender']), youth({ gender: 3 }), TODAY).refusals).toEqual(
      [],
    );
  });

  it('matches a location at its own level: division, district or upazila', () => {
    const at = (loc: JobRequirements['locations'][number]) =>
      evaluateMatch(job({ locations: [loc] }, ['location']), youth(), TODAY).refusals.length;
    expect(at({ loc_division_id: 3, loc_district_id: null, loc_upazila_id: null })).toBe(0);
    expect(at({ loc_division_id: 3, loc_district_id: 26, loc_upazila_id: 200 })).toBe(0);
    expect(at({ loc_division_id: 3, loc_district_id: 26, loc_upazila_id: 201 })).toBe(1);
    expect(at({ loc_division_id: 4, loc_district_id: null, loc_upazila_id: null })).toBe(1);
  });

  it('has messages for every criterion', () => {
    for (const c of MATCHING_CRITERIA) {
      for (const r of ['failed', 'missing'] as const)
        expect(catalogue['bn-BD'][criterionMessage(c, r)], `${c} ${r}`).toBeTruthy();
    }
  });
});

describe('experience in months', () => {
  it('adds jobs, counts overlaps once and runs an open job to today', () => {
    expect(experienceMonths([{ start: '2023-01-01', end: '2023-07-01' }], TODAY)).toBe(6);
    expect(
      experienceMonths(
        [
          { start: '2023-01-01', end: '2023-07-01' },
          { start: '2023-04-01', end: '2023-10-01' },
        ],
        TODAY,
      ),
    ).toBe(9);
    expect(experienceMonths([{ start: '2024-06-15', end: null }], TODAY)).toBe(12);
    expect(experienceMonths([{ start: '2026-01-01', end: null }], TODAY)).toBe(0);
  });
});
