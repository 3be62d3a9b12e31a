import { DISCUSSION_LIMITS, DISCUSSION_POST_STATUS, type FieldErrors } from '@platform/contract';
import { VALIDATION_MESSAGES as V } from '@platform/validation';
import { validationFailed } from '../../platform/errors';
import type { ModerationFilters } from './moderation';
import type { PostFilters } from './repository';

/* The forum lists' queries as filters (contract endpoints-discussion.ts; ADR 0084); a bad value is a 422 field error. */

type Query = Record<string, unknown>;

function searchOf(q: Query, errors: FieldErrors): string | null {
  if (q.search === undefined) return null;
  if (typeof q.search !== 'string') {
    errors.search = [V.oneOf];
    return null;
  }
  const search = q.search.trim();
  if (search.length > DISCUSSION_LIMITS.search) errors.search = [V.maxLength];
  return search || null;
}

function done<T>(errors: FieldErrors, value: T): T {
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return value;
}

export function postFilters(query: unknown): PostFilters {
  const q = (query ?? {}) as Query;
  const errors: FieldErrors = {};
  const search = searchOf(q, errors);
  let skillId: number | null = null;
  if (q.skill_id !== undefined && q.skill_id !== '') {
    const n = Number(q.skill_id);
    if (typeof q.skill_id === 'string' && Number.isSafeInteger(n) && n > 0) skillId = n;
    else errors.skill_id = [V.oneOf];
  }
  return done(errors, { search, skillId });
}

export function moderationFilters(query: unknown): ModerationFilters {
  const q = (query ?? {}) as Query;
  const errors: FieldErrors = {};
  const search = searchOf(q, errors);
  const statuses: unknown[] = Object.values(DISCUSSION_POST_STATUS);
  let status: ModerationFilters['status'] = null;
  if (q.status !== undefined && q.status !== '') {
    if (statuses.includes(q.status)) status = q.status as ModerationFilters['status'];
    else errors.status = [V.oneOf];
  }
  if (q.reported !== undefined && !['', '0', '1'].includes(String(q.reported))) errors.reported = [V.oneOf];
  return done(errors, { search, status, reported: q.reported === '1' });
}
