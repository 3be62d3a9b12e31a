import { useEndpoint, useEndpointList, useEndpointMutation } from '@platform/api-client';
import { courseDiscussionEndpoints as E } from '@platform/contract';

/* The course player's discussion tab (ADR 0109): one hook per endpoint; writes revalidate the reads under /protected/courses. */

/** GET /protected/courses/{id}/discussion-posts: the course's questions, newest first (`null` waits). */
export const useCourseQuestions = (courseId: number | null, page: number) =>
  useEndpointList(
    E.courseQuestions,
    courseId === null ? null : { params: { id: courseId }, query: { page, page_size: 10 } },
    { keepPreviousData: true, shouldRetryOnError: false },
  );

/** GET /protected/courses/{id}/discussion-posts/{postId}: one question with its answers (`null` waits). */
export const useCourseQuestion = (courseId: number, postId: number | null) =>
  useEndpoint(E.courseQuestion, postId === null ? null : { params: { id: courseId, postId } });

/** POST /protected/courses/{id}/discussion-posts. */
export const useAskCourseQuestion = () => useEndpointMutation(E.askCourseQuestion);
/** POST /protected/courses/{id}/discussion-posts/{postId}/comments. */
export const useAnswerCourseQuestion = () => useEndpointMutation(E.answerCourseQuestion);
/** POST /protected/courses/{id}/discussion-posts/{postId}/reports. */
export const useReportCourseQuestion = () => useEndpointMutation(E.reportCourseQuestion);
/** POST /protected/courses/{id}/discussion-posts/{postId}/reaction: like or take the like back (ADR 0115). */
export const useReactCourseQuestion = () => useEndpointMutation(E.reactCourseQuestion);
