import { useCallback } from 'react';
import { type CalendarIcsQuery, type CalendarQuery, calendarEndpoints as E } from '@platform/contract';
import { toApiError, useApiClient, useEndpoint } from '@platform/api-client';

/* My calendar (ADR 0085): the entries of a range of days and the same range as an iCalendar file. */

/** GET /protected/calendar?from&to (at most 92 days); `null` waits. */
export const useCalendar = (range: CalendarQuery | null) =>
  useEndpoint(E.youthCalendar, range ? { query: range } : null, { keepPreviousData: true });

/** GET /protected/calendar.ics?from&to&lang: the file as a Blob. */
export function useCalendarIcs(): (query: CalendarIcsQuery) => Promise<Blob> {
  const client = useApiClient();
  return useCallback(
    async (query: CalendarIcsQuery) => {
      try {
        const response = await client.axios.get<Blob>(E.youthCalendarIcs.path, {
          params: query,
          responseType: 'blob',
          headers: { Accept: 'text/calendar' },
        });
        return response.data;
      } catch (error) {
        throw toApiError(error);
      }
    },
    [client],
  );
}
