import type { CalendarEntry, Weekday } from '@platform/contract';
import { dhakaMinuteOf, scheduleClasses } from '@platform/validation';
import type { Db } from '../../db/client';

/*
 * SQL of my calendar (ADR 0085): what overlaps a range of days for one youth. Each read is bounded (a range is at
 * most 92 days; ROWS_PER_KIND caps a kind), and each carries `youth_id = caller` where the rows are the youth's own.
 */

const ROWS_PER_KIND = 500;

interface Range {
  from: string;
  to: string;
}

/** Asia/Dhaka is UTC+6 all year (no DST): a wall-clock day and time as a UTC instant. */
export const dhakaInstant = (day: string, time: string) => new Date(`${day}T${time}:00+06:00`).toISOString();

/** The youth's interviews (job pipeline, ADR 0063) in the range, except those it declined. */
export async function interviewEntries(db: Db, youthId: number, range: Range): Promise<CalendarEntry[]> {
  const r = await db.query<{
    id: number;
    title: string;
    job_title: string | null;
    job_title_en: string | null;
    day: string;
    start_time: string;
    end_time: string;
    venue: string | null;
  }>(
    `select s.id, s.title, j.job_title, j.job_title_en, to_char(s.interview_date, 'YYYY-MM-DD') as day,
            to_char(s.start_time, 'HH24:MI') as start_time, to_char(s.end_time, 'HH24:MI') as end_time,
            case when s.kind = 1 then s.venue end as venue
       from job_interview_candidates c
       join job_applications a on a.id = c.application_id
       join job_interview_schedules s on s.id = c.schedule_id
       join jobs j on j.id = s.job_id
      where a.youth_id = $1 and s.interview_date between $2::date and $3::date
        and c.response is distinct from 'rejected'
      order by s.interview_date, s.start_time, s.id
      limit ${ROWS_PER_KIND}`,
    [youthId, range.from, range.to],
  );
  return r.rows.map((x) => ({
    uid: `interview-${x.id}`,
    kind: 'interview',
    title: x.job_title ?? x.job_title_en ?? x.title,
    title_en: x.job_title_en,
    subtitle: x.title,
    subtitle_en: null,
    starts_on: x.day,
    ends_on: x.day,
    start_time: x.start_time,
    end_time: x.end_time,
    starts_at: dhakaInstant(x.day, x.start_time),
    ends_at: dhakaInstant(x.day, x.end_time),
    location: x.venue,
    location_en: null,
    link: '/my-jobs',
  }));
}

/** Batches of the courses the youth is enrolled in (payment done), overlapping the range. */
export async function batchEntries(db: Db, youthId: number, range: Range): Promise<CalendarEntry[]> {
  const r = await db.query<{
    id: number;
    course_id: number;
    course_title: string;
    course_title_en: string | null;
    title: string;
    title_en: string | null;
    starts_on: string;
    ends_on: string;
  }>(
    `select b.id, c.id as course_id, c.title as course_title, c.title_en as course_title_en, b.title, b.title_en,
            to_char(b.batch_start_date, 'YYYY-MM-DD') as starts_on, to_char(b.batch_end_date, 'YYYY-MM-DD') as ends_on
       from course_enrolments e
       join course_batches b on b.id = e.batch_id
       join courses c on c.id = e.course_id
      where e.youth_id = $1 and e.status = 'enrolled'
        and b.batch_start_date <= $3::date and b.batch_end_date >= $2::date
      order by b.batch_start_date, b.id
      limit ${ROWS_PER_KIND}`,
    [youthId, range.from, range.to],
  );
  return r.rows.map((x) => ({
    uid: `batch-${x.id}`,
    kind: 'batch',
    title: x.course_title,
    title_en: x.course_title_en,
    subtitle: x.title,
    subtitle_en: x.title_en,
    starts_on: x.starts_on,
    ends_on: x.ends_on,
    start_time: null,
    end_time: null,
    starts_at: null,
    ends_at: null,
    location: null,
    location_en: null,
    link: `/courses/${x.course_id}`,
  }));
}

/**
 * The youth's RPL exams (issue 18 item 5 "exams"; ADR 0094 batches, ADR 0123): the exam day of each batch one of its
 * applications is placed in, at the batch's training centre, in the range; a withdrawn application's is not shown.
 */
