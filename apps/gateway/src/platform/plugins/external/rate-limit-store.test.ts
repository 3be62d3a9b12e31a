import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import { migrate } from '../../../db/migrate';
import { freshDb } from '../../../test/harness';
import { WriteBehindCounters, hit } from './rate-limit-store';

let db: Db;
let drop: () => Promise<void>;
/** The count of the key's current window (0 when its window has ended). */
const stored = async (key: string) =>
  (
    await db.query<{ hits: number }>(
      'select hits from rate_limits where key = $1 and window_ends_at > now()',
      [key],
    )
  ).rows[0]?.hits ?? 0;
const counts = async (c: WriteBehindCounters, key: string, n: number) => {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await c.incr(key)).current);
  return out;
};
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The stored count once the write-behind timer has written it (polled: a loaded CI box delays timers). */
const storedOnce = async (key: string, expected: number) => {
  for (const end = Date.now() + 5_000; Date.now() < end; await pause(25))
    if ((await stored(key)) === expected) break;
  return stored(key);
};

beforeAll(async () => {
  ({ db, drop } = await freshDb());
  await migrate(db);
});
afterAll(async () => drop?.());

describe('hit (the exact counter)', () => {
  it('counts a window and starts a new one when it has ended', async () => {
    expect((await hit(db, 'exact', 60_000)).current).toBe(1);
    expect((await hit(db, 'exact', 60_000, 4)).current).toBe(5);
    await db.query(`update rate_limits set window_ends_at = now() - interval '1 second' where key = 'exact'`);
    const next = await hit(db, 'exact', 60_000);
    expect(next.current).toBe(1);
    expect(next.ttl).toBeGreaterThan(59_000);
  });
});

describe('WriteBehindCounters (the general limit, two replicas on one table)', () => {
  it('counts every hit of a replica at once, and writes them to the shared table within a sync period', async () => {
    // a sync period no test run reaches: the exchanges are called below, so a loaded machine's timers do not matter
    const a = new WriteBehindCounters(db, 60_000, 60_000);
    const b = new WriteBehindCounters(db, 60_000, 60_000);
    try {
      // replica a: the first hit is written, the next four are counted in memory
      expect(await counts(a, 'addr', 5)).toEqual([1, 2, 3, 4, 5]);
      expect(await stored('addr')).toBe(1);
      // replica b sees what is in the table plus its own hit
      expect(await counts(b, 'addr', 1)).toEqual([2]);
      // a's exchange (its timer's, once a period) adds its four in one statement and reads b's; its next hit counts on
      // from there, and the next exchange writes it
      await a.flush();
      expect(await stored('addr')).toBe(6);
      expect(await counts(a, 'addr', 1)).toEqual([7]);
      await a.flush();
      expect(await stored('addr')).toBe(7);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it("writes a quiet key's remaining count from its timer, and what is left when it closes", async () => {
    const a = new WriteBehindCounters(db, 60_000, 100);
    expect(await counts(a, 'quiet', 3)).toEqual([1, 2, 3]);
    expect(await stored('quiet')).toBe(1);
    expect(await storedOnce('quiet', 3)).toBe(3);
    expect(await counts(a, 'closing', 2)).toEqual([1, 2]);
    await a.close();
    expect(await stored('closing')).toBe(2);
  });

  it('learns a new key with one exchange however many of its hits arrive at once (ADR 0126, revision 2)', async () => {
    const a = new WriteBehindCounters(db, 60_000, 60_000);
    try {
      const burst = await Promise.all(Array.from({ length: 10 }, () => a.incr('burst')));
      expect(burst.map((r) => r.current).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      // one hit written by the one exchange, the other nine counted in memory until the next
      expect(await stored('burst')).toBe(1);
      await a.flush();
      expect(await stored('burst')).toBe(10);
    } finally {
      await a.close();
    }
  });

  it('starts counting again when the shared window has ended', async () => {
    const a = new WriteBehindCounters(db, 60_000, 100);
    try {
      expect(await counts(a, 'window', 2)).toEqual([1, 2]);
      await db.query(
        `update rate_limits set window_ends_at = now() - interval '1 second' where key = 'window'`,
      );
      // the timer writes the pending hit into the ended window: a new window of 1
      expect(await storedOnce('window', 1)).toBe(1);
      expect(await counts(a, 'window', 1)).toEqual([2]);
    } finally {
      await a.close();
    }
  });
});
