import { array, boolean, number, object, type ObjectSchema } from 'yup';
import {
  COURSE_SCHEDULE_LIMITS as L,
  COURSE_SCHEDULE_STATUS,
  type CourseScheduleBody,
  INSTITUTE_EVENT_LIMITS as E,
  type InstituteEventBody,
  type InstituteEventQuery,
  type ScheduleClass,
  type ScheduleQueueQuery,
  type ScheduleRejectBody,
  type Weekday,
  WEEKDAYS,
} from '@platform/contract';
import { addDays, toDay } from './dates';
import { msg, VALIDATION_MESSAGES as V } from './messages';
import {
  arrayMinMessage,
  blankToNull,
  dateAfter,
  dateString,
  integer,
  maxMessage,
  nullableText,
  REQUIRED,
  requiredText,
  text,
  timeOfDay,
  optionalOneOf,
} from './rules';

/*
 * Schemas of a live course's schedule and of an institute's event (issue 15 item 5, ADR 0090). The forms and the
 * gateway run the same ones. The classes of a schedule are generated here too (pure), so the form's preview, the rule
 * and the youth's calendar agree.
 */

const SCHEDULE_STATUSES = Object.values(COURSE_SCHEDULE_STATUS);

const dayIndex = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** 'HH:MM' plus minutes, at most 23:59 (a class does not run past midnight). */
export function addMinutes(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const total = Math.min(23 * 60 + 59, h * 60 + m + minutes);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * The classes of a schedule: from the tentative start date, each day on one of the weekdays, `number_of_classes` of
 * them, none after the tentative end date (so fewer when they do not fit: the rule below refuses that).
 */
export function scheduleClasses(
  s: Pick<
    CourseScheduleBody,
    'tentative_start_date' | 'tentative_end_date' | 'weekdays' | 'number_of_classes' | 'start_time'
  > & { class_minutes: number },
): ScheduleClass[] {
  const out: ScheduleClass[] = [];
  const weekdays = new Set<number>(s.weekdays);
  if (!weekdays.size) return out;
  const end = s.tentative_end_date;
  const endTime = addMinutes(s.start_time, s.class_minutes);
  for (
    let day = s.tentative_start_date;
    day <= end && out.length < s.number_of_classes;
    day = addDays(day, 1)
  )
    if (weekdays.has(dayIndex(day)))
      out.push({ number: out.length + 1, day, start_time: s.start_time, end_time: endTime });
  return out;
}

/** How many days on the weekdays lie between two days (both counted), up to `cap`. */
function fittingDays(from: string, to: string, weekdays: readonly number[], cap: number): number {
  const set = new Set(weekdays);
  let n = 0;
  for (let day = from; day <= to && n < cap; day = addDays(day, 1)) if (set.has(dayIndex(day))) n += 1;
  return n;
}

const positive = (max: number) =>
  integer()
    .min(1, msg(V.min, { min: 1 }))
    .max(max, maxMessage)
    .required(REQUIRED);

/** A live course's schedule (create and edit). */
export const courseScheduleSchema = object({
  tentative_start_date: dateString().required(REQUIRED),
  tentative_end_date: dateAfter('tentative_start_date').required(REQUIRED),
  weekdays: array()
    .of(
      number()
        .typeError(msg(V.oneOf))
        .oneOf([...WEEKDAYS], msg(V.oneOf))
        .required(REQUIRED),
    )
    .transform((value: unknown) => (Array.isArray(value) ? [...new Set(value)] : value))
    .typeError(msg(V.arrayMin, { min: 1 }))
    .min(1, arrayMinMessage)
    .max(7, msg(V.arrayMax, { max: 7 }))
    .required(REQUIRED),
  start_time: timeOfDay().required(REQUIRED),
  class_minutes: integer()
    .min(L.classMinutesMin, msg(V.min, { min: L.classMinutesMin }))
    .max(L.classMinutesMax, maxMessage)
    .required(REQUIRED),
  min_students: positive(L.minStudentsMax),
  number_of_classes: positive(L.classesMax).test({
    name: V.classesExceedDays,
    test(value) {
      const p = this.parent as Partial<Record<keyof CourseScheduleBody, unknown>> | undefined;
      const from = toDay(p?.tentative_start_date);
      const to = toDay(p?.tentative_end_date);
      const weekdays = Array.isArray(p?.weekdays)
        ? (p.weekdays as unknown[]).filter((d): d is number => WEEKDAYS.includes(d as Weekday))
        : [];
      if (!from || !to || to < from || !weekdays.length || typeof value !== 'number') return true;
      const days = fittingDays(from, to, weekdays, value);
      return days >= value || this.createError({ message: msg(V.classesExceedDays, { days }) });
    },
  }),
}) as unknown as ObjectSchema<CourseScheduleBody>;

/** The approver's reason of a rejection. */
export const scheduleRejectSchema = object({
  reason: requiredText(L.reason),
}) as ObjectSchema<ScheduleRejectBody>;

const time = () => timeOfDay().transform(blankToNull).nullable();
const secureLink = () =>
  text(E.link)
    .transform(blankToNull)
    .nullable()
    .test({
      name: V.secureAddress,
      message: msg(V.secureAddress),
      test(value) {
        if (!value) return true;
        try {
          const url = new URL(value);
          return url.protocol === 'https:' && url.hostname.length > 0;
        } catch {
          return false;
        }
      },
    });

/** An institute's event (create and edit). */
export const instituteEventSchema = object({
  title: requiredText(E.title),
  title_en: nullableText(E.title),
  description: nullableText(E.description),
  description_en: nullableText(E.description),
  start_date: dateString().required(REQUIRED),
  end_date: dateAfter('start_date')
    .required(REQUIRED)
    .test({
      name: V.dateRangeMaxDays,
      message: msg(V.dateRangeMaxDays, { max: E.maxDays }),
      test(value) {
        const start = toDay((this.parent as { start_date?: unknown }).start_date);
        const end = toDay(value);
        return !start || !end || end < start || end <= addDays(start, E.maxDays - 1);
      },
    }),
  start_time: time().test({
    name: 'start_time_with_end',
    message: REQUIRED,
    test(value) {
      return Boolean(value) || !(this.parent as { end_time?: unknown }).end_time;
    },
  }),
  end_time: time()
    .test({
      name: 'end_time_with_start',
      message: REQUIRED,
      test(value) {
        return Boolean(value) || !(this.parent as { start_time?: unknown }).start_time;
      },
    })
    .test({
      name: V.endTimeAfterStart,
      message: msg(V.endTimeAfterStart),
      test(value) {
        const p = this.parent as { start_time?: unknown; start_date?: unknown; end_date?: unknown };
        const sameDay = toDay(p.start_date) !== null && toDay(p.start_date) === toDay(p.end_date);
        return !value || typeof p.start_time !== 'string' || !sameDay || value > p.start_time;
      },
    }),
  venue: nullableText(E.venue).test({
    name: V.venueOrLink,
    message: msg(V.venueOrLink),
    test(value) {
      const p = this.parent as { venue_en?: unknown; online_link?: unknown };
      return Boolean(value) || Boolean(p.venue_en) || Boolean(p.online_link);
    },
  }),
  venue_en: nullableText(E.venue),
  online_link: secureLink(),
  is_published: boolean().typeError(msg(V.oneOf)).required(REQUIRED),
}) as unknown as ObjectSchema<InstituteEventBody>;

/** The approval queue's filter: a schedule status (default sent for approval). */
export const scheduleQueueSchema = object({
  status: optionalOneOf(SCHEDULE_STATUSES),
}) as unknown as ObjectSchema<ScheduleQueueQuery>;

/** The events list's range: both days or neither; `to` on or after `from`. */
export const instituteEventQuerySchema = object({
  from: dateString().typeError(msg(V.date)),
  to: dateAfter('from').typeError(msg(V.date)),
}) as unknown as ObjectSchema<InstituteEventQuery>;
