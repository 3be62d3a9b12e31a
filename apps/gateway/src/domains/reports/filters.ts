import {
  type FieldErrors,
  GENDER,
  REPORT_ENROLMENT_STATUSES,
  REPORT_FILTERS,
  REPORT_KINDS,
  type ReportFilters,
  type ReportKind,
} from '@platform/contract';
import { VALIDATION_MESSAGES as V } from '@platform/validation';
import { HttpError, notFound, validationFailed } from '../../platform/errors';
import { statisticsRange } from '../dashboards/statistics';

/*
 * A report's request (contract endpoints-reports.ts; ADR 0101): the kind from the path (another is 404), the range by
 * the statistics' rules (both days included, the last 30 days by default, "End date is before start date" on `to`),
 * and the kind's filters — a bad value, or a filter the kind does not take, is 422 `validation.one_of` on it.
 */

export interface ReportRequest {
  kind: ReportKind;
  from: string;
  to: string;
  filters: ReportFilters;
}

const ALL_FILTERS = [...new Set(Object.values(REPORT_FILTERS).flat())];
const GENDERS: number[] = Object.values(GENDER);
const positive = (n: number) => n > 0;

const CHECKS: Record<keyof ReportFilters, (raw: unknown) => number | string | undefined> = {
  loc_district_id: (raw) => wholeNumber(raw, positive),
  gender: (raw) => wholeNumber(raw, (n) => GENDERS.includes(n)),
  job_id: (raw) => wholeNumber(raw, positive),
  organization_id: (raw) => wholeNumber(raw, positive),
  course_id: (raw) => wholeNumber(raw, positive),
  institute_id: (raw) => wholeNumber(raw, positive),
  status: (raw) =>
    typeof raw === 'string' && (REPORT_ENROLMENT_STATUSES as readonly string[]).includes(raw)
      ? raw
      : undefined,
};

function wholeNumber(raw: unknown, ok: (n: number) => boolean): number | undefined {
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const n = Number(raw);
  return Number.isSafeInteger(n) && ok(n) ? n : undefined;
}

export function reportKindOf(raw: unknown): ReportKind {
  if (typeof raw !== 'string' || !(REPORT_KINDS as readonly string[]).includes(raw)) throw notFound();
  return raw as ReportKind;
}

/** The request of a report, or 404 (kind) / 422 (range, filters) with every field error at once. */
export function reportRequest(kindRaw: unknown, query: unknown, now: Date = new Date()): ReportRequest {
  const kind = reportKindOf(kindRaw);
  const q = (query ?? {}) as Record<string, unknown>;
  const errors: FieldErrors = {};
  const filters: ReportFilters = {};
  const allowed = REPORT_FILTERS[kind];
  for (const name of ALL_FILTERS) {
    const raw = q[name];
    if (raw === undefined || raw === '') continue;
    const value = allowed.includes(name) ? CHECKS[name](raw) : undefined;
    if (value === undefined) errors[name] = [V.oneOf];
    else Object.assign(filters, { [name]: value });
  }
  let range: { from: string; to: string } | null = null;
  try {
    range = statisticsRange(q, now);
  } catch (failure) {
    if (!(failure instanceof HttpError) || !failure.fieldErrors) throw failure;
    Object.assign(errors, failure.fieldErrors);
  }
  if (Object.keys(errors).length > 0 || !range) throw validationFailed(errors);
  return { kind, from: range.from, to: range.to, filters };
}
