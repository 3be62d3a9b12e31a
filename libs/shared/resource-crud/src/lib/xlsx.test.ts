import { describe, expect, it } from 'vitest';
import { RESOURCES } from '@platform/resources';
import { sampleBody, sampleRecord } from '../test/fixtures';
import { importProblems } from './import-problems';
import { buildWorkbook, exportFileName, parseSheet, sheetRows } from './xlsx';

const skills = RESOURCES.skills;

describe('export workbook', () => {
  it('has a header row of the form fields’ names, then wire values per record', () => {
    const rows = sheetRows(skills, [sampleRecord(skills, 1), sampleRecord(skills, 2, { description: null })]);
    expect(rows[0]).toEqual(['title', 'title_en', 'skill_type', 'description', 'row_status']);
    expect(rows[1]).toEqual(['skills 1 বাংলা', 'skills 1', 2, 'description-1', 1]);
    expect(rows[2]?.[3]).toBeNull();
  });

  it('builds one sheet named after the resource, with a bold header', () => {
    const workbook = buildWorkbook(skills, [sampleRecord(skills, 1)]);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('skills');
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'title',
      'title_en',
      'skill_type',
      'description',
      'row_status',
    ]);
    expect(sheet?.getRow(1).font?.bold).toBe(true);
    expect(exportFileName(skills, new Date('2026-03-26T10:00:00Z'))).toBe('skills-2026-03-26.xlsx');
  });

  it('reads back what it writes (an export is an import template), keeping row numbers', async () => {
    const workbook = buildWorkbook(skills, [sampleRecord(skills, 1), sampleRecord(skills, 2)]);
    const sheet = workbook.getWorksheet('skills');
    if (!sheet) throw new Error('no sheet');
    sheet.spliceRows(3, 0, []); // an empty row 3 between the records
    sheet.getCell('F1').value = 'Remarks'; // a column that names no field
    const buffer = await workbook.xlsx.writeBuffer();
    const parsed = await parseSheet(skills, buffer as ArrayBuffer);
    expect(parsed.unknownColumns).toEqual(['Remarks']);
    expect(parsed.rows).toEqual([sampleBody(skills, 1), {}, sampleBody(skills, 2)]);
  });
});

describe('import problems', () => {
  it('reads `<row>.<field>` keys into rows of a table, sorted by row', () => {
    expect(
      importProblems({
        '3.skill_type': ['validation.one_of'],
        '2.title': ['validation.required'],
        rows: ['errors.validation'],
      }),
    ).toEqual([
      { row: null, field: 'rows', messages: ['errors.validation'] },
      { row: 2, field: 'title', messages: ['validation.required'] },
      { row: 3, field: 'skill_type', messages: ['validation.one_of'] },
    ]);
  });
});
