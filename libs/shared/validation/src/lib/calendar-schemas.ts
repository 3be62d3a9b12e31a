import { object, type ObjectSchema } from 'yup';
import { CALENDAR_LIMITS, type CalendarIcsQuery, type CalendarQuery } from '@platform/contract';
import { toDay } from './dates';
import { msg, VALIDATION_MESSAGES as V } from './messages';
import { dateAfter, dateString, REQUIRED, optionalOneOf } from './rules';

/* My calendar (issue 18 item 5, ADR 0085): the range of a calendar read, at most CALENDAR_LIMITS.maxDays days. */

/** Days from `from` to `to`, both counted. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

export const calendarRangeSchema: ObjectSchema<CalendarQuery> = object({
  from: dateString().typeError(msg(V.date)).required(REQUIRED),
  to: dateAfter('from')
    .typeError(msg(V.date))
    .required(REQUIRED)
    .test({
      name: 'range',
      message: msg(V.dateRangeMaxDays, { max: CALENDAR_LIMITS.maxDays }),
      test(value) {
        const from = toDay((this.parent as { from?: unknown }).from);
        const to = toDay(value);
        return !from || !to || daysInRange(from, to) <= CALENDAR_LIMITS.maxDays;
      },
    }),
});

const LANGS = ['bn', 'en'] as const;

/** The .ics export: the range and the language of its titles. */
export const calendarIcsSchema: ObjectSchema<CalendarIcsQuery> = calendarRangeSchema.shape({
  lang: optionalOneOf(LANGS),
});
