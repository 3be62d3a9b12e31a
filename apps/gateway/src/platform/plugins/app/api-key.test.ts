import { describe, expect, it } from 'vitest';
import { apiKeyMatcher } from './api-key';

describe('apiKeyMatcher', () => {
  it('accepts every configured key, again and again, and nothing else (ADR 0126: a passed key is remembered)', () => {
    const matches = apiKeyMatcher(['old-key-0123456789', 'new-key-0123456789']);
    for (let round = 0; round < 2; round++) {
      expect(matches('old-key-0123456789')).toBe(true);
      expect(matches('new-key-0123456789')).toBe(true);
      expect(matches('new-key-012345678')).toBe(false);
      expect(matches('NEW-KEY-0123456789')).toBe(false);
      expect(matches('')).toBe(false);
      expect(matches(undefined)).toBe(false);
    }
  });
});
