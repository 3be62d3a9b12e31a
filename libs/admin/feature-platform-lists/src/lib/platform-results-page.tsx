import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAddressList } from '@platform/api-client';
import { RequirePermission } from '@platform/auth';
import {
  endpoints,
  JOB_PERMISSIONS,
  type PlatformResult,
  type PlatformResultOutcome,
} from '@platform/contract';
import { listColumns, ServerListPage, useFormatters, useLocalName, useTranslate } from '@platform/ui';
import { PLATFORM_RESULT_LIST, RESULT_KINDS, RESULT_OUTCOMES } from './platform-assessment-data';

export function PlatformResultsRoute() {
  return (
    <RequirePermission keys={[JOB_PERMISSIONS.viewPlatformResults]}>
      <PlatformResultsPage />
    </RequirePermission>
  );
}

const COLUMNS = listColumns(
  'platform_results.col',
  ['examinee', 'exam', 'kind', 'submitted', 'marks', 'outcome'],
  ['marks'],
);

/** Passed, failed or waiting for marking: a chip, passed in the success colour. */
export function OutcomeChip({ outcome }: { outcome: PlatformResultOutcome }) {
  const t = useTranslate();
  const color = outcome === 'passed' ? 'success' : outcome === 'failed' ? 'error' : 'default';
  return (
    <Chip size="small" variant="outlined" color={color} label={t(`platform_results.outcome.${outcome}`)} />
  );
}

/** The page of a result: a course exam's id is of another table, named in the address. */
export const resultPath = (r: Pick<PlatformResult, 'id' | 'source'>) =>
  `/platform-results/${r.id}${r.source === 'lesson' ? '?source=lesson' : ''}`;

/** "12.5 of 20", or "— of 20" while marking is pending. */
export function useMarks() {
  const t = useTranslate();
  const { formatNumber } = useFormatters();
  return (r: Pick<PlatformResult, 'obtained_marks' | 'total_marks'>) =>
    t('platform_results.marks', {
      obtained: r.obtained_marks === null ? '—' : formatNumber(r.obtained_marks),
      total: formatNumber(r.total_marks),
    });
}

function ResultRow({ result }: { result: PlatformResult }) {
  const t = useTranslate();
  const name = useLocalName();
  const marks = useMarks();
  const { formatDateTime } = useFormatters();
  return (
    <TableRow hover>
      <TableCell>
        <Link component={RouterLink} to={resultPath(result)} sx={{ fontWeight: 600 }}>
          {name(result.full_name, result.full_name_en)}
        </Link>
      </TableCell>
      <TableCell>
        {name(result.title, result.title_en)}
        {result.owner_title ? (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {name(result.owner_title, result.owner_title_en)}
          </Typography>
        ) : null}
      </TableCell>
      <TableCell>{t(`platform_results.kind.${result.kind}`)}</TableCell>
      <TableCell>{formatDateTime(result.submitted_at)}</TableCell>
      <TableCell align="right">{marks(result)}</TableCell>
      <TableCell>
        <OutcomeChip outcome={result.outcome} />
      </TableCell>
    </TableRow>
  );
}

/**
 * `/platform-results` (ADR 0122): every submitted exam — job assessments, the aptitude test and courses' exam lessons
 * — newest first, filtered by examinee or exam, kind and outcome (all in the address).
 */
export function PlatformResultsPage() {
  const { list, result } = useAddressList(PLATFORM_RESULT_LIST, endpoints.platformResults);
  return (
    <ServerListPage
      result={result}
      paging={list.paging}
      labelPrefix="platform_results"
      loadingId="platform_results.loading"
      filterBar={{
        list,
        selects: [
          { name: 'kind', values: RESULT_KINDS, optionPrefix: 'platform_results.kind' },
          { name: 'outcome', values: RESULT_OUTCOMES, optionPrefix: 'platform_results.outcome' },
        ],
      }}
      columns={COLUMNS}
      renderRow={(r) => <ResultRow key={`${r.source}-${r.id}`} result={r} />}
    />
  );
}
