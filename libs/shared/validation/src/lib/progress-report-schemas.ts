import { mixed, object, type ObjectSchema, string } from 'yup';
import {
  PROGRESS_REPORT_FIGURES,
  PROGRESS_REPORT_LIMITS as L,
  PROGRESS_REPORT_MONEY,
  PROGRESS_REPORT_STATUS,
  PROGRESS_REPORT_TOTALS,
  PROGRESS_REPORT_TYPE,
  type ProgressReportBody,
  type ProgressReportFigure,
  type ProgressReportFigures,
  type ProgressReportQuery,
  type ProgressReportReturnBody,
  type ProgressReportType,
} from '@platform/contract';
import { msg, VALIDATION_MESSAGES as V } from './messages';
import { parseBnNumber } from './normalize';
import { integer, maxMessage, REQUIRED, requiredText, text, idFilter, optionalOneOf } from './rules';

/*
 * Schemas of the monthly progress reports (issue 18 item 3, ADR 0093). The form and the gateway run the same ones;
 * the totals are summed here (pure) so the form's live totals and the gateway's check agree. The gateway alone
 * decides a total: it refuses one sent that disagrees and fills in one left out.
 */

const TYPES = Object.values(PROGRESS_REPORT_TYPE);
const STATUSES = Object.values(PROGRESS_REPORT_STATUS);
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** 'YYYY-MM' (a reporting month), years 2000–2999. */
export function monthString() {
  return string()
    .trim()
    .test({
      name: V.date,
      message: msg(V.date),
      test: (value) => value === undefined || value === '' || (MONTH.test(value) && value >= '2000-01'),
    });
}

const isTotal = (type: ProgressReportType, figure: string) => figure in PROGRESS_REPORT_TOTALS[type];

/** The totals of a report's figures as their sums (a figure typed in Bengali digits counts; a missing or non-numeric one 0). */
export function progressTotals(
  type: ProgressReportType,
  figures: Partial<Record<string, unknown>>,
): ProgressReportFigures {
  const out: ProgressReportFigures = {};
  for (const [total, parts] of Object.entries(PROGRESS_REPORT_TOTALS[type]) as [
    ProgressReportFigure,
    readonly string[],
  ][])
    out[total] = parts.reduce((sum, part) => {
      const n = parseBnNumber(figures[part]) ?? 0;
      return sum + (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);
    }, 0);
  return out;
}

/** A figure: a whole number from 0 (Bengali digits accepted); money up to amountMax, counts up to countMax. */
const figure = (name: ProgressReportFigure, required: boolean) => {
  const max = PROGRESS_REPORT_MONEY.includes(name) ? L.amountMax : L.countMax;
  const schema = integer()
    .min(0, msg(V.min, { min: 0 }))
    .max(max, maxMessage);
  return required ? schema.required(REQUIRED) : schema.optional();
};

const shapes = Object.fromEntries(
  TYPES.map((type) => [
    type,
    object({
      report_type: mixed<ProgressReportType>().oneOf([type], msg(V.oneOf)).required(REQUIRED),
      training_center_id: integer()
        .min(1, msg(V.oneOf))
        .max(Number.MAX_SAFE_INTEGER, msg(V.oneOf))
        .required(REQUIRED),
      reporting_month: monthString().required(REQUIRED),
      ...Object.fromEntries(
        PROGRESS_REPORT_FIGURES[type].map((name) => [name, figure(name, !isTotal(type, name))]),
      ),
    }),
  ]),
) as Record<ProgressReportType, ObjectSchema<ProgressReportBody>>;

/** The schema of one report type (its figures only; a figure of the other type is dropped). */
export function progressReportSchema(type: ProgressReportType): ObjectSchema<ProgressReportBody> {
  return shapes[type];
}

/** The part every report body shares, checked first to know which type's schema applies. */
export const progressReportTypeSchema = object({
  report_type: mixed<ProgressReportType>((v): v is ProgressReportType =>
    TYPES.includes(v as ProgressReportType),
  )
    .typeError(msg(V.oneOf))
    .oneOf([...TYPES], msg(V.oneOf))
    .required(REQUIRED),
}) as unknown as ObjectSchema<Pick<ProgressReportBody, 'report_type'>>;

/** The reviewer's reason of a return. */
export const progressReportReturnSchema = object({
  reason: requiredText(L.reason),
}) as ObjectSchema<ProgressReportReturnBody>;

/** The list's filters: type, status, a month range (`to_month` not before `from_month`), institute, centre. */
export const progressReportQuerySchema = object({
  search: text(L.search),
  report_type: optionalOneOf(TYPES),
  status: optionalOneOf(STATUSES),
  from_month: monthString().typeError(msg(V.date)),
  to_month: monthString()
    .typeError(msg(V.date))
    .test({
      name: V.endBeforeStart,
      message: msg(V.endBeforeStart),
      test(value) {
        const from = (this.parent as { from_month?: unknown }).from_month;
        return !value || typeof from !== 'string' || !from || value >= from;
      },
    }),
  institute_id: idFilter(),
  training_center_id: idFilter(),
}) as unknown as ObjectSchema<ProgressReportQuery>;
