import Box from '@mui/material/Box';
import type { CourseBatch, CourseBatchBody, InstituteBatchBody } from '@platform/contract';
import {
  FormDialog,
  FormLookupAutocomplete,
  FormTextField,
  type LookupControl,
  type LookupOption,
  useFormLookupOptions,
  useLocalTitle,
} from '@platform/ui';
import { courseBatchSchema, instituteBatchSchema } from '@platform/validation';

/**
 * A picker's hook, `useLookup(source, options)` of @platform/api-client bound to the portal's source: the dialog calls
 * it inside the form with the field's value, so that a chosen record is named.
 */
export type UseBatchLookup = (
  options: ReturnType<typeof useFormLookupOptions>,
) => LookupControl<LookupOption>;

export interface CourseBatchDialogProps {
  /** The batch being edited; null adds one. */
  batch: CourseBatch | null;
  /** While the save runs. */
  busy: boolean;
  onClose: () => void;
  /** Saves (throws an `ApiError` whose field errors land on the fields); the dialog stays open until it resolves. */
  onSubmit: (body: CourseBatchBody | InstituteBatchBody) => Promise<void>;
  /** The institute's active training centres. */
  useCentreLookup: UseBatchLookup;
  /**
   * On a new batch of a form that is not a course's own (the admin portal): the courses to choose from. The body then
   * carries `course_id` and is checked by `instituteBatchSchema`.
   */
  useCourseLookup?: UseBatchLookup;
}

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

const valuesOf = (batch: CourseBatch): CourseBatchBody => ({
  title: batch.title,
  title_en: batch.title_en ?? '',
  total_seats: batch.total_seats,
  available_seats: batch.available_seats,
  registration_start_date: batch.registration_start_date,
  registration_end_date: batch.registration_end_date,
  batch_start_date: batch.batch_start_date,
  batch_end_date: batch.batch_end_date,
  training_center_id: batch.training_center_id,
});

/** Where the batch takes place: one of the institute's training centres (optional; the youth's course page lists it). */
function CentreField({ useLookup }: { useLookup: UseBatchLookup }) {
  const lookup = useLookup(useFormLookupOptions('training_center_id'));
  return (
    <FormLookupAutocomplete
      name="training_center_id"
      lookup={lookup}
      labelId="course_batches.field.training_center_id"
      helperId="course_batches.hint.training_center_id"
    />
  );
}

/** The course of a new batch (the admin portal): one of the caller's institute's courses that is not archived. */
function CourseField({ useLookup }: { useLookup: UseBatchLookup }) {
  const lookup = useLookup(useFormLookupOptions('course_id'));
  return (
    <FormLookupAutocomplete
      name="course_id"
      lookup={lookup}
      labelId="course_batches.field.course_id"
      helperId="course_batches.hint.course_id"
      required
    />
  );
}

/**
 * THE batch form (issue 15 item 5, issue 18 item 1): title, seats, registration and class dates, training centre —
 * and the course when `useCourseLookup` is given on a new batch. The dialog states the date and seat rules before the
 * first error; the gateway checks the same schema.
 */
export function CourseBatchDialog({
  batch,
  busy,
  onClose,
  onSubmit,
  useCentreLookup,
  useCourseLookup,
}: CourseBatchDialogProps) {
  const local = useLocalTitle();
  const withCourse = batch === null && useCourseLookup !== undefined;
  return (
    <FormDialog<CourseBatchBody | InstituteBatchBody>
      confirmLeave
      titleId={batch ? 'course_batches.edit_named' : 'course_batches.add'}
      titleValues={batch ? { title: local(batch) } : undefined}
      introId="course_batches.form.rules"
      busy={busy}
      onClose={onClose}
      schema={withCourse ? instituteBatchSchema : courseBatchSchema}
      defaultValues={
        batch ? valuesOf(batch) : withCourse ? { ...EMPTY, course_id: null as unknown as number } : EMPTY
      }
      onSubmit={onSubmit}
    >
      {withCourse && useCourseLookup ? <CourseField useLookup={useCourseLookup} /> : null}
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
      <CentreField useLookup={useCentreLookup} />
    </FormDialog>
  );
}
