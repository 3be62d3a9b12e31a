import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { defineListParams, useListParams } from '@platform/api-client';
import { useAuth } from '@platform/auth';
import { COURSE_PERMISSIONS, type InstituteEvent, PAGE_SIZE_MAX } from '@platform/contract';
import { useDeleteInstituteEvent, useInstituteEvents } from '@platform/lms-data-access-courses';
import {
  BusyBar,
  DeleteDialog,
  listColumns,
  LoadErrorAlert,
  MonthGrid,
  MonthStepper,
  monthOf,
  monthRange,
  PageHeader,
  ServerList,
  useFormatters,
  useLocalName,
  useLocalTitle,
  useTranslate,
} from '@platform/ui';
import { today } from '@platform/validation';
import { EventDialog } from './event-dialog';

/*
 * /events (issue 15 item 5, ADR 0090): the institute's events as a paged list or as a month
 * (`?view=month&month=YYYY-MM`, the shared MonthGrid), with add, edit and delete for the provider (manage_course).
 * Published events reach every youth's calendar.
 */

const COLUMNS = listColumns(
  'institute_events.column',
  ['title', 'when', 'where', 'status', 'actions'],
  ['actions'],
);
const READ_COLUMNS = COLUMNS.filter((c) => c.key !== 'actions');
const EVENT_LIST = defineListParams({ params: {}, pageSizes: [10, 25, 50] });

type View = 'list' | 'month';

/** When an event takes place: its days, or its one day and times. */
function useWhen() {
  const t = useTranslate();
  const { formatDate, formatTime } = useFormatters();
  return (e: InstituteEvent) =>
    e.start_date === e.end_date && e.start_time && e.end_time
      ? t('institute_events.when_time', {
          day: formatDate(e.start_date),
          start: formatTime(e.start_time),
          end: formatTime(e.end_time),
        })
      : e.start_date === e.end_date
        ? formatDate(e.start_date)
        : t('institute_events.when_days', { from: formatDate(e.start_date), to: formatDate(e.end_date) });
}

/** One month of events: each day lists its events (a button to edit them for the provider). */
function EventMonth({
  month,
  canManage,
  onOpen,
}: {
  month: string;
  canManage: boolean;
  onOpen: (e: InstituteEvent) => void;
}) {
  const t = useTranslate();
  const format = useFormatters();
  const local = useLocalTitle();
  const range = useMemo(() => monthRange(month), [month]);
  const events = useInstituteEvents({ ...range, page_size: PAGE_SIZE_MAX });
  const rows = events.data?.data ?? [];
  const label = (e: InstituteEvent) =>
    e.is_published ? local(e) : t('institute_events.month.draft', { title: local(e) });
  return (
    <>
      <BusyBar busy={events.isValidating} labelId="institute_events.loading" mb={1} />
      {events.error ? (
        <LoadErrorAlert messageId="institute_events.load_error" onRetry={() => void events.mutate()} />
      ) : (
        <MonthGrid
          month={month}
          caption={t('institute_events.month.caption', { month: format.formatMonthYear(`${month}-01`) })}
          renderDay={(day) =>
            rows
              .filter((e) => e.start_date <= day && e.end_date >= day)
              .map((e) => (
                <Box key={e.id} sx={{ mt: 0.5, fontSize: '0.8125rem' }}>
                  {canManage ? (
                    <Link
                      component="button"
                      type="button"
                      onClick={() => onOpen(e)}
                      sx={{ textAlign: 'left', overflowWrap: 'anywhere', minHeight: 24 }}
                    >
                      {label(e)}
                    </Link>
                  ) : (
                    <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
                      {label(e)}
                    </Typography>
                  )}
                </Box>
              ))
          }
        />
      )}
    </>
  );
}

export function EventsPage() {
  const t = useTranslate();
  const local = useLocalTitle();
  const name = useLocalName();
  const when = useWhen();
  const format = useFormatters();
  const { hasPermission } = useAuth();
  const canManage = hasPermission(COURSE_PERMISSIONS.manageCourse);
  const [params, setParams] = useSearchParams();
  const thisMonth = today().slice(0, 7);
  const view: View = params.get('view') === 'month' ? 'month' : 'list';
  const month = monthOf(params.get('month'), thisMonth);
  const list = useListParams(EVENT_LIST);
  const events = useInstituteEvents({ page: list.state.page, page_size: list.state.page_size });
  const remove = useDeleteInstituteEvent();
  const [editing, setEditing] = useState<InstituteEvent | 'new' | null>(null);
  const [deleting, setDeleting] = useState<InstituteEvent | null>(null);
  const go = (next: { view?: View; month?: string }) => {
    const v = next.view ?? view;
    const m = next.month ?? month;
    setParams(v === 'month' ? { view: v, ...(m === thisMonth ? {} : { month: m }) } : {});
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 1100, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageHeader
        titleId="institute_events.title"
        actions={
          canManage ? (
            <Button variant="contained" onClick={() => setEditing('new')}>
              {t('institute_events.add')}
            </Button>
          ) : null
        }
      />
      <Typography>{t('institute_events.intro')}</Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_e, next: View | null) => next && go({ view: next })}
          aria-label={t('institute_events.view.label')}
        >
          <ToggleButton value="list">{t('institute_events.view.list')}</ToggleButton>
          <ToggleButton value="month">{t('institute_events.view.month')}</ToggleButton>
        </ToggleButtonGroup>
        {view === 'month' ? (
          <MonthStepper
            month={month}
            name={format.formatMonthYear(`${month}-01`)}
            onChange={(next) => go({ month: next })}
            previousLabelId="institute_events.month.previous"
            nextLabelId="institute_events.month.next"
          />
        ) : null}
      </Stack>
      {view === 'month' ? (
        <EventMonth month={month} canManage={canManage} onOpen={(e) => setEditing(e)} />
      ) : (
        <ServerList<InstituteEvent>
          result={events}
          paging={list.paging}
          labelPrefix="institute_events"
          loadingId="institute_events.loading"
          columns={canManage ? COLUMNS : READ_COLUMNS}
          renderRow={(e) => (
            <TableRow key={e.id}>
              <TableCell component="th" scope="row">
                {local(e)}
              </TableCell>
              <TableCell>{when(e)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {[name(e.venue, e.venue_en), e.online_link ? t('institute_events.online') : '']
                  .filter(Boolean)
                  .join(' · ')}
              </TableCell>
              <TableCell>{t(`institute_events.status.${e.is_published ? 'published' : 'draft'}`)}</TableCell>
              {canManage ? (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton
                    aria-label={t('institute_events.edit_named', { title: local(e) })}
                    onClick={() => setEditing(e)}
                  >
                    <EditOutlined />
                  </IconButton>
                  <IconButton
                    aria-label={t('institute_events.delete_named', { title: local(e) })}
                    onClick={() => setDeleting(e)}
                  >
                    <DeleteOutlined />
                  </IconButton>
                </TableCell>
              ) : null}
            </TableRow>
          )}
        />
      )}
      {editing !== null ? (
        <EventDialog
          event={editing === 'new' ? null : editing}
          startDate={view === 'month' && editing === 'new' ? `${month}-01` : undefined}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <DeleteDialog
        target={deleting}
        titleId="institute_events.delete_title"
        messageId="institute_events.delete_body"
        messageValues={(event) => ({ title: local(event) })}
        confirmLabelId="institute_events.delete"
        remove={(event) => remove.trigger({ params: { id: event.id } })}
        busy={remove.isMutating}
        successId="institute_events.success.deleted"
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
