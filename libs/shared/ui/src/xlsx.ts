import type ExcelJS from 'exceljs';

/*
 * `@platform/ui/xlsx`: what every spreadsheet of the portals shares (the resource engine's export and import, the
 * question bank's bulk upload, the trainees' export and bulk enrolment). This module holds no exceljs at run time:
 * `readSheetRows` and `templateWorkbookBlob` load it with `import()`, and a caller of `workbookBlob` already has a
 * workbook (its own module loaded with `import()`), so exceljs stays out of the first download.
 */

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A cell as the portals read and write it. */
export type SheetCell = string | number | boolean | null;

/** A workbook as a file to save or upload. */
export async function workbookBlob(workbook: ExcelJS.Workbook): Promise<Blob> {
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: XLSX_TYPE });
}

/** A cell's value as an import sends it: text trimmed (empty is null), dates as YYYY-MM-DD, formulas by result. */
export function sheetCell(value: ExcelJS.CellValue): SheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return sheetCell(value.richText.map((part) => part.text).join(''));
  if ('formula' in value || 'sharedFormula' in value)
    return sheetCell((value.result ?? null) as ExcelJS.CellValue);
  if ('text' in value && typeof value.text === 'string') return sheetCell(value.text);
  return null; // error cells (#N/A …)
}

/** A header name as the imports match it: lower case, spaces as `_` ("Batch ID" is `batch_id`). */
const headerKey = (value: ExcelJS.CellValue) =>
  String(sheetCell(value) ?? '')
    .toLowerCase()
    .replace(/\s+/g, '_');

/**
 * The rows of a workbook's first sheet by header name (row 1 names the columns; only `columns` are read): `rows[i]` is
 * spreadsheet row `i + 2` — empty rows in between are kept as `{}` so row numbers stay right, trailing ones dropped.
 * Loads exceljs with `import()`.
 */
export async function readSheetRows(
  data: ArrayBuffer,
  columns: readonly string[],
): Promise<Record<string, SheetCell>[]> {
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  await workbook.xlsx.load(data);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const known = new Set<string>(columns);
  const byColumn = new Map<number, string>();
  sheet.getRow(1).eachCell((cell, col) => {
    const header = headerKey(cell.value);
    if (known.has(header)) byColumn.set(col, header);
  });
  const rows: Record<string, SheetCell>[] = [];
  let last = 0;
  for (let r = 2; r <= sheet.rowCount; r += 1) {
    const row = sheet.getRow(r);
    const record: Record<string, SheetCell> = {};
    for (const [col, name] of byColumn) {
      const cell = sheetCell(row.getCell(col).value);
      if (cell !== null) record[name] = cell;
    }
    rows.push(record);
    if (Object.keys(record).length > 0) last = rows.length;
  }
  return rows.slice(0, last);
}

/** One sheet of a template: its name, a bold frozen header row and the rows under it. */
export interface TemplateSheet {
  name: string;
  header: readonly string[];
  rows: readonly SheetCell[][];
}

/** A template workbook (an upload's columns and examples, and reference sheets such as ids to copy). */
export async function templateWorkbookBlob(sheets: readonly TemplateSheet[]): Promise<Blob> {
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  for (const s of sheets) {
    const sheet = workbook.addWorksheet(s.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.addRow([...s.header]);
    for (const row of s.rows) sheet.addRow([...row]);
    sheet.getRow(1).font = { bold: true };
  }
  return workbookBlob(workbook);
}

/** A problem of an uploaded sheet: its row (null: the whole upload), its column and its message ids. */
export interface SheetRowProblem {
  row: number | null;
  field: string;
  messages: string[];
}

/** The gateway's `<row>.<field>` errors of a sheet upload as problems, by row. */
export function sheetRowProblems(errors: Record<string, readonly string[]>): SheetRowProblem[] {
  return Object.entries(errors)
    .map(([key, messages]) => {
      const m = /^(\d+)\.(.+)$/.exec(key);
      return { row: m ? Number(m[1]) : null, field: m?.[2] ?? key, messages: [...messages] };
    })
    .sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
}

export { SheetUploadPanel } from './lib/sheet-upload-panel';
export type { SheetUploadPanelProps } from './lib/sheet-upload-panel';
