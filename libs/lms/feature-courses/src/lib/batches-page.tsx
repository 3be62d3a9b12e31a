import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '@platform/auth';
import { COURSE_PERMISSIONS, type CourseBatch } from '@platform/contract';
import { useLookup, useRouteId } from '@platform/api-client';
import {
  trainingCenterLookup,
  useCourse,
  useCourseBatches,
  useCreateCourseBatch,
  useDeleteCourseBatch,
  useUpdateCourseBatch,
} from '@platform/lms-data-access-courses';
import {
  DeleteDialog,
  listColumns,
  PageHeader,
  ServerList,
  useFormatters,
  useLocalTitle,
  useTranslate,
} from '@platform/ui';
import { CourseBatchDialog, type UseBatchLookup } from '@platform/ui-course-batches';

/*
 * /courses/{id}/batches (issue 15 item 5): a course's batches — seats, registration and class dates — with add, edit
 * and delete for the provider (manage_course); a trainer (view_any_course) reads. The dialog states the date and seat
 * rules before the first error; the gateway checks the same schema. The form is THE batch form of
 * @platform/ui-course-batches, which the admin portal draws too (ADR 0127).
 */

const COLUMNS = listColumns(
  'course_batches.column',
  ['code', 'title', 'seats', 'registration', 'classes', 'actions'],
  ['seats', 'actions'],
);
const READ_COLUMNS = COLUMNS.filter((c) => c.key !== 'actions');

/** The institute's active training centres, for the batch form's picker. */
const useCentreLookup: UseBatchLookup = (options) => useLookup(trainingCenterLookup, options);

function BatchDialog({
  courseId,
  batch,
  onClose,
}: {
  courseId: number;
  batch: CourseBatch | null;
  onClose: () => void;
}) {
  const create = useCreateCourseBatch();
  const update = useUpdateCourseBatch();
  return (
    <CourseBatchDialog
      batch={batch}
      busy={create.isMutating || update.isMutating}
      onClose={onClose}
      save={(body) =>
        batch
          ? update.trigger({ params: { id: batch.id }, body })
          : create.trigger({ params: { id: courseId }, body })
      }
      useCentreLookup={useCentreLookup}
    />
  );
}

export function BatchesPage() {
  const t = useTranslate();
  const local = useLocalTitle();
  const { formatDate } = useFormatters();
  const { hasPermission } = useAuth();
  const courseId = useRouteId() ?? 0;
  const valid = courseId > 0;
  const course = useCourse(valid ? courseId : null);
  const batches = useCourseBatches(valid ? courseId : null);
  const remove = useDeleteCourseBatch();
  const [editing, setEditing] = useState<CourseBatch | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CourseBatch | null>(null);
  const canManage =
    hasPermission(COURSE_PERMISSIONS.manageCourse) && course.data?.publication_status !== 'archived';
  const range = (from: string, to: string) =>
    t('course_batches.range', { from: formatDate(from), to: formatDate(to) });

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 1100, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageHeader titleId="course_batches.title" />
      {course.data && <Typography>{t('course_batches.intro', { course: local(course.data) })}</Typography>}
      {canManage && (
        <Stack direction="row">
          <Button variant="contained" onClick={() => setEditing('new')}>
            {t('course_batches.add')}
          </Button>
        </Stack>
      )}
      <ServerList<CourseBatch>
        result={batches}
        labelPrefix="course_batches"
        columns={canManage ? COLUMNS : READ_COLUMNS}
        renderRow={(batch) => (
          <TableRow key={batch.id}>
            <TableCell>{batch.code}</TableCell>
            <TableCell>
              {local(batch)}
              {batch.training_center_title ? (
                <Typography variant="body2" color="text.secondary">
                  {local({ title: batch.training_center_title, title_en: batch.training_center_title_en })}
                </Typography>
              ) : null}
            </TableCell>
            <TableCell align="right">
              {t('course_batches.seats', { available: batch.available_seats, total: batch.total_seats })}
            </TableCell>
            <TableCell>{range(batch.registration_start_date, batch.registration_end_date)}</TableCell>
            <TableCell>{range(batch.batch_start_date, batch.batch_end_date)}</TableCell>
            {canManage && (
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <IconButton
                  aria-label={t('course_batches.edit_named', { title: local(batch) })}
                  onClick={() => setEditing(batch)}
                >
                  <EditOutlined />
                </IconButton>
                <IconButton
                  aria-label={t('course_batches.delete_named', { title: local(batch) })}
                  onClick={() => setDeleting(batch)}
                >
                  <DeleteOutlined />
                </IconButton>
              </TableCell>
            )}
          </TableRow>
        )}
      />
      <Box>
        <Button component={RouterLink} to={`/courses/${courseId}/read`}>
          {t('course_batches.back')}
        </Button>
      </Box>
      {editing !== null && (
        <BatchDialog
          courseId={courseId}
          batch={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <DeleteDialog
        target={deleting}
        titleId="course_batches.delete_title"
        messageId="course_batches.delete_body"
        messageValues={(batch) => ({ title: local(batch) })}
        confirmLabelId="course_batches.delete"
        remove={(batch) => remove.trigger({ params: { id: batch.id } })}
        busy={remove.isMutating}
        successId="course_batches.success.deleted"
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
