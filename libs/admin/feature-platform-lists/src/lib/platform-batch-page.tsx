import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useRouteId } from '@platform/api-client';
import { RequirePermission, useAuth } from '@platform/auth';
import { COURSE_PERMISSIONS, type PlatformBatchDetail } from '@platform/contract';
import {
  FactList,
  PageTitle,
  RecordRoute,
  useFormatters,
  useLocalName,
  useTranslate,
  useWeekdayNames,
} from '@platform/ui';
import { InstituteBatchDialog, PhaseChip } from './platform-batches-page';
import { usePlatformBatch } from './platform-structure-data';

export function PlatformBatchRoute() {
  return (
    <RequirePermission keys={[COURSE_PERMISSIONS.viewPlatformBatches]}>
      <RecordRoute
        id={useRouteId()}
        useRecord={usePlatformBatch}
        loadErrorId="platform_batches.detail.load_error"
        notFoundId="platform_batches.detail.not_found"
      >
        {(batch) => <PlatformBatchPage batch={batch} />}
      </RecordRoute>
    </RequirePermission>
  );
}

/**
 * `/platform-batches/:id` (ADR 0118): the batch's course (a link to its platform page), institute, centre, dates,
 * seats and enrolments, and the live course's class schedule when it has one. A holder of `manage_institute_batch`
 * (an institute admin; ADR 0127) edits it in THE batch form.
 */
export function PlatformBatchPage({ batch }: { batch: PlatformBatchDetail }) {
  const t = useTranslate();
  const { hasPermission } = useAuth();
  const [editing, setEditing] = useState(false);
  const canEdit =
    hasPermission(COURSE_PERMISSIONS.manageBatches) && batch.course_publication_status !== 'archived';
  const name = useLocalName();
  const courseName = name(batch.course_title, batch.course_title_en);
  const weekdays = useWeekdayNames();
  const { formatDate, formatNumber, formatTime } = useFormatters();
  const range = (from: string, to: string) =>
    t('platform_batches.range', { from: formatDate(from), to: formatDate(to) });
  const s = batch.schedule;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Link component={RouterLink} to="/platform-batches">
        {t('platform_batches.detail.back')}
      </Link>
      <PageTitle
        titleId="platform_batches.detail.title"
        values={{ title: name(batch.title, batch.title_en) }}
      />
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <PhaseChip phase={batch.phase} />
        {canEdit && (
          <Button variant="outlined" onClick={() => setEditing(true)}>
            {t('course_batches.edit')}
          </Button>
        )}
      </Stack>
      <FactList
        keepEmpty
        rows={[
          [t('platform_batches.detail.code'), batch.code],
          [
            t('platform_batches.col.course'),
            // the platform's course page is platform staff's; an institute admin reads the name
            hasPermission(COURSE_PERMISSIONS.viewPlatformCourses) ? (
              <Link key="course" component={RouterLink} to={`/platform-courses/${batch.course_id}`}>
                {courseName}
              </Link>
            ) : (
              courseName
            ),
          ],
          [t('platform_batches.col.institute'), name(batch.institute_title, batch.institute_title_en)],
          [
            t('platform_batches.col.centre'),
            batch.training_center_title
              ? name(batch.training_center_title, batch.training_center_title_en)
              : '—',
          ],
          [
            t('platform_batches.detail.registration'),
            range(batch.registration_start_date, batch.registration_end_date),
          ],
          [t('platform_batches.col.dates'), range(batch.batch_start_date, batch.batch_end_date)],
          [
            t('platform_batches.col.seats'),
            t('platform_batches.seats', { taken: batch.seats_taken, total: batch.total_seats }),
          ],
          [t('platform_batches.detail.available'), formatNumber(batch.available_seats)],
          [t('platform_batches.detail.enrolled'), formatNumber(batch.enrolled)],
          [t('platform_batches.detail.payment_pending'), formatNumber(batch.payment_pending)],
        ]}
      />
      <Box component="section" sx={{ mt: 3 }}>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('platform_batches.detail.schedule')}
        </Typography>
        {s ? (
          <FactList
            rows={[
              [t('platform_batches.col.dates'), range(s.tentative_start_date, s.tentative_end_date)],
              [
                t('platform_batches.detail.routine'),
                t('platform_batches.detail.routine_text', {
                  weekdays: s.weekdays.map((d) => weekdays[d]?.short).join(', '),
                  time: formatTime(s.start_time),
                  classes: s.number_of_classes,
                  minutes: s.class_minutes,
                }),
              ],
              [t('platform_batches.detail.schedule_status'), t(`course_schedules.status.${s.status}`)],
            ]}
          />
        ) : (
          <Typography color="text.secondary">{t('platform_batches.detail.no_schedule')}</Typography>
        )}
      </Box>
      {editing && <InstituteBatchDialog batch={batch} onClose={() => setEditing(false)} />}
    </Container>
  );
}
