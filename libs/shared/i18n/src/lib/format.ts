import { IntlMessageFormat } from 'intl-messageformat';
import type { CatalogueLocale } from '../catalogue';
import { loadedMessages } from './messages';
import { toBengaliDigits } from './digits';

/**
 * Pure formatters: the locale is an argument (`useFormatters()` of `@platform/ui` binds them to the current one).
 * Intl does the work; when the runtime lacks bn-BD data (`Intl.NumberFormat.supportedLocalesOf(['bn-BD'])` is
 * empty) numbers are formatted with en-IN (same lakh/crore grouping) and their digits mapped to Bengali.
 * Phone numbers, NIDs, job ids and codes are strings: never pass them through these.
 */

export const PLATFORM_TIME_ZONE = 'Asia/Dhaka';
export const DEFAULT_LOCALE: CatalogueLocale = 'en-US';
export const LOCALES: readonly CatalogueLocale[] = ['en-US', 'bn-BD'];

export type DateInput = Date | string | number;

export function isLocale(value: unknown): value is CatalogueLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The `lang` attribute for a locale: 'bn' or 'en'. */
export function htmlLang(locale: CatalogueLocale): 'bn' | 'en' {
  return locale === 'bn-BD' ? 'bn' : 'en';
}

const isBn = (locale: CatalogueLocale) => locale === 'bn-BD';

let bnSupport: boolean | undefined;
/** Whether the runtime's Intl has Bengali (Bangladesh) data; computed once. */
export function hasBengaliIntl(): boolean {
  bnSupport ??= Intl.NumberFormat.supportedLocalesOf(['bn-BD']).length > 0;
  return bnSupport;
}

/** Test hook: pretend the runtime has (or lacks) bn-BD data; `undefined` re-detects. */
export function setBengaliIntlSupportForTests(value: boolean | undefined): void {
  bnSupport = value;
}

function intlLocale(locale: CatalogueLocale): string {
  return isBn(locale) && !hasBengaliIntl() ? 'en-IN' : locale;
}

function digits(text: string, locale: CatalogueLocale): string {
  return isBn(locale) ? toBengaliDigits(text) : text;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

interface DayParts {
  year: string;
  month: string;
  day: string;
}

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function dayParts(value: DateInput, timeZone: string): DayParts | null {
  if (typeof value === 'string') {
    const only = DATE_ONLY.exec(value.trim());
    // A calendar date has no time zone: show it as written.
    if (only) return { year: only[1] ?? '', month: only[2] ?? '', day: only[3] ?? '' };
  }
  const date = toDate(value);
  if (!date) return null;
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date);
  const pick = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { year: pick('year'), month: pick('month'), day: pick('day') };
}

/** Month abbreviations: English, and Bengali as CLDR writes them (no Intl data needed for either). */
const MONTHS: Record<CatalogueLocale, readonly string[]> = {
  'en-US': ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  'bn-BD': ['জানু', 'ফেব্রু', 'মার্চ', 'এপ্রিল', 'মে', 'জুন', 'জুলাই', 'আগস্ট', 'সেপ্টে', 'অক্টো', 'নভে', 'ডিসে'],
};

/** The day, the month's name in the locale and the year of a date, or null for empty or invalid input. */
function monthParts(
  value: DateInput | null | undefined,
  locale: CatalogueLocale,
  timeZone: string,
): { day: string; month: string; year: string } | null {
  if (value === null || value === undefined || value === '') return null;
  const parts = dayParts(value, timeZone);
  if (!parts) return null;
  return { day: parts.day, month: MONTHS[locale][Number(parts.month) - 1] ?? parts.month, year: parts.year };
}

/**
 * The platform's display date: day first with the month's name — '10 Dec 2026' / '১০ ডিসে ২০২৬' — so no reader
 * in Bangladesh (day first) or abroad (month first) can read it the wrong way (issue 12; ADR 0020 revision 2 on
 * why this replaces spec §9's numeric MM-DD-YYYY). A calendar date is shown as written; an instant in Dhaka time.
 * Invalid input gives ''.
 */
export function formatDate(
  value: DateInput | null | undefined,
  locale: CatalogueLocale = DEFAULT_LOCALE,
  timeZone = PLATFORM_TIME_ZONE,
): string {
  const parts = monthParts(value, locale, timeZone);
  return parts ? digits(`${Number(parts.day)} ${parts.month} ${parts.year}`, locale) : '';
}

/** A month of a year: 'Jan 2023' / 'জানু ২০২৩' (experience and education periods). */
export function formatMonthYear(
  value: DateInput | null | undefined,
  locale: CatalogueLocale = DEFAULT_LOCALE,
  timeZone = PLATFORM_TIME_ZONE,
): string {
  const parts = monthParts(value, locale, timeZone);
  return parts ? digits(`${parts.month} ${parts.year}`, locale) : '';
}

