import { defineEndpoint } from './endpoint';
import type { ListQuery } from './envelope';
import { DISCUSSION_PERMISSIONS } from './discussion-permissions';

/*
 * The youth's discussion forum (spec §2 /discussion, /discussion/{id}; §3 approval status; §7 protected discussion
 * calls; issue 18 item 5; ADR 0084). A signed-in youth writes a post (title, plain-text body, an optional skill as its
 * tag); it starts `requested` and only its author and the moderators see it until a moderator (approve_discussion_post)
 * approves or rejects it. Approved posts are public to read; signed-in youth comment (one level of replies), like a
 * post (one like per youth, a toggle) and report a post or a comment. A moderator hides what was reported. An author
 * edits (an approved post goes back to `requested`) and deletes only their own post; everything a hidden or
 * unapproved post holds, its comments included, is invisible to everyone else (404, as if it did not exist).
 */

export { DISCUSSION_PERMISSIONS } from './discussion-permissions';

/** Spec §3 approval status of a post. */
export const DISCUSSION_POST_STATUS = {
  requested: 'requested',
  approved: 'approved',
  rejected: 'rejected',
} as const;
export type DiscussionPostStatus = (typeof DISCUSSION_POST_STATUS)[keyof typeof DISCUSSION_POST_STATUS];

export const DISCUSSION_LIMITS = { title: 200, body: 5000, comment: 2000, reason: 500, search: 200 } as const;

/** Refusals of the forum (catalogue area discussion.ts). */
export const DISCUSSION_ERRORS = {
  /** A reply to a reply: the forum has one level of replies. */
  replyDepth: 'discussion.errors.reply_depth',
  /** The body held nothing but markup, which is removed. */
  emptyBody: 'discussion.errors.empty_body',
  /** The caller already reported this post or comment. */
  alreadyReported: 'discussion.errors.already_reported',
} as const;

/** A post as the youth writes it. Markup in title or body is removed on the server: both are plain text. */
export interface DiscussionPostBody {
  title: string;
  body: string;
  /** A skill the post is about (its tag); null for none. */
  skill_id?: number | null;
}

export interface DiscussionCommentBody {
  body: string;
  /** A top-level comment of the same post this answers; absent or null for a top-level comment. */
  parent_id?: number | null;
}

export interface DiscussionReportBody {
  /** Why the post or comment is abusive. */
  reason: string;
}

export interface DiscussionVisibilityBody {
  /** true hides the post or comment from everyone but the moderators; either way its open reports are closed. */
  hidden: boolean;
}

export interface DiscussionListQuery extends ListQuery {
  /** Words of the title or the body. */
  search?: string;
  skill_id?: number;
}

export interface DiscussionModerationQuery extends ListQuery {
  search?: string;
  status?: DiscussionPostStatus;
  /** 1: only posts with open reports. */
  reported?: number;
}

export interface DiscussionAuthor {
  id: number;
  full_name: string;
  full_name_en: string | null;
}

export interface DiscussionSkill {
  id: number;
  title: string;
  title_en: string | null;
}

/** One post of a list. */
export interface DiscussionPostSummary {
  id: number;
  title: string;
  /** The first 300 characters of the body. */
  excerpt: string;
  skill: DiscussionSkill | null;
  author: DiscussionAuthor;
  status: DiscussionPostStatus;
  like_count: number;
  comment_count: number;
  created_at: string;
  updated_at: string;
}

export interface DiscussionReply {
  id: number;
  body: string;
  author: DiscussionAuthor;
  /** Whether the caller wrote it (may delete it). */
  mine: boolean;
  created_at: string;
}

export interface DiscussionComment extends DiscussionReply {
  replies: DiscussionReply[];
}

/** One post with its visible comments (oldest first) and their replies. */
export interface DiscussionPostDetail extends DiscussionPostSummary {
  body: string;
  comments: DiscussionComment[];
  /** Whether the caller wrote the post (may edit and delete it). */
  mine: boolean;
  /** Whether the caller likes it (false when signed out). */
  liked: boolean;
}

export interface DiscussionReactionResult {
  liked: boolean;
  like_count: number;
}

/** A post as the moderators see it: the whole body, hidden or not, and its open reports. */
export interface DiscussionModerationPost extends DiscussionPostSummary {
  body: string;
  hidden: boolean;
  /** Reasons of the open reports, newest first. */
  reports: string[];
}

/** A reported comment as the moderators see it. */
export interface DiscussionModerationComment {
  id: number;
  body: string;
  post: { id: number; title: string };
  author: DiscussionAuthor;
  hidden: boolean;
  reports: string[];
  created_at: string;
}

const P = DISCUSSION_PERMISSIONS;

/** A moderator's action on one post or comment (`/private/discussion-…/:id/…`, permission approve_discussion_post). */
/*@__NO_SIDE_EFFECTS__*/
function moderation<TRes, TBody = undefined>(method: 'POST' | 'PUT', path: string, summary: string) {
  return defineEndpoint<TRes, TBody, undefined, { id: number }>({
    method,
    path,
    area: 'private',
    permission: P.approve,
    summary,
  });
}

/** Approve or reject a post: the post as the moderators see it afterwards. */
/*@__NO_SIDE_EFFECTS__*/
const postDecision = (decision: 'approve' | 'reject', summary: string) =>
  moderation<DiscussionModerationPost>('POST', `/private/discussion-posts/:id/${decision}`, summary);

