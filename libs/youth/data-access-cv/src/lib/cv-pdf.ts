import { useCallback } from 'react';
import { buildPath, type CvLanguage, type CvTemplate, endpoints } from '@platform/contract';
import { toApiError, useApiClient } from '@platform/api-client';

export interface CvPdfRequest {
  template: CvTemplate;
  lang: CvLanguage;
  /** A youth's public id: their public CV; absent: the signed-in youth's own. */
  publicId?: string;
}

export interface CvPdf {
  blob: Blob;
  /** The gateway's ASCII file name (Content-Disposition), `CV.pdf` when it gave none. */
  fileName: string;
}

/** The file name of an `attachment; filename="…"` header. */
export function fileNameOf(disposition: string | undefined | null): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'CV.pdf';
}

/**
 * GET /protected/youth-profile/cv.pdf or /public/youth/{id}/cv.pdf: the CV drawn by the gateway (ADR 0052) as
 * bytes. The api client adds the api-key and the token, which a plain link could not; failures are ApiErrors.
 */
export function useCvPdf(): (request: CvPdfRequest) => Promise<CvPdf> {
  const client = useApiClient();
  return useCallback(
    async ({ template, lang, publicId }: CvPdfRequest) => {
      const url = publicId
        ? buildPath(endpoints.publicYouthCvPdf.path, { id: publicId })
        : endpoints.youthOwnCvPdf.path;
      try {
        const response = await client.axios.get<Blob>(url, {
          params: { template, lang },
          responseType: 'blob',
          headers: { Accept: 'application/pdf' },
        });
        return {
          blob: response.data,
          fileName: fileNameOf(response.headers['content-disposition'] as string | undefined),
        };
      } catch (error) {
        throw toApiError(error);
      }
    },
    [client],
  );
}
