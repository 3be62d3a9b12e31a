import type { CvBankQuery } from '@platform/contract';

export const CV_BANK_PAGE_SIZE = 10;

const FIELDS = [
  'skill_ids',
  'education_level_id',
  'min_experience_years',
  'loc_division_id',
  'loc_district_id',
  'search',
] as const;
type Field = (typeof FIELDS)[number];

/** The search as the address holds it (`?skill_ids=3,7&education_level_id=4&page=2`): shareable, and kept on "back". */
export function cvBankQueryFromParams(params: URLSearchParams): CvBankQuery {
  const query: CvBankQuery = {
    page: Math.max(1, Number(params.get('page')) || 1),
    page_size: CV_BANK_PAGE_SIZE,
  };
  const out = query as Record<Field, string | number | undefined>;
  for (const field of FIELDS) {
    const value = params.get(field)?.trim();
    if (!value) continue;
    out[field] = field === 'skill_ids' || field === 'search' ? value : Number(value);
  }
  return query;
}

/** The address of a search: empty filters and page 1 are left out. */
export function paramsFromCvBankQuery(query: CvBankQuery): URLSearchParams {
  const params = new URLSearchParams();
  const values = query as Record<Field, string | number | undefined>;
  for (const field of FIELDS) {
    const value = values[field];
    if (value !== undefined && value !== '' && !(typeof value === 'number' && Number.isNaN(value)))
      params.set(field, String(value));
  }
  if (query.page && query.page > 1) params.set('page', String(query.page));
  return params;
}

/** The chosen skill ids of a query. */
export const skillIdsOf = (query: CvBankQuery): number[] =>
  (query.skill_ids ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n > 0);
