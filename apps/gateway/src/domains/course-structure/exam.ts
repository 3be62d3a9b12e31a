import {
  COURSE_LESSON_KIND,
  COURSE_MODULE_KIND,
  type CourseLessonBody,
  type CourseModuleBody,
} from '@platform/contract';
import type { Db } from '../../db/client';
import type { TenantScope } from '../../platform/tenant-scope';
import { checkQuizSource } from '../assessments/quiz';

/*
 * The exam an assessment lesson (kind 2; 068_exam_lessons.sql; ADR 0119) or a module assessment (module kind 2;
 * 069_module_exams.sql; ADR 0121) holds, written in the change's transaction: the question set or the questions picked
 * (checked inside the caller's tenant as a quiz's are: ADR 0078), how many each learner gets, the pass mark and the
 * length. A lesson or module that stops being an assessment loses its exam (and its attempts).
 */

/** Where each owner's exam and its picked questions live (the exam runner of course-learning reads the same). */
export const EXAM_TABLES = {
  lesson: {
    exams: 'course_exam_lessons',
    picked: 'course_exam_lesson_questions',
    key: 'lesson_id',
    parent: 'course_lessons',
  },
  module: {
    exams: 'course_module_exams',
    picked: 'course_module_exam_questions',
    key: 'module_id',
    parent: 'course_modules',
  },
} as const;

async function writeExam(
  tx: Db,
  scope: TenantScope,
  owner: keyof typeof EXAM_TABLES,
  id: number,
  body: CourseLessonBody | CourseModuleBody,
  isExam: boolean,
): Promise<void> {
  const t = EXAM_TABLES[owner];
  if (!isExam || !body.exam_minutes) {
    await tx.query(`delete from ${t.exams} where ${t.key} = $1`, [id]);
    return;
  }
  await checkQuizSource(tx, scope, body);
  await tx.query(
    `insert into ${t.exams} (${t.key}, course_id, question_set_id, question_count, pass_percent, duration_minutes)
     select p.id, p.course_id, $2, $3, $4, $5 from ${t.parent} p where p.id = $1
     on conflict (${t.key}) do update set question_set_id = excluded.question_set_id,
       question_count = excluded.question_count, pass_percent = excluded.pass_percent,
       duration_minutes = excluded.duration_minutes, updated_at = now()`,
    [id, body.question_set_id ?? null, body.question_count, body.pass_percent, body.exam_minutes],
  );
  await tx.query(`delete from ${t.picked} where ${t.key} = $1`, [id]);
  if (!body.question_set_id && body.question_ids?.length)
    await tx.query(
      `insert into ${t.picked} (${t.key}, question_id, position)
       select $1, q.id, q.n from unnest($2::bigint[]) with ordinality as q(id, n)`,
      [id, body.question_ids],
    );
}

/** An assessment lesson's exam (ADR 0119). */
export async function writeExamLesson(
  tx: Db,
  scope: TenantScope,
  lessonId: number,
  body: CourseLessonBody,
): Promise<void> {
  await writeExam(tx, scope, 'lesson', lessonId, body, body.kind === COURSE_LESSON_KIND.ASSESSMENT);
}

/** A module assessment's exam over the module (ADR 0121). */
export async function writeModuleExam(
  tx: Db,
  scope: TenantScope,
  moduleId: number,
  body: CourseModuleBody,
): Promise<void> {
  await writeExam(tx, scope, 'module', moduleId, body, body.kind === COURSE_MODULE_KIND.ASSESSMENT);
}
