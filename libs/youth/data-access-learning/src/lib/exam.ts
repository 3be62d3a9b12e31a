import { useEndpoint, useEndpointMutation } from '@platform/api-client';
import { examLessonEndpoints as E } from '@platform/contract';

/*
 * Exams in the player — assessment lessons (ADR 0119): the exam's facts, its start, the caller's attempt, autosave,
 * submit and the result. The gateway draws, times and marks; nothing here computes a mark.
 */

/** GET /protected/courses/{id}/lessons/{lessonId}/exam: the exam's rules and the learner's attempts. */
export function useExamLesson(courseId: number, lessonId: number | null) {
  return useEndpoint(E.examLesson, lessonId ? { params: { id: courseId, lessonId } } : null, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}

/** POST …/exam-start: starts the exam (or answers the attempt running). */
export function useStartExamLesson() {
  return useEndpointMutation(E.startExamLesson);
}

/** GET /protected/exam-lesson-attempts/{id}: the attempt with its questions, deadline and saved answers. */
export function useExamLessonAttempt(id: number | null) {
  return useEndpoint(E.examLessonAttempt, id ? { params: { id } } : null, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}

/** PUT …/answers: autosave before the deadline. */
export function useSaveExamLessonAnswers() {
  return useEndpointMutation(E.saveExamLessonAnswers);
}

/** POST …/submit: the gateway marks the attempt. */
export function useSubmitExamLesson() {
  return useEndpointMutation(E.submitExamLesson);
}

/** GET /protected/exam-lesson-result/{id}: a marked attempt. */
export function useExamLessonResult(id: number | null) {
  return useEndpoint(E.examLessonResult, id ? { params: { id } } : null, { shouldRetryOnError: false });
}
