const BENGALI_ZERO = 0x09e6;

/** ASCII digits → Bengali digits ('03-26-2025' → '০৩-২৬-২০২৫'); other characters unchanged. */
export function toBengaliDigits(value: string | number): string {
  return String(value).replace(/[0-9]/g, (d) => String.fromCharCode(BENGALI_ZERO + Number(d)));
}

/** Bengali digits (U+09E6–U+09EF) → ASCII digits ('০১৭১২' → '01712'); other characters unchanged. */
export function normalizeDigits(value: string): string {
  return value.replace(/[\u09E6-\u09EF]/g, (d) => String(d.charCodeAt(0) - BENGALI_ZERO));
}
