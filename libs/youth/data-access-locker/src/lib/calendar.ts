import { useCallback } from 'react';
import { type CalendarIcsQuery, type CalendarQuery, calendarEndpoints as E } from '@platform/contract';
import { useEndpoint, useFileFetch } from '@platform/api-client';

/* My calendar (ADR 0085): the entries of a range of days and the same range as an iCalendar file. */

/** GET /protected/calendar?from&to (at most 92 days); `null` waits. */
export const useCalendar = (range: CalendarQuery | null) =>
  useEndpoint(E.youthCalendar, range ? { query: range } : null, { keepPreviousData: true });

/** GET /protected/calendar.ics?from&to&lang: the file as a Blob. */
export function useCalendarIcs(): (query: CalendarIcsQuery) => Promise<Blob> {
  const fetchFile = useFileFetch();
  return useCallback(
    async (query: CalendarIcsQuery) =>
      (await fetchFile(E.youthCalendarIcs.path, { params: query, accept: 'text/calendar' })).blob,
    [fetchFile],
  );
}
