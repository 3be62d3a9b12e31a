import { useCallback } from 'react';
import { buildPath, type CvBankQuery, type CvLanguage, endpoints } from '@platform/contract';
import { toApiError, useApiClient, useEndpoint, useEndpointList } from '@platform/api-client';

/** One server page of the CV bank (`view_cv_bank`); the previous page stays on screen while the next loads. */
export function useCvBank(query: CvBankQuery) {
  return useEndpointList(endpoints.cvBank, { query }, { keepPreviousData: true });
}

/** One CV of the CV bank by the youth's public id (the public CV's view: hidden parts absent). */
export function useCvBankCv(publicId: string | undefined) {
  return useEndpoint(endpoints.cvBankCv, publicId ? { params: { id: publicId } } : null);
}

export interface CvBankPdf {
  blob: Blob;
  /** The gateway's ASCII file name (Content-Disposition), `CV.pdf` when it gave none. */
  fileName: string;
}

/**
 * GET /private/cv-bank/{id}/cv.pdf: the CV drawn by the gateway (ADR 0052) as bytes, in the youth's chosen
 * template and the given language. The api client adds the api-key and the token; failures are ApiErrors.
 */
export function useCvBankPdf(): (publicId: string, lang: CvLanguage) => Promise<CvBankPdf> {
  const client = useApiClient();
  return useCallback(
    async (publicId: string, lang: CvLanguage) => {
      try {
        const response = await client.axios.get<Blob>(
          buildPath(endpoints.cvBankCvPdf.path, { id: publicId }),
          {
            params: { lang },
            responseType: 'blob',
            headers: { Accept: 'application/pdf' },
          },
        );
        const disposition = response.headers['content-disposition'] as string | undefined;
        return {
          blob: response.data,
          fileName: /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'CV.pdf',
        };
      } catch (error) {
        throw toApiError(error);
      }
    },
    [client],
  );
}
