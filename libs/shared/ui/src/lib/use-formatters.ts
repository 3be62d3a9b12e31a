import { useMemo } from 'react';
import { useLocale } from './i18n-provider';
import {
  formatBDT,
  formatDate,
  formatDateTime,
  formatDuration,
  formatMonthYear,
  formatNumber,
  formatPercent,
  formatTime,
  type DateInput,
} from '@platform/i18n';

/** The formatters bound to the current locale. */
export function useFormatters() {
  const { locale } = useLocale();
  return useMemo(
    () => ({
      locale,
      formatDate: (value: DateInput | null | undefined) => formatDate(value, locale),
      formatDateTime: (value: DateInput | null | undefined) => formatDateTime(value, locale),
      formatMonthYear: (value: DateInput | null | undefined) => formatMonthYear(value, locale),
      /** An instant or a wall-clock 'HH:MM': '2:30 PM' / 'দুপুর ২:৩০'. */
      formatTime: (value: DateInput | null | undefined) => formatTime(value, locale),
      formatNumber: (value: number, options?: Intl.NumberFormatOptions) =>
        formatNumber(value, locale, options),
      formatBDT: (value: number, options?: Intl.NumberFormatOptions) => formatBDT(value, locale, options),
      formatPercent: (percent: number, maximumFractionDigits?: number) =>
        formatPercent(percent, locale, maximumFractionDigits),
      formatDuration: (minutes: number) => formatDuration(minutes, locale),
    }),
    [locale],
  );
}