/** Bengali names of the parts of the day, as clocks are read in Bangladesh (no "AM"/"PM" in Bengali text). */
function bengaliDayPeriod(hour: number): string {
  if (hour >= 4 && hour < 12) return 'সকাল';
  if (hour >= 12 && hour < 15) return 'দুপুর';
  if (hour >= 15 && hour < 18) return 'বিকাল';
  if (hour >= 18 && hour < 20) return 'সন্ধ্যা';
  return 'রাত';
}

/**
 * A time of day: '3:30 PM' in English; 'বিকাল ৩:৩০' in Bengali. Takes an instant (shown in Dhaka time) or a
 * wall-clock 'HH:MM[:SS]' (an interview's start time), which is shown as written.
 */
export function formatTime(
  value: DateInput | null | undefined,
  locale: CatalogueLocale = DEFAULT_LOCALE,
  timeZone = PLATFORM_TIME_ZONE,
): string {
  if (value === null || value === undefined || value === '') return '';
  let hour: number;
  let minute: number;
  const clock = typeof value === 'string' ? /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value.trim()) : null;
  if (clock) {
    hour = Number(clock[1]);
    minute = Number(clock[2]);
  } else {
    const date = toDate(value);
    if (!date) return '';
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(date);
    hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0);
    minute = Number(parts.find((p) => p.type === 'minute')?.value ?? 0);
  }
  if (hour > 23 || minute > 59) return '';
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const mm = String(minute).padStart(2, '0');
  return isBn(locale)
    ? digits(`${bengaliDayPeriod(hour)} ${h12}:${mm}`, locale)
    : `${h12}:${mm} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** A date and its time of day: '10 Dec 2026, 3:30 PM' / '১০ ডিসে ২০২৬, বিকাল ৩:৩০' (Dhaka time). */
export function formatDateTime(
  value: DateInput | null | undefined,
  locale: CatalogueLocale = DEFAULT_LOCALE,
  timeZone = PLATFORM_TIME_ZONE,
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  if (!date) return '';
  return `${formatDate(date, locale, timeZone)}, ${formatTime(date, locale, timeZone)}`;
}

/** A number with the locale's grouping: bn-BD '১২,৩৪,৫৬৭', en-US '1,234,567'. */
export function formatNumber(
  value: number,
  locale: CatalogueLocale = DEFAULT_LOCALE,
  options?: Intl.NumberFormatOptions,
): string {
  return digits(new Intl.NumberFormat(intlLocale(locale), options).format(value), locale);
}

/**
 * Taka: bn-BD '১২,৩৪,৫৬৭.৮৯৳', en-US '৳1,234,567.89'. A whole amount has no paisa: '৳15,000', never '৳15,000.00'
 * (issue 12, defect 5): salaries, prices and offers are whole Taka.
 */
export function formatBDT(
  value: number,
  locale: CatalogueLocale = DEFAULT_LOCALE,
  options?: Intl.NumberFormatOptions,
): string {
  return formatNumber(value, locale, {
    style: 'currency',
    currency: 'BDT',
    currencyDisplay: 'narrowSymbol',
    ...(Number.isInteger(value) ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    ...options,
  });
}

/** A value given in percent (as the platform stores scores): 76 → '76%' / '৭৬%'. */
export function formatPercent(
  percent: number,
  locale: CatalogueLocale = DEFAULT_LOCALE,
  maximumFractionDigits = 0,
): string {
  return formatNumber(percent / 100, locale, { style: 'percent', maximumFractionDigits });
}

type DurationId = 'i18n.duration.minutes' | 'i18n.duration.hours' | 'i18n.duration.hours_minutes';
const formats = new Map<string, IntlMessageFormat>();
/** A duration unit's message (ICU text, or the AST of a precompiled build), formatted without React. */
function durationFormat(locale: CatalogueLocale, id: DurationId): IntlMessageFormat {
  const key = `${locale} ${id}`;
  const cached = formats.get(key);
  if (cached) return cached;
  const messages = loadedMessages(locale);
  // A locale not loaded yet (builds that load languages on demand) borrows the default's units, uncached.
  const message = (messages ?? loadedMessages(DEFAULT_LOCALE))?.[id] ?? id;
  const format = new IntlMessageFormat(message, intlLocale(locale));
  if (messages) formats.set(key, format);
  return format;
}

/** Minutes under 60 as minutes, otherwise hours and minutes (spec §9), with translated units. */
export function formatDuration(minutes: number, locale: CatalogueLocale = DEFAULT_LOCALE): string {
  const total = Math.max(0, Math.round(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  const text =
    total < 60
      ? durationFormat(locale, 'i18n.duration.minutes').format({ minutes: total })
      : rest === 0
        ? durationFormat(locale, 'i18n.duration.hours').format({ hours })
        : durationFormat(locale, 'i18n.duration.hours_minutes').format({ hours, minutes: rest });
  // plain values only: the message formats to a string
  return digits(String(text), locale);
}
