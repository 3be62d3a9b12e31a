import Box from '@mui/material/Box';
import type { CourseBatch, CourseBatchBody, InstituteBatchBody } from '@platform/contract';
import {
  FormDialog,
  FormLookupField,
  FormTextField,
  type UseFormLookup,
  useLocalTitle,
  useToast,
} from '@platform/ui';
import { courseBatchSchema, instituteBatchSchema } from '@platform/validation';

/**
 * A picker's hook, `formLookup(source)` of @platform/api-client for the portal's source: the dialog calls it inside
 * the form with the field's value, so that a chosen record is named.
 */
export type UseBatchLookup = UseFormLookup;

export interface CourseBatchDialogProps {
  /** The batch being edited; null adds one. */
  batch: CourseBatch | null;
  /** While the save runs. */
  busy: boolean;
  onClose: () => void;
  /**
   * Saves (throws an `ApiError` whose field errors land on the fields). The dialog stays open until it resolves, then
   * says `course_batches.success.saved` and closes.
   */
  save: (body: CourseBatchBody | InstituteBatchBody) => Promise<unknown>;
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

/**
 * A picker of the form, named by its field: where the batch takes place (one of the institute's training centres,
 * optional; the youth's course page lists it) or the course of a new batch (the admin portal: one of the caller's
 * institute's courses that is not archived).
 */
function PickerField({
  name,
  useLookup,
  required,
}: {
  name: 'training_center_id' | 'course_id';
  useLookup: UseBatchLookup;
  required?: boolean;
}) {
  return (
    <FormLookupField
      name={name}
      useLookup={useLookup}
      labelId={`course_batches.field.${name}`}
      helperId={`course_batches.hint.${name}`}
      required={required}
    />
  );
}

/**
 * THE batch form (issue 15 item 5, issue 18 item 1): title, seats, registration and class dates, training centre —
 * and the course when `useCourseLookup` is given on a new batch. The dialog states the date and seat rules before the
 * first error; the gateway checks the same schema. It says the save and closes; the page hands over only the call.
 */
export function CourseBatchDialog({
  batch,
  busy,
  onClose,
  save,
  useCentreLookup,
  useCourseLookup,
}: CourseBatchDialogProps) {
  const local = useLocalTitle();
  const toast = useToast();
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
      onSubmit={async (body) => {
        await save(body);
        toast.success('course_batches.success.saved');
        onClose();
      }}
    >
      {withCourse && useCourseLookup ? (
        <PickerField name="course_id" useLookup={useCourseLookup} required />
      ) : null}
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
      <PickerField name="training_center_id" useLookup={useCentreLookup} />
    </FormDialog>
  );
}
