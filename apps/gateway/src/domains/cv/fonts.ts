import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { once } from '../../platform/once';
import { woffToSfnt } from './woff';

/*
 * The CV's fonts: Noto Sans Bengali from @fontsource/noto-sans-bengali (SIL Open Font License 1.1; the package is
 * pinned in package.json). Fontsource splits the family into subsets by Unicode range — `bengali` (with its
 * OpenType shaping tables: conjuncts, reph, pre-base vowel signs), `latin` (Noto Sans design) and `latin-ext` — so
 * a line of mixed text is drawn in runs, one font per run (script-runs.ts). Each WOFF is unwrapped once to its
 * TrueType tables (woff.ts), which fontkit — pdfkit's font engine — shapes and subsets: only the glyphs used are
 * embedded (docs/decisions/0052-cv-pdf.md).
 */

export const FONT_SUBSETS = ['bengali', 'latin', 'latin-ext'] as const;
export type FontSubset = (typeof FONT_SUBSETS)[number];
export const FONT_WEIGHTS = [400, 700] as const;
export type FontWeight = (typeof FONT_WEIGHTS)[number];

/** One codepoint range, inclusive. */
export type CodeRange = readonly [number, number];

const PACKAGE = '@fontsource/noto-sans-bengali';
const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve(`${PACKAGE}/package.json`));

/** The name a font is registered under in a PDF document. */
export function fontName(subset: FontSubset, weight: FontWeight): string {
  return `noto-${subset}-${weight}`;
}

/** Every font as TrueType bytes, read and unwrapped once per process (about 30–120 KB each). */
export const fontFiles = once((): Map<string, Buffer> => {
  const fonts = new Map<string, Buffer>();
  for (const subset of FONT_SUBSETS) {
    for (const weight of FONT_WEIGHTS) {
      fonts.set(
        fontName(subset, weight),
        woffToSfnt(
          readFileSync(join(packageDir, 'files', `noto-sans-bengali-${subset}-${weight}-normal.woff`)),
        ),
      );
    }
  }
  return fonts;
});

/** Parses a CSS unicode-range list (`U+0980-09FE,U+200C-200D`). */
export function parseUnicodeRanges(list: string): CodeRange[] {
  return list.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    const start = Number.parseInt(from ?? '', 16);
    return [start, to ? Number.parseInt(to, 16) : start] as const;
  });
}

/** Which codepoints each subset covers, as the package states them (unicode.json). */
export const subsetRanges = once((): Record<FontSubset, CodeRange[]> => {
  const json = JSON.parse(readFileSync(join(packageDir, 'unicode.json'), 'utf8')) as Record<
    FontSubset,
    string
  >;
  return {
    bengali: parseUnicodeRanges(json.bengali),
    latin: parseUnicodeRanges(json.latin),
    'latin-ext': parseUnicodeRanges(json['latin-ext']),
  };
});