export async function rplExamEntries(db: Db, youthId: number, range: Range): Promise<CalendarEntry[]> {
  const r = await db.query<{
    id: number;
    title: string;
    title_en: string | null;
    occupation: string;
    occupation_en: string | null;
    day: string;
    centre: string | null;
    centre_en: string | null;
  }>(
    `select a.id, b.title, b.title_en, o.title as occupation, o.title_en as occupation_en,
            to_char(b.exam_date, 'YYYY-MM-DD') as day, c.title as centre, c.title_en as centre_en
       from rpl_applications a
       join rpl_batches b on b.id = a.rpl_batch_id
       join rpl_occupations o on o.id = b.rpl_occupation_id
       left join training_centers c on c.id = b.training_center_id
      where a.youth_id = $1 and a.status <> 'not_submitted' and b.exam_date between $2::date and $3::date
      order by b.exam_date, a.id
      limit ${ROWS_PER_KIND}`,
    [youthId, range.from, range.to],
  );
  return r.rows.map((x) => ({
    uid: `exam-${x.id}`,
    kind: 'exam',
    title: x.title,
    title_en: x.title_en,
    subtitle: x.occupation,
    subtitle_en: x.occupation_en,
    starts_on: x.day,
    ends_on: x.day,
    start_time: null,
    end_time: null,
    starts_at: null,
    ends_at: null,
    location: x.centre,
    location_en: x.centre_en,
    link: '/rpl/my-applications',
  }));
}

/** The platform's public events (CMS, active, not deleted) overlapping the range. */
export async function eventEntries(db: Db, range: Range): Promise<CalendarEntry[]> {
  const r = await db.query<{
    id: number;
    title: string;
    title_en: string | null;
    starts_on: string;
    ends_on: string;
    venue: string | null;
    venue_en: string | null;
  }>(
    `select id, title, title_en, to_char(starts_on, 'YYYY-MM-DD') as starts_on,
            to_char(coalesce(ends_on, starts_on), 'YYYY-MM-DD') as ends_on, venue, venue_en
       from events
      where deleted_at is null and row_status = 1
        and starts_on <= $2::date and coalesce(ends_on, starts_on) >= $1::date
      order by starts_on, id
      limit ${ROWS_PER_KIND}`,
    [range.from, range.to],
  );
  return r.rows.map((x) => ({
    uid: `event-${x.id}`,
    kind: 'event',
    title: x.title,
    title_en: x.title_en,
    subtitle: null,
    subtitle_en: null,
    starts_on: x.starts_on,
    ends_on: x.ends_on,
    start_time: null,
    end_time: null,
    starts_at: null,
    ends_at: null,
    location: x.venue,
    location_en: x.venue_en,
    link: '/events',
  }));
}

/**
 * The classes of the published live-course schedules (ADR 0090) of the courses the youth is enrolled in, in the range:
 * generated from each schedule (scheduleClasses), never stored.
 */
export async function liveClassEntries(db: Db, youthId: number, range: Range): Promise<CalendarEntry[]> {
  const r = await db.query<{
    id: number;
    course_id: number;
    title: string;
    title_en: string | null;
    tentative_start_date: string;
    tentative_end_date: string;
    weekdays: number[];
    start_time: string;
    class_minutes: number;
    number_of_classes: number;
  }>(
    `select distinct s.id, c.id as course_id, c.title, c.title_en,
            to_char(s.tentative_start_date, 'YYYY-MM-DD') as tentative_start_date,
            to_char(s.tentative_end_date, 'YYYY-MM-DD') as tentative_end_date, s.weekdays,
            to_char(s.start_time, 'HH24:MI') as start_time, s.class_minutes, s.number_of_classes
       from course_enrolments e
       join course_schedules s on s.course_id = e.course_id
       join courses c on c.id = e.course_id
      where e.youth_id = $1 and e.status = 'enrolled' and s.status = 'published' and c.course_type = 2
        and s.tentative_start_date <= $3::date and s.tentative_end_date >= $2::date
      order by s.id
      limit ${ROWS_PER_KIND}`,
    [youthId, range.from, range.to],
  );
  return r.rows
    .flatMap((x) =>
      scheduleClasses({ ...x, weekdays: x.weekdays.map(Number) as Weekday[] })
        .filter((k) => k.day >= range.from && k.day <= range.to)
        .map(
          (k): CalendarEntry => ({
            uid: `live-class-${x.id}-${k.number}`,
            kind: 'live_class',
            title: x.title,
            title_en: x.title_en,
            subtitle: null,
            subtitle_en: null,
            starts_on: k.day,
            ends_on: k.day,
            start_time: k.start_time,
            end_time: k.end_time,
            starts_at: dhakaInstant(k.day, k.start_time),
            ends_at: dhakaInstant(k.day, k.end_time),
            location: null,
            location_en: null,
            link: `/courses/${x.course_id}`,
          }),
        ),
    )
    .slice(0, ROWS_PER_KIND);
}

