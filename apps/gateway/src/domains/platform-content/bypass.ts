import { createHash, timingSafeEqual } from 'node:crypto';

/** Whether the caller's bypass hash equals the stored one (constant time; no stored hash means no bypass). */
export function hashMatches(given: string | undefined, stored: string | null): boolean {
  if (!given || !stored) return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(stored).digest();
  return timingSafeEqual(a, b);
}
