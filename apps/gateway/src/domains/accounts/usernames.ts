import { randomInt } from 'node:crypto';
import { REGISTRATION_ERRORS } from '@platform/contract';
import { USER_LIMITS, USERNAME_PATTERN, VALIDATION_MESSAGES } from '@platform/validation';
import type { Db } from '../../db/client';
import { takenUsernames } from './repository';

/*
 * A taken username comes back with free ones to choose from (issue 12, defect 11: "Already exists" with no way on).
 * The answer says no more than the taken username already does: every candidate is checked, only free ones are named.
 */

const SUGGESTIONS = 3;

/** Usernames like `wanted` (its letters with other numbers), each within the username rule. */
export function usernameCandidates(wanted: string, year = new Date().getFullYear()): string[] {
  const base = (wanted.replace(/[._-]*\d*$/, '') || wanted).slice(0, USER_LIMITS.username.max - 5);
  const numbers = [
    ...Array.from({ length: 4 }, () => String(randomInt(10, 100))),
    ...Array.from({ length: 4 }, () => String(randomInt(100, 1000))),
  ];
  const candidates = [
    ...numbers.slice(0, 2).map((n) => `${base}${n}`),
    `${base}_${year}`,
    ...numbers.slice(2).map((n) => `${base}_${n}`),
  ];
  return [...new Set(candidates)].filter(
    (c) =>
      c.toLowerCase() !== wanted.toLowerCase() &&
      c.length >= USER_LIMITS.username.min &&
      c.length <= USER_LIMITS.username.max &&
      USERNAME_PATTERN.test(c),
  );
}

/**
 * The field error of a taken username: `registration.errors.username_taken` with up to three free ones (the JSON
 * text of a message with values, as FieldErrors carry them), or plain 'Already exists' when none is free.
 */
export async function usernameTakenMessage(db: Db, wanted: string): Promise<string> {
  const candidates = usernameCandidates(wanted);
  const taken = await takenUsernames(db, candidates);
  const free = candidates.filter((c) => !taken.has(c.toLowerCase())).slice(0, SUGGESTIONS);
  if (free.length === 0) return VALIDATION_MESSAGES.alreadyExists;
  return JSON.stringify({ id: REGISTRATION_ERRORS.usernameTaken, values: { suggestions: free.join(', ') } });
}
