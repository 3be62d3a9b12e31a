import { defineListParams, listParam, useEndpoint, useEndpointMutation } from '@platform/api-client';
import { learningPathEndpoints as E } from '@platform/contract';

/* An institute's learning paths (issue 16 item 4, ADR 0100): one hook per endpoint; writes revalidate the list. */

const REVALIDATE = { revalidate: ['/private/learning-paths'] };

/** /learning-paths keeps its search and page in the address (`useAddressList` with `E.learningPaths`). */
export const LEARNING_PATH_LIST = defineListParams({
  params: { search: listParam.text() },
  pageSizes: [10, 25, 50],
});

/** GET /private/learning-paths/:id. `null` waits. */
export const useLearningPath = (id: number | null) =>
  useEndpoint(E.learningPath, id === null ? null : { params: { id } });
/** POST /private/learning-paths. */
export const useCreateLearningPath = () => useEndpointMutation(E.createLearningPath, REVALIDATE);
/** PUT /private/learning-paths/:id. */
export const useUpdateLearningPath = () => useEndpointMutation(E.updateLearningPath, REVALIDATE);
/** DELETE /private/learning-paths/:id. */
export const useDeleteLearningPath = () => useEndpointMutation(E.deleteLearningPath, REVALIDATE);
