import { defineEndpoint } from './endpoint';
import type { ValueOf } from './enums';

/*
 * My calendar (issue 18 item 5, ADR 0085): one read of a date range giving the youth's job interviews (the job
 * pipeline's schedules it is invited to and did not decline), the course batches it is enrolled in (start and end
 * days) and the platform's public events; the same range as an iCalendar file. Days are calendar days in Asia/Dhaka;
 * an interview's times are Asia/Dhaka wall-clock times, and `starts_at`/`ends_at` give the same instants in UTC.
 */

export const CALENDAR_ENTRY_KIND = {
  INTERVIEW: 'interview',
  BATCH: 'batch',
  EVENT: 'event',
  /** A class of a published live-course schedule of a course the youth is enrolled in (ADR 0090). */
  LIVE_CLASS: 'live_class',
  /** The exam day of an RPL batch the youth's application is placed in (ADR 0123). */
  EXAM: 'exam',
} as const;
export type CalendarEntryKind = ValueOf<typeof CALENDAR_ENTRY_KIND>;

/** At most this many days from `from` to `to`, both counted (a quarter: three months and a day to spare). */
export const CALENDAR_LIMITS = { maxDays: 92 } as const;

/** `from` and `to`: YYYY-MM-DD, `to` on or after `from`, at most 92 days together. */
export interface CalendarQuery {
  from: string;
  to: string;
}

export interface CalendarEntry {
  /** Unique in the calendar: `<kind>-<id>` (also the UID of the iCalendar event). */
  uid: string;
  kind: CalendarEntryKind;
  /** The job's title, the course's title or the event's title. */
  title: string;
  title_en: string | null;
  /** First and last day (YYYY-MM-DD, Asia/Dhaka); the same day for an interview. */
  starts_on: string;
  ends_on: string;
  /** HH:MM in Asia/Dhaka: interviews, live classes and one-day institute events with times; else null (whole days). */
  start_time: string | null;
  end_time: string | null;
  /** The interview's start and end as ISO instants in UTC; null for whole-day entries. */
  starts_at: string | null;
  ends_at: string | null;
  /** An interview's round (the schedule's title) or a batch's name; null for an event. */
  subtitle: string | null;
  subtitle_en: string | null;
  /** Where: an interview's or an event's venue; null when unknown, online or for a batch. */
  location: string | null;
  location_en: string | null;
  /** Where the youth portal shows more (`/my-jobs`, `/courses/12`, `/events`). */
  link: string;
}

/** The range, and the language of the file's titles (default Bengali, the platform's first language). */
export interface CalendarIcsQuery extends CalendarQuery {
  lang?: 'bn' | 'en';
}

/** The iCalendar text of a range (not enveloped). */
export type CalendarIcs = Blob;

export const calendarEndpoints = {
  youthCalendar: defineEndpoint<CalendarEntry[], undefined, CalendarQuery>({
    method: 'GET',
    path: '/protected/calendar',
    area: 'protected',
    summary:
      "The caller's interviews, enrolled batches (start/end) and public events overlapping from…to (≤ 92 days), by day",
  }),
  youthCalendarIcs: defineEndpoint<CalendarIcs, undefined, CalendarIcsQuery>({
    method: 'GET',
    path: '/protected/calendar.ics',
    area: 'protected',
    summary: 'The same range as an iCalendar file (text/calendar; interviews in UTC, whole days as dates)',
  }),
} as const;
