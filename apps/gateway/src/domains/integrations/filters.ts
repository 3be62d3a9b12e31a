import { ROW_STATUS, type FieldErrors } from '@platform/contract';
import { VALIDATION_MESSAGES as V } from '@platform/validation';
import { validationFailed } from '../../platform/errors';
import type { IntegrationFilters } from './repository';

/** The integration list's query as filters (search ≤ 200 characters, status 0/1); a bad value is a 422 field error. */
export function integrationFilters(query: unknown): IntegrationFilters {
  const q = (query ?? {}) as Record<string, unknown>;
  const errors: FieldErrors = {};
  if (q.search !== undefined && typeof q.search !== 'string') errors.search = [V.oneOf];
  const search = typeof q.search === 'string' ? q.search.trim() : '';
  if (search.length > 200) errors.search = [V.maxLength];
  let rowStatus: number | null = null;
  if (q.row_status !== undefined && q.row_status !== '') {
    const n = Number(q.row_status);
    if (typeof q.row_status === 'string' && (Object.values(ROW_STATUS) as number[]).includes(n))
      rowStatus = n;
    else errors.row_status = [V.oneOf];
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return { search: search || null, rowStatus };
}
