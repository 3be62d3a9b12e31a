import { defineEndpoint } from './endpoint';
import type { PdfBytes } from './endpoints-cv';
import type { ValueOf } from './enums';
import type { ListQuery } from './envelope';
import { PROGRESS_REPORT_PERMISSIONS } from './progress-reports-permissions';

/*
 * Monthly progress reports of an institute's training centres (issue 18 item 3; spec §3 "Skill development and
 * training-centre monthly progress reports: reporting month, trade counts, admitted and registered trainees (men,
 * women, disabled, others, totals), FDR amount, course fees, incomes, expenses, bank status, membership counts,
 * subscriptions, grants, meetings"). Migration 047_progress_reports.sql; gateway domain
 * apps/gateway/src/domains/progress-reports; screens /progress-reports of the admin portal; ADR 0093.
 *
 * Two report types, each one per training centre and month (a second one of the same type, centre and month is
 * refused: 422 on `reporting_month` with PROGRESS_REPORT_ERRORS.duplicateMonth):
 * - the skill development report: the centre's trades (allowed, running), its trainees of the month by group, and its
 *   money (FDR amount, course fees, other incomes and their total, expenses, bank balance);
 * - the training-centre report: trades running, trainees admitted and trainees registered (with the technical
 *   board) by group, the centre committee's members by kind with their total, subscriptions and grants received and
 *   meetings held.
 * Every figure is a whole non-negative number; money is whole Taka (as the course fee). The groups men, women,
 * disabled and others are counted apart (a disabled trainee is counted once, under disabled), so a group's total is
 * their sum. Totals are computed by the gateway from PROGRESS_REPORT_TOTALS; a total sent that disagrees is refused
 * (422, PROGRESS_REPORT_ERRORS.totalMismatch on the total's field), a total left out is filled in.
 *
 * States (the gateway's domains/progress-reports/transitions.ts; an illegal move is 409 with its message id):
 *   draft ──submit──▶ submitted ──approve──▶ approved
 *     ▲                   │
 *     └──edit── returned ◀┘return (with a reason)      (a returned report is edited and submitted again)
 * The institute's administrator (manage_progress_report) files reports of its own institute's centres only (the
 * institute is the caller's); a platform administrator (approve_progress_report) approves or returns them. Another
 * institute's report answers 404.
 *
 * Labels: catalogue area `progress_reports.*`.
 */

export const PROGRESS_REPORT_TYPE = {
  SKILL_DEVELOPMENT: 'skill_development',
  TRAINING_CENTER: 'training_center',
} as const;
export type ProgressReportType = ValueOf<typeof PROGRESS_REPORT_TYPE>;

export const PROGRESS_REPORT_STATUS = {
  DRAFT: 'draft',
  SUBMITTED: 'submitted',
  APPROVED: 'approved',
  RETURNED: 'returned',
} as const;
export type ProgressReportStatus = ValueOf<typeof PROGRESS_REPORT_STATUS>;

/** What can be done to a report; the gateway lists the caller's legal ones in `actions`. */
export const PROGRESS_REPORT_ACTION = {
  EDIT: 'edit',
  SUBMIT: 'submit',
  APPROVE: 'approve',
  RETURN: 'return',
} as const;
export type ProgressReportAction = ValueOf<typeof PROGRESS_REPORT_ACTION>;

export { PROGRESS_REPORT_PERMISSIONS } from './progress-reports-permissions';

export const PROGRESS_REPORT_LIMITS = {
  /** The largest count (trainees, trades, members, meetings). */
  countMax: 1_000_000,
  /** The largest amount of money, in Taka. */
  amountMax: 100_000_000_000,
  reason: 2000,
  search: 200,
} as const;

/** The figures of each report type, in the order the form and the spreadsheet show them. */
export const PROGRESS_REPORT_FIGURES = {
  skill_development: [
    'trades_allowed',
    'trades_running',
    'trainees_men',
    'trainees_women',
    'trainees_disabled',
    'trainees_others',
    'trainees_total',
    'fdr_amount',
    'course_fees',
    'other_income',
    'income_total',
    'expenses',
    'bank_balance',
  ],
  training_center: [
    'trades_running',
    'admitted_men',
    'admitted_women',
    'admitted_disabled',
    'admitted_others',
    'admitted_total',
    'registered_men',
    'registered_women',
    'registered_disabled',
    'registered_others',
    'registered_total',
    'members_general',
    'members_lifetime',
    'members_patron',
    'members_total',
    'subscriptions',
    'grants',
    'meetings',
  ],
} as const satisfies Record<ProgressReportType, readonly string[]>;

