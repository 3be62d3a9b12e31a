import {
  PROGRESS_REPORT_FIGURES,
  PROGRESS_REPORT_MONEY,
  PROGRESS_REPORT_TOTALS,
  type ProgressReportFigure,
  type ProgressReportType,
} from '@platform/contract';

/** A block of a report: its heading, the figures typed in it and the totals of those figures. */
export interface ReportSection {
  id: string;
  inputs: readonly ProgressReportFigure[];
  totals: readonly ProgressReportFigure[];
}

const section = (
  id: string,
  inputs: readonly ProgressReportFigure[],
  totals: readonly ProgressReportFigure[] = [],
): ReportSection => ({ id, inputs, totals });

/** Each report type's sections, in the order of the contract's figure list (a test keeps them complete). */
export const REPORT_SECTIONS: Record<ProgressReportType, readonly ReportSection[]> = {
  skill_development: [
    section('trades', ['trades_allowed', 'trades_running']),
    section(
      'trainees',
      ['trainees_men', 'trainees_women', 'trainees_disabled', 'trainees_others'],
      ['trainees_total'],
    ),
    section(
      'money',
      ['fdr_amount', 'course_fees', 'other_income', 'expenses', 'bank_balance'],
      ['income_total'],
    ),
  ],
  training_center: [
    section('trades', ['trades_running']),
    section(
      'admitted',
      ['admitted_men', 'admitted_women', 'admitted_disabled', 'admitted_others'],
      ['admitted_total'],
    ),
    section(
      'registered',
      ['registered_men', 'registered_women', 'registered_disabled', 'registered_others'],
      ['registered_total'],
    ),
    section('members', ['members_general', 'members_lifetime', 'members_patron'], ['members_total']),
    section('committee', ['subscriptions', 'grants', 'meetings']),
  ],
};

export const isMoney = (figure: ProgressReportFigure) => PROGRESS_REPORT_MONEY.includes(figure);
export const isTotal = (type: ProgressReportType, figure: string) => figure in PROGRESS_REPORT_TOTALS[type];
export const figuresOf = (type: ProgressReportType) => PROGRESS_REPORT_FIGURES[type];

/** The trainee total a list row shows: the month's trainees, or those admitted. */
export const TRAINEE_TOTAL: Record<ProgressReportType, ProgressReportFigure> = {
  skill_development: 'trainees_total',
  training_center: 'admitted_total',
};

/** The colour of a status chip. */
export const STATUS_COLOUR = {
  draft: 'default',
  submitted: 'info',
  approved: 'success',
  returned: 'warning',
} as const;
