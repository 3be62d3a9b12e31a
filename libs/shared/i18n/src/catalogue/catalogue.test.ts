import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { catalogue, translate } from './index';

const en = catalogue['en-US'];
const bn = catalogue['bn-BD'];

/** Argument names used by an ICU message (placeholders, plural/select arguments, nested). */
function argumentsOf(elements: MessageFormatElement[], out = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (
      el.type === TYPE.argument ||
      el.type === TYPE.number ||
      el.type === TYPE.date ||
      el.type === TYPE.time
    )
      out.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      out.add(el.value);
      for (const option of Object.values(el.options)) argumentsOf(option.value, out);
    }
    if (el.type === TYPE.tag) argumentsOf(el.children, out);
  }
  return out;
}

describe('label catalogue parity', () => {
  it('has the same ids in English and Bengali', () => {
    expect(Object.keys(bn).filter((id) => !(id in en))).toEqual([]);
    expect(Object.keys(en).filter((id) => !(id in bn))).toEqual([]);
  });

  it('has no empty texts', () => {
    expect(
      Object.entries(en)
        .filter(([, text]) => text.trim() === '')
        .map(([id]) => id),
    ).toEqual([]);
    expect(
      Object.entries(bn)
        .filter(([, text]) => text.trim() === '')
        .map(([id]) => id),
    ).toEqual([]);
  });

  it('parses every message as ICU and uses the same arguments in both languages', () => {
    const problems: string[] = [];
    for (const id of Object.keys(en)) {
      try {
        const enArgs = [...argumentsOf(parse(en[id] ?? ''))].sort();
        const bnArgs = [...argumentsOf(parse(bn[id] ?? ''))].sort();
        if (enArgs.join() !== bnArgs.join())
          problems.push(`${id}: en {${enArgs.join()}} bn {${bnArgs.join()}}`);
      } catch (error) {
        problems.push(`${id}: ${(error as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('uses stable dotted ids', () => {
    expect(Object.keys(en).filter((id) => !/^[a-z0-9_]+(\.[A-Za-z0-9_-]+)+$/.test(id))).toEqual([]);
  });
});

describe('translate (non-React callers)', () => {
  it('interpolates plain values and falls back to English, then to the id', () => {
    expect(translate('en-US', 'cv_bank.results.open', { name: 'Rahim' })).toBe('View the CV of Rahim');
    expect(translate('bn-BD', 'validation.required')).toBe('এই ঘরটি পূরণ করা আবশ্যক');
    expect(translate('bn-BD', 'no.such.id')).toBe('no.such.id');
  });
});

describe('translate with numbers', () => {
  it('formats `{x, number}` in the locale', () => {
    // (plural and select messages are react-intl's; this plain interpolation serves the gateway's pages)
    expect(translate('en-US', 'cv_bank.results.completion', { percent: 80 })).toBe('Profile 80% complete');
    expect(translate('bn-BD', 'cv_bank.results.completion', { percent: 80 })).toBe('প্রোফাইল ৮০% সম্পূর্ণ');
  });
});
