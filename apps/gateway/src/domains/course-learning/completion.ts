import type { CourseProgress } from '@platform/contract';
import type { Db } from '../../db/client';
import { issueCourseCertificate } from '../certificates/certificates';
import { certificateIdOf } from '../certificates/of-course';
import { setLessonProgress } from '../course-enrolments/progress';
import { completedLessons, completeLessonRow } from './repository';

export interface LessonCompletion {
  progress: CourseProgress;
  progress_percent: number;
  certificate_id: string | null;
}

/**
 * Counts a lesson of the enrolment as completed and recounts the course's progress (the share of `lessons`, the
 * course's lesson ids, that are done); the last one completes the course and issues its certificate once. Runs in the
 * caller's transaction with the enrolment row locked, so two completions at once count each other. The player's
 * "complete lesson" and the marking of an assignment (ADR 0089) both end here.
 */
export async function completeLesson(
  tx: Db,
  target: { youthId: number; courseId: number; enrolmentId: number; lessonId: number },
  lessons: readonly number[],
): Promise<LessonCompletion> {
  const { youthId, courseId, enrolmentId, lessonId } = target;
  await completeLessonRow(tx, enrolmentId, lessonId);
  const done = [...(await completedLessons(tx, enrolmentId))].filter((id) => lessons.includes(id));
  const percent = lessons.length === 0 ? 0 : (done.length * 100) / lessons.length;
  const progress = await setLessonProgress(tx, enrolmentId, percent);
  const certificate =
    done.length === lessons.length ? await issueCourseCertificate(tx, { youthId, courseId }) : null;
  return {
    progress,
    progress_percent: Math.floor(percent),
    certificate_id: certificate?.id ?? (await certificateIdOf(tx, youthId, courseId)),
  };
}
