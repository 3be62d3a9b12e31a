import { useMemo } from 'react';
import { type FormatNumberOptions, useIntl } from 'react-intl';
import {
  type Named,
  useFormatters as usePlatformFormatters,
  useLocalTitle,
  useTranslate,
} from '@platform/ui';

/** What the list items of the profile need to say things in the reader's language (digits, dates, enum labels). */
export interface Formatters {
  t: ReturnType<typeof useTranslate>;
  title: (record: Named | null | undefined) => string;
  /** A `YYYY-MM-DD` date as `১৫ মার্চ ২০০০` / `15 Mar 2000` (the platform's date); empty for none. */
  date: (value: string | null | undefined) => string;
  /** A number in the reader's digits; years without grouping. */
  number: (value: number | null | undefined, options?: FormatNumberOptions) => string;
  /** The label of an enumeration value (`profile_enum.<name>.<value>`); empty for none. */
  choice: (name: string, value: string | number | null | undefined) => string;
}

export function useFormatters(): Formatters {
  const intl = useIntl();
  const t = useTranslate();
  const title = useLocalTitle();
  const { formatDate } = usePlatformFormatters();
  return useMemo(
    () => ({
      t,
      title,
      // stored dates are calendar days: the platform's formatter prints them as written
      date: (value) => (value ? formatDate(value.slice(0, 10)) : ''),
      number: (value, options) =>
        value === null || value === undefined ? '' : intl.formatNumber(value, options),
      choice: (name, value) =>
        value === null || value === undefined || value === '' ? '' : t(`profile_enum.${name}.${value}`),
    }),
    [intl, t, title, formatDate],
  );
}

/** Joins the present parts of a line with a separator. */
export function joined(parts: (string | null | undefined | false)[], separator = ' · '): string {
  return parts.filter((p): p is string => Boolean(p)).join(separator);
}
