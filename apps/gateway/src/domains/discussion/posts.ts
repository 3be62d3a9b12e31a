import {
  DISCUSSION_ERRORS,
  type DiscussionPostBody,
  type DiscussionPostDetail,
  type FieldErrors,
} from '@platform/contract';
import { VALIDATION_MESSAGES as V } from '@platform/validation';
import type { Db } from '../../db/client';
import { notFound, validationFailed } from '../../platform/errors';
import { likes, readThread, readVisiblePost, skillExists } from './repository';
import { detailOf, discussionText, threadOf } from './text';

/* The forum's rules between the routes and the SQL (ADR 0084): cleaning a post's text, and a post as `viewer` sees it. */

/** The post with its markup removed; 422 when nothing is left or the skill does not exist. */
export async function cleanPost(db: Db, body: DiscussionPostBody): Promise<DiscussionPostBody> {
  const clean = {
    title: discussionText(body.title),
    body: discussionText(body.body),
    skill_id: body.skill_id ?? null,
  };
  const errors: FieldErrors = {};
  if (!clean.title) errors.title = [V.required];
  if (!clean.body) errors.body = [DISCUSSION_ERRORS.emptyBody];
  if (clean.skill_id !== null && !(await skillExists(db, clean.skill_id)))
    errors.skill_id = [V.referenceMissing];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return clean;
}

/** Text of a comment or report with its markup removed; 422 on `field` when nothing is left. */
export function cleanText(value: string, field: string): string {
  const clean = discussionText(value);
  if (!clean) throw validationFailed({ [field]: [DISCUSSION_ERRORS.emptyBody] });
  return clean;
}

/** The post as `viewer` (null: signed out) may see it, with its visible thread; 404 when they may not. */
export async function postFor(db: Db, id: number, viewer: number | null): Promise<DiscussionPostDetail> {
  const post = await readVisiblePost(db, id, viewer);
  if (!post) throw notFound();
  const [rows, liked] = await Promise.all([
    readThread(db, id),
    viewer === null ? Promise.resolve(false) : likes(db, id, viewer),
  ]);
  return detailOf(post, threadOf(rows, viewer), viewer, liked);
}
