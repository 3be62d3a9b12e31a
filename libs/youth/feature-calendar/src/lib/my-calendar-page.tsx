import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RequireAuth } from '@platform/auth';
import { useCalendar, useCalendarIcs } from '@platform/youth-data-access-locker';
import { today } from '@platform/validation';
import {
  BusyBar,
  DownloadButton,
  LoadErrorAlert,
  MonthStepper,
  PageHeader,
  useFormatters,
  useTranslate,
} from '@platform/ui';
import { AgendaList } from './agenda-list';
import { entriesByDay, monthOf, monthRange } from './month';
import { MonthTable } from './month-table';

/*
 * /my-calendar (issue 18 item 5, ADR 0085): one month of the youth's interviews, enrolled batches and public events,
 * as a month table or an agenda list (`?month=YYYY-MM&view=agenda`, so a month can be linked and reloaded), and the
 * month as an .ics file.
 */

type View = 'month' | 'agenda';

function MyCalendar() {
  const t = useTranslate();
  const format = useFormatters();
  const [params, setParams] = useSearchParams();
  const thisMonth = today().slice(0, 7);
  const month = monthOf(params.get('month'), thisMonth);
  const view: View = params.get('view') === 'agenda' ? 'agenda' : 'month';
  const range = useMemo(() => monthRange(month), [month]);
  const calendar = useCalendar(range);
  const ics = useCalendarIcs();
  const days = useMemo(() => entriesByDay(calendar.data ?? [], range.from, range.to), [calendar.data, range]);
  const name = format.formatMonthYear(`${month}-01`);
  const go = (next: { month?: string; view?: View }) => {
    const m = next.month ?? month;
    const v = next.view ?? view;
    setParams({ ...(m === thisMonth ? {} : { month: m }), ...(v === 'agenda' ? { view: v } : {}) });
  };

  return (
    <>
      <PageHeader
        titleId="calendar.title"
        actions={
          <DownloadButton
            fetchFile={async () => ({
              blob: await ics({ ...range, lang: format.locale === 'bn-BD' ? 'bn' : 'en' }),
              fileName: `calendar-${month}.ics`,
            })}
            labelId="calendar_pages.download"
            busyId="calendar_pages.download_busy"
            doneId="calendar_pages.download_done"
            failedId="calendar_pages.download_error"
          />
        }
      />
      <Typography sx={{ mb: 2 }}>{t('calendar_pages.intro')}</Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <MonthStepper
          month={month}
          name={name}
          onChange={(next) => go({ month: next })}
          previousLabelId="calendar_pages.month.previous"
          nextLabelId="calendar_pages.month.next"
        />
        {month !== thisMonth ? (
          <Button onClick={() => go({ month: thisMonth })}>{t('calendar_pages.month.today')}</Button>
        ) : null}
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_e, next: View | null) => next && go({ view: next })}
          aria-label={t('calendar_pages.view.label')}
          sx={{ ml: { sm: 'auto' } }}
        >
          <ToggleButton value="month">{t('calendar_pages.view.month')}</ToggleButton>
          <ToggleButton value="agenda">{t('calendar_pages.view.agenda')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <BusyBar busy={calendar.isValidating} labelId="calendar_pages.loading" mb={1} />
      {calendar.error ? (
        <LoadErrorAlert messageId="calendar_pages.load_error" onRetry={() => void calendar.mutate()} />
      ) : view === 'month' ? (
        <MonthTable month={month} days={days} />
      ) : (
        <AgendaList month={month} days={days} />
      )}
    </>
  );
}

export function MyCalendarPage() {
  return (
    <RequireAuth>
      <MyCalendar />
    </RequireAuth>
  );
}
