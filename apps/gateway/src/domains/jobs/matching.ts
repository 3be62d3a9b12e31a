import {
  GENDER,
  JOB_GENDER_PREFERENCE,
  MATCHING_CRITERIA,
  type MatchingCriteria,
  type MatchingCriterion,
} from '@platform/contract';
import { fullYearsBetween } from '@platform/validation';

/*
 * The job's matching criteria against a youth's profile (wizard step 5; ADR 0060). Mandatory criteria decide whether
 * the youth may apply; enabled criteria give the match score (the share of them the youth meets, 0–100). A criterion
 * for which the job sets no requirement (no age limits, no locations…) is met by everyone. A criterion that needs
 * profile data the youth has not given (no date of birth…) is not met, with its own message, so the youth knows what
 * to add.
 */

export interface JobRequirements {
  criteria: MatchingCriteria;
  min_age: number | null;
  max_age: number | null;
  min_experience: number | null;
  max_experience: number | null;
  genders: number[];
  locations: { loc_division_id: number; loc_district_id: number | null; loc_upazila_id: number | null }[];
  skill_ids: number[];
  job_levels: number[];
  salary_max: number | null;
}

export interface YouthFacts {
  /** 'YYYY-MM-DD' or null. */
  date_of_birth: string | null;
  gender: number | null;
  loc_division_id: number | null;
  loc_district_id: number | null;
  loc_upazila_id: number | null;
  /** Whole months of job experience (overlapping jobs counted once). */
  experience_months: number;
  skill_ids: number[];
  job_level: number | null;
  expected_salary: number | null;
}

export type CriterionResult = 'met' | 'failed' | 'missing';

export interface MatchOutcome {
  /** The result of every enabled criterion. */
  results: Partial<Record<MatchingCriterion, CriterionResult>>;
  /** 0–100; 100 when no criterion is enabled. */
  score: number;
  /** Mandatory criteria not met, each with its message id: the application is refused when there is any. */
  refusals: { criterion: MatchingCriterion; message: string }[];
}

/** Message ids of the refusals: `jobs.criteria.<criterion>` (not met) and `jobs.criteria.<criterion>_missing`. */
export const criterionMessage = (criterion: MatchingCriterion, result: Exclude<CriterionResult, 'met'>) =>
  result === 'missing' ? `jobs.criteria.${criterion}_missing` : `jobs.criteria.${criterion}`;

const within = (value: number, min: number | null, max: number | null) =>
  (min === null || value >= min) && (max === null || value <= max);

function genderMatches(preferences: number[], gender: number): boolean {
  if (
    preferences.includes(JOB_GENDER_PREFERENCE.BOTH) &&
    (gender === GENDER.MALE || gender === GENDER.FEMALE)
  )
    return true;
  if (gender === GENDER.MALE) return preferences.includes(JOB_GENDER_PREFERENCE.MALE);
  if (gender === GENDER.FEMALE) return preferences.includes(JOB_GENDER_PREFERENCE.FEMALE);
  return preferences.includes(JOB_GENDER_PREFERENCE.OTHER);
}

/** One criterion; `null` when the job sets no requirement for it. */
export function evaluateCriterion(
  criterion: MatchingCriterion,
  job: JobRequirements,
  youth: YouthFacts,
  today: string,
): CriterionResult | null {
  switch (criterion) {
    case 'age': {
      if (job.min_age === null && job.max_age === null) return null;
      if (!youth.date_of_birth) return 'missing';
      return within(fullYearsBetween(youth.date_of_birth, today), job.min_age, job.max_age)
        ? 'met'
        : 'failed';
    }
    case 'experience': {
      if (job.min_experience === null && job.max_experience === null) return null;
      return within(youth.experience_months / 12, job.min_experience, job.max_experience) ? 'met' : 'failed';
    }
    case 'gender': {
      if (job.genders.length === 0) return null;
      if (youth.gender === null) return 'missing';
      return genderMatches(job.genders, youth.gender) ? 'met' : 'failed';
    }
    case 'location': {
      if (job.locations.length === 0) return null;
      if (youth.loc_division_id === null) return 'missing';
      const hit = job.locations.some((l) => {
        if (l.loc_upazila_id !== null) return l.loc_upazila_id === youth.loc_upazila_id;
        if (l.loc_district_id !== null) return l.loc_district_id === youth.loc_district_id;
        return l.loc_division_id === youth.loc_division_id;
      });
      return hit ? 'met' : 'failed';
    }
    case 'skills': {
      if (job.skill_ids.length === 0) return null;
      if (youth.skill_ids.length === 0) return 'missing';
      return job.skill_ids.some((s) => youth.skill_ids.includes(s)) ? 'met' : 'failed';
    }
    case 'job_level': {
      if (job.job_levels.length === 0) return null;
      if (youth.job_level === null) return 'missing';
      return job.job_levels.includes(youth.job_level) ? 'met' : 'failed';
    }
    case 'salary': {
      if (job.salary_max === null) return null;
      if (youth.expected_salary === null) return 'missing';
      return youth.expected_salary <= job.salary_max ? 'met' : 'failed';
    }
  }
}

export function evaluateMatch(job: JobRequirements, youth: YouthFacts, today: string): MatchOutcome {
  const results: MatchOutcome['results'] = {};
  const refusals: MatchOutcome['refusals'] = [];
  let enabled = 0;
  let met = 0;
  for (const criterion of MATCHING_CRITERIA) {
    const setting = job.criteria[criterion];
    if (!setting?.enabled && !setting?.mandatory) continue;
    enabled += 1;
    const result = evaluateCriterion(criterion, job, youth, today) ?? 'met';
    results[criterion] = result;
    if (result === 'met') met += 1;
    else if (setting.mandatory) refusals.push({ criterion, message: criterionMessage(criterion, result) });
  }
  return { results, score: enabled === 0 ? 100 : Math.round((met / enabled) * 100), refusals };
}

/** Months of experience over date ranges ('YYYY-MM-DD'; an open end is `today`), overlaps counted once. */
export function experienceMonths(
  ranges: readonly { start: string; end: string | null }[],
  today: string,
): number {
  const spans = ranges
    .map((r) => ({ start: r.start, end: r.end && r.end < today ? r.end : today }))
    .filter((r) => r.start <= r.end)
    .sort((x, y) => x.start.localeCompare(y.start));
  const merged: { start: string; end: string }[] = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && span.start <= last.end) {
      if (span.end > last.end) last.end = span.end;
    } else merged.push({ ...span });
  }
  return merged.reduce((sum, s) => sum + monthsBetween(s.start, s.end), 0);
}

function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  let months = (ty - fy) * 12 + (tm - fm);
  if (td < fd) months -= 1;
  return Math.max(0, months);
}
