import {
  PROGRESS_REPORT_FIGURES,
  PROGRESS_REPORT_MONEY,
  PROGRESS_REPORT_SECTIONS,
  PROGRESS_REPORT_TOTALS,
  type ProgressReportFigure,
  type ProgressReportSection,
  type ProgressReportType,
} from '@platform/contract';

/** Each report type's sections (the contract's, shared with the gateway's PDF). */
export const REPORT_SECTIONS = PROGRESS_REPORT_SECTIONS;
export type ReportSection = ProgressReportSection;

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
