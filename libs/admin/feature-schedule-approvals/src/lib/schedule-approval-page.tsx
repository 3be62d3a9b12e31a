import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { defineListParams, useListParams } from '@platform/api-client';
import type { CourseSchedule, ScheduleRejectBody } from '@platform/contract';
import {
  ConfirmDialog,
  FormDialog,
  FormTextField,
  listColumns,
  PageTitle,
  ServerList,
  useFormatters,
  useLocalName,
  useToast,
  useTranslate,
  useWeekdayNames,
} from '@platform/ui';
import { scheduleRejectSchema } from '@platform/validation';
import { usePendingSchedules, useScheduleReview } from './schedule-approval-data';

const COLUMNS = listColumns(
  'schedule_approvals.col',
  ['course', 'institute', 'dates', 'routine', 'sent', 'actions'],
  ['actions'],
);

/** The page of the queue lives in the address (`/course-schedule-approvals?page=2`). */
const QUEUE = defineListParams({ params: {}, pageSizes: [10, 25, 50] });

const courseTitle = (name: ReturnType<typeof useLocalName>, s: CourseSchedule) =>
  name(s.course_title, s.course_title_en);

/** One schedule waiting: its course and institute, dates, routine, when it was sent; approve and reject. */
function ApprovalRow({
  schedule: s,
  onApprove,
  onReject,
}: {
  schedule: CourseSchedule;
  onApprove: () => void;
  onReject: () => void;
}) {
  const t = useTranslate();
  const name = useLocalName();
  const weekdays = useWeekdayNames();
  const { formatDate, formatTime } = useFormatters();
  const title = courseTitle(name, s);
  return (
    <TableRow hover>
      <TableCell component="th" scope="row">
        {title}
      </TableCell>
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
      <TableCell align="right">
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button
            size="small"
            variant="contained"
            aria-label={t('schedule_approvals.approve', { title })}
            onClick={onApprove}
          >
            {t('schedule_approvals.approve_short')}
          </Button>
          <Button
            size="small"
            color="error"
            variant="outlined"
            aria-label={t('schedule_approvals.reject', { title })}
            onClick={onReject}
          >
            {t('schedule_approvals.reject_short')}
          </Button>
        </Stack>
      </TableCell>
    </TableRow>
  );
}

/** `/course-schedule-approvals`: live-course schedules sent for approval, server-paged; approve, or reject. */
export function ScheduleApprovalPage() {
  const t = useTranslate();
  const toast = useToast();
  const name = useLocalName();
  const list = useListParams(QUEUE);
  const pending = usePendingSchedules(list.state.page, list.state.page_size);
  const { approve, reject } = useScheduleReview();
  const [approving, setApproving] = useState<CourseSchedule | null>(null);
  const [rejecting, setRejecting] = useState<CourseSchedule | null>(null);

  async function confirmApprove(s: CourseSchedule) {
    try {
      await approve.trigger({ params: { id: s.id } });
      toast.success('schedule_approvals.success.approved');
    } catch (e) {
      toast.error(e);
    }
    setApproving(null);
  }

  async function doReject(s: CourseSchedule, body: ScheduleRejectBody) {
    // field errors stay on the reason; anything else is said by the form
    await reject.trigger({ params: { id: s.id }, body });
    toast.success('schedule_approvals.success.rejected');
    setRejecting(null);
  }

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 4 } }}>
      <PageTitle titleId="schedule_approvals.title" />
      <Typography sx={{ mb: 2 }}>{t('schedule_approvals.intro')}</Typography>
      <ServerList<CourseSchedule>
        result={pending}
        paging={list.paging}
        labelPrefix="schedule_approvals"
        loadingId="schedule_approvals.loading"
        columns={COLUMNS}
        renderRow={(s) => (
          <ApprovalRow
            key={s.id}
            schedule={s}
            onApprove={() => setApproving(s)}
            onReject={() => setRejecting(s)}
          />
        )}
      />
      <ConfirmDialog
        open={approving !== null}
        titleId="schedule_approvals.approve_confirm_title"
        messageId="schedule_approvals.approve_confirm_text"
        messageValues={{
          title: approving ? courseTitle(name, approving) : '',
          institute: approving ? name(approving.institute_title, approving.institute_title_en) : '',
        }}
        confirmLabelId="schedule_approvals.approve_short"
        loading={approve.isMutating}
        onConfirm={() => approving && void confirmApprove(approving)}
        onCancel={() => setApproving(null)}
      />
      <FormDialog<ScheduleRejectBody>
        open={rejecting !== null}
        titleId="schedule_approvals.reject_title"
        titleValues={{ title: rejecting ? courseTitle(name, rejecting) : '' }}
        submitLabelId="schedule_approvals.reject_short"
        destructive
        busy={reject.isMutating}
        onClose={() => setRejecting(null)}
        schema={scheduleRejectSchema}
        defaultValues={{ reason: '' }}
        onSubmit={(v) => (rejecting ? doReject(rejecting, v) : undefined)}
      >
        <FormTextField name="reason" labelId="schedule_approvals.reason" multiline minRows={3} required />
      </FormDialog>
    </Container>
  );
}
