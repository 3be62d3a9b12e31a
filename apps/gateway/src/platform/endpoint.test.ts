import { describe, expect, it } from 'vitest';
import { pathId } from './endpoint';

describe('pathId (ctx.id)', () => {
  it('reads positive integers and answers 404 for anything else', () => {
    expect(pathId('12')).toBe(12);
    expect(pathId(7)).toBe(7);
    for (const bad of ['0', '-1', '1.5', 'abc', '', '99999999999999999999', undefined, null])
      expect(() => pathId(bad), String(bad)).toThrow('errors.not_found');
  });
});