/** Hide a post or a comment, or show it again; either way its open reports are closed. */
/*@__NO_SIDE_EFFECTS__*/
const visibility = <TRes>(records: 'posts' | 'comments', summary: string) =>
  moderation<TRes, DiscussionVisibilityBody>(
    'PUT',
    `/private/discussion-${records}/:id/visibility`,
    `${summary}; its open reports are closed`,
  );

/** Discussion forum endpoints; spread into the endpoints. */
export const discussionEndpoints = {
  discussionPosts: defineEndpoint<DiscussionPostSummary[], undefined, DiscussionListQuery>({
    method: 'GET',
    path: '/public/discussion-posts',
    area: 'public',
    list: true,
    summary: 'Approved, visible posts, newest first: search in title and body, filter by skill',
  }),
  discussionPost: defineEndpoint<DiscussionPostDetail, undefined, undefined, { id: number }>({
    method: 'GET',
    path: '/public/discussion-posts/:id',
    area: 'public',
    summary: 'One approved, visible post with its visible comments and replies (404 for any other post)',
  }),
  myDiscussionPosts: defineEndpoint<DiscussionPostSummary[], undefined, ListQuery>({
    method: 'GET',
    path: '/protected/my-discussion-posts',
    area: 'protected',
    list: true,
    summary: "The caller's own posts in every status, newest first",
  }),
  discussionPostForMe: defineEndpoint<DiscussionPostDetail, undefined, undefined, { id: number }>({
    method: 'GET',
    path: '/protected/discussion-posts/:id',
    area: 'protected',
    summary:
      'One post as the caller sees it: an approved visible post, or the caller’s own in any status; with whether the caller likes it',
  }),
  createDiscussionPost: defineEndpoint<DiscussionPostDetail, DiscussionPostBody>({
    method: 'POST',
    path: '/protected/discussion-posts',
    area: 'protected',
    summary: 'Write a post (youth): it waits for a moderator as `requested`',
  }),
  updateDiscussionPost: defineEndpoint<DiscussionPostDetail, DiscussionPostBody, undefined, { id: number }>({
    method: 'PUT',
    path: '/protected/discussion-posts/:id',
    area: 'protected',
    summary: "Change one of the caller's posts; it waits for a moderator again (404 for another youth's)",
  }),
  deleteDiscussionPost: defineEndpoint<null, undefined, undefined, { id: number }>({
    method: 'DELETE',
    path: '/protected/discussion-posts/:id',
    area: 'protected',
    summary: "Delete one of the caller's posts (404 for another youth's)",
  }),
  createDiscussionComment: defineEndpoint<DiscussionReply, DiscussionCommentBody, undefined, { id: number }>({
    method: 'POST',
    path: '/protected/discussion-posts/:id/comments',
    area: 'protected',
    summary: 'Comment on an approved post, or reply to one of its top-level comments (youth)',
  }),
  deleteDiscussionComment: defineEndpoint<null, undefined, undefined, { id: number }>({
    method: 'DELETE',
    path: '/protected/discussion-comments/:id',
    area: 'protected',
    summary: "Delete one of the caller's comments with its replies (404 for another youth's)",
  }),
  toggleDiscussionReaction: defineEndpoint<DiscussionReactionResult, undefined, undefined, { id: number }>({
    method: 'POST',
    path: '/protected/discussion-posts/:id/reaction',
    area: 'protected',
    summary: 'Like an approved post, or take the like back (one like per youth)',
  }),
  reportDiscussionPost: defineEndpoint<null, DiscussionReportBody, undefined, { id: number }>({
    method: 'POST',
    path: '/protected/discussion-posts/:id/reports',
    area: 'protected',
    summary: 'Report an approved post as abusive, with a reason (once per youth)',
  }),
  reportDiscussionComment: defineEndpoint<null, DiscussionReportBody, undefined, { id: number }>({
    method: 'POST',
    path: '/protected/discussion-comments/:id/reports',
    area: 'protected',
    summary: 'Report a comment as abusive, with a reason (once per youth)',
  }),
  moderationDiscussionPosts: defineEndpoint<DiscussionModerationPost[], undefined, DiscussionModerationQuery>(
    {
      method: 'GET',
      path: '/private/discussion-posts',
      area: 'private',
      permission: P.approve,
      list: true,
      summary: 'Posts for the moderators, newest first: by status, only reported ones, search',
    },
  ),
  approveDiscussionPost: postDecision('approve', 'Approve a post: it is listed at /discussion'),
  rejectDiscussionPost: postDecision('reject', 'Reject a post: only its author sees it'),
  discussionPostVisibility: visibility<DiscussionModerationPost>('posts', 'Hide a post (or show it again)'),
  reportedDiscussionComments: defineEndpoint<DiscussionModerationComment[], undefined, ListQuery>({
    method: 'GET',
    path: '/private/discussion-comments',
    area: 'private',
    permission: P.approve,
    list: true,
    summary: 'Comments with open reports, the most recently reported first',
  }),
  discussionCommentVisibility: visibility<DiscussionModerationComment>(
    'comments',
    'Hide a comment (or show it again)',
  ),
} as const;
