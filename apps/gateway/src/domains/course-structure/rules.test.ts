import { describe, expect, it } from 'vitest';
import { moved, swapped } from './rules';

describe('structure order rules', () => {
  it('swaps with the row above (1) or below (2)', () => {
    expect(swapped([10, 20, 30], 20, 1)).toEqual([20, 10, 30]);
    expect(swapped([10, 20, 30], 20, 2)).toEqual([10, 30, 20]);
  });

  it('refuses to swap past either end with the no-neighbour message', () => {
    expect(() => swapped([10, 20], 10, 1)).toThrow(
      expect.objectContaining({ statusCode: 409, message: 'course_structure.errors.no_neighbour' }),
    );
    expect(() => swapped([10, 20], 20, 2)).toThrow(expect.objectContaining({ statusCode: 409 }));
  });

  it('moves a row to a place, the others closing up', () => {
    expect(moved([1, 2, 3, 4], 4, 1)).toEqual([4, 1, 2, 3]);
    expect(moved([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]);
    expect(moved([1, 2, 3, 4], 2, 2)).toEqual([1, 2, 3, 4]);
  });

  it('refuses a place past the last with the max message', () => {
    expect(() => moved([1, 2], 1, 3)).toThrow(expect.objectContaining({ statusCode: 422 }));
  });
});
