import { describe, expect, it } from 'vitest';
import { optionsOf } from './enum-options';

describe('optionsOf', () => {
  it('names each value of a const object by the prefix, in its order', () => {
    expect(optionsOf({ SHORT: 1, LONG: 2 } as const, 'assessments.set_type')).toEqual([
      { value: 1, labelId: 'assessments.set_type.1' },
      { value: 2, labelId: 'assessments.set_type.2' },
    ]);
  });

  it('takes a list of values too', () => {
    expect(optionsOf(['exactly', 'at_most'], 'assessments.count_rule')).toEqual([
      { value: 'exactly', labelId: 'assessments.count_rule.exactly' },
      { value: 'at_most', labelId: 'assessments.count_rule.at_most' },
    ]);
  });
});
