import {
  COURSE_PROGRESS,
  type LiveClassJoin,
  LEARNING_ERRORS as ERR,
  LIVE_LESSON_LIMITS,
  type PlayerLiveLesson,
} from '@platform/contract';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../platform/errors';
import { completeLessonOf } from './completion';

/*
 * Live lessons in the player (issue 16 item 3; 064_live_lessons.sql; ADR 0114). The youth enrolled in the course joins
 * a live lesson's class from LIVE_LESSON_LIMITS.joinEarlyMinutes before its start until its end; the join is recorded
 * and answers the room's address under VIDEO_CONF_BASE_URL. Joined, the lesson is live (3); once the class has ended
 * the outline's next read completes it (1) through the same completion as every lesson.
 */

const EARLY_MS = LIVE_LESSON_LIMITS.joinEarlyMinutes * 60_000;

interface LiveRow {
  lesson_id: number;
  starts_at: string;
  duration_minutes: number;
  room: string;
  attended: boolean;
}

async function liveRows(
  db: Db,
  enrolmentId: number,
  courseId: number,
  lessonId?: number,
): Promise<LiveRow[]> {
  const r = await db.query<Record<string, unknown>>(
    `select v.lesson_id, v.starts_at, v.duration_minutes, v.room, a.enrolment_id is not null as attended
       from course_live_lessons v join course_lessons l on l.id = v.lesson_id and l.kind = 4
       left join course_live_attendance a on a.lesson_id = v.lesson_id and a.enrolment_id = $1
      where v.course_id = $2${lessonId === undefined ? '' : ' and v.lesson_id = $3'}`,
    lessonId === undefined ? [enrolmentId, courseId] : [enrolmentId, courseId, lessonId],
  );
  return r.rows.map((x) => ({
    lesson_id: Number(x.lesson_id),
    starts_at: new Date(x.starts_at as string).toISOString(),
    duration_minutes: Number(x.duration_minutes),
    room: String(x.room),
    attended: Boolean(x.attended),
  }));
}

const classWindow = (row: LiveRow) => {
  const starts = Date.parse(row.starts_at);
  return { opens: starts - EARLY_MS, starts, ends: starts + row.duration_minutes * 60_000 };
};

/** The course's live lessons as the player shows them to this learner, by lesson id. */
export async function playerLiveLessons(
  db: Db,
  enrolmentId: number,
  courseId: number,
  completed: ReadonlySet<number>,
): Promise<Map<number, PlayerLiveLesson>> {
  const rows = await liveRows(db, enrolmentId, courseId);
  return new Map(
    rows.map((row) => {
      const w = classWindow(row);
      const progress = completed.has(row.lesson_id)
        ? COURSE_PROGRESS.COMPLETED
        : row.attended
          ? COURSE_PROGRESS.LIVE
          : null;
      return [
        row.lesson_id,
        {
          starts_at: row.starts_at,
          ends_at: new Date(w.ends).toISOString(),
          opens_at: new Date(w.opens).toISOString(),
          duration_minutes: row.duration_minutes,
          attended: row.attended,
          progress,
        },
      ];
    }),
  );
}

/**
 * Completes the live lessons the learner joined whose class has ended (not yet completed); whether any did. A lesson
 * that cannot complete yet (a quiz of it not passed) stays as it is.
 */
export async function settleLiveLessons(
  db: Db,
  target: { youthId: number; courseId: number; enrolmentId: number },
  completed: ReadonlySet<number>,
  now = Date.now(),
): Promise<boolean> {
  const due = (await liveRows(db, target.enrolmentId, target.courseId)).filter(
    (row) => row.attended && !completed.has(row.lesson_id) && classWindow(row).ends <= now,
  );
  let any = false;
  for (const row of due) {
    try {
      await completeLessonOf(db, {
        youthId: target.youthId,
        courseId: target.courseId,
        lessonId: row.lesson_id,
      });
      any = true;
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 409) throw error;
    }
  }
  return any;
}

/**
 * Joins a live lesson's class: 404 for a lesson not in the course, 409 `wrong_type` for a lesson that is not live,
 * 409 `live_not_open` before the window and `live_ended` after the class; the join is recorded (first, last, count).
 */
export async function joinLiveClass(
  db: Db,
  target: { enrolmentId: number; courseId: number; lessonId: number },
  videoBase: string,
  now = Date.now(),
): Promise<LiveClassJoin> {
  const [row] = await liveRows(db, target.enrolmentId, target.courseId, target.lessonId);
  if (!row) {
    const lesson = await db.query('select 1 from course_lessons where id = $1 and course_id = $2', [
      target.lessonId,
      target.courseId,
    ]);
    if (!lesson.rows.length) throw notFound();
    throw new HttpError(409, ERR.wrongType);
  }
  const w = classWindow(row);
  if (now < w.opens) throw new HttpError(409, ERR.liveNotOpen);
  if (now >= w.ends) throw new HttpError(409, ERR.liveEnded);
  await db.query(
    `insert into course_live_attendance (enrolment_id, lesson_id) values ($1, $2)
     on conflict (enrolment_id, lesson_id) do update set last_joined_at = now(),
       joins = course_live_attendance.joins + 1`,
    [target.enrolmentId, target.lessonId],
  );
  return { lesson_id: target.lessonId, url: `${videoBase}/${row.room}`, progress: COURSE_PROGRESS.LIVE };
}
