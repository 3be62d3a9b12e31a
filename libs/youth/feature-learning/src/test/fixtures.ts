import type {
  ExamQuestion,
  PlayerMenu,
  PlayerMenuContent,
  PlayerMenuLesson,
  PlayerMenuModule,
} from '@platform/contract';
import { makeProfile, setupPlatformTests } from '@platform/testing';
import { learningRoutes } from '../lib/learning-routes';

/*
 * The player's tests (one per lesson kind, ADR 0132) over contract-typed MSW: the youth enrolled (enrolment 70) in
 * course 7, its outline and the question its quizzes and exams ask. A test builds its outline, serves it with the
 * handlers of what it asks the gateway and opens /courses/7/course-layout.
 */

/** Registers the server and the portal for the test file; `open(path)` renders the learning routes (and `more`). */
export const learnerTests = (...more: typeof learningRoutes) =>
  setupPlatformTests([...learningRoutes, ...more], { user: makeProfile() });

/** The outline of course 7: no progress, no certificate, no modules unless told. */
export const playerMenu = (over: Partial<PlayerMenu> = {}): PlayerMenu => ({
  course_id: 7,
  enrolment_id: 70,
  title: 'ওয়েব',
  title_en: 'Web basics',
  progress: 0,
  progress_percent: 0,
  last_content_id: null,
  certificate_id: null,
  modules: [],
  ...over,
});

/** A module of the outline: module 1, a plain one (kind 1), unless told. */
export const playerModule = (
  lessons: PlayerMenuLesson[],
  over: Partial<Omit<PlayerMenuModule, 'lessons'>> = {},
): PlayerMenuModule => ({ id: 1, kind: 1, title: 'মডিউল', title_en: 'Module', lessons, ...over });

/** A lesson of the outline, not completed and without contents unless told. */
export const playerLesson = (
  id: number,
  kind: PlayerMenuLesson['kind'],
  [title, title_en]: [string, string],
  over: Partial<PlayerMenuLesson> = {},
): PlayerMenuLesson => ({ id, kind, title, title_en, completed: false, contents: [], ...over });

/** A content of a lesson in the outline. */
export const playerContent = (
  id: number,
  content_type: PlayerMenuContent['content_type'],
  [title, title_en]: [string, string],
  completed = false,
): PlayerMenuContent => ({ id, content_type, title, title_en, completed });

/** The single-choice question (501) the quiz and the exams ask: Firefox (1) is right, Linux (2) is not. */
export const browserQuestion: ExamQuestion = {
  position: 1,
  question_id: 501,
  question_type: 1,
  title: 'কোনটি ব্রাউজার?',
  title_en: 'Which is a browser?',
  options: [
    { value: 1, text: 'ফায়ারফক্স', text_en: 'Firefox' },
    { value: 2, text: 'লিনাক্স', text_en: 'Linux' },
  ],
  blanks: 0,
};
