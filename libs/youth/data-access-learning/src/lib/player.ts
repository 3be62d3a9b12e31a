import { useCallback } from 'react';
import { useApiClient, useEndpoint, useEndpointMutation, useFileFetch } from '@platform/api-client';
import {
  buildPath,
  courseLearningEndpoints as E,
  type WatchingBody,
  type WatchingState,
} from '@platform/contract';

/*
 * The youth's course player (issue 16 item 3; ADR 0080): the side menu, one content, its file, watching progress, a
 * quiz and lesson completion.
 */

/** GET /protected/courses/{id}/side-menu: the outline with the learner's progress; `null` waits. */
export function usePlayerMenu(courseId: number | null) {
  return useEndpoint(E.playerMenu, courseId ? { params: { id: courseId } } : null, {
    shouldRetryOnError: false,
  });
}

/** GET /protected/courses/{id}/contents/{contentId}: one content as the player shows it; `null` waits. */
export function usePlayerContent(courseId: number, contentId: number | null) {
  return useEndpoint(E.playerContent, contentId ? { params: { id: courseId, contentId } } : null, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}

/** The bytes of a content's uploaded file (video, audio, document) as a Blob, read with the youth's token. */
export function useContentFile() {
  const fetchFile = useFileFetch();
  return useCallback(
    async (courseId: number, contentId: number): Promise<Blob> =>
      (await fetchFile(buildPath(E.contentFile.path, { id: courseId, contentId }))).blob,
    [fetchFile],
  );
}

/**
 * PUT …/watching: where a video or audio stopped. Not a SWR mutation (it runs every few seconds and must not refetch
 * the page's data); the side menu is refreshed by the caller when the content becomes complete.
 */
export function useSaveWatching() {
  const client = useApiClient();
  return useCallback(
    (courseId: number, contentId: number, body: WatchingBody): Promise<WatchingState> =>
      client.call(E.watchingProgress, { params: { id: courseId, contentId }, body }),
    [client],
  );
}

/** POST …/pop-quiz-submit: the gateway marks the answers. */
export function usePopQuizSubmit() {
  return useEndpointMutation(E.popQuizSubmit, { revalidate: ['/protected/courses'] });
}

/** POST …/lessons/{lessonId}/complete. */
export function useCompleteLesson() {
  return useEndpointMutation(E.completeLesson, {
    revalidate: ['/protected/courses', '/protected/my-courses'],
  });
}

/** GET /protected/jobs/{id}/skill-gap: the job's skills the youth lacks, with courses; `null` waits. */
export function useJobSkillGap(jobId: number | null) {
  return useEndpoint(E.jobSkillGap, jobId ? { params: { id: jobId } } : null, { shouldRetryOnError: false });
}