export type ProgressReportFigure = (typeof PROGRESS_REPORT_FIGURES)[ProgressReportType][number];

/** Figures that are money (whole Taka); the others are counts. */
export const PROGRESS_REPORT_MONEY: readonly ProgressReportFigure[] = [
  'fdr_amount',
  'course_fees',
  'other_income',
  'income_total',
  'expenses',
  'bank_balance',
  'subscriptions',
  'grants',
];

/** A block of a report: its heading (`progress_reports.section.<id>`), the figures typed in it and their totals. */
export interface ProgressReportSection {
  id: string;
  inputs: readonly ProgressReportFigure[];
  totals: readonly ProgressReportFigure[];
}

/** Each report type's sections, as the report page and its PDF show them (every figure of the type once). */
export const PROGRESS_REPORT_SECTIONS: Record<ProgressReportType, readonly ProgressReportSection[]> = {
  skill_development: [
    { id: 'trades', inputs: ['trades_allowed', 'trades_running'], totals: [] },
    {
      id: 'trainees',
      inputs: ['trainees_men', 'trainees_women', 'trainees_disabled', 'trainees_others'],
      totals: ['trainees_total'],
    },
    {
      id: 'money',
      inputs: ['fdr_amount', 'course_fees', 'other_income', 'expenses', 'bank_balance'],
      totals: ['income_total'],
    },
  ],
  training_center: [
    { id: 'trades', inputs: ['trades_running'], totals: [] },
    {
      id: 'admitted',
      inputs: ['admitted_men', 'admitted_women', 'admitted_disabled', 'admitted_others'],
      totals: ['admitted_total'],
    },
    {
      id: 'registered',
      inputs: ['registered_men', 'registered_women', 'registered_disabled', 'registered_others'],
      totals: ['registered_total'],
    },
    {
      id: 'members',
      inputs: ['members_general', 'members_lifetime', 'members_patron'],
      totals: ['members_total'],
    },
    { id: 'committee', inputs: ['subscriptions', 'grants', 'meetings'], totals: [] },
  ],
};

/** The languages of a report's PDF (its labels, numbers and month; names are as entered). */
export const PROGRESS_REPORT_PDF_LANGUAGES = ['en', 'bn'] as const;
export type ProgressReportPdfLanguage = (typeof PROGRESS_REPORT_PDF_LANGUAGES)[number];

/** Query of a report's PDF: `lang` en (the default) or bn; anything else is 422 `validation.one_of`. */
export interface ProgressReportPdfQuery {
  lang?: ProgressReportPdfLanguage;
}

/** Each computed total and the figures it sums, per report type. */
export const PROGRESS_REPORT_TOTALS = {
  skill_development: {
    trainees_total: ['trainees_men', 'trainees_women', 'trainees_disabled', 'trainees_others'],
    income_total: ['course_fees', 'other_income'],
  },
  training_center: {
    admitted_total: ['admitted_men', 'admitted_women', 'admitted_disabled', 'admitted_others'],
    registered_total: ['registered_men', 'registered_women', 'registered_disabled', 'registered_others'],
    members_total: ['members_general', 'members_lifetime', 'members_patron'],
  },
} as const satisfies Record<ProgressReportType, Partial<Record<ProgressReportFigure, readonly string[]>>>;

/** A report's figures by name (the ones of its type). */
export type ProgressReportFigures = Partial<Record<ProgressReportFigure, number>>;

/**
 * A report as the form sends it: its type, centre and month ('YYYY-MM'), and its type's figures (totals optional:
 * computed when left out, checked when sent). The type and centre are fixed once the report exists.
 */
export type ProgressReportBody = {
  report_type: ProgressReportType;
  training_center_id: number;
  reporting_month: string;
} & ProgressReportFigures;

