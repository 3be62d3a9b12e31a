import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { type FormEvent, useMemo, useState } from 'react';
import { useApiClient, useListParams } from '@platform/api-client';
import { RequirePermission } from '@platform/auth';
import {
  REPORT_COLUMNS,
  REPORT_DOWNLOAD_MAX_ROWS,
  REPORT_FILTERS,
  REPORT_KINDS,
  REPORT_PERMISSIONS as P,
  type ReportKind,
  type ReportQuery,
  type ReportRow,
} from '@platform/contract';
import {
  DateRangeField,
  DownloadButton,
  ServerListPage,
  useFormatters,
  useLocale,
  useLocalTitle,
  useTranslate,
} from '@platform/ui';
import { type CellNamers, cellText } from './report-cells';
import { NO_FILTERS, REPORT_PARAMS, type ReportParamName, useReportFilterBar } from './report-filters';
import { fetchReportRows, useReport, useReportPdf } from './reports-data';

export function ReportsRoute() {
  return (
    <RequirePermission keys={[P.view]}>
      <ReportsPage />
    </RequirePermission>
  );
}

/** The names a cell is shown with, in the reader's language. */
function useCellNamers(): CellNamers {
  const t = useTranslate();
  const title = useLocalTitle();
  const { formatDate, formatNumber } = useFormatters();
  return useMemo(() => ({ t, title, formatDate, formatNumber }), [t, title, formatDate, formatNumber]);
}

/**
 * `/report` (spec §2 "report management"; issue 17 item 3; ADR 0101): a report kind, a range of days (the rules shown
 * before the first error) and the kind's filters, all in the address; the rows as a server-paged table; the whole
 * report as a PDF (drawn by the gateway in the page's language) or an .xlsx — up to REPORT_DOWNLOAD_MAX_ROWS rows.
 */
export function ReportsPage() {
  const t = useTranslate();
  const client = useApiClient();
  const namers = useCellNamers();
  const { locale } = useLocale();
  const list = useListParams(REPORT_PARAMS);
  const filterBar = useReportFilterBar(list);
  const { kind, from, to } = list.state;
  const filters = REPORT_FILTERS[kind];
  const range = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
  const chosen: ReportQuery = { ...range };
  for (const name of filters) {
    const value = list.state[name];
    if (value !== undefined) Object.assign(chosen, { [name]: value });
  }
  const report = useReport(kind, { ...chosen, page: list.state.page, page_size: list.state.page_size });
  const fetchPdf = useReportPdf();
  const [draft, setDraft] = useState({ from: from ?? '', to: to ?? '', key: `${from}|${to}` });
  // the address changed elsewhere (back, a link): the fields show it again
  if (draft.key !== `${from}|${to}`) setDraft({ from: from ?? '', to: to ?? '', key: `${from}|${to}` });
  const fieldErrors = report.error?.fieldErrors ?? {};
  const rangeRefused = Boolean(fieldErrors.from || fieldErrors.to);
  const total = report.data?.meta.total;
  const tooMany = total !== undefined && total > REPORT_DOWNLOAD_MAX_ROWS;
  const columns = REPORT_COLUMNS[kind];
  const rows = report.data?.data ?? [];
  const keys = new Map(rows.map((row, i) => [row, i]));

  function submit(event: FormEvent) {
    event.preventDefault();
    list.set({ from: draft.from || undefined, to: draft.to || undefined });
  }

  async function xlsx() {
    const all = await fetchReportRows(client, kind, chosen);
    const sheet = await import('./report-sheet');
    const blob = await sheet.reportBlob(kind, all, namers);
    return { blob, fileName: `report-${kind}${from ? `-${from}` : ''}${to ? `-${to}` : ''}.xlsx` };
  }

  return (
    <ServerListPage<ReportRow, ReportParamName>
      titleId="reports.title"
      result={rangeRefused ? { ...report, error: undefined, data: undefined } : report}
      paging={list.paging}
      labelPrefix="reports.list"
      countId="reports.list.count"
      emptyHintId="reports.list.empty_hint"
      actions={
        tooMany ? null : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <DownloadButton
              fetchFile={() => fetchPdf(kind, chosen, locale === 'bn-BD' ? 'bn' : 'en')}
              labelId="reports.download_pdf"
              busyId="reports.downloading_pdf"
              doneId="reports.downloaded_pdf"
              failedId="reports.download_pdf_failed"
            />
            <DownloadButton
              fetchFile={xlsx}
              labelId="reports.download_xlsx"
              busyId="reports.downloading_xlsx"
              doneId="reports.downloaded_xlsx"
              failedId="reports.download_xlsx_failed"
            />
          </Stack>
        )
      }
      intro={
        <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
          <Box component="form" onSubmit={submit} aria-label={t('reports.form')} noValidate>
            <TextField
              select
              id="report-kind"
              label={t('reports.kind_label')}
              value={kind}
              onChange={(event) => list.set({ ...NO_FILTERS, kind: event.target.value as ReportKind })}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: { xs: '100%', sm: 280 }, mb: 2 }}
            >
              {REPORT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`reports.kind.${k}`)}
                </option>
              ))}
            </TextField>
            <DateRangeField
              value={{ from: draft.from, to: draft.to }}
              onChange={(next) => setDraft((d) => ({ ...d, ...next }))}
              fromLabelId="reports.from"
              toLabelId="reports.to"
              rulesId="reports.rules"
              fieldErrors={fieldErrors}
              submitId="reports.show"
            />
          </Box>
          {tooMany ? (
            <Alert severity="info" sx={{ mt: 2 }}>
              {t('reports.too_many', { total: total ?? 0, max: REPORT_DOWNLOAD_MAX_ROWS })}
            </Alert>
          ) : null}
        </Paper>
      }
      filterBar={filterBar}
      columns={columns.map((c) => ({
        key: c.key,
        labelId: `reports.col.${c.key}`,
        ...(c.type === 'number' ? { align: 'right' as const } : {}),
      }))}
      rowKey={(row) => keys.get(row) ?? 0}
      renderRow={(row) => (
        <TableRow hover>
          {columns.map((c) => (
            <TableCell key={c.key} align={c.type === 'number' ? 'right' : undefined}>
              {cellText(c, row[c.key], namers)}
            </TableCell>
          ))}
        </TableRow>
      )}
    />
  );
}
