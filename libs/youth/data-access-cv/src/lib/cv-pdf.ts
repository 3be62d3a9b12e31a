import { useCallback } from 'react';
import { buildPath, type CvLanguage, type CvTemplate, endpoints } from '@platform/contract';
import { type FetchedFile, useFileFetch } from '@platform/api-client';

export interface CvPdfRequest {
  template: CvTemplate;
  lang: CvLanguage;
  /** A youth's public id: their public CV; absent: the signed-in youth's own. */
  publicId?: string;
}

export type CvPdf = FetchedFile;

/**
 * GET /protected/youth-profile/cv.pdf or /public/youth/{id}/cv.pdf: the CV drawn by the gateway (ADR 0052) as
 * bytes.
 */
export function useCvPdf(): (request: CvPdfRequest) => Promise<CvPdf> {
  const fetchFile = useFileFetch();
  return useCallback(
    ({ template, lang, publicId }: CvPdfRequest) =>
      fetchFile(
        publicId
          ? buildPath(endpoints.publicYouthCvPdf.path, { id: publicId })
          : endpoints.youthOwnCvPdf.path,
        { params: { template, lang }, accept: 'application/pdf', fallbackName: 'CV.pdf' },
      ),
    [fetchFile],
  );
}
