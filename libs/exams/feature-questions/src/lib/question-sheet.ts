import ExcelJS from 'exceljs';
import { type SheetCell, sheetCell, workbookBlob } from '@platform/ui/xlsx';

/*
 * The bulk upload's spreadsheet (exceljs; this module is only ever loaded with `import()`): the template's header row
 * names the question fields, one question per further row; a file is read back into rows of those fields. `rows[i]` is
 * spreadsheet row `i + 2`, so the gateway's `<row>.<field>` errors name the row the recruiter sees.
 */

const OPTIONS = [1, 2, 3, 4, 5, 6, 7];
export const SHEET_COLUMNS = [
  'question_type',
  'title',
  'title_en',
  ...OPTIONS.map((n) => `option_${n}`),
  ...OPTIONS.map((n) => `option_${n}_en`),
  'answers',
  'marks',
  'difficulty',
  'assessment_area',
  'subject',
  'topic',
  'tags',
] as const;

const EXAMPLES: Record<string, SheetCell>[] = [
  {
    question_type: 1,
    title: 'কোন HTML ট্যাগ দিয়ে লিংক তৈরি হয়?',
    title_en: 'Which HTML tag makes a link?',
    option_1: '<a>',
    option_2: '<link>',
    option_1_en: '<a>',
    option_2_en: '<link>',
    answers: '1',
    marks: 2,
    difficulty: 1,
    assessment_area: 1,
    tags: 'html, web',
  },
  {
    question_type: 3,
    title: 'CSS এর পূর্ণরূপ Cascading [[Style|Styles]] Sheets।',
    title_en: 'CSS stands for Cascading [[Style|Styles]] Sheets.',
    marks: 1,
  },
];

/** The template: the header row, two example rows (MCQ and fill in the blank). */
export async function templateBlob(): Promise<Blob> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('questions', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow([...SHEET_COLUMNS]);
  for (const example of EXAMPLES) sheet.addRow(SHEET_COLUMNS.map((c) => example[c] ?? null));
  sheet.getRow(1).font = { bold: true };
  return workbookBlob(workbook);
}

/** The rows of the first sheet, by header name; empty rows in between kept as `{}` (row numbers stay right). */
export async function parseQuestionSheet(data: ArrayBuffer): Promise<Record<string, SheetCell>[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const known = new Set<string>(SHEET_COLUMNS);
  const columns = new Map<number, string>();
  sheet.getRow(1).eachCell((cell, col) => {
    const header = String(sheetCell(cell.value) ?? '')
      .toLowerCase()
      .replace(/\s+/g, '_');
    if (known.has(header)) columns.set(col, header);
  });
  const rows: Record<string, SheetCell>[] = [];
  let last = 0;
  for (let r = 2; r <= sheet.rowCount; r += 1) {
    const row = sheet.getRow(r);
    const record: Record<string, SheetCell> = {};
    for (const [col, name] of columns) {
      const cell = sheetCell(row.getCell(col).value);
      if (cell !== null) record[name] = cell;
    }
    rows.push(record);
    if (Object.keys(record).length > 0) last = rows.length;
  }
  return rows.slice(0, last);
}
