import { inflateSync } from 'node:zlib';

/*
 * A small PDF reader for tests (no PDF library in the dependencies for this): enough of the format pdfkit writes
 * to list the embedded fonts and to read the text back the way a viewer's copy or a screen reader does — content
 * streams (Tj/TJ strings of two-byte glyph ids) through each font's ToUnicode map. Shaped Bengali reads back in
 * glyph order (a pre-base vowel sign before its consonant), as from any PDF viewer.
 */

export interface PdfObject {
  id: number;
  dict: string;
  stream?: Buffer;
}

export interface PdfText {
  objects: PdfObject[];
  /** BaseFont names of the embedded fonts (`ABCDEF+NotoSansBengali-Regular`). */
  fonts: string[];
  /** One string per text block (BT … ET), in drawing order. */
  blocks: string[];
  /** The blocks joined by newlines. */
  text: string;
  pages: number;
}

function readObjects(pdf: Buffer): PdfObject[] {
  const raw = pdf.toString('latin1');
  const objects: PdfObject[] = [];
  const re = /(\d+) 0 obj\s*/g;
  for (let m = re.exec(raw); m; m = re.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endobj', start);
    if (end < 0) break;
    const body = raw.slice(start, end);
    const at = body.indexOf('stream');
    const object: PdfObject = { id: Number(m[1]), dict: at >= 0 ? body.slice(0, at) : body };
    if (at >= 0 && !body.slice(0, at).includes('endstream')) {
      const length = Number(/\/Length (\d+)(?! 0 R)/.exec(object.dict)?.[1] ?? -1);
      let from = start + at + 'stream'.length;
      if (raw[from] === '\r') from += 1;
      if (raw[from] === '\n') from += 1;
      const bytes =
        length >= 0 ? pdf.subarray(from, from + length) : pdf.subarray(from, raw.indexOf('endstream', from));
      object.stream = object.dict.includes('/FlateDecode') ? inflateSync(bytes) : Buffer.from(bytes);
    }
    objects.push(object);
    re.lastIndex = end;
  }
  return objects;
}

/** A CMap target: UTF-16BE hex, possibly spaced (`<09a6 09cd 09a6>`) or empty (`<>`). */
const utf16 = (hex: string) => Buffer.from(hex.replace(/\s/g, ''), 'hex').swap16().toString('utf16le');

function parseCmap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const r of (block[1] ?? '').matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]+>)/g,
    )) {
      const from = Number.parseInt(r[1] ?? '0', 16);
      const to = Number.parseInt(r[2] ?? '0', 16);
      const target = r[3] ?? '';
      if (target.startsWith('[')) {
        for (const [i, d] of [...target.matchAll(/<([0-9a-fA-F\s]*)>/g)].entries())
          map.set(from + i, utf16(d[1] ?? ''));
      } else {
        const base = Buffer.from(target.slice(1, -1).replace(/\s/g, ''), 'hex');
        for (let code = from; code <= to; code += 1) {
          const b = Buffer.from(base);
          b.writeUInt16BE(b.readUInt16BE(b.length - 2) + (code - from), b.length - 2);
          map.set(code, b.swap16().toString('utf16le'));
        }
      }
    }
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const r of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]*)>/g))
      map.set(Number.parseInt(r[1] ?? '0', 16), utf16(r[2] ?? ''));
  }
  return map;
}

/** Reads the fonts and the text of a PDF written by pdfkit. */
export function readPdfText(pdf: Buffer): PdfText {
  const objects = readObjects(pdf);
  const byId = new Map(objects.map((o) => [o.id, o]));
  // font resource name (/F1) → the font's ToUnicode map
  const unicodeOf = new Map<number, Map<number, string>>();
  const fonts: string[] = [];
  for (const o of objects) {
    if (!/\/Type \/Font/.test(o.dict)) continue;
    const base = /\/BaseFont \/([^\s/>]+)/.exec(o.dict)?.[1];
    if (base && /\/Subtype \/Type0/.test(o.dict)) fonts.push(base);
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(o.dict)?.[1];
    const cmap = toUnicode ? byId.get(Number(toUnicode))?.stream : undefined;
    if (cmap) unicodeOf.set(o.id, parseCmap(cmap.toString('latin1')));
  }
  const resource = new Map<string, Map<number, string>>();
  for (const o of objects) {
    for (const r of o.dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const map = unicodeOf.get(Number(r[2]));
      if (map) resource.set(r[1] ?? '', map);
    }
  }
  const pages = objects.filter((o) => /\/Type \/Page\b/.test(o.dict));
  const blocks: string[] = [];
  for (const page of pages) {
    const contents = /\/Contents (\d+) 0 R/.exec(page.dict)?.[1];
    const content = contents ? byId.get(Number(contents))?.stream?.toString('latin1') : undefined;
    if (!content) continue;
    let font: Map<number, string> | undefined;
    let block = '';
    for (const token of content.matchAll(
      /\/(F\d+) [\d.]+ Tf|\[((?:[^\]])*)\] TJ|<([0-9a-fA-F]*)> Tj|\bBT\b|\bET\b/g,
    )) {
      if (token[0] === 'BT') block = '';
      else if (token[0] === 'ET') blocks.push(block);
      else if (token[1]) font = resource.get(token[1]);
      else {
        const hexes =
          token[2] !== undefined
            ? [...token[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1] ?? '')
            : [token[3] ?? ''];
        for (const hex of hexes) {
          for (let i = 0; i + 4 <= hex.length; i += 4)
            block += font?.get(Number.parseInt(hex.slice(i, i + 4), 16)) ?? '\uFFFD';
        }
      }
    }
  }
  return { objects, fonts, blocks, text: blocks.join('\n'), pages: pages.length };
}
