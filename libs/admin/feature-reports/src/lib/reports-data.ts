import { useCallback } from 'react';
import {
  buildPath,
  REPORT_DOWNLOAD_MAX_ROWS,
  type ReportKind,
  type ReportPdfLanguage,
  type ReportQuery,
  type ReportRow,
  reportEndpoints as E,
} from '@platform/contract';
import {
  type ApiClient,
  collectPages,
  type FetchedFile,
  useEndpointList,
  useFileFetch,
} from '@platform/api-client';

/** GET /private/reports/:kind: one page of a report over a range, with the kind's filters. */
export function useReport(kind: ReportKind, query: ReportQuery) {
  return useEndpointList(E.report, { params: { kind }, query }, { keepPreviousData: true });
}

/** GET /private/reports/:kind/pdf: the whole report drawn by the gateway, labels in `lang`. */
export function useReportPdf(): (
  kind: ReportKind,
  query: ReportQuery,
  lang: ReportPdfLanguage,
) => Promise<FetchedFile> {
  const fetchFile = useFileFetch();
  return useCallback(
    (kind: ReportKind, query: ReportQuery, lang: ReportPdfLanguage) =>
      fetchFile(buildPath(E.reportPdf.path, { kind }), {
        params: { ...query, lang },
        accept: 'application/pdf',
        fallbackName: `report-${kind}.pdf`,
      }),
    [fetchFile],
  );
}

/** Rows fetched per page for the .xlsx (the gateway's largest page). */
export const REPORT_EXPORT_PAGE_SIZE = 100;

/** Every row of a report for the .xlsx, page by page (at most REPORT_DOWNLOAD_MAX_ROWS). */
export async function fetchReportRows(
  client: ApiClient,
  kind: ReportKind,
  query: ReportQuery,
): Promise<ReportRow[]> {
  const { rows } = await collectPages(
    (page) =>
      client.list(E.report, {
        params: { kind },
        query: { ...query, page, page_size: REPORT_EXPORT_PAGE_SIZE },
      }),
    Math.ceil(REPORT_DOWNLOAD_MAX_ROWS / REPORT_EXPORT_PAGE_SIZE),
  );
  return rows;
}
