import {
  type FieldErrors,
  PROGRESS_REPORT_ERRORS as ERR,
  PROGRESS_REPORT_FIGURES,
  type ProgressReportBody,
  type ProgressReportFigure,
  type ProgressReportFigures,
  type ProgressReportType,
} from '@platform/contract';
import { progressTotals } from '@platform/validation';
import { validationFailed } from '../../platform/errors';

/**
 * The figures to store of a checked body: its type's figures with the totals the gateway computed. A total the body
 * sent that is not the sum of its parts is refused: 422 with PROGRESS_REPORT_ERRORS.totalMismatch on each such total.
 */
export function figuresOf(type: ProgressReportType, body: ProgressReportBody): ProgressReportFigures {
  const totals = progressTotals(type, body);
  const errors: FieldErrors = {};
  for (const [name, sum] of Object.entries(totals) as [ProgressReportFigure, number][]) {
    const sent = body[name];
    if (sent !== undefined && sent !== null && sent !== sum) errors[name] = [ERR.totalMismatch];
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const out: ProgressReportFigures = {};
  for (const name of PROGRESS_REPORT_FIGURES[type]) out[name] = totals[name] ?? Number(body[name] ?? 0);
  return out;
}

/** The first day of a 'YYYY-MM' month, and whether it lies after the current month in Dhaka. */
export function monthStart(month: string): string {
  return `${month}-01`;
}

export function isFutureMonth(month: string, now: Date = new Date()): boolean {
  const dhaka = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Dhaka',
    year: 'numeric',
    month: '2-digit',
  }).format(now);
  return month > dhaka.slice(0, 7);
}
