import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { detectFileType, nameMatchesType } from './detect';
import { DOCX, GIF, HTML, JPEG, PDF, PLAIN_ZIP, PNG, SVG, WEBP, XLSM, zipOf } from './test-files';
import { cleanFileName } from './upload';

describe('detectFileType (magic bytes, never the name)', () => {
  it.each([
    ['png', PNG, 'image/png'],
    ['jpeg', JPEG, 'image/jpeg'],
    ['gif', GIF, 'image/gif'],
    ['webp', WEBP, 'image/webp'],
    ['pdf', PDF, 'application/pdf'],
    ['docx', DOCX, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ])('%s', (_name, bytes, mime) => {
    expect(detectFileType(bytes)?.mime).toBe(mime);
  });

  it('reads a real workbook written by exceljs as xlsx', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Sheet1').addRow(['title']);
    expect(detectFileType(Buffer.from(await book.xlsx.writeBuffer()))?.name).toBe('xlsx');
  });

  it.each([
    ['HTML', HTML],
    ['SVG', SVG],
    ['SVG with an XML prolog', Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a script', Buffer.from('#!/bin/sh\nrm -rf /\n')],
    ['an empty file', Buffer.alloc(0)],
    ['a truncated PNG signature', PNG.subarray(0, 4)],
    [
      'RIFF that is not WebP (WAV)',
      Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt ')]),
    ],
    ['a macro-enabled workbook', XLSM],
    ['a zip without content types', PLAIN_ZIP],
    [
      'a zip whose content types name a spreadsheet but holds no xl/ part',
      zipOf({
        '[Content_Types].xml': `<Types><Override ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>`,
      }),
    ],
    ['a zip cut short', DOCX.subarray(0, DOCX.length - 30)],
  ])('refuses %s', (_name, bytes) => {
    expect(detectFileType(bytes)).toBeNull();
  });
});

describe('nameMatchesType', () => {
  it('wants an extension of the detected type, in any case', () => {
    const jpeg = detectFileType(JPEG);
    const png = detectFileType(PNG);
    if (!jpeg || !png) throw new Error('fixtures');
    expect(nameMatchesType('Photo.JPEG', jpeg)).toBe(true);
    expect(nameMatchesType('photo.jpg', jpeg)).toBe(true);
    expect(nameMatchesType('photo.png', jpeg)).toBe(false);
    expect(nameMatchesType('photo.png.exe', png)).toBe(false);
    expect(nameMatchesType('png', png)).toBe(false);
  });
});

describe('cleanFileName', () => {
  const png = detectFileType(PNG);
  if (!png) throw new Error('fixture');
  it.each([
    ['me.png', 'me.png'],
    ['C:\\Users\\rahim\\ছবি.png', 'ছবি.png'],
    ['../../etc/passwd.png', 'passwd.png'],
    ['evil\u202Egnp.exe.png', 'evilgnp.exe.png'],
    ['  spaced.png  ', 'spaced.png'],
    ['', 'file.png'],
    ['..', 'file.png'],
  ])('%j → %j', (raw, clean) => {
    expect(cleanFileName(raw, png)).toBe(clean);
  });
  it('keeps at most 255 characters, the end (and so the extension) first', () => {
    const name = cleanFileName(`${'ক'.repeat(300)}.png`, png);
    expect([...name]).toHaveLength(255);
    expect(name.endsWith('.png')).toBe(true);
  });
});
