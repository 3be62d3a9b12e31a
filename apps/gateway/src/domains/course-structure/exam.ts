import { COURSE_LESSON_KIND, type CourseLessonBody } from '@platform/contract';
import type { Db } from '../../db/client';
import type { TenantScope } from '../../platform/tenant-scope';
import { checkQuizSource } from '../assessments/quiz';

/*
 * An assessment lesson's exam (kind 2; 068_exam_lessons.sql; ADR 0119), written in the lesson change's transaction: the
 * question set or the questions picked (checked inside the caller's tenant as a quiz's are: ADR 0078), how many each
 * learner gets, the pass mark and the length. A lesson that stops being an assessment loses its exam (and attempts).
 */

export async function writeExamLesson(
  tx: Db,
  scope: TenantScope,
  lessonId: number,
  body: CourseLessonBody,
): Promise<void> {
  if (body.kind !== COURSE_LESSON_KIND.ASSESSMENT || !body.exam_minutes) {
    await tx.query('delete from course_exam_lessons where lesson_id = $1', [lessonId]);
    return;
  }
  await checkQuizSource(tx, scope, body);
  await tx.query(
    `insert into course_exam_lessons (lesson_id, course_id, question_set_id, question_count, pass_percent,
       duration_minutes)
     select l.id, l.course_id, $2, $3, $4, $5 from course_lessons l where l.id = $1
     on conflict (lesson_id) do update set question_set_id = excluded.question_set_id,
       question_count = excluded.question_count, pass_percent = excluded.pass_percent,
       duration_minutes = excluded.duration_minutes, updated_at = now()`,
    [lessonId, body.question_set_id ?? null, body.question_count, body.pass_percent, body.exam_minutes],
  );
  await tx.query('delete from course_exam_lesson_questions where lesson_id = $1', [lessonId]);
  if (!body.question_set_id && body.question_ids?.length)
    await tx.query(
      `insert into course_exam_lesson_questions (lesson_id, question_id, position)
       select $1, q.id, q.n from unnest($2::bigint[]) with ordinality as q(id, n)`,
      [lessonId, body.question_ids],
    );
}
