import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { useRouteId } from '@platform/api-client';
import { RequirePermission } from '@platform/auth';
import { JOB_PERMISSIONS, type PlatformInterviewDetail } from '@platform/contract';
import { FactList, PageTitle, RecordRoute, useFormatters, useLocalName, useTranslate } from '@platform/ui';
import { usePlatformInterview } from './platform-assessment-data';
import { ResponseChip, useWhen } from './platform-interviews-page';

export function PlatformInterviewRoute() {
  return (
    <RequirePermission keys={[JOB_PERMISSIONS.viewPlatformInterviews]}>
      <RecordRoute
        id={useRouteId()}
        useRecord={usePlatformInterview}
        loadErrorId="platform_interviews.detail.load_error"
        notFoundId="platform_interviews.detail.not_found"
      >
        {(row) => <PlatformInterviewPage row={row} />}
      </RecordRoute>
    </RequirePermission>
  );
}

/**
 * `/platform-interviews/:id` (ADR 0122, by application): the candidate's answer and note, the job (a link to its
 * platform page), the schedule, venue or online, the board, the board status and result the recruiter recorded.
 */
export function PlatformInterviewPage({ row }: { row: PlatformInterviewDetail }) {
  const t = useTranslate();
  const name = useLocalName();
  const when = useWhen();
  const { formatDateTime } = useFormatters();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Link component={RouterLink} to="/platform-interviews">
        {t('platform_interviews.detail.back')}
      </Link>
      <PageTitle
        titleId="platform_interviews.detail.title"
        values={{ name: name(row.full_name, row.full_name_en) }}
      />
      <Stack direction="row" sx={{ mb: 2 }}>
        <ResponseChip response={row.response} />
      </Stack>
      <FactList
        keepEmpty
        rows={[
          [
            t('platform_interviews.col.job'),
            <Link key="job" component={RouterLink} to={`/platform-jobs/${row.job_id}`}>
              {name(row.job_title, row.job_title_en)}
            </Link>,
          ],
          [
            t('platform_interviews.detail.organization'),
            name(row.organization_title, row.organization_title_en),
          ],
          [t('platform_interviews.detail.schedule'), row.schedule_title],
          [t('platform_interviews.col.when'), when(row)],
          [t('platform_interviews.col.kind'), t(`job_pipeline.kind.${row.kind}`)],
          [t('platform_interviews.detail.venue'), row.venue ?? '—'],
          [t('platform_interviews.detail.board'), row.board_title ?? '—'],
          [t('platform_interviews.detail.invited'), formatDateTime(row.invited_at)],
          [
            t('platform_interviews.detail.responded'),
            row.responded_at ? formatDateTime(row.responded_at) : '—',
          ],
          [t('platform_interviews.detail.note'), row.response_note ?? '—'],
          [t('platform_interviews.detail.board_status'), t(`job_pipeline.board_status.${row.board_status}`)],
          [t('platform_interviews.detail.result'), row.result ? t(`job_pipeline.result.${row.result}`) : '—'],
          [t('platform_interviews.detail.status'), t(`jobs.application_status.${row.application_status}`)],
        ]}
      />
    </Container>
  );
}
