import ExcelJS from 'exceljs';
import type { BulkEmailRecipient } from '@platform/contract';
import { sheetCell } from '@platform/ui/xlsx';

/*
 * The bulk e-mail's spreadsheet (exceljs; this module is only loaded with `import()`): the first sheet, a header row
 * naming `email` and optionally `name`, one address per further row. `rows[i]` is sheet row `i + 2`, so the errors of
 * `recipients[i]` name the row the admin sees; empty rows at the end are dropped, empty rows in between kept.
 */
export async function parseRecipientSheet(data: ArrayBuffer): Promise<BulkEmailRecipient[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const columns = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, col) => {
    const header = String(sheetCell(cell.value) ?? '')
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_');
    if (header === 'email' || header === 'e_mail') columns.set('email', col);
    if (header === 'name') columns.set('name', col);
  });
  const emailCol = columns.get('email');
  const nameCol = columns.get('name');
  if (!emailCol) return [];
  const rows: BulkEmailRecipient[] = [];
  let last = 0;
  for (let r = 2; r <= sheet.rowCount; r += 1) {
    const row = sheet.getRow(r);
    const email = sheetCell(row.getCell(emailCol).value);
    const name = nameCol ? sheetCell(row.getCell(nameCol).value) : null;
    rows.push({ email: email === null ? '' : String(email), name: name === null ? null : String(name) });
    if (email !== null || name !== null) last = rows.length;
  }
  return rows.slice(0, last);
}
