import Box from '@mui/material/Box';
import type { InstituteEvent, InstituteEventBody } from '@platform/contract';
import { useCreateInstituteEvent, useUpdateInstituteEvent } from '@platform/lms-data-access-courses';
import {
  FormDialog,
  FormSwitch,
  FormTextField,
  FormTitleFields,
  useLocalTitle,
  useToast,
} from '@platform/ui';
import { instituteEventSchema } from '@platform/validation';

const EMPTY: InstituteEventBody = {
  title: '',
  title_en: '',
  description: '',
  description_en: '',
  start_date: '',
  end_date: '',
  start_time: '',
  end_time: '',
  venue: '',
  venue_en: '',
  online_link: '',
  is_published: false,
};

const valuesOf = (e: InstituteEvent): InstituteEventBody => ({
  title: e.title,
  title_en: e.title_en ?? '',
  description: e.description ?? '',
  description_en: e.description_en ?? '',
  start_date: e.start_date,
  end_date: e.end_date,
  start_time: e.start_time ?? '',
  end_time: e.end_time ?? '',
  venue: e.venue ?? '',
  venue_en: e.venue_en ?? '',
  online_link: e.online_link ?? '',
  is_published: e.is_published,
});

const TWO_COLUMNS = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** Add or edit an event: the rules are stated first; the gateway checks the same schema. */
export function EventDialog({
  event,
  startDate,
  onClose,
}: {
  event: InstituteEvent | null;
  /** A new event's first day (a day chosen in the month view). */
  startDate?: string;
  onClose: () => void;
}) {
  const toast = useToast();
  const local = useLocalTitle();
  const create = useCreateInstituteEvent();
  const update = useUpdateInstituteEvent();

  async function save(body: InstituteEventBody) {
    if (event) await update.trigger({ params: { id: event.id }, body });
    else await create.trigger({ body });
    toast.success('institute_events.success.saved');
    onClose();
  }

  return (
    <FormDialog<InstituteEventBody>
      confirmLeave
      maxWidth="md"
      titleId={event ? 'institute_events.edit_named' : 'institute_events.add'}
      titleValues={event ? { title: local(event) } : undefined}
      introId="institute_events.form.rules"
      busy={create.isMutating || update.isMutating}
      onClose={onClose}
      schema={instituteEventSchema}
      defaultValues={
        event ? valuesOf(event) : { ...EMPTY, start_date: startDate ?? '', end_date: startDate ?? '' }
      }
      onSubmit={save}
    >
      <Box sx={TWO_COLUMNS}>
        <FormTitleFields prefix="institute_events.field" />
        <FormTextField name="start_date" type="date" labelId="institute_events.field.start_date" required />
        <FormTextField name="end_date" type="date" labelId="institute_events.field.end_date" required />
        <FormTextField name="start_time" type="time" labelId="institute_events.field.start_time" />
        <FormTextField name="end_time" type="time" labelId="institute_events.field.end_time" />
        <FormTextField name="venue" labelId="institute_events.field.venue" />
        <FormTextField name="venue_en" labelId="institute_events.field.venue_en" />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
        <FormTextField name="online_link" type="url" labelId="institute_events.field.online_link" />
        <FormTextField
          name="description"
          labelId="institute_events.field.description"
          multiline
          minRows={2}
        />
        <FormTextField
          name="description_en"
          labelId="institute_events.field.description_en"
          multiline
          minRows={2}
        />
        <FormSwitch name="is_published" labelId="institute_events.field.is_published" />
      </Box>
    </FormDialog>
  );
}
