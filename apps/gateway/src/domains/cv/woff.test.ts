import { describe, expect, it } from 'vitest';
import { fontFiles } from './fonts';
import { woffToSfnt } from './woff';

describe('WOFF unwrapping', () => {
  it('gives TrueType tables a font engine reads: sfnt version, a sorted directory, the head table intact', () => {
    for (const [name, ttf] of fontFiles()) {
      expect(ttf.readUInt32BE(0), name).toBe(0x00010000);
      const tables = ttf.readUInt16BE(4);
      const tags = Array.from({ length: tables }, (_, i) => ttf.toString('latin1', 12 + i * 16, 16 + i * 16));
      expect(tags, name).toEqual(expect.arrayContaining(['GSUB', 'GPOS', 'cmap', 'glyf', 'head', 'loca']));
      const head = tags.indexOf('head');
      const offset = ttf.readUInt32BE(12 + head * 16 + 8);
      // the head table's magic number
      expect(ttf.readUInt32BE(offset + 12), name).toBe(0x5f0f3cf5);
    }
  });

  it('refuses what is not WOFF 1.0', () => {
    expect(() => woffToSfnt(Buffer.from('wOF2 not woff 1'))).toThrow('not a WOFF 1.0 font');
  });
});
