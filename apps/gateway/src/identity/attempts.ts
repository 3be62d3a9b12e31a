import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/client';
import { hit } from '../platform/plugins/external/rate-limit-store';

/**
 * Failed password checks (sign-in, password change, account deactivation), counted in the shared `rate_limits` table so
 * every replica sees the same counts and a restart forgets nothing. ADR 0023 says what an attacker can and cannot do.
 *
 * No anonymous caller can lock an account (issue 10, finding 5). Three counters, each in a 15-minute window from its
 * first failure:
 * - per username AND client address: 10 failures refuse that pair (an attacker locks out only itself);
 * - per client address: 30 failures refuse the address for every username (one address guessing many accounts);
 * - per username from unrecognised clients: from the 5th failure on, each further attempt from a client the account has
 *   never signed in on must wait 2^(n−5) s (at most 60 s) after the last failure — a progressive delay, never a lock.
 * A browser that signed in to the account before carries a device cookie for it (OWASP "device cookies"): it answers
 * only to its own counter of 10, so during an attack — even from the same address — the owner's usual phone signs in.
 */
export const MAX_FAILURES = 10;
export const MAX_FAILURES_PER_ADDRESS = 30;
export const DELAY_AFTER_FAILURES = 5;
export const MAX_DELAY_S = 60;
export const FAILURE_WINDOW_S = 15 * 60;

/** Who is trying: the username typed, the client address, and the device id when its cookie is trusted for the username. */
export interface PasswordClient {
  username: string;
  ip: string;
  /** A device this account signed in on before (verified device cookie), or a signed-in session; null: unrecognised. */
  device: string | null;
}

const name = (username: string) => username.trim().toLowerCase();
const keys = (c: PasswordClient) => ({
  pair: `signin:pair:${name(c.username)}|${c.ip}`,
  address: `signin:ip:${c.ip}`,
  user: `signin:user:${name(c.username)}`,
  wait: `signin:wait:${name(c.username)}`,
  device: c.device ? `signin:device:${c.device}` : null,
});

/**
 * Seconds until this client may try a password for this username, or 0. A recognised device answers only to its own
 * counter; an unrecognised client to its pair, its address and the username's delay.
 */
export async function waitBeforeAttempt(db: Db, c: PasswordClient): Promise<number> {
  const k = keys(c);
  const r = await db.query<{ wait: number | null }>(
    `select ceil(max(extract(epoch from (window_ends_at - now()))))::int as wait from rate_limits
      where window_ends_at > now()
        and (($6::text is not null and key = $6 and hits >= $4)
          or ($6::text is null and ((key = $1 and hits >= $4) or (key = $2 and hits >= $5) or key = $3)))`,
    [k.pair, k.address, k.wait, MAX_FAILURES, MAX_FAILURES_PER_ADDRESS, k.device],
  );
  return r.rows[0]?.wait ?? 0;
}

/** The sign-in pages' message for a wait: a moment (at most a minute), or whole minutes. */
export function waitMessage(waitS: number): { summary: string; summaryValues?: { minutes: number } } {
  return waitS <= 60
    ? { summary: 'signin.too_many_attempts_soon' }
    : { summary: 'signin.too_many_attempts', summaryValues: { minutes: Math.ceil(waitS / 60) } };
}

/** The delay an unrecognised client waits after the username's n-th failure in the window. */
export function delayAfter(failures: number): number {
  if (failures < DELAY_AFTER_FAILURES) return 0;
  return Math.min(MAX_DELAY_S, 2 ** (failures - DELAY_AFTER_FAILURES));
}

export async function recordFailure(db: Db, c: PasswordClient): Promise<void> {
  const k = keys(c);
  const windowMs = FAILURE_WINDOW_S * 1000;
  if (k.device) {
    await hit(db, k.device, windowMs);
    return;
  }
  await hit(db, k.pair, windowMs);
  await hit(db, k.address, windowMs);
  const { current } = await hit(db, k.user, windowMs);
  const delay = delayAfter(current);
  if (delay > 0) {
    await db.query(
      `insert into rate_limits (key, hits, window_ends_at) values ($1, 1, now() + make_interval(secs => $2))
       on conflict (key) do update set hits = 1, window_ends_at = excluded.window_ends_at`,
      [k.wait, delay],
    );
  }
}

/**
 * A proven password (or a completed reset: no client) clears the username's counters and this client's own ones; the
 * address's count stays (one address guessing many accounts).
 */
export async function clearFailures(db: Db, username: string, client?: PasswordClient): Promise<void> {
  const u = name(username);
  const k = client ? keys(client) : null;
  const cleared = [`signin:user:${u}`, `signin:wait:${u}`, ...(k ? [k.pair, k.device ?? ''] : [])];
  await db.query('delete from rate_limits where key = any($1::text[])', [cleared]);
}

// --- device cookies -----------------------------------------------------------------------------------------------

/** The cookie a browser gets after a successful sign-in: which account it signed in to, signed by the gateway. */
export const DEVICE_COOKIE = 'platform_device';
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

const mac = (key: string, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
const userTag = (key: string, username: string) => mac(key, `user:${name(username)}`).slice(0, 16);

/** A new device cookie value for `username`: `<user tag>.<device id>.<mac>`. */
export function deviceCookieValue(key: string, username: string): string {
  const payload = `${userTag(key, username)}.${randomBytes(12).toString('base64url')}`;
  return `${payload}.${mac(key, payload)}`;
}

/** The device id when `value` is a genuine device cookie for `username`; otherwise null. */
export function trustedDevice(key: string, username: string, value: string | undefined): string | null {
  const [tag, id, sig] = (value ?? '').split('.');
  if (!tag || !id || !sig) return null;
  const expected = Buffer.from(mac(key, `${tag}.${id}`));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return tag === userTag(key, username) ? id : null;
}
