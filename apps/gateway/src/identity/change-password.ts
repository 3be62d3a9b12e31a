import type { Db } from '../db/client';
import { endProviderSessions, setPasswordHash } from './users';
import type { UserRow } from './users';
import { clearFailures, type PasswordClient, recordFailure, waitBeforeAttempt } from './attempts';
import { hashPassword, verifyPassword } from './password';

export type PasswordChangeOutcome =
  | { ok: true }
  | { ok: false; reason: 'locked'; retryAfter: number }
  | { ok: false; reason: 'wrong_password' };

export interface PasswordChangeInput {
  /** The active account changing its password. */
  user: Pick<UserRow, 'id' | 'username' | 'password_hash'>;
  /** Already validated by the shared `passwordChangeSchema` (NFC, Bengali digits read as ASCII). */
  currentPassword: string;
  newPassword: string;
  /** The caller's address (the per-address failure counter). */
  ip: string;
  /** A provider session that stays signed in (the provider's update-password action); every other sign-in ends. */
  keepSessionUid?: string;
}

/**
 * The signed-in password change, shared by `PUT /protected/auth/password` and the provider's update-password action
 * (ADR 0021): the current password must verify, and a wrong one counts as a failed sign-in (the sign-in page's limits,
 * ADR 0023, with the session as a recognised client); the new one is stored as argon2id and every sign-in of the account ends.
 */
export async function changePassword(db: Db, input: PasswordChangeInput): Promise<PasswordChangeOutcome> {
  const { user, ip } = input;
  // a signed-in session is a recognised client: never held up by an anonymous caller's failures on the username
  const client: PasswordClient = { username: user.username, ip, device: `user:${user.id}` };
  const wait = await waitBeforeAttempt(db, client);
  if (wait > 0) return { ok: false, reason: 'locked', retryAfter: wait };
  if (!(await verifyPassword(user.password_hash, input.currentPassword))) {
    await recordFailure(db, client);
    return { ok: false, reason: 'wrong_password' };
  }
  const hash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, hash);
    await endProviderSessions(tx, user.id, input.keepSessionUid);
  });
  await clearFailures(db, user.username, client);
  return { ok: true };
}
