import { boolean, object, type ObjectSchema } from 'yup';
import {
  DISCUSSION_LIMITS as L,
  type DiscussionCommentBody,
  type DiscussionPostBody,
  type DiscussionReportBody,
  type DiscussionVisibilityBody,
} from '@platform/contract';
import { msg, VALIDATION_MESSAGES as V } from './messages';
import { blankToNull, integer, REQUIRED, requiredText } from './rules';

/*
 * The discussion forum's bodies (ADR 0084): the youth portal's forms and the gateway validate the same ones. Markup is
 * removed by the gateway after these checks (a body of markup only is refused there with discussion.errors.empty_body).
 */

const optionalId = () => integer().transform(blankToNull).positive(msg(V.oneOf)).nullable();

export const discussionPostSchema = object({
  title: requiredText(L.title),
  body: requiredText(L.body),
  skill_id: optionalId(),
}) as unknown as ObjectSchema<DiscussionPostBody>;

export const discussionCommentSchema = object({
  body: requiredText(L.comment),
  parent_id: optionalId(),
}) as unknown as ObjectSchema<DiscussionCommentBody>;

export const discussionReportSchema = object({
  reason: requiredText(L.reason),
}) as unknown as ObjectSchema<DiscussionReportBody>;

export const discussionVisibilitySchema = object({
  hidden: boolean().typeError(msg(V.oneOf)).required(REQUIRED),
}) as unknown as ObjectSchema<DiscussionVisibilityBody>;