/**
 * The live lessons (ADR 0114) of the courses the youth is enrolled in whose class starts in the range: a timed
 * `live_class` entry beside the schedules' classes, the course as its title, the lesson as its subtitle, linking to
 * the lesson in the player.
 */
export async function liveLessonEntries(db: Db, youthId: number, range: Range): Promise<CalendarEntry[]> {
  const r = await db.query<{
    id: number;
    course_id: number;
    title: string;
    title_en: string | null;
    lesson_title: string;
    lesson_title_en: string | null;
    starts_at: string;
    ends_at: string;
  }>(
    `select v.lesson_id as id, c.id as course_id, c.title, c.title_en, l.title as lesson_title,
            l.title_en as lesson_title_en, v.starts_at,
            v.starts_at + make_interval(mins => v.duration_minutes) as ends_at
       from course_enrolments e
       join course_live_lessons v on v.course_id = e.course_id
       join course_lessons l on l.id = v.lesson_id and l.kind = 4
       join courses c on c.id = e.course_id
      where e.youth_id = $1 and e.status = 'enrolled'
        and v.starts_at >= ($2::date)::timestamp at time zone 'Asia/Dhaka'
        and v.starts_at < ($3::date + 1)::timestamp at time zone 'Asia/Dhaka'
      order by v.starts_at, v.lesson_id
      limit ${ROWS_PER_KIND}`,
    [youthId, range.from, range.to],
  );
  return r.rows.map((x) => {
    const starts = dhakaMinuteOf(new Date(x.starts_at));
    const ends = dhakaMinuteOf(new Date(x.ends_at));
    // a class past midnight ends the same day in the calendar, at 23:59 (as the schedules' classes)
    const sameDay = ends.slice(0, 10) === starts.slice(0, 10);
    return {
      uid: `live-lesson-${x.id}`,
      kind: 'live_class',
      title: x.title,
      title_en: x.title_en,
      subtitle: x.lesson_title,
      subtitle_en: x.lesson_title_en,
      starts_on: starts.slice(0, 10),
      ends_on: starts.slice(0, 10),
      start_time: starts.slice(11),
      end_time: sameDay ? ends.slice(11) : '23:59',
      starts_at: new Date(x.starts_at).toISOString(),
      ends_at: sameDay ? new Date(x.ends_at).toISOString() : dhakaInstant(starts.slice(0, 10), '23:59'),
      location: null,
      location_en: null,
      link: `/courses/${x.course_id}/course-layout?live=${x.id}`,
    };
  });
}

/** The institutes' published events (ADR 0090) overlapping the range, shown to every youth like the CMS events. */
export async function instituteEventEntries(db: Db, range: Range): Promise<CalendarEntry[]> {
  const r = await db.query<{
    id: number;
    title: string;
    title_en: string | null;
    starts_on: string;
    ends_on: string;
    start_time: string | null;
    end_time: string | null;
    venue: string | null;
    venue_en: string | null;
    online_link: string | null;
    institute_title: string;
    institute_title_en: string | null;
  }>(
    `select e.id, e.title, e.title_en, to_char(e.start_date, 'YYYY-MM-DD') as starts_on,
            to_char(e.end_date, 'YYYY-MM-DD') as ends_on, to_char(e.start_time, 'HH24:MI') as start_time,
            to_char(e.end_time, 'HH24:MI') as end_time, e.venue, e.venue_en, e.online_link,
            i.title as institute_title, i.title_en as institute_title_en
       from institute_events e join institutes i on i.id = e.institute_id
      where e.is_published and e.start_date <= $2::date and e.end_date >= $1::date
      order by e.start_date, e.id
      limit ${ROWS_PER_KIND}`,
    [range.from, range.to],
  );
  return r.rows.map((x) => {
    // times only mean one sitting on one day; a longer event lasts whole days
    const timed = x.starts_on === x.ends_on && x.start_time !== null && x.end_time !== null;
    return {
      uid: `institute-event-${x.id}`,
      kind: 'event',
      title: x.title,
      title_en: x.title_en,
      subtitle: x.institute_title,
      subtitle_en: x.institute_title_en,
      starts_on: x.starts_on,
      ends_on: x.ends_on,
      start_time: timed ? x.start_time : null,
      end_time: timed ? x.end_time : null,
      starts_at: timed && x.start_time ? dhakaInstant(x.starts_on, x.start_time) : null,
      ends_at: timed && x.end_time ? dhakaInstant(x.starts_on, x.end_time) : null,
      location: x.venue ?? x.online_link,
      location_en: x.venue_en ?? (x.venue ? null : x.online_link),
      link: `/my-calendar?month=${x.starts_on.slice(0, 7)}&view=agenda`,
    };
  });
}
