import type { Db } from '../db/client';
import { hit } from '../plugins/external/rate-limit-store';

/**
 * Failed sign-in counters, per username and per client IP, in the shared `rate_limits` table (001_core), so every
 * gateway replica sees the same counts and a restart forgets nothing. Fixed 15-minute window from the first failure.
 */
export const MAX_FAILURES = 10;
export const FAILURE_WINDOW_S = 15 * 60;

const keysOf = (username: string, ip: string) => [`signin:user:${username.toLowerCase()}`, `signin:ip:${ip}`];

/** Seconds until the caller may try again, or 0 when neither the username nor the IP is over the limit. */
export async function lockedFor(db: Db, username: string, ip: string): Promise<number> {
  const r = await db.query<{ wait: number | null }>(
    `select ceil(max(extract(epoch from (window_ends_at - now()))))::int as wait
       from rate_limits where key = any($1::text[]) and window_ends_at > now() and hits >= $2`,
    [keysOf(username, ip), MAX_FAILURES],
  );
  return r.rows[0]?.wait ?? 0;
}

export async function recordFailure(db: Db, username: string, ip: string): Promise<void> {
  for (const key of keysOf(username, ip)) await hit(db, key, FAILURE_WINDOW_S * 1000);
}

/** A successful sign-in clears the username's counter (the IP's stays: one address guessing many accounts). */
export async function clearFailures(db: Db, username: string): Promise<void> {
  await db.query('delete from rate_limits where key = $1', [`signin:user:${username.toLowerCase()}`]);
}
