import { courseLibraryEndpoints, courseStructureEndpoints as E } from '@platform/contract';
import { type LookupSource, lookupSource, useEndpoint, useEndpointMutation } from '@platform/api-client';
import {
  courseLibraryContents,
  type ResourceRecord,
  resourceEndpoints,
  trainingCenters,
} from '@platform/resources';

/*
 * A course's structure (issue 15 item 2): one hook per endpoint. Every write revalidates the course tree (its key lies
 * under /private/courses) and the single reads of modules, lessons and contents.
 */

const REVALIDATE = {
  revalidate: ['/private/courses', '/private/modules', '/private/lessons', '/private/contents'],
};

/** GET /private/courses/:id/structure: modules → lessons → contents, in order. `null` waits. */
export const useCourseTree = (id: number | null) =>
  useEndpoint(E.courseTree, id === null ? null : { params: { id } });

/** POST /private/courses/:id/modules. */
export const useCreateModule = () => useEndpointMutation(E.createModule, REVALIDATE);
/** PUT /private/modules/:id. */
export const useUpdateModule = () => useEndpointMutation(E.updateModule, REVALIDATE);
/** DELETE /private/modules/:id. */
export const useDeleteModule = () => useEndpointMutation(E.deleteModule, REVALIDATE);
/** POST /private/modules/:id/lessons. */
export const useCreateLesson = () => useEndpointMutation(E.createLesson, REVALIDATE);
/** PUT /private/lessons/:id. */
export const useUpdateLesson = () => useEndpointMutation(E.updateLesson, REVALIDATE);
/** DELETE /private/lessons/:id. */
export const useDeleteLesson = () => useEndpointMutation(E.deleteLesson, REVALIDATE);
/** POST /private/lessons/:id/contents. */
export const useCreateContent = () => useEndpointMutation(E.createContent, REVALIDATE);
const library = resourceEndpoints(courseLibraryContents);
/** The institute's library contents (`/private/existing-content`, searched by name and keywords) for a picker. */
export const libraryContentLookup: LookupSource<ResourceRecord> = lookupSource(library.list, library.read, {
  filters: { row_status: 1 },
});
const centers = resourceEndpoints(trainingCenters);
/** The institute's active training centres (`/private/training-centers`, its own only) for a batch's picker. */
export const trainingCenterLookup: LookupSource<ResourceRecord> = lookupSource(centers.list, centers.read, {
  filters: { row_status: 1 },
});
/** POST /private/lessons/:id/contents/from-library: a copy of an institute's library content (ADR 0091). */
export const useImportLibraryContent = () =>
  useEndpointMutation(courseLibraryEndpoints.importLibraryContent, REVALIDATE);
/** PUT /private/contents/:id. */
export const useUpdateContent = () => useEndpointMutation(E.updateContent, REVALIDATE);
/** DELETE /private/contents/:id. */
export const useDeleteContent = () => useEndpointMutation(E.deleteContent, REVALIDATE);
/** GET /private/contents/:id/quiz-preview: a quiz's questions as a learner sees them (no answers, no marks). */
export const useQuizPreview = (id: number | null) =>
  useEndpoint(E.quizPreview, id === null ? null : { params: { id } });

/** POST /private/{modules,lessons,contents}/:id/swap and …/move, by level. */
export const useReorder = () => ({
  module: {
    swap: useEndpointMutation(E.swapModule, REVALIDATE),
    move: useEndpointMutation(E.moveModule, REVALIDATE),
  },
  lesson: {
    swap: useEndpointMutation(E.swapLesson, REVALIDATE),
    move: useEndpointMutation(E.moveLesson, REVALIDATE),
  },
  content: {
    swap: useEndpointMutation(E.swapContent, REVALIDATE),
    move: useEndpointMutation(E.moveContent, REVALIDATE),
  },
});
