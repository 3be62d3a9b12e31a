import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { LIMITS, REGISTRATION_ERRORS, REGISTRATION_LIMITS } from '@platform/contract';
import type { GatewayConfig } from '../../config';
import type { Db } from '../../db/client';
import {
  type CodePurpose,
  consumeCode,
  countFailedAttempt,
  liveCodeForUpdate,
  claimWait,
  clearWait,
} from './repository';
import { hashPassword, verifyPassword } from '../../identity/password';
import { HttpError, validationFailed } from '../../platform/errors';
import { once } from '../../platform/once';

/*
 * The rules of codes and single-use tokens (ADR 0050), apart from the routes that use them:
 * 6 random digits, argon2-hashed, 10 minutes, 5 tries; a resend wait of spec §9's 180000 ms per account and
 * purpose; tokens of 32 random bytes kept as SHA-256.
 */

/** A uniformly random 6-digit code ('048213'); never logged, never returned. */
export function newCode(): string {
  return String(randomInt(0, 10 ** REGISTRATION_LIMITS.CODE_DIGITS)).padStart(
    REGISTRATION_LIMITS.CODE_DIGITS,
    '0',
  );
}

export const hashCode = (code: string) => hashPassword(code);

/** A single-use token (e-mail link ref, reset token): 256 random bits, URL-safe. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: tokenHash(token) };
}

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

// Checked when there is no live code, so an unknown account costs the same argon2 work as a wrong code.
const dummyHash = once(() => hashPassword('not-a-code'));

export type CodeOutcome = 'ok' | 'invalid' | 'expired' | 'locked';

/**
 * Checks `code` against the account's live code of `purpose` inside the caller's transaction. A wrong code counts a
 * try (the caller must COMMIT before answering, so the count sticks); after the last try the code is dead even for
 * the right digits. The right code is consumed (single use).
 */
export async function checkCode(
  tx: Db,
  userId: number | null,
  purpose: CodePurpose,
  code: string,
): Promise<CodeOutcome> {
  const row = userId === null ? null : await liveCodeForUpdate(tx, userId, purpose);
  if (!row) {
    await verifyPassword(await dummyHash(), code);
    return 'invalid';
  }
  if (row.attempts >= REGISTRATION_LIMITS.CODE_MAX_ATTEMPTS) return 'locked';
  if (row.expired) return 'expired';
  if (!(await verifyPassword(row.code_hash, code))) {
    await countFailedAttempt(tx, row.id);
    return 'invalid';
  }
  await consumeCode(tx, row.id);
  return 'ok';
}

/**
 * The answer for a code that did not pass, one for every reason (issue 10, finding 6): a wrong, expired or used-up
 * code and a username with no code at all answer alike, so the answer never tells whether an account exists. The
 * message says what to do in every case: check the code or ask for a new one.
 */
export function codeRefusal(_outcome: Exclude<CodeOutcome, 'ok'>): HttpError {
  return validationFailed({ code: [REGISTRATION_ERRORS.codeInvalid] });
}

// --- resend wait ----------------------------------------------------------------------------------------------------

/**
 * The resend wait is kept in the shared `rate_limits` table (001_core) under the username, known or not, so an
 * unknown username waits exactly like a real one and the answers cannot tell them apart.
 */
const waitKey = (purpose: string, username: string) => `resend:${purpose}:${username.toLowerCase()}`;

/**
 * Starts the 180 s wait for this account and purpose, unless one is running: then the seconds left (and nothing
 * changes). One statement, so two parallel requests cannot both start a wait.
 */
export async function claimResendSlot(db: Db, purpose: string, username: string): Promise<number> {
  return claimWait(db, waitKey(purpose, username), LIMITS.RESEND_VERIFICATION_WAIT_MS);
}

export async function clearResendSlot(db: Db, purpose: string, username: string): Promise<void> {
  await clearWait(db, waitKey(purpose, username));
}

/** 429 'wait 3 minutes', with Retry-After in seconds on the reply. */
export function resendRefusal(reply: FastifyReply, waitS: number): HttpError {
  reply.header('retry-after', String(waitS));
  return new HttpError(429, REGISTRATION_ERRORS.resendWait);
}

/** When a code sent now expires and when another may be asked for. */
export function dispatchTimes(now = Date.now()) {
  return {
    code_expires_at: new Date(now + REGISTRATION_LIMITS.CODE_TTL_S * 1000).toISOString(),
    resend_available_at: new Date(now + LIMITS.RESEND_VERIFICATION_WAIT_MS).toISOString(),
  };
}

// --- masks for receipts -----------------------------------------------------------------------------------------------

/** '01712345678' → '017•••••678'. */
export function maskMobile(mobile: string): string {
  return mobile.length < 7
    ? '•'.repeat(mobile.length)
    : `${mobile.slice(0, 3)}${'•'.repeat(mobile.length - 6)}${mobile.slice(-3)}`;
}

/** 'rahima@example.com' → 'r•••••@example.com'. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}${'•'.repeat(Math.max(1, at - 1))}${email.slice(at)}`;
}

/** Accounts are made and reset here only when this gateway is the sign-in service (not with an external OIDC_ISSUER). */
export function requireBuiltInIdentity(config: Pick<GatewayConfig, 'oidcIssuer'>): void {
  if (config.oidcIssuer) throw new HttpError(409, REGISTRATION_ERRORS.externalIdentity);
}
