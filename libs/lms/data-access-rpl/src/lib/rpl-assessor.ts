import { rplEndpoints as E } from '@platform/contract';
import { useEndpoint, useEndpointList, useEndpointMutation } from '@platform/api-client';

/* The assessor's RPL batches (ADR 0094): one hook per endpoint; the SQL gives the caller its own batches only. */

const BATCHES = [E.assessorRplBatches.path];
const ALL = { page: 1, page_size: 100 };

/** GET /private/rpl-assessor-batches (the caller's own). */
export const useAssessorRplBatches = () => useEndpointList(E.assessorRplBatches, { query: ALL });

/** GET /private/rpl-assessor-batches/{id}. */
export const useAssessorRplBatch = (id: number) => useEndpoint(E.assessorRplBatch, { params: { id } });

/** PUT /private/rpl-assessor-batches/{id}/applications/{applicationId}: the score; the server decides the result. */
export const useMarkRplCandidate = () => useEndpointMutation(E.markRplCandidate, { revalidate: BATCHES });

/** POST /private/rpl-assessor-batches/{id}/certify. */
export const useCertifyRplBatch = () => useEndpointMutation(E.certifyRplBatch, { revalidate: BATCHES });
