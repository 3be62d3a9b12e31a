import { defineEndpoint } from './endpoint';
import type { AnswerValue, ExamQuestion } from './endpoints-assessments';
import type { CourseContentType, CourseLessonKind, CourseModuleKind } from './endpoints-course-structure';
import type { CourseProgress } from './endpoints-learning';

/*
 * The youth's course player (issue 16 item 3; spec §2 youth `/courses/{id}/course-layout`, §7 protected side-menu,
 * contents, watching progress, pop-quiz-submit, lesson complete). Migration 036_course_learning.sql; gateway domain
 * apps/gateway/src/domains/course-learning; ADR 0080.
 *
 * Only the youth enrolled in the course (enrolment status `enrolled`) reaches its player: anyone else — another
 * youth, a pending payment, a course id that does not exist — gets 404, never a hint. Quiz questions leave without
 * their answers or marks; the gateway marks a submitted quiz (the question engine's markQuiz). A lesson completes when
 * its quizzes are passed; the course completes when every lesson is, and then its certificate is issued once.
 *
 * A live lesson (kind 4, ADR 0114): the enrolled youth joins its class from LIVE_LESSON_LIMITS.joinEarlyMinutes before
 * the start until the end (`join-live-class`, 409 outside that window); the answer is the room's address under
 * VIDEO_CONF_BASE_URL and the join is recorded. The lesson is then live (3), and completed (1) once the class has
 * ended — the player's outline completes it on its next read; "lesson complete" refuses it before (409).
 */

/** One content of a lesson in the side menu, with the learner's state. */
export interface PlayerMenuContent {
  id: number;
  content_type: CourseContentType;
  title: string;
  title_en: string | null;
  /** Watched to the end, read, or (a quiz) passed. */
  completed: boolean;
}

/** A live lesson's class in the player (ADR 0114); the room's address only comes from `joinLiveClass`. */
export interface PlayerLiveLesson {
  /** ISO instants in UTC: the start, the end, and from when the youth may join. */
  starts_at: string;
  ends_at: string;
  opens_at: string;
  duration_minutes: number;
  /** Whether this youth joined the class. */
  attended: boolean;
  /** Spec §3 progress of the lesson: null before joining, 3 (live) once joined, 1 (completed) after the class. */
  progress: CourseProgress | null;
}

export interface PlayerMenuLesson {
  id: number;
  kind: CourseLessonKind;
  title: string;
  title_en: string | null;
  completed: boolean;
  contents: PlayerMenuContent[];
  /** A live lesson's class (kind 4); null (or absent) for the other kinds. */
  live?: PlayerLiveLesson | null;
}

export interface PlayerMenuModule {
  id: number;
  kind: CourseModuleKind;
  title: string;
  title_en: string | null;
  lessons: PlayerMenuLesson[];
  /** A module assessment's exam (kind 2, ADR 0121), sat at the end of the module; null (or absent) otherwise. */
  exam?: { passed: boolean } | null;
}

/** The player's side menu (spec §7 side-menu): the course, the learner's progress, and its whole outline. */
export interface PlayerMenu {
  course_id: number;
  enrolment_id: number;
  title: string;
  title_en: string | null;
  /** Spec §3 course progress: 0 in progress, 1 completed, 2 saved, 3 live. */
  progress: CourseProgress;
  /** 0–100: the share of lessons completed (a module assessment passed counts as one more: ADR 0121). */
  progress_percent: number;
  /** Where the learner was last: the content to open first, or null before any. */
  last_content_id: number | null;
  /** The certificate issued on completion (its public id), or null. */
  certificate_id: string | null;
  modules: PlayerMenuModule[];
}

/** The learner's best try of a quiz. */
export interface QuizResult {
  total: number;
  obtained: number;
  pass_marks: number;
  passed: boolean;
}

/** One content as the player shows it. */
export interface PlayerContent {
  id: number;
  lesson_id: number;
  content_type: CourseContentType;
  title: string;
  title_en: string | null;
  /** A text content: rich text as the gateway sanitised it. */
  text: string | null;
  /** A video or audio by address (https). */
  url: string | null;
  /** An uploaded file, video or audio: its name and type; the bytes come from `contentFile`. */
  file_name: string | null;
  mime_type: string | null;
  has_file: boolean;
  /** A video or audio: where the learner stopped (seconds), and its length once known. */
  position_seconds: number;
  duration_seconds: number | null;
  completed: boolean;
  /** A quiz: how many questions, the pass mark, and its questions without answers. */
  quiz: { question_count: number; pass_percent: number; questions: ExamQuestion[] } | null;
  quiz_result: QuizResult | null;
}

/** Watching progress of a video or audio (saved every few seconds and on leave). */
export interface WatchingBody {
  position_seconds: number;
  duration_seconds: number;
}

export interface WatchingState {
  position_seconds: number;
  completed: boolean;
}

/** A quiz's answers, by question id (exactly the questions shown). */
export interface PopQuizBody {
  answers: Record<string, AnswerValue | null>;
}

/** What the youth's quiz came to, marked by the gateway. */
export interface PopQuizResult extends QuizResult {
  /** The learner's best try so far (this one or an earlier). */
  best: QuizResult;
}

