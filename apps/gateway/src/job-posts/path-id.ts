import { notFound } from '../platform/errors';

/** A path id: a positive integer, or 404 (an id that cannot exist is as missing as another organisation's). */
export function pathId(value: unknown): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
}
