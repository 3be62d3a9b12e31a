import { CV_BANK_ERRORS, type CvBankQuery, type FieldErrors } from '@platform/contract';
import { VALIDATION_MESSAGES as V } from '@platform/validation';
import { validationFailed } from '../../platform/errors';
import type { CvBankFilters } from './cv-bank';

/* The CV bank's query as filters (spec §2 /cv-bank; ADR 0053): skills, education level, experience, place, text. */

const MAX_SKILLS = 20;
const MAX_YEARS = 60;

/** A positive id from the query, null when absent or blank; the field's error otherwise. */
function optionalId(query: Record<string, unknown>, field: string, errors: FieldErrors): number | null {
  const raw = query[field];
  if (raw === undefined || raw === '') return null;
  const id = Number(raw);
  if (Number.isSafeInteger(id) && id > 0) return id;
  errors[field] = [V.oneOf];
  return null;
}

/** The filters of a CV bank query, or 422 with the field errors. */
export function cvBankFilters(query: CvBankQuery | undefined): CvBankFilters {
  const q = (query ?? {}) as Record<string, unknown>;
  const errors: FieldErrors = {};
  let skillIds: number[] = [];
  if (q.skill_ids !== undefined && q.skill_ids !== '') {
    const parts = String(q.skill_ids)
      .split(',')
      .map((s) => Number(s.trim()));
    if (parts.length > MAX_SKILLS || parts.some((n) => !Number.isSafeInteger(n) || n <= 0))
      errors.skill_ids = [CV_BANK_ERRORS.badSkillIds];
    else skillIds = [...new Set(parts)];
  }
  let minExperienceYears = 0;
  if (q.min_experience_years !== undefined && q.min_experience_years !== '') {
    const years = Number(q.min_experience_years);
    if (Number.isInteger(years) && years >= 0 && years <= MAX_YEARS) minExperienceYears = years;
    else errors.min_experience_years = [V.oneOf];
  }
  const search = typeof q.search === 'string' ? q.search.trim() : '';
  if (search.length > 200) errors.search = [V.maxLength];
  const filters: CvBankFilters = {
    skillIds,
    educationLevelId: optionalId(q, 'education_level_id', errors),
    minExperienceYears,
    divisionId: optionalId(q, 'loc_division_id', errors),
    districtId: optionalId(q, 'loc_district_id', errors),
    search: search || null,
  };
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return filters;
}
