import { useEndpoint, useEndpointList, useEndpointMutation } from '@platform/api-client';
import { type ListQuery, learningPathEndpoints as E } from '@platform/contract';

/*
 * The youth's learning paths (issue 16 item 4, ADR 0100): one hook per endpoint. The three address-paged lists (the
 * published, the youth's and the suggested paths) are `useAddressList` on their endpoint in the pages (ADR 0138).
 */

/** GET /public/learning-paths/{id}: a published path with its courses (a visitor's view); `null` waits. */
export const usePublicLearningPath = (id: number | null) =>
  useEndpoint(E.publicLearningPath, id === null ? null : { params: { id } }, { shouldRetryOnError: false });

/** GET /protected/learning-paths/{id}: the path with the youth's enrolment and course states; `null` waits. */
export const useMyLearningPath = (id: number | null) =>
  useEndpoint(E.myLearningPath, id === null ? null : { params: { id } }, { shouldRetryOnError: false });

/** POST /protected/learning-paths/{id}/enroll (once; again changes nothing). */
export const useEnrolLearningPath = () =>
  useEndpointMutation(E.enrolLearningPath, {
    revalidate: ['/protected/learning-paths', '/protected/my-learning-paths'],
  });

/** GET /protected/suggested-courses: catalogue courses ranked by the skills the youth lacks that they teach. */
export const useSuggestedCourses = (query: ListQuery) =>
  useEndpointList(E.suggestedCourses, { query }, { keepPreviousData: true });
