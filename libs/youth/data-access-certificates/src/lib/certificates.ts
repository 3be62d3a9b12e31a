import { useCallback } from 'react';
import { buildPath, certificateEndpoints as E } from '@platform/contract';
import { toApiError, useApiClient, useEndpoint, useEndpointMutation } from '@platform/api-client';

/* The youth's certificates and their public verification (issue 16 item 5): one hook per endpoint. */

/** GET /protected/certificates. `enabled: false` waits (a visitor who is not signed in). */
export const useMyCertificates = (enabled = true) => useEndpoint(E.youthCertificates, enabled ? {} : null);
/** PUT /protected/certificates/:id/cv: the locker's "on my CV" switch (ADR 0115); the list and the CV read again. */
export const useSetCertificateOnCv = () =>
  useEndpointMutation(E.updateCertificateOnCv, {
    revalidate: [E.youthCertificates.path, '/protected/youth-profile/cv'],
  });
/** GET /public/certificate-verification/:id (anyone). */
export const useCertificateVerification = (id: string | undefined) =>
  useEndpoint(E.certificateVerification, id ? { params: { id } } : null);

/** The PDF (GET …/certificate.pdf) or the Open Badges credential (GET …/badge) of a certificate, as a file. */
export function useCertificateFile(): (id: string, kind: 'pdf' | 'badge') => Promise<Blob> {
  const client = useApiClient();
  return useCallback(
    async (id: string, kind: 'pdf' | 'badge') => {
      try {
        if (kind === 'pdf') {
          const response = await client.axios.get<Blob>(buildPath(E.youthCertificatePdf.path, { id }), {
            responseType: 'blob',
            headers: { Accept: 'application/pdf' },
          });
          return response.data;
        }
        const response = await client.axios.get<{ data: unknown }>(
          buildPath(E.youthCertificateBadge.path, { id }),
        );
        return new Blob([JSON.stringify(response.data.data, null, 2)], { type: 'application/ld+json' });
      } catch (error) {
        throw toApiError(error);
      }
    },
    [client],
  );
}