export interface ProgressReport {
  id: number;
  report_type: ProgressReportType;
  institute_id: number;
  institute_title: string;
  institute_title_en: string | null;
  training_center_id: number;
  training_center_title: string;
  training_center_title_en: string | null;
  /** 'YYYY-MM'. */
  reporting_month: string;
  status: ProgressReportStatus;
  /** The reviewer's reason of the last return (kept until the report is approved). */
  return_reason: string | null;
  /** The figures of the report's type, totals computed by the gateway. */
  figures: ProgressReportFigures;
  submitted_at: string | null;
  reviewed_at: string | null;
  created_at: string;
  updated_at: string;
  /** What the caller may do now (by status and by the caller's keys). */
  actions: ProgressReportAction[];
}

export interface ProgressReportReturnBody {
  reason: string;
}

export interface ProgressReportQuery extends ListQuery {
  /** Centre or institute name. */
  search?: string;
  report_type?: ProgressReportType;
  status?: ProgressReportStatus;
  /** 'YYYY-MM', both ends included. */
  from_month?: string;
  to_month?: string;
  /** A platform administrator's filter (an institute's administrator sees its own only). */
  institute_id?: number;
  training_center_id?: number;
}

/** `status.message` of a refused report (and the field error ids the gateway adds to the 422 envelope). */
export const PROGRESS_REPORT_ERRORS = {
  /** A report of this type, centre and month exists already (422 on `reporting_month`). */
  duplicateMonth: 'progress_reports.errors.duplicate_month',
  /** A total sent that is not the sum of its figures (422 on the total). */
  totalMismatch: 'progress_reports.errors.total_mismatch',
  /** A month after the current one (422 on `reporting_month`). */
  futureMonth: 'progress_reports.errors.future_month',
  /** Only a draft or a returned report is edited or submitted (409). */
  notEditable: 'progress_reports.errors.not_editable',
  /** Only a submitted report is approved or returned (409). */
  notSubmitted: 'progress_reports.errors.not_submitted',
} as const;

type IdParams = { id: number };
const P = PROGRESS_REPORT_PERMISSIONS;

export const progressReportEndpoints = {
  progressReports: defineEndpoint<ProgressReport[], undefined, ProgressReportQuery>({
    method: 'GET',
    path: '/private/progress-reports',
    area: 'private',
    permission: P.view,
    list: true,
    summary:
      "The caller's institute's reports (a platform administrator's: every institute's), newest month first, filtered by type, status, month range, institute and centre",
  }),
  progressReport: defineEndpoint<ProgressReport, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/private/progress-reports/:id',
    area: 'private',
    permission: P.view,
    summary: 'A report with its figures, state and the legal actions of the caller',
  }),
  progressReportPdf: defineEndpoint<PdfBytes, undefined, ProgressReportPdfQuery, IdParams>({
    method: 'GET',
    path: '/private/progress-reports/:id/pdf',
    area: 'private',
    permission: P.view,
    summary: 'A report as a PDF, in lang en or bn',
  }),
  createProgressReport: defineEndpoint<ProgressReport, ProgressReportBody>({
    method: 'POST',
    path: '/private/progress-reports',
    area: 'private',
    permission: P.manage,
    summary: "File a draft report of one of the caller's centres for a month (totals computed and checked)",
  }),
  updateProgressReport: defineEndpoint<ProgressReport, ProgressReportBody, undefined, IdParams>({
    method: 'PUT',
    path: '/private/progress-reports/:id',
    area: 'private',
    permission: P.manage,
    summary: 'Edit a draft or returned report (409 once submitted or approved)',
  }),
  submitProgressReport: defineEndpoint<ProgressReport, undefined, undefined, IdParams>({
    method: 'POST',
    path: '/private/progress-reports/:id/submit',
    area: 'private',
    permission: P.manage,
    summary: 'Submit a draft or returned report for approval',
  }),
  approveProgressReport: defineEndpoint<ProgressReport, undefined, undefined, IdParams>({
    method: 'POST',
    path: '/private/progress-reports/:id/approve',
    area: 'private',
    permission: P.approve,
    summary: 'Approve a submitted report',
  }),
  returnProgressReport: defineEndpoint<ProgressReport, ProgressReportReturnBody, undefined, IdParams>({
    method: 'POST',
    path: '/private/progress-reports/:id/return',
    area: 'private',
    permission: P.approve,
    summary: 'Return a submitted report to its institute with a reason',
  }),
} as const;
