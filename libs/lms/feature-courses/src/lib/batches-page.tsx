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
import { COURSE_PERMISSIONS, type CourseBatch, type CourseBatchBody } from '@platform/contract';
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
  ConfirmDialog,
  FormDialog,
  FormLookupAutocomplete,
  FormTextField,
  listColumns,
  PageHeader,
  ServerList,
  useFormatters,
  useFormLookupOptions,
  useLocalTitle,
  useToast,
  useTranslate,
} from '@platform/ui';
import { courseBatchSchema } from '@platform/validation';

/*
 * /courses/{id}/batches (issue 15 item 5): a course's batches — seats, registration and class dates — with add, edit
 * and delete for the provider (manage_course); a trainer (view_any_course) reads. The dialog states the date and seat
 * rules before the first error; the gateway checks the same schema.
 */

const COLUMNS = listColumns(
  'course_batches.column',
  ['code', 'title', 'seats', 'registration', 'classes', 'actions'],
  ['seats', 'actions'],
);
const READ_COLUMNS = COLUMNS.filter((c) => c.key !== 'actions');

const EMPTY: CourseBatchBody = {
  title: '',
  title_en: '',
  total_seats: '' as unknown as number,
  available_seats: null,
  registration_start_date: '',
  registration_end_date: '',
  batch_start_date: '',
  batch_end_date: '',
  training_center_id: null,
};

/** Where the batch takes place: one of the institute's training centres (optional; the youth's course page lists it). */
function TrainingCenterField() {
  const lookup = useLookup(trainingCenterLookup, useFormLookupOptions('training_center_id'));
  return (
    <FormLookupAutocomplete
      name="training_center_id"
      lookup={lookup}
      labelId="course_batches.field.training_center_id"
      helperId="course_batches.hint.training_center_id"
    />
  );
}

function BatchDialog({
  courseId,
  batch,
  onClose,
}: {
  courseId: number;
  batch: CourseBatch | null;
  onClose: () => void;
}) {
  const toast = useToast();
  const create = useCreateCourseBatch();
  const update = useUpdateCourseBatch();
  const local = useLocalTitle();

  async function save(body: CourseBatchBody) {
    if (batch) await update.trigger({ params: { id: batch.id }, body });
    else await create.trigger({ params: { id: courseId }, body });
    toast.success('course_batches.success.saved');
    onClose();
  }

  return (
    <FormDialog<CourseBatchBody>
      confirmLeave
      titleId={batch ? 'course_batches.edit_named' : 'course_batches.add'}
      titleValues={batch ? { title: local(batch) } : undefined}
      introId="course_batches.form.rules"
      busy={create.isMutating || update.isMutating}
      onClose={onClose}
      schema={courseBatchSchema}
      defaultValues={
        batch
          ? {
              title: batch.title,
              title_en: batch.title_en ?? '',
              total_seats: batch.total_seats,
              available_seats: batch.available_seats,
              registration_start_date: batch.registration_start_date,
              registration_end_date: batch.registration_end_date,
              batch_start_date: batch.batch_start_date,
              batch_end_date: batch.batch_end_date,
              training_center_id: batch.training_center_id,
            }
          : EMPTY
      }
      onSubmit={save}
    >
      <FormTextField name="title" labelId="course_batches.field.title" required />
      <FormTextField name="title_en" labelId="course_batches.field.title_en" />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField name="total_seats" type="number" labelId="course_batches.field.total_seats" required />
        <FormTextField name="available_seats" type="number" labelId="course_batches.field.available_seats" />
        <FormTextField
          name="registration_start_date"
          type="date"
          labelId="course_batches.field.registration_start_date"
          required
        />
        <FormTextField
          name="registration_end_date"
          type="date"
          labelId="course_batches.field.registration_end_date"
          required
        />
        <FormTextField
          name="batch_start_date"
          type="date"
          labelId="course_batches.field.batch_start_date"
          required
        />
        <FormTextField
          name="batch_end_date"
          type="date"
          labelId="course_batches.field.batch_end_date"
          required
        />
      </Box>
      <TrainingCenterField />
    </FormDialog>
  );
}

export function BatchesPage() {
  const t = useTranslate();
  const toast = useToast();
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

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.trigger({ params: { id: deleting.id } });
      toast.success('course_batches.success.deleted');
    } catch (error) {
      toast.error(error);
    }
    setDeleting(null);
  }

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
      <ConfirmDialog
        open={deleting !== null}
        titleId="course_batches.delete_title"
        messageId="course_batches.delete_body"
        messageValues={{ title: deleting ? local(deleting) : '' }}
        confirmLabelId="course_batches.delete"
        destructive
        loading={remove.isMutating}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
