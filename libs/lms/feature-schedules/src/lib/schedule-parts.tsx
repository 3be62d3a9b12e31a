import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { COURSE_SCHEDULE_ACTION as A, type CourseSchedule, type ScheduleClass } from '@platform/contract';
import { listColumns, ServerList, useFormatters, useTranslate } from '@platform/ui';

/* The read-only parts of /courses/{id}/schedule (schedule-page.tsx): where the schedule stands, and its classes. */

const CLASS_COLUMNS = listColumns('course_schedules.classes.column', ['number', 'day', 'time']);

/** Where the schedule stands: its status, the routine decision, what waits or why it was rejected. */
export function ScheduleState({ schedule }: { schedule: CourseSchedule }) {
  const t = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography component="span">{t('course_schedules.status_label')}</Typography>
        <Chip
          label={t(`course_schedules.status.${schedule.status}`)}
          color={schedule.status === 'published' ? 'success' : 'default'}
        />
        {schedule.routine_status ? (
          <Chip variant="outlined" label={t(`course_schedules.routine.${schedule.routine_status}`)} />
        ) : null}
      </Stack>
      {schedule.status === 'rejected' && schedule.rejection_reason ? (
        <Alert severity="warning">
          {t('course_schedules.rejected_reason', { reason: schedule.rejection_reason })}
        </Alert>
      ) : null}
      {schedule.status === 'sent_for_approval' ? (
        <Alert severity="info">{t('course_schedules.pending_note')}</Alert>
      ) : null}
      {schedule.actions.includes(A.REPUBLISH) ? (
        <Alert severity="info">{t('course_schedules.republish_note')}</Alert>
      ) : null}
    </Box>
  );
}

/** The generated classes of the stored schedule. */
export function ClassList({ classes }: { classes: ScheduleClass[] }) {
  const t = useTranslate();
  const { formatDate, formatTime, formatNumber } = useFormatters();
  const first = classes[0];
  const last = classes[classes.length - 1];
  return (
    <Box component="section" aria-labelledby="schedule-classes" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="schedule-classes" component="h2" variant="h6">
        {t('course_schedules.classes.title')}
      </Typography>
      {first && last ? (
        <Typography>
          {t('course_schedules.classes.summary', {
            count: classes.length,
            first: formatDate(first.day),
            last: formatDate(last.day),
          })}
        </Typography>
      ) : null}
      <ServerList<ScheduleClass>
        result={{ data: classes, isLoading: false, isValidating: false, mutate: () => undefined }}
        labelPrefix="course_schedules"
        labelId="course_schedules.classes.title"
        columns={CLASS_COLUMNS}
        rowKey={(c) => c.number}
        renderRow={(c) => (
          <TableRow key={c.number}>
            <TableCell>{formatNumber(c.number)}</TableCell>
            <TableCell>{formatDate(c.day)}</TableCell>
            <TableCell>
              {t('course_schedules.classes.time', {
                start: formatTime(c.start_time),
                end: formatTime(c.end_time),
              })}
            </TableCell>
          </TableRow>
        )}
      />
    </Box>
  );
}
