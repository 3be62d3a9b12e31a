import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  defineListParams,
  isApiError,
  type ListParam,
  listParam,
  resourceLookup,
  useAddressList,
  useApiClient,
  useLookup,
} from '@platform/api-client';
import { RequirePermission, useAuth } from '@platform/auth';
import {
  PROGRESS_REPORT_PERMISSIONS as P,
  PROGRESS_REPORT_STATUS,
  PROGRESS_REPORT_TYPE,
  type ProgressReport,
  progressReportEndpoints as E,
  type ProgressReportQuery,
} from '@platform/contract';
import { institutes, trainingCenters } from '@platform/resources';
import {
  listColumns,
  saveFile,
  ServerListPage,
  useFormatters,
  useLocalTitle,
  useToast,
  useTranslate,
} from '@platform/ui';
import { fetchProgressReportPages } from '@platform/admin-data-access-progress-reports';
import { STATUS_COLOUR, TRAINEE_TOTAL } from './report-layout';
import { monthDate, reportFileName } from './report-text';

export function ProgressReportsRoute() {
  return (
    <RequirePermission keys={[P.view]}>
      <ProgressReportsPage />
    </RequirePermission>
  );
}

/** 'YYYY-MM' in the address, anything else is none. */
const month = (): ListParam<string> => ({
  read: (raw) => (raw && /^\d{4}-(0[1-9]|1[0-2])$/.test(raw) ? raw : undefined),
  write: (value) => value || null,
});

const TYPES = Object.values(PROGRESS_REPORT_TYPE);
const STATUSES = Object.values(PROGRESS_REPORT_STATUS);

export const REPORT_LIST = defineListParams({
  params: {
    search: listParam.text(200),
    report_type: listParam.oneOf(TYPES),
    status: listParam.oneOf(STATUSES),
    from_month: month(),
    to_month: month(),
    institute_id: listParam.id(),
    training_center_id: listParam.id(),
  },
  pageSizes: [10, 25, 50],
});

const COLUMNS = listColumns('progress_reports.list.col', [
  'month',
  'type',
  'centre',
  'institute',
  'trainees',
  'status',
  'actions',
]);

const centreSource = resourceLookup(trainingCenters);
const instituteSource = resourceLookup(institutes);

/**
 * `/progress-reports`: the monthly progress reports the caller may see (an institute's own, the platform every
 * institute's), newest month first, filtered in the address; the institute files new ones, the .xlsx holds every
 * page the filters select (ADR 0093).
 */
export function ProgressReportsPage() {
  const t = useTranslate();
  const toast = useToast();
  const client = useApiClient();
  const title = useLocalTitle();
  const { hasPermission } = useAuth();
  const { list, result: reports } = useAddressList(REPORT_LIST, E.progressReports);
  const reviewer = hasPermission(P.approve);
  const institute = useLookup(instituteSource, { value: list.state.institute_id });
  const centre = useLookup(centreSource, {
    value: list.state.training_center_id,
    ...(reviewer
      ? { filters: list.state.institute_id ? { institute_id: list.state.institute_id } : {} }
      : {}),
  });
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      const { page: _page, page_size: _size, ...filters } = list.query as ProgressReportQuery;
      const { rows } = await fetchProgressReportPages(client, filters);
      const sheet = await import('./report-sheet');
      saveFile(await sheet.reportsBlob(rows, t, title), reportFileName(new Date()));
    } catch (failure) {
      toast.error(isApiError(failure) ? failure : 'errors.general');
    } finally {
      setDownloading(false);
    }
  }

  return (
    <ServerListPage
      result={reports}
      paging={list.paging}
      labelPrefix="progress_reports.list"
      emptyHintId="progress_reports.list.empty_hint"
      actions={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {hasPermission(P.manage)
            ? TYPES.map((type) => (
                <Button
                  key={type}
                  variant="contained"
                  component={RouterLink}
                  to={`/progress-reports/new/${type}`}
                >
                  {t(`progress_reports.list.add_${type}`)}
                </Button>
              ))
            : null}
          <Button variant="outlined" onClick={() => void download()} disabled={downloading}>
            {t(downloading ? 'progress_reports.list.downloading' : 'progress_reports.list.download')}
          </Button>
        </Stack>
      }
      filterBar={{
        list,
        selects: [
          { name: 'report_type', values: TYPES, optionPrefix: 'progress_reports.type', minWidth: 220 },
          { name: 'status', values: STATUSES, optionPrefix: 'progress_reports.status' },
        ],
        fields: (
          <>
            {(['from_month', 'to_month'] as const).map((name) => (
              <TextField
                key={name}
                type="month"
                size="small"
                label={t(`progress_reports.list.filter.${name}`)}
                value={list.state[name] ?? ''}
                onChange={(event) => list.setText(name, event.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ minWidth: 170 }}
              />
            ))}
          </>
        ),
        lookups: [
          reviewer && { name: 'institute_id', lookup: institute, clears: ['training_center_id'] },
          { name: 'training_center_id', lookup: centre },
        ],
      }}
      columns={COLUMNS}
      renderRow={(report) => <ReportRow key={report.id} report={report} />}
    />
  );
}

function ReportRow({ report }: { report: ProgressReport }) {
  const t = useTranslate();
  const title = useLocalTitle();
  const { formatMonthYear, formatNumber } = useFormatters();
  const monthText = formatMonthYear(monthDate(report.reporting_month));
  const centre = title({ title: report.training_center_title, title_en: report.training_center_title_en });
  const trainees = report.figures[TRAINEE_TOTAL[report.report_type]];
  return (
    <TableRow hover>
      <TableCell>{monthText}</TableCell>
      <TableCell>{t(`progress_reports.type.${report.report_type}`)}</TableCell>
      <TableCell>{centre}</TableCell>
      <TableCell>{title({ title: report.institute_title, title_en: report.institute_title_en })}</TableCell>
      <TableCell>{trainees === undefined ? '—' : formatNumber(trainees)}</TableCell>
      <TableCell>
        <Chip
          size="small"
          color={STATUS_COLOUR[report.status]}
          label={t(`progress_reports.status.${report.status}`)}
        />
      </TableCell>
      <TableCell>
        <Link
          component={RouterLink}
          to={`/progress-reports/${report.id}`}
          aria-label={t('progress_reports.list.open', { centre, month: monthText })}
        >
          {t('progress_reports.list.open_short')}
        </Link>
      </TableCell>
    </TableRow>
  );
}
