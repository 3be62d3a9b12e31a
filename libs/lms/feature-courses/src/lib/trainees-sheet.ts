import ExcelJS from 'exceljs';
import { type SheetCell, workbookBlob } from '@platform/ui/xlsx';

/*
 * The trainee list as a spreadsheet (issue 15 item 6; exceljs: this module is only ever loaded with `import()`): a
 * header row in the reader's language, then one trainee per row.
 */
export async function traineesBlob(header: readonly string[], rows: readonly SheetCell[][]): Promise<Blob> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('trainees', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow([...header]);
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow([...row]);
  return workbookBlob(workbook);
}
