/** Bengali digits ০–৯ are U+09E6–U+09EF. */
const BENGALI_ZERO = 0x09e6;
const BENGALI_DIGIT = /[\u09E6-\u09EF]/g;

/** Replaces Bengali digits with ASCII digits ('০১৭১২' → '01712'); everything else is left as it is. */
export function normalizeDigits(text: string): string {
  return text.replace(BENGALI_DIGIT, (d) => String(d.charCodeAt(0) - BENGALI_ZERO));
}

/** NFC form, trimmed: what every text field is validated, stored and compared as (quality anchors D3). */
export function normalizeText(text: string): string {
  return text.normalize('NFC').trim();
}

/**
 * Reads a number typed in either script: Bengali digits, spaces and grouping commas allowed
 * ('১২,৩৪,৫৬৭' → 1234567). Empty input gives `undefined`; anything else unreadable gives `NaN`.
 */
export function parseBnNumber(input: unknown): number | undefined {
  if (input === null || input === undefined) return undefined;
  if (typeof input === 'number') return input;
  if (typeof input !== 'string') return Number.NaN;
  const cleaned = normalizeDigits(input.normalize('NFC'))
    .replace(/[\s,]/g, '')
    .replace(/^\u2212/, '-');
  if (cleaned === '') return undefined;
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}
