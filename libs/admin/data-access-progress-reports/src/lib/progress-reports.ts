import { useCallback } from 'react';
import {
  buildPath,
  type ProgressReport,
  type ProgressReportPdfLanguage,
  type ProgressReportQuery,
  progressReportEndpoints as E,
} from '@platform/contract';
import {
  type ApiClient,
  collectPages,
  type FetchedFile,
  useEndpoint,
  useFileFetch,
  useEndpointMutation,
} from '@platform/api-client';

// The list (GET /private/progress-reports) is the page's useAddressList(REPORT_LIST, E.progressReports).

/** GET /private/progress-reports/:id (null: wait). */
export function useProgressReport(id: number | null) {
  return useEndpoint(E.progressReport, id ? { params: { id } } : null);
}

/** GET /private/progress-reports/:id/pdf: the report drawn by the gateway, labels in `lang`. */
export function useProgressReportPdf(): (
  id: number,
  lang: ProgressReportPdfLanguage,
) => Promise<FetchedFile> {
  const fetchFile = useFileFetch();
  return useCallback(
    (id: number, lang: ProgressReportPdfLanguage) =>
      fetchFile(buildPath(E.progressReportPdf.path, { id }), {
        params: { lang },
        accept: 'application/pdf',
        fallbackName: `progress-report-${id}.pdf`,
      }),
    [fetchFile],
  );
}

/** POST /private/progress-reports: a draft of one of the caller's centres (totals computed by the gateway). */
export function useCreateProgressReport() {
  return useEndpointMutation(E.createProgressReport);
}

/** PUT /private/progress-reports/:id: a draft's or a returned report's month and figures. */
export function useUpdateProgressReport() {
  return useEndpointMutation(E.updateProgressReport);
}

/** POST /private/progress-reports/:id/submit. */
export function useSubmitProgressReport() {
  return useEndpointMutation(E.submitProgressReport);
}

/** POST /private/progress-reports/:id/approve (approve_progress_report). */
export function useApproveProgressReport() {
  return useEndpointMutation(E.approveProgressReport);
}

/** POST /private/progress-reports/:id/return with the reason (approve_progress_report). */
export function useReturnProgressReport() {
  return useEndpointMutation(E.returnProgressReport);
}

/** Rows fetched per page for a download (the gateway's largest page), and at most this many pages (10 000 rows). */
export const REPORT_EXPORT_PAGE_SIZE = 100;
export const REPORT_EXPORT_MAX_PAGES = 100;

/** Every page of the filtered list, for the .xlsx download: the rows and the total the gateway counted. */
export async function fetchProgressReportPages(
  client: ApiClient,
  query: ProgressReportQuery,
): Promise<{ rows: ProgressReport[]; total: number }> {
  return collectPages(
    (page) =>
      client.list(E.progressReports, { query: { ...query, page, page_size: REPORT_EXPORT_PAGE_SIZE } }),
    REPORT_EXPORT_MAX_PAGES,
  );
}
