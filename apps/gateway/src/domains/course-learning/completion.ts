import {
  ASSIGNMENT_ERRORS,
  type CourseProgress,
  EXAM_LESSON_ERRORS,
  LEARNING_ERRORS as ERR,
} from '@platform/contract';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../platform/errors';
import { issueCourseCertificate } from '../certificates/certificates';
import { certificateIdOf } from '../certificates/of-course';
import { activeEnrolment, setLessonProgress } from '../course-enrolments/progress';
import { treeOf } from '../course-structure/repository';
import { examLessonUnpassed } from './exam-rule';
import {
  assignmentUnmarked,
  completedLessons,
  completeLessonRow,
  liveLessonUnfinished,
  unpassedQuizzes,
} from './repository';

export interface LessonCompletion {
  progress: CourseProgress;
  progress_percent: number;
  certificate_id: string | null;
}

/**
 * Counts a lesson of the enrolment as completed and recounts the course's progress (recountCourse). Runs in the
 * caller's transaction with the enrolment row locked, so two completions at once count each other. The player's
 * "complete lesson" and the marking of an assignment (ADR 0089) both end here.
 */
export async function completeLesson(
  tx: Db,
  target: { youthId: number; courseId: number; enrolmentId: number; lessonId: number },
  lessons: readonly number[],
): Promise<LessonCompletion> {
  await completeLessonRow(tx, target.enrolmentId, target.lessonId);
  return recountCourse(tx, target, lessons);
}

/**
 * Recounts the course's progress: the share of its steps done — `lessons` (the course's lesson ids) completed and its
 * module assessments passed (ADR 0121: one step each); all done completes the course and issues its certificate once.
 * Runs in the caller's transaction with the enrolment row locked (a lesson completed, a module exam passed).
 */
export async function recountCourse(
  tx: Db,
  target: { youthId: number; courseId: number; enrolmentId: number },
  lessons: readonly number[],
): Promise<LessonCompletion> {
  const { youthId, courseId, enrolmentId } = target;
  const done = [...(await completedLessons(tx, enrolmentId))].filter((id) => lessons.includes(id));
  const exams = await moduleExamsOf(tx, courseId, enrolmentId);
  const steps = lessons.length + exams.total;
  const doneSteps = done.length + exams.passed;
  const percent = steps === 0 ? 0 : (doneSteps * 100) / steps;
  const progress = await setLessonProgress(tx, enrolmentId, percent);
  const certificate =
    doneSteps === steps && steps > 0 ? await issueCourseCertificate(tx, { youthId, courseId }) : null;
  return {
    progress,
    progress_percent: Math.floor(percent),
    certificate_id: certificate?.id ?? (await certificateIdOf(tx, youthId, courseId)),
  };
}

/** The course's module assessments with an exam (ADR 0121), and how many of them the enrolment passed. */
async function moduleExamsOf(tx: Db, courseId: number, enrolmentId: number) {
  const r = await tx.query<{ total: string; passed: string }>(
    `select count(*) as total,
            count(*) filter (where exists (select 1 from course_exam_attempts a
              where a.module_id = e.module_id and a.enrolment_id = $2 and a.passed)) as passed
       from course_module_exams e join course_modules m on m.id = e.module_id and m.kind = 2
      where e.course_id = $1`,
    [courseId, enrolmentId],
  );
  return { total: Number(r.rows[0]?.total ?? 0), passed: Number(r.rows[0]?.passed ?? 0) };
}

/**
 * The player's "lesson complete" (POST …/lessons/:lessonId/complete) for the youth enrolled in the course: 404 for a
 * lesson not in the course or a youth not enrolled, 409 while a quiz of the lesson is not passed or its assignment
 * not marked, or a live lesson's class has not ended or was not joined. A SCORM lesson whose runtime reports it completed or passed ends here too (ADR 0102).
 */
export async function completeLessonOf(
  db: Db,
  target: { youthId: number; courseId: number; lessonId: number },
): Promise<LessonCompletion & { lesson_id: number }> {
  const { youthId, courseId, lessonId } = target;
  if (!(await activeEnrolment(db, courseId, youthId, false))) throw notFound();
  const tree = await treeOf(db, courseId);
  const lessons = tree.modules.flatMap((m) => m.lessons.map((l) => l.id));
  if (!lessons.includes(lessonId)) throw notFound();
  return db.transaction(async (tx) => {
    // the enrolment row is locked: two completions at once count each other
    const enrolment = await activeEnrolment(tx, courseId, youthId, true);
    if (!enrolment) throw notFound();
    if ((await unpassedQuizzes(tx, enrolment.id, lessonId)) > 0) throw new HttpError(409, ERR.quizNotPassed);
    // an assignment lesson completes when its submission is marked (ADR 0089)
    if (await assignmentUnmarked(tx, enrolment.id, lessonId))
      throw new HttpError(409, ASSIGNMENT_ERRORS.notMarked);
    // a live lesson completes after its class, for a learner who joined it (ADR 0114)
    if (await liveLessonUnfinished(tx, enrolment.id, lessonId)) throw new HttpError(409, ERR.liveNotAttended);
    // an assessment lesson completes when its exam is passed (ADR 0119)
    if (await examLessonUnpassed(tx, enrolment.id, lessonId))
      throw new HttpError(409, EXAM_LESSON_ERRORS.notPassed);
    const done = await completeLesson(
      tx,
      { youthId, courseId, enrolmentId: enrolment.id, lessonId },
      lessons,
    );
    return { lesson_id: lessonId, ...done };
  });
}
