import { COURSE_STRUCTURE_ERRORS, REORDER_DIRECTION, type ReorderDirection } from '@platform/contract';
import { msg, serializeMessage, VALIDATION_MESSAGES as V } from '@platform/validation';
import { HttpError, notFound, validationFailed } from '../../platform/errors';

/*
 * The order rules of a course's structure (issue 15 item 2), plain functions over the ids of one parent's rows in
 * their order. The result is always a permutation of the input, so the stored order stays 1…n without gaps.
 */

/** The order after swapping `id` with its neighbour above (up 1) or below (down 2); 409 at either end. */
export function swapped(ids: readonly number[], id: number, direction: ReorderDirection): number[] {
  const at = ids.indexOf(id);
  if (at < 0) throw notFound();
  const other = direction === REORDER_DIRECTION.UP ? at - 1 : at + 1;
  if (other < 0 || other >= ids.length) throw new HttpError(409, COURSE_STRUCTURE_ERRORS.noNeighbour);
  const next = [...ids];
  [next[at], next[other]] = [next[other] as number, next[at] as number];
  return next;
}

/** The order after moving `id` to place `position` (1 = first); 422 for a place past the last. */
export function moved(ids: readonly number[], id: number, position: number): number[] {
  const at = ids.indexOf(id);
  if (at < 0) throw notFound();
  if (position > ids.length)
    throw validationFailed({ position: [serializeMessage(msg(V.max, { max: ids.length }))] });
  const next = ids.filter((x) => x !== id);
  next.splice(position - 1, 0, id);
  return next;
}
