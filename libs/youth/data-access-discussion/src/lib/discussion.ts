import {
  defineListParams,
  listParam,
  useEndpoint,
  useEndpointList,
  useEndpointMutation,
} from '@platform/api-client';
import { discussionEndpoints as E } from '@platform/contract';

/* The youth's discussion forum (ADR 0084): one hook per endpoint. Writes revalidate every cached forum read. */

const FORUM = ['/public/discussion-posts', '/protected/discussion-posts', '/protected/my-discussion-posts'];

/** GET /protected/my-discussion-posts: the signed-in youth's posts in every status (`enabled` false reads nothing). */
export const useMyDiscussionPosts = (enabled: boolean) =>
  useEndpointList(E.myDiscussionPosts, enabled ? { query: { page: 1, page_size: 20 } } : null);

/**
 * One post: GET /protected/discussion-posts/{id} when signed in (the youth's own in any status, and whether they like
 * it), else GET /public/discussion-posts/{id}. `null` waits.
 */
export function useDiscussionPost(id: number | null, signedIn: boolean) {
  const args = id === null ? null : { params: { id } };
  const mine = useEndpoint(E.discussionPostForMe, signedIn ? args : null, { shouldRetryOnError: false });
  const open = useEndpoint(E.discussionPost, signedIn ? null : args, { shouldRetryOnError: false });
  return signedIn ? mine : open;
}

/** POST /protected/discussion-posts. */
export const useCreateDiscussionPost = () =>
  useEndpointMutation(E.createDiscussionPost, { revalidate: FORUM });
/** PUT /protected/discussion-posts/{id}. */
export const useUpdateDiscussionPost = () =>
  useEndpointMutation(E.updateDiscussionPost, { revalidate: FORUM });
/** DELETE /protected/discussion-posts/{id}. */
export const useDeleteDiscussionPost = () =>
  useEndpointMutation(E.deleteDiscussionPost, { revalidate: FORUM });
/** POST /protected/discussion-posts/{id}/comments (a reply names its comment as `parent_id`). */
export const useCreateDiscussionComment = () =>
  useEndpointMutation(E.createDiscussionComment, { revalidate: FORUM });
/** DELETE /protected/discussion-comments/{id}. */
export const useDeleteDiscussionComment = () =>
  useEndpointMutation(E.deleteDiscussionComment, { revalidate: FORUM });
/** POST /protected/discussion-posts/{id}/reaction: like, or take the like back. */
export const useToggleDiscussionReaction = () =>
  useEndpointMutation(E.toggleDiscussionReaction, { revalidate: FORUM });
/** POST /protected/discussion-posts/{id}/reports. */
export const useReportDiscussionPost = () => useEndpointMutation(E.reportDiscussionPost);
/** POST /protected/discussion-comments/{id}/reports. */
export const useReportDiscussionComment = () => useEndpointMutation(E.reportDiscussionComment);

/** The forum list's address (`/discussion?search=sewing&page=2`): reloadable and shareable. */
export const DISCUSSION_LIST_PARAMS = defineListParams({
  params: { search: listParam.text() },
  pageSizes: [10, 25, 50] as const,
});
