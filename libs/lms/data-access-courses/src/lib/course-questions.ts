import { courseDiscussionEndpoints as E } from '@platform/contract';
import { useEndpoint, useEndpointList, useEndpointMutation } from '@platform/api-client';

/* A course's questions from its learners as its institute's staff answer them (ADR 0109): one hook per endpoint. */

/** GET /private/courses/{id}/discussion-posts: the course's questions, newest first (`null` waits). */
export const useStaffCourseQuestions = (courseId: number | null, page: number) =>
  useEndpointList(
    E.staffCourseQuestions,
    courseId === null ? null : { params: { id: courseId }, query: { page, page_size: 10 } },
    { keepPreviousData: true },
  );

/** GET /private/courses/{id}/discussion-posts/{postId}: one question with its answers (`null` waits). */
export const useStaffCourseQuestion = (courseId: number, postId: number | null) =>
  useEndpoint(E.staffCourseQuestion, postId === null ? null : { params: { id: courseId, postId } });

/** POST /private/courses/{id}/discussion-posts/{postId}/comments: revalidates the course's reads. */
export const useStaffAnswerCourseQuestion = () => useEndpointMutation(E.staffAnswerCourseQuestion);
/** POST /private/courses/{id}/discussion-posts/{postId}/reaction: like or take the like back (ADR 0115). */
export const useStaffReactCourseQuestion = () => useEndpointMutation(E.staffReactCourseQuestion);
