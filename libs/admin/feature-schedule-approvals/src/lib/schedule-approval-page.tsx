import TableCell from '@mui/material/TableCell';
import { defineListParams, useAddressList } from '@platform/api-client';
import { type CourseSchedule, type ScheduleRejectBody, scheduleEndpoints as E } from '@platform/contract';
import { ApprovalQueue, useFormatters, useLocalName, useTranslate, useWeekdayNames } from '@platform/ui';
import { scheduleRejectSchema } from '@platform/validation';
import { useScheduleReview } from './schedule-approval-data';

const COLUMNS = ['course', 'institute', 'dates', 'routine', 'sent'];

/** The page of the queue lives in the address (`/course-schedule-approvals?page=2`). */
const QUEUE = defineListParams({ params: {}, pageSizes: [10, 25, 50] });

/** Its institute, dates, routine and when it was sent (the course names the row). */
function ScheduleCells({ schedule: s }: { schedule: CourseSchedule }) {
  const t = useTranslate();
  const name = useLocalName();
  const weekdays = useWeekdayNames();
  const { formatDate, formatTime } = useFormatters();
  return (
    <>
      <TableCell>{name(s.institute_title, s.institute_title_en)}</TableCell>
      <TableCell>
        {t('schedule_approvals.range', {
          from: formatDate(s.tentative_start_date),
          to: formatDate(s.tentative_end_date),
        })}
      </TableCell>
      <TableCell>
        {t('schedule_approvals.routine', {
          weekdays: s.weekdays.map((d) => weekdays[d]?.short).join(', '),
          time: formatTime(s.start_time),
          classes: s.number_of_classes,
          minutes: s.class_minutes,
          students: s.min_students,
        })}
      </TableCell>
      <TableCell>{s.sent_at ? formatDate(s.sent_at) : '—'}</TableCell>
    </>
  );
}

/** `/course-schedule-approvals`: live-course schedules sent for approval, server-paged; approve, or reject. */
export function ScheduleApprovalPage() {
  const name = useLocalName();
  const { list, result: pending } = useAddressList(QUEUE, E.scheduleQueue);
  const { approve, reject } = useScheduleReview();
  return (
    <ApprovalQueue<CourseSchedule, ScheduleRejectBody>
      labelPrefix="schedule_approvals"
      result={pending}
      paging={list.paging}
      columns={COLUMNS}
      titleOf={(s) => name(s.course_title, s.course_title_en)}
      renderCells={(s) => <ScheduleCells schedule={s} />}
      confirmValues={(s) => ({ institute: name(s.institute_title, s.institute_title_en) })}
      approve={(s) => approve.trigger({ params: { id: s.id } })}
      approvingBusy={approve.isMutating}
      approvedId="schedule_approvals.success.approved"
      reject={(s, body) => reject.trigger({ params: { id: s.id }, body })}
      rejectingBusy={reject.isMutating}
      rejectedId="schedule_approvals.success.rejected"
      rejectSchema={scheduleRejectSchema}
    />
  );
}
