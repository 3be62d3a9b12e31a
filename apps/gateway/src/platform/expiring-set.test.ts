import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExpiringSet } from './expiring-set';

afterEach(() => vi.useRealTimers());

describe('ExpiringSet', () => {
  it('remembers a key for its time, then forgets it', () => {
    vi.useFakeTimers();
    const s = new ExpiringSet(1000, 10);
    s.add('a');
    vi.advanceTimersByTime(999);
    expect(s.has('a')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(s.has('a')).toBe(false);
  });

  it('keeps at most `max` keys, dropping the oldest; adding again makes a key the newest', () => {
    const s = new ExpiringSet(60_000, 2);
    s.add('a');
    s.add('b');
    s.add('a');
    s.add('c');
    expect(['a', 'b', 'c'].filter((k) => s.has(k))).toEqual(['a', 'c']);
    s.delete('a');
    expect(s.has('a')).toBe(false);
  });
});
