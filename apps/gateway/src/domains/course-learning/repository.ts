import { COURSE_CONTENT_TYPE, COURSE_LESSON_KIND, type QuizResult, WATCHED_SHARE } from '@platform/contract';
import type { Db } from '../../db/client';

/*
 * The SQL of the player's progress (036_course_learning.sql; ADR 0080). Every statement names the enrolment, which the
 * routes found as the caller's own active enrolment first.
 */

export interface ContentProgress {
  content_id: number;
  position_seconds: number;
  duration_seconds: number | null;
  completed: boolean;
  quiz: QuizResult | null;
}

const num = (v: unknown) => Number(v);

function progressOf(r: Record<string, unknown>): ContentProgress {
  return {
    content_id: num(r.content_id),
    position_seconds: num(r.position_seconds),
    duration_seconds: r.duration_seconds === null ? null : num(r.duration_seconds),
    completed: r.completed_at !== null,
    quiz:
      r.quiz_total === null
        ? null
        : {
            total: num(r.quiz_total),
            obtained: num(r.quiz_obtained),
            pass_marks: num(r.quiz_pass_marks),
            passed: Boolean(r.quiz_passed),
          },
  };
}

const COLUMNS =
  'content_id, position_seconds, duration_seconds, completed_at, quiz_total, quiz_obtained, quiz_pass_marks, quiz_passed';

/** The enrolment's progress of every content it touched, by content id. */
export async function progressByContent(db: Db, enrolmentId: number): Promise<Map<number, ContentProgress>> {
  const r = await db.query(`select ${COLUMNS} from course_content_progress where enrolment_id = $1`, [
    enrolmentId,
  ]);
  return new Map(r.rows.map((row) => [num(row.content_id), progressOf(row as Record<string, unknown>)]));
}

export async function contentProgress(
  db: Db,
  enrolmentId: number,
  contentId: number,
): Promise<ContentProgress | null> {
  const r = await db.query(
    `select ${COLUMNS} from course_content_progress where enrolment_id = $1 and content_id = $2`,
    [enrolmentId, contentId],
  );
  return r.rows[0] ? progressOf(r.rows[0] as Record<string, unknown>) : null;
}

/** A text or file content counts as done once it was opened. */
export async function markOpened(db: Db, enrolmentId: number, contentId: number): Promise<void> {
  await db.query(
    `insert into course_content_progress (enrolment_id, content_id, completed_at) values ($1, $2, now())
     on conflict (enrolment_id, content_id) do update set completed_at = coalesce(course_content_progress.completed_at, now())`,
    [enrolmentId, contentId],
  );
}

/**
 * Where a video or audio stopped, in ONE statement (the write path of 1,000 learners saving every few seconds): it
 * finds the youth's active enrolment and the course's content, and upserts the position only for a video or audio.
 * Played to WATCHED_SHARE of its length it is done, and stays done when the learner goes back. Null when there is no
 * such enrolment or content (404); `media: false` for a content that is no video or audio (409).
 */
export async function saveWatching(
  db: Db,
  target: { courseId: number; youthId: number; contentId: number },
  position: number,
  duration: number,
): Promise<{ media: boolean; position_seconds: number; completed: boolean } | null> {
  const at = Math.min(position, duration);
  const watched = at >= duration * WATCHED_SHARE;
  const r = await db.query<{ content_type: number; position_seconds: number | null; done: boolean | null }>(
    `with target as (
       select e.id as enrolment_id, k.id as content_id, k.content_type
         from course_enrolments e join course_contents k on k.course_id = e.course_id and k.id = $3
        where e.course_id = $1 and e.youth_id = $2 and e.status = 'enrolled'
     ), saved as (
       insert into course_content_progress (enrolment_id, content_id, position_seconds, duration_seconds, completed_at)
       select enrolment_id, content_id, $4, $5, case when $6 then now() end from target
        where content_type in (${COURSE_CONTENT_TYPE.VIDEO}, ${COURSE_CONTENT_TYPE.AUDIO})
       on conflict (enrolment_id, content_id) do update set position_seconds = excluded.position_seconds,
         duration_seconds = excluded.duration_seconds,
         completed_at = coalesce(course_content_progress.completed_at, excluded.completed_at), updated_at = now()
       returning position_seconds, completed_at is not null as done
     )
     select t.content_type, s.position_seconds, s.done from target t left join saved s on true`,
    [target.courseId, target.youthId, target.contentId, at, duration, watched],
  );
  const row = r.rows[0];
  if (!row) return null;
  if (row.position_seconds === null) return { media: false, position_seconds: 0, completed: false };
  return { media: true, position_seconds: num(row.position_seconds), completed: Boolean(row.done) };
}

