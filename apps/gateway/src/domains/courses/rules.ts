import { COURSE_ERRORS, COURSE_PUBLICATION as P, type CoursePublication } from '@platform/contract';
import { HttpError } from '../../platform/errors';

/*
 * The rules of a course's life (spec §4 publish / unpublish / archive; issue 15 item 1), plain functions with their
 * own unit tests. The field rules (§5 "course end date must be greater than start date" …) are the shared schema
 * `courseSchema` of @platform/validation, run by the route before anything is written.
 */

export type CourseAction = 'publish' | 'unpublish' | 'archive';

/** Which publication state each action leaves from, and where it goes. */
const MOVES: Record<CourseAction, { from: readonly CoursePublication[]; to: CoursePublication }> = {
  publish: { from: [P.DRAFT], to: P.PUBLISHED },
  unpublish: { from: [P.PUBLISHED], to: P.DRAFT },
  archive: { from: [P.DRAFT, P.PUBLISHED], to: P.ARCHIVED },
};

export const conflict = (message: string) => new HttpError(409, message);

/** The state `action` leads to from `current`, or a 409 with the reason (archived: it changes no more). */
export function nextPublication(current: CoursePublication, action: CourseAction): CoursePublication {
  if (current === P.ARCHIVED) throw conflict(COURSE_ERRORS.archived);
  const move = MOVES[action];
  if (!move.from.includes(current)) throw conflict(COURSE_ERRORS.transition);
  return move.to;
}

/** An archived course is kept as it was: no edit, no status toggle. */
export function assertChangeable(current: CoursePublication): void {
  if (current === P.ARCHIVED) throw conflict(COURSE_ERRORS.archived);
}

/** Image types a cover may have (the upload checked the bytes; this checks what the file row says). */
export const COVER_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** Only a course that was never published is deleted; one that was (youth may have seen it) is archived instead. */
export function assertDeletable(publishedAt: Date | string | null): void {
  if (publishedAt !== null) throw conflict(COURSE_ERRORS.published);
}
