import type { Course, CourseBatch, CourseTrainee } from '@platform/contract';
import { makeCourseBatch, makeCourse as makeSharedCourse } from '@platform/testing';

/* Fixtures of the course pages' tests (contract-typed); the pages open `asProvider(permissions)` (@platform/testing). */

/** The shared course factory's course, with an English overview as the course pages show it. */
export const makeCourse = (over: Partial<Course> = {}): Course =>
  makeSharedCourse({ overview_en: 'Build a first website.', ...over });

/** Batch `id` of course 11 (code BT00000{id}, Bengali title "ব্যাচ {id}"), 28 of 30 seats free unless told. */
export const batch = (id: number, title_en: string, over: Partial<CourseBatch> = {}): CourseBatch =>
  makeCourseBatch({ id, code: `BT00000${id}`, title: `ব্যাচ ${id}`, title_en, available_seats: 28, ...over });

/** Rahim Uddin, enrolled in batch 7 (December), no progress and no quizzes unless told. */
export const trainee = (over: Partial<CourseTrainee> = {}): CourseTrainee => ({
  enrolment_id: 1,
  youth_id: 41,
  name: 'রহিম উদ্দিন',
  name_en: 'Rahim Uddin',
  batch_id: 7,
  batch_title: 'ব্যাচ 7',
  batch_title_en: 'December batch',
  status: 'enrolled',
  enrolled_at: '2026-11-20T10:00:00.000Z',
  created_at: '2026-11-20T10:00:00.000Z',
  progress_percent: 0,
  completed_at: null,
  quizzes_total: 0,
  quizzes_taken: 0,
  quizzes_passed: 0,
  ...over,
});
