import { defineListParams, listParam, useEndpointList, useEndpointMutation } from '@platform/api-client';
import { discussionEndpoints as E, type DiscussionModerationQuery } from '@platform/contract';

/* The moderators' calls of the forum (approve_discussion_post; ADR 0084): one hook per endpoint. */

export const MODERATION_QUEUES = ['requested', 'reported', 'all', 'comments'] as const;
export type ModerationQueue = (typeof MODERATION_QUEUES)[number];

/** The queue, search and page live in the address (`/discussion-posts?queue=reported&page=2`). */
export const MODERATION_LIST = defineListParams({
  params: { queue: listParam.oneOf(MODERATION_QUEUES), search: listParam.text() },
  pageSizes: [10, 25, 50] as const,
});

/** The gateway's query of a post queue. */
export function moderationQuery(queue: ModerationQueue, query: DiscussionModerationQuery) {
  if (queue === 'requested') return { ...query, status: 'requested' as const };
  if (queue === 'reported') return { ...query, reported: 1 };
  return query;
}

/** GET /private/discussion-posts (`null` reads nothing: the comments queue is open). */
export const useModerationPosts = (query: DiscussionModerationQuery | null) =>
  useEndpointList(E.moderationDiscussionPosts, query ? { query } : null, { keepPreviousData: true });

/** GET /private/discussion-comments: comments with open reports (`null` reads nothing). */
export const useReportedComments = (query: { page: number; page_size: number } | null) =>
  useEndpointList(E.reportedDiscussionComments, query ? { query } : null, { keepPreviousData: true });

const QUEUES = ['/private/discussion-posts', '/private/discussion-comments'];

/** Approve, reject, hide or show a post; hide a comment or keep it (each closes the item's reports). */
export function useModeration() {
  return {
    approve: useEndpointMutation(E.approveDiscussionPost, { revalidate: QUEUES }),
    reject: useEndpointMutation(E.rejectDiscussionPost, { revalidate: QUEUES }),
    postVisibility: useEndpointMutation(E.discussionPostVisibility, { revalidate: QUEUES }),
    commentVisibility: useEndpointMutation(E.discussionCommentVisibility, { revalidate: QUEUES }),
  };
}
