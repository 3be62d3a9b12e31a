import { randomBytes } from 'node:crypto';
import { COURSE_LESSON_KIND, type CourseLessonBody } from '@platform/contract';
import { dhakaMinuteInstant } from '@platform/validation';
import type { Db } from '../../db/client';

/*
 * A live lesson's class (issue 16 item 3; 064_live_lessons.sql; ADR 0114), written in the lesson change's transaction:
 * a lesson of kind 4 keeps one row with its start and length, and a video room the gateway names once — 128 random
 * bits, kept across edits, never taken from a client. A lesson that stops being live loses its row (and attendance).
 */

/** A room nobody can guess (128 random bits), as the interviews' rooms (job-pipeline/links.ts). */
export const newLiveRoom = () => `live-${randomBytes(16).toString('base64url')}`;

export async function writeLiveLesson(tx: Db, lessonId: number, body: CourseLessonBody): Promise<void> {
  const starts = dhakaMinuteInstant(body.live_starts_at);
  if (body.kind !== COURSE_LESSON_KIND.LIVE_LESSON || !starts || !body.live_minutes) {
    await tx.query('delete from course_live_lessons where lesson_id = $1', [lessonId]);
    return;
  }
  await tx.query(
    `insert into course_live_lessons (lesson_id, course_id, starts_at, duration_minutes, room)
     select l.id, l.course_id, $2, $3, $4 from course_lessons l where l.id = $1
     on conflict (lesson_id) do update set starts_at = excluded.starts_at,
       duration_minutes = excluded.duration_minutes, updated_at = now()`,
    [lessonId, starts.toISOString(), body.live_minutes, newLiveRoom()],
  );
}