/** The lesson-complete answer: the course's progress after it. */
export interface LessonCompletion {
  lesson_id: number;
  progress: CourseProgress;
  progress_percent: number;
  certificate_id: string | null;
}

/** What joining a live class answers: the room's address (`<VIDEO_CONF_BASE_URL>/<room>`) and the lesson's progress. */
export interface LiveClassJoin {
  lesson_id: number;
  url: string;
  /** 3 (live) while the class runs. */
  progress: CourseProgress;
}

/** A course of the catalogue that teaches a skill. */
export interface SkillCourse {
  id: number;
  title: string;
  title_en: string | null;
  institute_title: string;
  institute_title_en: string | null;
  /** Whole Taka; 0 = free. */
  fee: number;
}

/** A skill a job asks for that the youth's profile does not list, with catalogue courses that teach it. */
export interface MissingSkill {
  skill_id: number;
  title: string;
  title_en: string | null;
  courses: SkillCourse[];
}

/**
 * The bridge from a job to learning (issue 16 item 4): the job's skills the signed-in youth lacks, each with up to
 * SKILL_GAP_COURSES published courses that teach it (free ones and those with an open batch first).
 */
export interface JobSkillGap {
  job_id: number;
  /** How many skills the job asks for. */
  job_skills: number;
  missing: MissingSkill[];
}

export const SKILL_GAP_COURSES = 3;

/** The bytes of a content's file (its detected type; video, audio, PDF, Word, Excel or an image). */
export type ContentFileBytes = ArrayBuffer;

/** Share of the length a video or audio must be played to count as watched. */
export const WATCHED_SHARE = 0.9;
/** A second more than 24 hours of media is no position. */
export const MAX_MEDIA_SECONDS = 86_400;

/** `status.message` of refused player calls. */
export const LEARNING_ERRORS = {
  /** Lesson complete before its quizzes are passed (409). */
  quizNotPassed: 'course_learning.errors.quiz_not_passed',
  /** Watching progress of a content that is no video or audio, or a quiz answer to a content that is no quiz (409). */
  wrongType: 'course_learning.errors.wrong_type',
  /** Joining a live class earlier than LIVE_LESSON_LIMITS.joinEarlyMinutes before its start (409). */
  liveNotOpen: 'course_learning.errors.live_not_open',
  /** Joining a live class after its end (409). */
  liveEnded: 'course_learning.errors.live_ended',
  /** "Lesson complete" of a live lesson before its class ended, or one the youth did not join (409). */
  liveNotAttended: 'course_learning.errors.live_not_attended',
} as const;

type CourseParams = { id: number };
type ContentParams = { id: number; contentId: number };

export const courseLearningEndpoints = {
  playerMenu: defineEndpoint<PlayerMenu, undefined, undefined, CourseParams>({
    method: 'GET',
    path: '/protected/courses/:id/side-menu',
    area: 'protected',
    summary: "The player's outline of a course the youth is enrolled in, with their progress (404 otherwise)",
  }),
  playerContent: defineEndpoint<PlayerContent, undefined, undefined, ContentParams>({
    method: 'GET',
    path: '/protected/courses/:id/contents/:contentId',
    area: 'protected',
    summary: 'One content of the course for its enrolled youth: quiz questions without answers',
  }),
  contentFile: defineEndpoint<ContentFileBytes, undefined, undefined, ContentParams>({
    method: 'GET',
    path: '/protected/courses/:id/contents/:contentId/file',
    area: 'protected',
    summary: "The uploaded file, video or audio of a content, for the course's enrolled youth",
  }),
  watchingProgress: defineEndpoint<WatchingState, WatchingBody, undefined, ContentParams>({
    method: 'PUT',
    path: '/protected/courses/:id/contents/:contentId/watching',
    area: 'protected',
    summary: 'Save where the youth stopped a video or audio; watched to 90 % completes it',
  }),
  popQuizSubmit: defineEndpoint<PopQuizResult, PopQuizBody, undefined, ContentParams>({
    method: 'POST',
    path: '/protected/courses/:id/contents/:contentId/pop-quiz-submit',
    area: 'protected',
    summary: "Submit a quiz's answers; the gateway marks them and keeps the best try",
  }),
  completeLesson: defineEndpoint<LessonCompletion, undefined, undefined, { id: number; lessonId: number }>({
    method: 'POST',
    path: '/protected/courses/:id/lessons/:lessonId/complete',
    area: 'protected',
    summary:
      'Mark a lesson complete (its quizzes passed); the last one completes the course and issues its certificate',
  }),
  joinLiveClass: defineEndpoint<LiveClassJoin, undefined, undefined, { id: number; lessonId: number }>({
    method: 'POST',
    path: '/protected/courses/:id/lessons/:lessonId/join-live-class',
    area: 'protected',
    summary:
      "Join a live lesson's class (from 15 minutes before its start until its end): the room's address; the join is recorded",
  }),
  jobSkillGap: defineEndpoint<JobSkillGap, undefined, undefined, { id: number }>({
    method: 'GET',
    path: '/protected/jobs/:id/skill-gap',
    area: 'protected',
    summary: "The skills a public job asks for that the youth's profile lacks, with courses that teach them",
  }),
} as const;
