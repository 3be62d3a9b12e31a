import { type RplApplicationQuery, rplEndpoints as E } from '@platform/contract';
import { useEndpoint, useEndpointList, useEndpointMutation } from '@platform/api-client';

/* The RPL office (ADR 0094): one hook per endpoint; mutations revalidate the batch lists. */

const BATCHES = [E.rplBatches.path, E.assessorRplBatches.path, E.rplApplicationsAdmin.path];
const ALL = { page: 1, page_size: 100 };

/** GET /private/rpl-batches (the latest 100). */
export const useRplBatches = () => useEndpointList(E.rplBatches, { query: ALL });

/** GET /private/rpl-batches/{id}. */
export const useRplBatch = (id: number) => useEndpoint(E.rplBatch, { params: { id } });

/** POST /private/rpl-batches. */
export const useCreateRplBatch = () => useEndpointMutation(E.createRplBatch, { revalidate: BATCHES });

/** POST /private/rpl-batches/{id}/applications. */
export const usePlaceRplApplications = () =>
  useEndpointMutation(E.placeRplApplications, { revalidate: BATCHES });

/** GET /private/rpl-applications (the first 100 matching); `null` waits. */
export const useRplApplicationsAdmin = (query: Omit<RplApplicationQuery, 'page' | 'page_size'> | null) =>
  useEndpointList(E.rplApplicationsAdmin, query ? { query: { ...ALL, ...query } } : null);

/** GET /private/rpl-assessors. */
export const useRplAssessors = () => useEndpoint(E.rplAssessors, {});
