import { COURSE_PROGRESS, type CourseProgress } from '@platform/contract';
import type { Db } from '../../db/client';
import { ENROLLED } from './repository';

/*
 * The player's writes to an enrolment (issue 16 item 3, migration 036; ADR 0080): which content was open last, the
 * share of lessons done, and completion. The course-learning domain calls these; the SQL of the table stays here.
 */

export interface ActiveEnrolment {
  id: number;
  course_id: number;
  progress: CourseProgress;
  progress_percent: number;
  last_content_id: number | null;
}

const activeOf = (r: Record<string, unknown>): ActiveEnrolment => ({
  id: Number(r.id),
  course_id: Number(r.course_id),
  progress: Number(r.progress) as CourseProgress,
  progress_percent: Number(r.progress_percent),
  last_content_id: r.last_content_id === null ? null : Number(r.last_content_id),
});

/**
 * The youth's enrolment in the course when it is `enrolled` (paid or free), or null — also for a pending payment.
 * `lock` takes the row for the caller's transaction (completion counts must not race).
 */
export async function activeEnrolment(
  db: Db,
  courseId: number,
  youthId: number,
  lock = false,
): Promise<ActiveEnrolment | null> {
  const r = await db.query(
    `select id, course_id, progress, progress_percent, last_content_id from course_enrolments
     where course_id = $1 and youth_id = $2 and status = $3${lock ? ' for update' : ''}`,
    [courseId, youthId, ENROLLED],
  );
  return r.rows[0] ? activeOf(r.rows[0] as Record<string, unknown>) : null;
}

export async function setLastContent(db: Db, enrolmentId: number, contentId: number): Promise<void> {
  await db.query(
    'update course_enrolments set last_content_id = $2 where id = $1 and last_content_id is distinct from $2',
    [enrolmentId, contentId],
  );
}

/** Stores the share of lessons done; at 100 % the course is completed (once: `completed_at` keeps the first time). */
export async function setLessonProgress(
  db: Db,
  enrolmentId: number,
  percent: number,
): Promise<CourseProgress> {
  const done = percent >= 100;
  const r = await db.query<{ progress: number }>(
    `update course_enrolments set progress_percent = $2,
       progress = case when $3 then ${COURSE_PROGRESS.COMPLETED} else progress end,
       completed_at = case when $3 then coalesce(completed_at, now()) else completed_at end,
       updated_at = now()
     where id = $1 returning progress`,
    [enrolmentId, Math.min(100, Math.max(0, Math.floor(percent))), done],
  );
  return Number(r.rows[0]?.progress ?? COURSE_PROGRESS.IN_PROGRESS) as CourseProgress;
}
