import type ExcelJS from 'exceljs';

/*
 * `@platform/ui/xlsx`: what every spreadsheet of the portals shares (the resource engine's export and import, the
 * question bank's bulk upload). Import it only from a module that is itself loaded with `import()`, so exceljs stays
 * out of the first download.
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
