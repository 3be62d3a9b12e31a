import { describe, expect, it } from 'vitest';
import { likeContains } from './sql';

describe('likeContains', () => {
  it('wraps the text in % and escapes the wildcards and the escape character', () => {
    expect(likeContains('ann')).toBe('%ann%');
    expect(likeContains('50%')).toBe('%50\\%%');
    expect(likeContains('a_b')).toBe('%a\\_b%');
    expect(likeContains('c:\\x')).toBe('%c:\\\\x%');
  });
});
