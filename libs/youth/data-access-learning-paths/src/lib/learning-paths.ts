import { useEndpoint, useEndpointList, useEndpointMutation } from '@platform/api-client';
import { type LearningPathListQuery, type ListQuery, learningPathEndpoints as E } from '@platform/contract';

/* The youth's learning paths (issue 16 item 4, ADR 0100): one hook per endpoint. */

/** GET /public/learning-paths: one server page of the published paths. */
export const usePublicLearningPaths = (query: LearningPathListQuery) =>
  useEndpointList(E.publicLearningPaths, { query }, { keepPreviousData: true });

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

/** GET /protected/my-learning-paths: the youth's paths with progress, newest enrolment first. */
export const useMyLearningPaths = (query: ListQuery) =>
  useEndpointList(E.myLearningPaths, { query }, { keepPreviousData: true });

/** GET /protected/suggested-learning-paths: paths ranked by the skills the youth lacks that they teach. */
export const useSuggestedLearningPaths = (query: ListQuery) =>
  useEndpointList(E.suggestedLearningPaths, { query }, { keepPreviousData: true });

/** GET /protected/suggested-courses: catalogue courses ranked the same way. */
export const useSuggestedCourses = (query: ListQuery) =>
  useEndpointList(E.suggestedCourses, { query }, { keepPreviousData: true });
