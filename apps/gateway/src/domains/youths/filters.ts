import { GENDER, ROW_STATUS, YOUTH_ADMIN_ERRORS, type FieldErrors } from '@platform/contract';
import { VALIDATION_MESSAGES as V } from '@platform/validation';
import { validationFailed } from '../../platform/errors';
import type { YouthAdminFilters } from './repository';

/* The youth list's query as filters (contract endpoints-youths.ts; ADR 0082); a bad value is a 422 field error. */

function optionalInt(
  query: Record<string, unknown>,
  field: string,
  errors: FieldErrors,
  ok: (n: number) => boolean,
): number | null {
  const raw = query[field];
  if (raw === undefined || raw === '') return null;
  const n = Number(raw);
  if (typeof raw !== 'object' && Number.isSafeInteger(n) && ok(n)) return n;
  errors[field] = [V.oneOf];
  return null;
}

const positive = (n: number) => n > 0;
const percent = (n: number) => n >= 0 && n <= 100;

/** The filters of a youth list query, or 422 with the field errors. */
export function youthAdminFilters(query: unknown): YouthAdminFilters {
  const q = (query ?? {}) as Record<string, unknown>;
  const errors: FieldErrors = {};
  const search = typeof q.search === 'string' ? q.search.trim() : '';
  if (q.search !== undefined && typeof q.search !== 'string') errors.search = [V.oneOf];
  if (search.length > 200) errors.search = [V.maxLength];
  const genders: number[] = Object.values(GENDER);
  const statuses: number[] = Object.values(ROW_STATUS);
  const filters: YouthAdminFilters = {
    search: search || null,
    gender: optionalInt(q, 'gender', errors, (n) => genders.includes(n)),
    divisionId: optionalInt(q, 'loc_division_id', errors, positive),
    districtId: optionalInt(q, 'loc_district_id', errors, positive),
    minCompletion: optionalInt(q, 'min_completion', errors, percent),
    maxCompletion: optionalInt(q, 'max_completion', errors, percent),
    rowStatus: optionalInt(q, 'row_status', errors, (n) => statuses.includes(n)),
  };
  if (
    filters.minCompletion !== null &&
    filters.maxCompletion !== null &&
    filters.minCompletion > filters.maxCompletion
  )
    errors.max_completion = [YOUTH_ADMIN_ERRORS.completionRange];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return filters;
}
