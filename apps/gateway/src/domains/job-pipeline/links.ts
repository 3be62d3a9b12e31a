import { createHash, randomBytes } from 'node:crypto';

/* The secrets of the pipeline's public links (ADR 0063): 256 random bits, only their sha-256 stored; video rooms. */

/** A secret for a link (candidate confirmation, board member join): 256 random bits, URL-safe, and its sha-256. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: linkTokenHash(token) };
}
export const linkTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A video room id nobody can guess (128 random bits). */
export const newVideoRoom = () => `interview-${randomBytes(16).toString('base64url')}`;
