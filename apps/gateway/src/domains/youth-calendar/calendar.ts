import type { CalendarEntry } from '@platform/contract';
import type { Db } from '../../db/client';
import {
  batchEntries,
  eventEntries,
  instituteEventEntries,
  interviewEntries,
  liveClassEntries,
  liveLessonEntries,
  rplExamEntries,
} from './repository';

/** Every entry of the youth's calendar overlapping from…to, by first day, then time (whole days first), then uid. */
export async function calendarEntries(
  db: Db,
  youthId: number,
  range: { from: string; to: string },
): Promise<CalendarEntry[]> {
  const [interviews, batches, events, liveClasses, instituteEvents, liveLessons, exams] = await Promise.all([
    interviewEntries(db, youthId, range),
    batchEntries(db, youthId, range),
    eventEntries(db, range),
    // live classes and institutes' events (ADR 0090)
    liveClassEntries(db, youthId, range),
    instituteEventEntries(db, range),
    // live lessons of the enrolled courses (ADR 0114)
    liveLessonEntries(db, youthId, range),
    // the exam days of its RPL batches (ADR 0123)
    rplExamEntries(db, youthId, range),
  ]);
  return [
    ...interviews,
    ...batches,
    ...events,
    ...liveClasses,
    ...instituteEvents,
    ...liveLessons,
    ...exams,
  ].sort(
    (a, b) =>
      a.starts_on.localeCompare(b.starts_on) ||
      (a.start_time ?? '').localeCompare(b.start_time ?? '') ||
      a.uid.localeCompare(b.uid),
  );
}
