import type { CodeRange, FontSubset } from './fonts';

/** A stretch of text drawn with one font subset. */
export interface TextRun {
  subset: FontSubset;
  text: string;
}

const inRanges = (cp: number, ranges: readonly CodeRange[]) =>
  ranges.some(([from, to]) => cp >= from && cp <= to);

/**
 * Splits text into runs by the font subset that has its characters, so that Bengali is shaped by the Bengali font
 * as a whole (a conjunct or a vowel sign never straddles two runs) and Latin letters, digits and punctuation come
 * from the Latin font. Spaces join the run they follow (both fonts have them), so a Bengali phrase stays one run;
 * characters no subset covers fall to `latin` (its glyph for a missing character is a visible box, not silence).
 * The Bengali subset is tried first: the Latin one also lists a few general punctuation marks such as ZWJ/ZWNJ,
 * which belong with the Bengali text they join.
 */
export function splitRuns(text: string, ranges: Record<FontSubset, readonly CodeRange[]>): TextRun[] {
  const runs: TextRun[] = [];
  for (const char of text) {
    const cp = char.codePointAt(0) ?? 0;
    const last = runs[runs.length - 1];
    let subset: FontSubset;
    if (/\s/.test(char) && last) subset = last.subset;
    else if (inRanges(cp, ranges.bengali)) subset = 'bengali';
    else if (inRanges(cp, ranges.latin)) subset = 'latin';
    else if (inRanges(cp, ranges['latin-ext'])) subset = 'latin-ext';
    else subset = 'latin';
    if (last && last.subset === subset) last.text += char;
    else runs.push({ subset, text: char });
  }
  return runs;
}
