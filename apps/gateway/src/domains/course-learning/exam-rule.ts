import type { Db } from '../../db/client';

/**
 * Whether "lesson complete" must refuse an assessment lesson (409 `exam_lesson.errors.not_passed`, ADR 0119): it has an
 * exam this enrolment has not passed. A passed exam completes the lesson itself (course-learning/exam.ts).
 */
export async function examLessonUnpassed(tx: Db, enrolmentId: number, lessonId: number): Promise<boolean> {
  const r = await tx.query(
    `select 1 from course_exam_lessons e join course_lessons l on l.id = e.lesson_id and l.kind = 2
      where e.lesson_id = $2 and not exists (select 1 from course_exam_attempts a
        where a.lesson_id = e.lesson_id and a.enrolment_id = $1 and a.passed)`,
    [enrolmentId, lessonId],
  );
  return r.rows.length > 0;
}
