import { useEndpoint, useEndpointMutation } from '@platform/api-client';
import { examModuleEndpoints as E } from '@platform/contract';

/*
 * Module assessments in the player (ADR 0121): the module's exam facts, its start, the caller's attempt, autosave,
 * submit and the result — the exam lessons' runner with the module as the exam's owner. Nothing here computes a mark.
 */

/** GET /protected/courses/{id}/modules/{moduleId}/exam: the exam's rules and the learner's attempts. */
export function useExamModule(courseId: number, moduleId: number | null) {
  return useEndpoint(E.examModule, moduleId ? { params: { id: courseId, moduleId } } : null, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}

/** POST …/exam-start: starts the module's exam (or answers the attempt running). */
export function useStartExamModule() {
  return useEndpointMutation(E.startExamModule);
}

/** GET /protected/exam-module-attempts/{id}: the attempt with its questions, deadline and saved answers. */
export function useExamModuleAttempt(id: number | null) {
  return useEndpoint(E.examModuleAttempt, id ? { params: { id } } : null, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}

/** PUT …/answers: autosave before the deadline. */
export function useSaveExamModuleAnswers() {
  return useEndpointMutation(E.saveExamModuleAnswers);
}

/** POST …/submit: the gateway marks the attempt. */
export function useSubmitExamModule() {
  return useEndpointMutation(E.submitExamModule);
}

/** GET /protected/exam-module-result/{id}: a marked module exam with each question and the answer given. */
export function useExamModuleResult(id: number | null) {
  return useEndpoint(E.examModuleResult, id ? { params: { id } } : null, { shouldRetryOnError: false });
}
