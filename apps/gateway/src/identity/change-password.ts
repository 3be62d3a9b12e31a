import type { Db } from '../db/client';
import { endProviderSessions, setPasswordHash } from '../db/repositories/registration';
import type { UserRow } from '../db/repositories/users';
import { clearFailures, lockedFor, recordFailure } from './attempts';
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
 * (ADR 0021): the current password must verify, and a wrong one counts as a failed sign-in (the same per-username and
 * per-address limit as the sign-in page); the new one is stored as argon2id and every sign-in of the account ends.
 */
export async function changePassword(db: Db, input: PasswordChangeInput): Promise<PasswordChangeOutcome> {
  const { user, ip } = input;
  const wait = await lockedFor(db, user.username, ip);
  if (wait > 0) return { ok: false, reason: 'locked', retryAfter: wait };
  if (!(await verifyPassword(user.password_hash, input.currentPassword))) {
    await recordFailure(db, user.username, ip);
    return { ok: false, reason: 'wrong_password' };
  }
  const hash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, hash);
    await endProviderSessions(tx, user.id, input.keepSessionUid);
  });
  await clearFailures(db, user.username);
  return { ok: true };
}
