/*
 * The download name of a CV: ASCII only, so that every browser, mail client and file system keeps it as it is
 * (Content-Disposition still carries it as filename* too). The English name is used when the youth gave one;
 * otherwise the Bengali name is romanised letter by letter — readable, not a scholarly transliteration.
 */

const CONSONANTS: Record<string, string> = {
  ক: 'k',
  খ: 'kh',
  গ: 'g',
  ঘ: 'gh',
  ঙ: 'ng',
  চ: 'ch',
  ছ: 'chh',
  জ: 'j',
  ঝ: 'jh',
  ঞ: 'n',
  ট: 't',
  ঠ: 'th',
  ড: 'd',
  ঢ: 'dh',
  ণ: 'n',
  ত: 't',
  থ: 'th',
  দ: 'd',
  ধ: 'dh',
  ন: 'n',
  প: 'p',
  ফ: 'f',
  ব: 'b',
  ভ: 'bh',
  ম: 'm',
  য: 'j',
  র: 'r',
  ল: 'l',
  শ: 'sh',
  ষ: 'sh',
  স: 's',
  হ: 'h',
  ৎ: 't',
  // the nukta letters, as romanize() rebuilds them from letter + nukta
  ড়: 'r',
  ঢ়: 'rh',
  য়: 'y',
};
const VOWELS: Record<string, string> = {
  অ: 'o',
  আ: 'a',
  ই: 'i',
  ঈ: 'i',
  উ: 'u',
  ঊ: 'u',
  ঋ: 'ri',
  এ: 'e',
  ঐ: 'oi',
  ও: 'o',
  ঔ: 'ou',
};
const VOWEL_SIGNS: Record<string, string> = {
  'া': 'a',
  'ি': 'i',
  'ী': 'i',
  'ু': 'u',
  'ূ': 'u',
  'ৃ': 'ri',
  'ে': 'e',
  'ৈ': 'oi',
  'ো': 'o',
  'ৌ': 'ou',
};
const OTHERS: Record<string, string> = { 'ং': 'ng', 'ঃ': 'h', 'ঁ': '' };
const VIRAMA = '্';
const NUKTA = '়';

/** Romanises Bengali letters; other characters pass through. */
export function romanize(text: string): string {
  // NFC spells য় ড় ঢ় as a letter + nukta (Unicode composition exclusions): read the pair as one letter
  const chars: string[] = [];
  for (const char of text.normalize('NFC')) {
    const last = chars.length - 1;
    if (char === NUKTA && last >= 0)
      chars[last] = { য: 'য়', ড: 'ড়', ঢ: 'ঢ়' }[chars[last] ?? ''] ?? chars[last] ?? '';
    else chars.push(char);
  }
  let out = '';
  chars.forEach((char, i) => {
    const next = chars[i + 1] ?? '';
    const consonant = CONSONANTS[char];
    if (consonant !== undefined) {
      out += consonant;
      // the inherent vowel: none before a vowel sign, a virama or a nasal sign, nor at the end of a word
      const wordEnds = !next || !/[\u0980-\u09ff]/.test(next);
      if (!(next in VOWEL_SIGNS) && next !== VIRAMA && !(next in OTHERS) && !wordEnds) out += 'o';
      return;
    }
    if (char === VIRAMA) return;
    out += VOWELS[char] ?? VOWEL_SIGNS[char] ?? OTHERS[char] ?? char;
  });
  return out;
}

/** `Rahim-Uddin-CV.pdf`: letters and digits of the name joined by hyphens, at most 60 characters; `CV.pdf` if none. */
export function cvFileName(fullName: string, fullNameEn: string | null): string {
  const source = fullNameEn?.trim() ? fullNameEn : romanize(fullName);
  const ascii = source
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('-')
    .slice(0, 60)
    .replace(/-+$/, '');
  return ascii ? `${ascii}-CV.pdf` : 'CV.pdf';
}
