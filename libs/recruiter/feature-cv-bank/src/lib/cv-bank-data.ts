import { useCallback } from 'react';
import { buildPath, type CvBankQuery, type CvLanguage, endpoints } from '@platform/contract';
import { type FetchedFile, useEndpoint, useEndpointList, useFileFetch } from '@platform/api-client';

/** One server page of the CV bank (`view_cv_bank`); the previous page stays on screen while the next loads. */
export function useCvBank(query: CvBankQuery) {
  return useEndpointList(endpoints.cvBank, { query }, { keepPreviousData: true });
}

/** One CV of the CV bank by the youth's public id (the public CV's view: hidden parts absent). */
export function useCvBankCv(publicId: string | undefined) {
  return useEndpoint(endpoints.cvBankCv, publicId ? { params: { id: publicId } } : null);
}

export type CvBankPdf = FetchedFile;

/**
 * GET /private/cv-bank/{id}/cv.pdf: the CV drawn by the gateway (ADR 0052) as bytes, in the youth's chosen
 * template and the given language.
 */
export function useCvBankPdf(): (publicId: string, lang: CvLanguage) => Promise<CvBankPdf> {
  const fetchFile = useFileFetch();
  return useCallback(
    (publicId: string, lang: CvLanguage) =>
      fetchFile(buildPath(endpoints.cvBankCvPdf.path, { id: publicId }), {
        params: { lang },
        accept: 'application/pdf',
        fallbackName: 'CV.pdf',
      }),
    [fetchFile],
  );
}
