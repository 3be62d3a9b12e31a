import ExcelJS from 'exceljs';
import { formFields, type FieldDef, type ResourceDef, type ResourceRecord } from '@platform/resources';
import { type SheetCell, sheetCell, workbookBlob } from '@platform/ui/xlsx';

/*
 * Spreadsheets of a resource (exceljs; this module is only ever loaded with `import()`).
 * One layout for both directions, so an export is an import template: the first row holds the field names of the
 * form fields (`title`, `title_en`, `skill_type` …), each further row one record with wire values (enum values,
 * referenced ids, true/false).
 */

/** The columns of a resource's sheet: its form fields, by name. */
export function sheetColumns(def: ResourceDef): FieldDef[] {
  return formFields(def);
}

function cellOf(field: FieldDef, value: unknown): SheetCell {
  if (value === null || value === undefined) return null;
  switch (field.kind) {
    case 'boolean':
      return Boolean(value);
    case 'number':
    case 'reference':
      return typeof value === 'number' ? value : Number(value);
    case 'multiReference':
      return Array.isArray(value) ? value.join(',') : String(value);
    case 'date':
      return String(value).slice(0, 10);
    case 'enum':
      return typeof value === 'number' ? value : String(value);
    default:
      return typeof value === 'string' || typeof value === 'number' ? value : String(value);
  }
}

/** Header row plus one row per record, as cell values (the pure part of an export). */
export function sheetRows(def: ResourceDef, records: readonly ResourceRecord[]): SheetCell[][] {
  const columns = sheetColumns(def);
  return [
    columns.map((c) => c.name),
    ...records.map((record) => columns.map((c) => cellOf(c, record[c.name]))),
  ];
}

/** The export workbook: one sheet named after the resource, bold frozen header row. */
export function buildWorkbook(def: ResourceDef, records: readonly ResourceRecord[]): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(def.name.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRows(sheetRows(def, records));
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column, index) => {
    const kind = sheetColumns(def)[index]?.kind;
    column.width = kind === 'text' || kind === 'multiline' ? 32 : 14;
  });
  return workbook;
}

export { workbookBlob };

/** `<segment>-YYYY-MM-DD.xlsx` */
export function exportFileName(def: ResourceDef, at: Date): string {
  return `${def.segment}-${at.toISOString().slice(0, 10)}.xlsx`;
}

function importValue(field: FieldDef, cell: SheetCell): unknown {
  if (field.kind === 'multiReference' && cell !== null) {
    return String(cell)
      .split(/[,;\s]+/)
      .filter(Boolean)
      .map(Number);
  }
  return cell;
}

export interface ParsedSheet {
  /** `rows[i]` is spreadsheet row `i + 2` (row 1 is the header): the gateway's errors are keyed by that number. */
  rows: Record<string, unknown>[];
  /** Header cells that name no form field (ignored). */
  unknownColumns: string[];
}

/**
 * Reads the first sheet of an .xlsx file: the header row names the fields (case and spaces ignored); every later row
 * up to the last non-empty one becomes a record of those fields. Empty rows in between are kept (as `{}`), so row
 * numbers in the gateway's errors match the sheet.
 */
export async function parseSheet(def: ResourceDef, data: ArrayBuffer): Promise<ParsedSheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data);
  const sheet = workbook.worksheets[0];
  if (!sheet) return { rows: [], unknownColumns: [] };
  const byName = new Map(sheetColumns(def).map((f) => [f.name.toLowerCase(), f]));
  const columns = new Map<number, FieldDef>();
  const unknownColumns: string[] = [];
  sheet.getRow(1).eachCell((cell, col) => {
    const header = sheetCell(cell.value);
    if (header === null) return;
    const field = byName.get(String(header).toLowerCase().replace(/\s+/g, '_'));
    if (field) columns.set(col, field);
    else unknownColumns.push(String(header));
  });
  const rows: Record<string, unknown>[] = [];
  let last = 0;
  for (let r = 2; r <= sheet.rowCount; r += 1) {
    const row = sheet.getRow(r);
    const record: Record<string, unknown> = {};
    for (const [col, field] of columns) {
      const cell = sheetCell(row.getCell(col).value);
      if (cell !== null) record[field.name] = importValue(field, cell);
    }
    rows.push(record);
    if (Object.keys(record).length > 0) last = rows.length;
  }
  return { rows: rows.slice(0, last), unknownColumns };
}
