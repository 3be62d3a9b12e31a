import { useCallback } from 'react';
import { buildPath, certificateEndpoints as E } from '@platform/contract';
import { type FetchedFile, useEndpoint, useEndpointMutation, useFileFetch } from '@platform/api-client';

/*
 * The staff's calls on issued certificates (ADR 0105): one hook per endpoint. The list is
 * `useAddressList(ISSUED_LIST, E.issuedCertificates)` (its filters in the address).
 */

/** GET /private/certificates/:id (null waits). */
export const useIssuedCertificate = (id: string | undefined) =>
  useEndpoint(E.issuedCertificate, id ? { params: { id } } : null);

/** POST …/revoke with the reason and POST …/restore; both revalidate the lists. */
export function useCertificateRevocation() {
  return {
    revoke: useEndpointMutation(E.revokeCertificate),
    restore: useEndpointMutation(E.restoreCertificate),
  };
}

/** GET /private/certificates/:id/certificate.pdf as a file. */
export function useIssuedCertificatePdf(): (id: string) => Promise<FetchedFile> {
  const fetchFile = useFileFetch();
  return useCallback(
    (id: string) =>
      fetchFile(buildPath(E.issuedCertificatePdf.path, { id }), {
        accept: 'application/pdf',
        fallbackName: `certificate-${id}.pdf`,
      }),
    [fetchFile],
  );
}
