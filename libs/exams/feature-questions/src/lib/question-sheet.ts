import { readSheetRows, type SheetCell, templateWorkbookBlob } from '@platform/ui/xlsx';

/*
 * The bulk upload's spreadsheet (read and written by `@platform/ui/xlsx`, which loads exceljs with `import()`): the template's header row
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
export function templateBlob(): Promise<Blob> {
  return templateWorkbookBlob([
    {
      name: 'questions',
      header: SHEET_COLUMNS,
      rows: EXAMPLES.map((example) => SHEET_COLUMNS.map((c) => example[c] ?? null)),
    },
  ]);
}

/** The rows of the first sheet, by header name; empty rows in between kept as `{}` (row numbers stay right). */
export function parseQuestionSheet(data: ArrayBuffer): Promise<Record<string, SheetCell>[]> {
  return readSheetRows(data, SHEET_COLUMNS);
}
