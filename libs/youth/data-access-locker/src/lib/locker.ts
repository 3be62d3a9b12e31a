import { useCallback } from 'react';
import { lockerEndpoints as E } from '@platform/contract';
import { useEndpoint, useEndpointMutation, useFileFetch } from '@platform/api-client';

/* My locker (ADR 0085): one hook per endpoint; every call acts on the signed-in youth's own documents. */

const LOCKER = '/protected/locker/documents';

/** GET /protected/locker/documents (at most 100, so one read). */
export const useLockerDocuments = () => useEndpoint(E.lockerDocuments, {});

/** POST /protected/locker/documents: keep an uploaded private file under a title and a category. */
export const useAddLockerDocument = () =>
  useEndpointMutation(E.createLockerDocument, { revalidate: [LOCKER] });

/** PUT /protected/locker/documents/{id}. */
export const useUpdateLockerDocument = () =>
  useEndpointMutation(E.updateLockerDocument, { revalidate: [LOCKER] });

/** DELETE /protected/locker/documents/{id} (its file and links go with it). */
export const useDeleteLockerDocument = () =>
  useEndpointMutation(E.deleteLockerDocument, { revalidate: [LOCKER] });

/** POST /protected/locker/documents/{id}/shares: the answer holds the link, shown once. */
export const useShareLockerDocument = () =>
  useEndpointMutation(E.createLockerShare, { revalidate: [LOCKER] });

/** DELETE /protected/locker/shares/{id}. */
export const useRevokeLockerShare = () => useEndpointMutation(E.revokeLockerShare, { revalidate: [LOCKER] });

/** GET /protected/files/{id} (the path a document's `file.path` gives): the caller's own file as a Blob. */
export function useLockerFile(): (path: string) => Promise<Blob> {
  const fetchFile = useFileFetch();
  return useCallback(async (path: string) => (await fetchFile(path)).blob, [fetchFile]);
}
