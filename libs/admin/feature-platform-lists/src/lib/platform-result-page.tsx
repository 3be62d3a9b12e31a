import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useRouteId } from '@platform/api-client';
import { RequirePermission } from '@platform/auth';
import { JOB_PERMISSIONS, type PlatformResultDetail } from '@platform/contract';
import { FactList, PageTitle, RecordRoute, useFormatters, useLocalName, useTranslate } from '@platform/ui';
import { usePlatformResult } from './platform-assessment-data';
import { OutcomeChip, useMarks } from './platform-results-page';

/** The record's hook: the id from the route, its source from the address (`?source=lesson`). */
function useResultOfAddress(id: number | null) {
  const source = useSearchParams()[0].get('source') === 'lesson' ? 'lesson' : 'exam';
  return usePlatformResult(id, source);
}

export function PlatformResultRoute() {
  return (
    <RequirePermission keys={[JOB_PERMISSIONS.viewPlatformResults]}>
      <RecordRoute
        id={useRouteId()}
        useRecord={useResultOfAddress}
        loadErrorId="platform_results.detail.load_error"
        notFoundId="platform_results.detail.not_found"
      >
        {(result) => <PlatformResultPage result={result} />}
      </RecordRoute>
    </RequirePermission>
  );
}

/**
 * `/platform-results/:id` (ADR 0122; `?source=lesson` for a course exam): the examinee, the exam and what it was
 * taken for (a link to the job's or the course's platform page), the times, marks and questions answered.
 */
export function PlatformResultPage({ result }: { result: PlatformResultDetail }) {
  const t = useTranslate();
  const name = useLocalName();
  const marks = useMarks();
  const { formatDateTime, formatNumber } = useFormatters();
  const forWhat = result.job_id
    ? { to: `/platform-jobs/${result.job_id}`, label: t('platform_results.detail.job') }
    : result.course_id
      ? { to: `/platform-courses/${result.course_id}`, label: t('platform_results.detail.course') }
      : null;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Link component={RouterLink} to="/platform-results">
        {t('platform_results.detail.back')}
      </Link>
      <PageTitle
        titleId="platform_results.detail.title"
        values={{
          name: name(result.full_name, result.full_name_en),
          exam: name(result.title, result.title_en),
        }}
      />
      <Stack direction="row" sx={{ mb: 2 }}>
        <OutcomeChip outcome={result.outcome} />
      </Stack>
      <FactList
        keepEmpty
        rows={[
          [t('platform_results.col.kind'), t(`platform_results.kind.${result.kind}`)],
          [t('platform_results.col.exam'), name(result.title, result.title_en)],
          [
            t('platform_results.detail.owner'),
            result.owner_title ? name(result.owner_title, result.owner_title_en) : '—',
          ],
          [
            t('platform_results.detail.for'),
            forWhat ? (
              <Link key="for" component={RouterLink} to={forWhat.to}>
                {forWhat.label}
              </Link>
            ) : (
              '—'
            ),
          ],
          [t('platform_results.detail.started'), formatDateTime(result.started_at)],
          [t('platform_results.col.submitted'), formatDateTime(result.submitted_at)],
          [
            t('platform_results.detail.closed_by'),
            result.closed_by ? t(`platform_results.closed_by.${result.closed_by}`) : '—',
          ],
          [t('platform_results.col.marks'), marks(result)],
          [t('platform_results.detail.pass_marks'), formatNumber(result.pass_marks)],
          [
            t('platform_results.detail.answered'),
            t('platform_results.detail.answered_of', {
              answered: result.answered,
              questions: result.questions,
            }),
          ],
          [
            t('platform_results.detail.attempt'),
            result.attempt === null ? '—' : formatNumber(result.attempt),
          ],
        ]}
      />
    </Container>
  );
}
