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
  type PlatformInterview,
  type PlatformInterviewResponse,
} from '@platform/contract';
import { listColumns, ServerListPage, useFormatters, useLocalName, useTranslate } from '@platform/ui';
import { INTERVIEW_KINDS, INTERVIEW_RESPONSES, PLATFORM_INTERVIEW_LIST } from './platform-assessment-data';

export function PlatformInterviewsRoute() {
  return (
    <RequirePermission keys={[JOB_PERMISSIONS.viewPlatformInterviews]}>
      <PlatformInterviewsPage />
    </RequirePermission>
  );
}

const COLUMNS = listColumns('platform_interviews.col', ['candidate', 'job', 'when', 'kind', 'response'], []);

/** The candidate's answer: accepted in the success colour, waiting outlined. */
export function ResponseChip({ response }: { response: PlatformInterviewResponse }) {
  const t = useTranslate();
  const color = response === 'accepted' ? 'success' : response === 'rejected' ? 'error' : 'default';
  return (
    <Chip
      size="small"
      variant={response === 'pending' ? 'outlined' : 'filled'}
      color={color}
      label={t(`platform_interviews.response.${response}`)}
    />
  );
}

/** "12 Dec 2026, 10:00–12:00". */
export function useWhen() {
  const t = useTranslate();
  const { formatDate } = useFormatters();
  return (x: Pick<PlatformInterview, 'interview_date' | 'start_time' | 'end_time'>) =>
    t('platform_interviews.when', { date: formatDate(x.interview_date), from: x.start_time, to: x.end_time });
}

function InterviewRow({ row }: { row: PlatformInterview }) {
  const t = useTranslate();
  const name = useLocalName();
  const when = useWhen();
  return (
    <TableRow hover>
      <TableCell>
        <Link
          component={RouterLink}
          to={`/platform-interviews/${row.application_id}`}
          sx={{ fontWeight: 600 }}
        >
          {name(row.full_name, row.full_name_en)}
        </Link>
      </TableCell>
      <TableCell>
        {name(row.job_title, row.job_title_en)}
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {name(row.organization_title, row.organization_title_en)}
        </Typography>
      </TableCell>
      <TableCell>{when(row)}</TableCell>
      <TableCell>{t(`job_pipeline.kind.${row.kind}`)}</TableCell>
      <TableCell>
        <ResponseChip response={row.response} />
      </TableCell>
    </TableRow>
  );
}

/**
 * `/platform-interviews` (ADR 0122; spec "job interview confirmation"): every organisation's interview invitations
 * with the candidate's confirmation, latest interview first, filtered by candidate, job or organisation, the answer
 * (waiting too) and the kind (all in the address).
 */
export function PlatformInterviewsPage() {
  const { list, result } = useAddressList(PLATFORM_INTERVIEW_LIST, endpoints.platformInterviews);
  return (
    <ServerListPage
      result={result}
      paging={list.paging}
      labelPrefix="platform_interviews"
      loadingId="platform_interviews.loading"
      filterBar={{
        list,
        selects: [
          { name: 'response', values: INTERVIEW_RESPONSES, optionPrefix: 'platform_interviews.response' },
          { name: 'kind', values: INTERVIEW_KINDS, optionPrefix: 'job_pipeline.kind' },
        ],
      }}
      columns={COLUMNS}
      renderRow={(row) => <InterviewRow key={row.application_id} row={row} />}
    />
  );
}