/** Keeps the better of this try and the stored one (a pass is done for good). The stored best after it. */
export async function saveQuizTry(
  db: Db,
  enrolmentId: number,
  contentId: number,
  result: QuizResult,
): Promise<QuizResult> {
  const r = await db.query(
    `insert into course_content_progress
       (enrolment_id, content_id, quiz_total, quiz_obtained, quiz_pass_marks, quiz_passed, completed_at)
     values ($1, $2, $3, $4, $5, $6, case when $6 then now() end)
     on conflict (enrolment_id, content_id) do update set
       quiz_total = case when course_content_progress.quiz_obtained is null
         or excluded.quiz_obtained > course_content_progress.quiz_obtained then excluded.quiz_total
         else course_content_progress.quiz_total end,
       quiz_pass_marks = case when course_content_progress.quiz_obtained is null
         or excluded.quiz_obtained > course_content_progress.quiz_obtained then excluded.quiz_pass_marks
         else course_content_progress.quiz_pass_marks end,
       quiz_obtained = greatest(course_content_progress.quiz_obtained, excluded.quiz_obtained),
       quiz_passed = coalesce(course_content_progress.quiz_passed, false) or excluded.quiz_passed,
       completed_at = coalesce(course_content_progress.completed_at, excluded.completed_at), updated_at = now()
     returning ${COLUMNS}`,
    [enrolmentId, contentId, result.total, result.obtained, result.pass_marks, result.passed],
  );
  return progressOf(r.rows[0] as Record<string, unknown>).quiz as QuizResult;
}

/** The lessons the enrolment completed. */
export async function completedLessons(db: Db, enrolmentId: number): Promise<Set<number>> {
  const r = await db.query<{ lesson_id: number }>(
    'select lesson_id from course_lesson_completions where enrolment_id = $1',
    [enrolmentId],
  );
  return new Set(r.rows.map((row) => num(row.lesson_id)));
}

export async function completeLessonRow(db: Db, enrolmentId: number, lessonId: number): Promise<void> {
  await db.query(
    `insert into course_lesson_completions (enrolment_id, lesson_id) values ($1, $2)
     on conflict (enrolment_id, lesson_id) do nothing`,
    [enrolmentId, lessonId],
  );
}

/** Quizzes of a lesson the enrolment has not passed yet. */
export async function unpassedQuizzes(db: Db, enrolmentId: number, lessonId: number): Promise<number> {
  const r = await db.query<{ n: number }>(
    `select count(*)::int as n from course_contents k
     left join course_content_progress p on p.content_id = k.id and p.enrolment_id = $1
     where k.lesson_id = $2 and k.content_type = $3 and coalesce(p.quiz_passed, false) = false`,
    [enrolmentId, lessonId, COURSE_CONTENT_TYPE.QUIZ],
  );
  return num(r.rows[0]?.n ?? 0);
}

/** The course's names for the player's heading. */
export async function courseTitle(
  db: Db,
  courseId: number,
): Promise<{ title: string; title_en: string | null } | null> {
  const r = await db.query<{ title: string; title_en: string | null }>(
    'select title, title_en from courses where id = $1',
    [courseId],
  );
  return r.rows[0] ?? null;
}

/**
 * Whether the lesson has an assignment the enrolment has not had marked yet: such a lesson completes when it is
 * marked, not when the youth says so (the player's "complete lesson"). Here, not in course-assignments: that domain
 * completes lessons through this one's completion (ADR 0015: domains depend one way).
 */
export async function assignmentUnmarked(db: Db, enrolmentId: number, lessonId: number): Promise<boolean> {
  const r = await db.query(
    `select 1 from course_assignments a
       join course_lessons l on l.id = a.lesson_id and l.kind = $3
       left join course_assignment_submissions s on s.lesson_id = a.lesson_id and s.enrolment_id = $1
      where a.lesson_id = $2 and s.marks is null`,
    [enrolmentId, lessonId, COURSE_LESSON_KIND.ASSIGNMENT],
  );
  return r.rows.length > 0;
}

/**
 * Whether "lesson complete" must wait for a live lesson (409 `live_not_attended`): it completes once its class has
 * ended and only for a learner who joined it.
 */
export async function liveLessonUnfinished(tx: Db, enrolmentId: number, lessonId: number): Promise<boolean> {
  const r = await tx.query(
    `select 1 from course_live_lessons v join course_lessons l on l.id = v.lesson_id and l.kind = 4
       left join course_live_attendance a on a.lesson_id = v.lesson_id and a.enrolment_id = $1
      where v.lesson_id = $2
        and (a.enrolment_id is null or v.starts_at + make_interval(mins => v.duration_minutes) > now())`,
    [enrolmentId, lessonId],
  );
  return r.rows.length > 0;
}
