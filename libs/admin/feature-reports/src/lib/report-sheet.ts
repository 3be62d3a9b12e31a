import ExcelJS from 'exceljs';
import { REPORT_COLUMNS, type ReportKind, type ReportRow } from '@platform/contract';
import { workbookBlob } from '@platform/ui/xlsx';
import { type CellNamers, sheetValue } from './report-cells';

/*
 * A report as a spreadsheet (exceljs: this module is only ever loaded with `import()`): a header row in the reader's
 * language, then one row per report row, the same columns as the preview and the PDF.
 */
export async function reportBlob(kind: ReportKind, rows: readonly ReportRow[], f: CellNamers): Promise<Blob> {
  const columns = REPORT_COLUMNS[kind];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(f.t(`reports.kind.${kind}`).slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.addRow(columns.map((c) => f.t(`reports.col.${c.key}`)));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((c) => sheetValue(c, row[c.key], f)));
  return workbookBlob(workbook);
}
