import Alert from '@mui/material/Alert';
import { useRouteId } from '@platform/api-client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import {
  COURSE_PERMISSIONS,
  COURSE_SCHEDULE_ACTION as A,
  COURSE_TYPE,
  type CourseSchedule,
  type CourseScheduleAction,
  type CourseScheduleBody,
  WEEKDAYS,
} from '@platform/contract';
import { useAuth } from '@platform/auth';
import {
  useCourse,
  useCourseSchedule,
  usePublishCourseSchedule,
  useSaveCourseSchedule,
  useSendCourseSchedule,
} from '@platform/lms-data-access-courses';
import {
  Form,
  FormCheckboxGroup,
  FormTextField,
  LoadErrorAlert,
  PageHeader,
  useLocalTitle,
  useToast,
  useTranslate,
  useWeekdayNames,
} from '@platform/ui';
import { courseScheduleSchema } from '@platform/validation';
import { ClassList, ScheduleState } from './schedule-parts';

/*
 * /courses/{id}/schedule (issue 15 item 5, ADR 0090): a live course's class schedule. The provider fills it in and
 * saves it (a draft), sends it for approval, and once an administrator approved it publishes it (republishes it when
 * it was published before); the approver's reason shows after a rejection. The gateway says which moves are legal
 * (`actions`); the form states its rules before the first error and is read-only while the schedule waits.
 */

const EMPTY: CourseScheduleBody = {
  tentative_start_date: '',
  tentative_end_date: '',
  weekdays: [],
  start_time: '',
  class_minutes: 60,
  min_students: '' as unknown as number,
  number_of_classes: '' as unknown as number,
};

const valuesOf = (s: CourseSchedule): CourseScheduleBody => ({
  tentative_start_date: s.tentative_start_date,
  tentative_end_date: s.tentative_end_date,
  weekdays: s.weekdays,
  start_time: s.start_time,
  class_minutes: s.class_minutes,
  min_students: s.min_students,
  number_of_classes: s.number_of_classes,
});

/** One of the schedule's fields: required, read-only unless the provider may edit the schedule now. */
function ScheduleField({
  name,
  type,
  editable,
}: {
  name: keyof CourseScheduleBody;
  type: 'date' | 'time' | 'number';
  editable: boolean;
}) {
  return (
    <FormTextField
      name={name}
      type={type}
      labelId={`course_schedules.field.${name}`}
      required
      disabled={!editable}
    />
  );
}

/** The schedule's fields; read-only unless the provider may edit it now. */
function ScheduleForm({
  schedule,
  editable,
  onSave,
}: {
  schedule: CourseSchedule | null;
  editable: boolean;
  onSave: (body: CourseScheduleBody) => Promise<void>;
}) {
  const t = useTranslate();
  const weekdays = useWeekdayNames();
  return (
    <Form<CourseScheduleBody>
      // a fresh form for each stored version: the fields show what the gateway keeps
      key={schedule?.updated_at ?? 'new'}
      labelId="course_schedules.form.label"
      schema={courseScheduleSchema}
      defaultValues={schedule ? valuesOf(schedule) : EMPTY}
      onSubmit={onSave}
      confirmLeave={editable}
    >
      {editable ? <Typography sx={{ mb: 2 }}>{t('course_schedules.form.rules')}</Typography> : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <ScheduleField name="tentative_start_date" type="date" editable={editable} />
        <ScheduleField name="tentative_end_date" type="date" editable={editable} />
      </Box>
      <Box sx={{ my: 2 }}>
        {editable ? (
          <FormCheckboxGroup<number>
            name="weekdays"
            labelId="course_schedules.field.weekdays"
            hintId="course_schedules.field.weekdays_hint"
            required
            choices={WEEKDAYS.map((d) => ({ value: d, label: weekdays[d]?.long ?? String(d) }))}
          />
        ) : (
          <Typography>
            {t('course_schedules.weekdays_read', {
              days: (schedule?.weekdays ?? []).map((d) => weekdays[d]?.long).join(', '),
            })}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <ScheduleField name="start_time" type="time" editable={editable} />
        <ScheduleField name="class_minutes" type="number" editable={editable} />
        <ScheduleField name="min_students" type="number" editable={editable} />
        <ScheduleField name="number_of_classes" type="number" editable={editable} />
      </Box>
      {editable ? (
        <Button type="submit" variant="contained" sx={{ mt: 2 }}>
          {t('course_schedules.save')}
        </Button>
      ) : null}
    </Form>
  );
}

const MOVE_LABEL: Partial<Record<CourseScheduleAction, string>> = {
  send: 'course_schedules.send',
  publish: 'course_schedules.publish',
  republish: 'course_schedules.republish',
};

export function SchedulePage() {
  const t = useTranslate();
  const toast = useToast();
  const local = useLocalTitle();
  const { hasPermission } = useAuth();
  const courseId = useRouteId() ?? 0;
  const valid = courseId > 0;
  const course = useCourse(valid ? courseId : null);
  const live = course.data?.course_type === COURSE_TYPE.LIVE;
  const schedule = useCourseSchedule(valid && live ? courseId : null);
  const save = useSaveCourseSchedule();
  const send = useSendCourseSchedule();
  const publish = usePublishCourseSchedule();
  const canManage =
    hasPermission(COURSE_PERMISSIONS.manageCourse) && course.data?.publication_status !== 'archived';
  const current = schedule.data ?? null;
  const editable = canManage && (current === null || current.actions.includes(A.EDIT));
  const moves = canManage ? (current?.actions ?? []).filter((a) => MOVE_LABEL[a]) : [];
  const busy = save.isMutating || send.isMutating || publish.isMutating;

  async function onSave(body: CourseScheduleBody) {
    await save.trigger({ params: { id: courseId }, body });
    toast.success('course_schedules.success.saved');
  }

  async function move(action: CourseScheduleAction) {
    try {
      if (action === A.SEND) {
        await send.trigger({ params: { id: courseId } });
        toast.success('course_schedules.success.sent');
      } else {
        await publish.trigger({ params: { id: courseId } });
        toast.success('course_schedules.success.published');
      }
    } catch (error) {
      toast.error(error);
    }
  }

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 900, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageHeader titleId="course_schedules.title" />
      {course.data ? (
        <Typography>{t('course_schedules.intro', { course: local(course.data) })}</Typography>
      ) : null}
      {course.error ? (
        <LoadErrorAlert messageId="course_schedules.load_error" onRetry={() => void course.mutate()} />
      ) : null}
      {course.data && !live ? <Alert severity="info">{t('course_schedules.not_live')}</Alert> : null}
      {schedule.error ? (
        <LoadErrorAlert messageId="course_schedules.load_error" onRetry={() => void schedule.mutate()} />
      ) : null}
      {live && schedule.data !== undefined ? (
        <>
          {current ? (
            <ScheduleState schedule={current} />
          ) : (
            <Typography>{t('course_schedules.none')}</Typography>
          )}
          {moves.length ? (
            <Stack direction="row" spacing={1}>
              {moves.map((a) => (
                <Button key={a} variant="contained" disabled={busy} onClick={() => void move(a)}>
                  {t(MOVE_LABEL[a] ?? '')}
                </Button>
              ))}
            </Stack>
          ) : null}
          <ScheduleForm schedule={current} editable={editable} onSave={onSave} />
          {current ? <ClassList classes={current.classes} /> : null}
        </>
      ) : null}
      <Box>
        <Button component={RouterLink} to={`/courses/${courseId}/read`}>
          {t('course_schedules.back')}
        </Button>
      </Box>
    </Box>
  );
}
