import type { ReportCell, ReportColumn, ReportTitle } from '@platform/contract';

/*
 * A report's cell as the reader sees it (the preview table and the .xlsx alike): a bilingual name in the reader's
 * language, a day and a number by the locale, a code by its catalogue name; an empty cell is a dash. The gateway's PDF
 * names cells the same way (domains/reports/render-report-pdf.ts).
 */

export interface CellNamers {
  t: (id: string) => string;
  title: (named: { title: string; title_en: string | null }) => string;
  formatDate: (day: string) => string;
  formatNumber: (n: number) => string;
}

const isTitle = (cell: ReportCell): cell is ReportTitle => typeof cell === 'object' && cell !== null;

export function cellText(column: ReportColumn, cell: ReportCell | undefined, f: CellNamers): string {
  if (cell === null || cell === undefined || cell === '') return '—';
  if (isTitle(cell)) return f.title(cell);
  if (column.type === 'number' && typeof cell === 'number') return f.formatNumber(cell);
  if (column.type === 'date') return f.formatDate(String(cell));
  if (column.type === 'enum') return f.t(`${column.labelPrefix}.${cell}`);
  return String(cell);
}

/** The cell of the .xlsx: numbers stay numbers (so the sheet adds them up), days stay YYYY-MM-DD. */
export function sheetValue(
  column: ReportColumn,
  cell: ReportCell | undefined,
  f: CellNamers,
): string | number | null {
  if (cell === null || cell === undefined || cell === '') return null;
  if (column.type === 'number' && typeof cell === 'number') return cell;
  if (column.type === 'date') return String(cell);
  return cellText(column, cell, f);
}
