import { useLookup } from '@platform/api-client';
import type { CourseBatch, EnrolTraineeBody, TraineeYouthOption } from '@platform/contract';
import { traineeYouthLookup, useEnrolTrainee } from '@platform/lms-data-access-courses';
import {
  FormDialog,
  FormLookupAutocomplete,
  FormSelect,
  useFormLookupOptions,
  useLocalName,
  useLocalTitle,
  useToast,
  useTranslate,
} from '@platform/ui';
import { enrolTraineeSchema, today } from '@platform/validation';

/*
 * The trainees page's "Enrol a youth" (issue 15 item 6; ADR 0088): a registered youth found with the shared lookup
 * (3+ letters of a name, or a whole e-mail or mobile; contacts masked) and, optionally, a running batch with its free
 * seats. The gateway decides: already enrolled, a full batch or no free batch come back as the form's message.
 */

/** The course's batches that have not ended, named with their free seats: the enrol forms' choices. */
export function useRunningBatchOptions(batches: readonly CourseBatch[] | undefined) {
  const t = useTranslate();
  const local = useLocalTitle();
  const day = today();
  return (batches ?? [])
    .filter((b) => b.batch_end_date >= day)
    .map((b) => ({
      value: b.id,
      label: t('course_trainees.enrol.seats', { title: local(b), seats: b.available_seats }),
    }));
}

function YouthField({ courseId }: { courseId: number }) {
  const t = useTranslate();
  const name = useLocalName();
  const lookup = useLookup(traineeYouthLookup, {
    ...useFormLookupOptions('youth_id'),
    filters: { course_id: courseId },
  });
  return (
    <FormLookupAutocomplete<TraineeYouthOption>
      name="youth_id"
      lookup={lookup}
      labelId="course_trainees.enrol.youth"
      required
      getLabel={(o) =>
        t(o.enrolled ? 'course_trainees.enrol.option_enrolled' : 'course_trainees.enrol.option', {
          name: name(o.title, o.title_en),
          contact: o.email ?? o.mobile ?? '',
        })
      }
    />
  );
}

/** What the trainees page gives its enrol dialogs (one youth, a sheet): the course, its batches, the way out. */
export interface EnrolDialogProps {
  courseId: number;
  batches: readonly CourseBatch[] | undefined;
  onClose: () => void;
}

export function EnrolTraineeDialog({ courseId, batches, onClose }: EnrolDialogProps) {
  const toast = useToast();
  const enrol = useEnrolTrainee();
  const options = useRunningBatchOptions(batches);

  async function save(body: EnrolTraineeBody) {
    await enrol.trigger({ params: { id: courseId }, body });
    toast.success('course_trainees.success.enrolled');
    onClose();
  }

  return (
    <FormDialog<EnrolTraineeBody>
      titleId="course_trainees.enrol.title"
      introId="course_trainees.enrol.rules"
      submitLabelId="course_trainees.enrol.submit"
      busy={enrol.isMutating}
      onClose={onClose}
      schema={enrolTraineeSchema}
      defaultValues={{ youth_id: null as unknown as number, batch_id: null }}
      onSubmit={save}
    >
      <YouthField courseId={courseId} />
      <FormSelect
        name="batch_id"
        labelId="course_trainees.enrol.batch"
        helperId="course_trainees.enrol.any_batch"
        allowEmpty
        options={options}
      />
    </FormDialog>
  );
}
