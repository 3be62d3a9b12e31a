import { useCallback } from 'react';
import { useFormatters } from '@platform/ui';

/** `HH:MM` (24-hour, Asia/Dhaka wall time) in the reader's language and digits: "2:30 PM" / "২:৩০ PM". */
export function useFormatTime() {
  const { locale } = useFormatters();
  return useCallback(
    (hhmm: string | null | undefined): string => {
      if (!hhmm || !/^\d{2}:\d{2}/.test(hhmm)) return hhmm ?? '';
      const date = new Date(`1970-01-01T${hhmm.slice(0, 5)}:00Z`);
      return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
        date,
      );
    },
    [locale],
  );
}
