import { describe, expect, it } from 'vitest';
import { parseUnicodeRanges, subsetRanges } from './fonts';
import { splitRuns } from './script-runs';

describe('font runs', () => {
  const ranges = subsetRanges();

  it('reads the unicode ranges the font package states', () => {
    expect(parseUnicodeRanges('U+0980-09FE,U+25CC')).toEqual([
      [0x980, 0x9fe],
      [0x25cc, 0x25cc],
    ]);
    expect(ranges.bengali.some(([a, b]) => a <= 0x995 && 0x995 <= b)).toBe(true);
    expect(ranges.latin.some(([a, b]) => a <= 0x41 && 0x41 <= b)).toBe(true);
  });

  it('keeps a Bengali phrase with its spaces, conjuncts and vowel signs in one run', () => {
    expect(splitRuns('ক্ষমতায়ন শিক্ষার্থী', ranges)).toEqual([{ subset: 'bengali', text: 'ক্ষমতায়ন শিক্ষার্থী' }]);
  });

  it('draws Latin letters, ASCII digits and punctuation with the Latin font', () => {
    expect(splitRuns('রহিম উদ্দিন (Rahim), 2024: ঢাকা।', ranges)).toEqual([
      { subset: 'bengali', text: 'রহিম উদ্দিন ' },
      { subset: 'latin', text: '(Rahim), 2024: ' },
      { subset: 'bengali', text: 'ঢাকা।' },
    ]);
  });

  it('uses the latin-ext subset for letters beyond Latin-1, and Latin for what no subset has', () => {
    expect(splitRuns('Łódź', ranges).map((r) => r.subset)).toEqual(['latin-ext', 'latin', 'latin-ext']);
    expect(splitRuns('漢', ranges)).toEqual([{ subset: 'latin', text: '漢' }]);
  });

  it('keeps ZWNJ and ZWJ with the Bengali text they join', () => {
    expect(splitRuns('র‍্যাব', ranges)).toEqual([{ subset: 'bengali', text: 'র‍্যাব' }]);
  });
});
