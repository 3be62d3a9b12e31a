import ExcelJS from 'exceljs';
import { PROGRESS_REPORT_FIGURES, type ProgressReport, type ProgressReportFigure } from '@platform/contract';
import { workbookBlob } from '@platform/ui/xlsx';

/*
 * The filtered list of reports as a spreadsheet (exceljs: this module is only ever loaded with `import()`): a header
 * row in the reader's language, then one report per row with every figure of both types (a figure of the other type
 * is left empty). Numbers stay numbers, so the sheet adds them up.
 */

const ALL_FIGURES: readonly ProgressReportFigure[] = [
  ...new Set<ProgressReportFigure>([
    ...PROGRESS_REPORT_FIGURES.skill_development,
    ...PROGRESS_REPORT_FIGURES.training_center,
  ]),
];

type Translate = (id: string, values?: Record<string, string | number>) => string;

const sectionOf = (figure: ProgressReportFigure) => figure.split('_')[0] ?? '';

/** A figure's header: its field label, with the group for the trainee counts ("Trainees admitted: Men"). */
function header(figure: ProgressReportFigure, t: Translate): string {
  const group = sectionOf(figure);
  const label = t(`progress_reports.field.${figure}`);
  if (['trainees', 'admitted', 'registered'].includes(group) && !figure.endsWith('_total'))
    return `${t(`progress_reports.section.${group}`)}: ${label}`;
  return label;
}

export async function reportsBlob(
  rows: readonly ProgressReport[],
  t: Translate,
  title: (named: { title: string; title_en: string | null }) => string,
): Promise<Blob> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t('progress_reports.list.sheet').slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.addRow([
    t('progress_reports.list.col.month'),
    t('progress_reports.list.col.type'),
    t('progress_reports.list.col.centre'),
    t('progress_reports.list.col.institute'),
    t('progress_reports.list.col.status'),
    ...ALL_FIGURES.map((figure) => header(figure, t)),
  ]);
  sheet.getRow(1).font = { bold: true };
  for (const r of rows)
    sheet.addRow([
      r.reporting_month,
      t(`progress_reports.type.${r.report_type}`),
      title({ title: r.training_center_title, title_en: r.training_center_title_en }),
      title({ title: r.institute_title, title_en: r.institute_title_en }),
      t(`progress_reports.status.${r.status}`),
      ...ALL_FIGURES.map((figure) => r.figures[figure] ?? null),
    ]);
  return workbookBlob(workbook);
}
