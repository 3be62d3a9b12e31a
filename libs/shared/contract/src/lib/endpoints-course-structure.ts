import { defineEndpoint } from './endpoint';
import { COURSE_PERMISSIONS } from './endpoints-courses';
import type { ExamQuestion } from './endpoints-assessments';
import type { StoredFile } from './endpoints-files';
import type { ValueOf } from './enums';

/*
 * The structure of a course (issue 15 item 2; spec §2 lms /courses/{id}/module and /courses/{id}/design; §3 module
 * kinds, lesson kinds, course content types, reorder direction; §7 private modules, lessons, contents, swap).
 * Migration 026_course_structure.sql; gateway domain apps/gateway/src/domains/course-structure.
 *
 * A course has modules, a module lessons, a lesson contents, each level kept in a gap-free order 1…n. Every call acts
 * inside the caller's institute: another institute's course, module, lesson or content answers 404, an organisation's
 * user finds none. Reading needs view_any_course, every change manage_course (the keys of the courses).
 *
 * A text content is rich text sanitised by the gateway (no script, style, `on…` handler or `javascript:` address is
 * ever stored or returned). A video or audio content is an https address or a media file the caller uploaded
 * (POST /private/course-media: at most 20 MB, MP4, WebM, MP3, M4A, Ogg or WAV by its bytes; docs/decisions/0073); a file
 * content is a file the caller uploaded (POST /protected/files: 1 MB, size, type and bytes checked there).
 *
 * A quiz content (ADR 0078) draws on the institute's question bank: the questions picked, or a question set's, of
 * which each learner gets `question_count` and passes at `pass_percent` of their marks. The gateway refuses a question
 * or set of another tenant's bank (`course_structure.errors.quiz_question_unavailable`) and questions a person must
 * mark; neither the tree nor the learner's preview carries answers or marks (the question engine marks a quiz).
 *
 * A live lesson (kind 4, ADR 0114) has a start (sent as 'YYYY-MM-DDTHH:MM' in Asia/Dhaka) and a length in minutes; the
 * gateway makes its video room's name (128 random bits, stored, never sent by a client), under VIDEO_CONF_BASE_URL.
 *
 * An assessment lesson (kind 2, ADR 0119) is an exam drawn from the institute's question bank as a quiz is (a question
 * set or the questions picked, `question_count` each, `pass_percent`) and timed: `exam_minutes` from its start on the
 * gateway. The tree carries its rules (`exam`), never answers or marks.
 *
 * Labels: catalogue area `course_structure.*` (libs/shared/i18n/src/catalogue/course-structure.ts) and
 * `lms_questions.*` (the quiz's fields).
 */

/** Spec §3 module kinds. */
export const COURSE_MODULE_KIND = { MODULE: 1, ASSESSMENT: 2, ASSIGNMENT: 3, SCORM: 4 } as const;
export type CourseModuleKind = ValueOf<typeof COURSE_MODULE_KIND>;

/** Spec §3 lesson kinds. */
export const COURSE_LESSON_KIND = {
  LESSON: 1,
  ASSESSMENT: 2,
  ASSIGNMENT: 3,
  LIVE_LESSON: 4,
  SCORM_CONTENT: 5,
} as const;
export type CourseLessonKind = ValueOf<typeof COURSE_LESSON_KIND>;

/** Spec §3 course content types. A quiz (4) draws on the institute's question bank (ADR 0078). */
export const COURSE_CONTENT_TYPE = { VIDEO: 1, AUDIO: 2, FILE: 3, QUIZ: 4, TEXT: 5 } as const;
export type CourseContentType = ValueOf<typeof COURSE_CONTENT_TYPE>;

/** The content types a provider can add today. */
export const COURSE_CONTENT_TYPES_OFFERED = [
  COURSE_CONTENT_TYPE.TEXT,
  COURSE_CONTENT_TYPE.VIDEO,
  COURSE_CONTENT_TYPE.AUDIO,
  COURSE_CONTENT_TYPE.FILE,
  COURSE_CONTENT_TYPE.QUIZ,
] as const;

/** Spec §3 reorder direction: up 1, down 2. */
export const REORDER_DIRECTION = { UP: 1, DOWN: 2 } as const;
export type ReorderDirection = ValueOf<typeof REORDER_DIRECTION>;

export const COURSE_STRUCTURE_LIMITS = {
  title: 500,
  /** Characters of a text content as sent (markup included). */
  text: 100_000,
  url: 2048,
  /** Modules of a course, lessons of a module, contents of a lesson. */
  perLevel: 200,
  /** Bytes of an uploaded video or audio (docs/decisions/0073: longer media belong on a video host, by address). */
  mediaBytes: 20 * 1024 * 1024,
  /** Questions a quiz may pick, and draw for one learner. */
  quizQuestions: 200,
  /**
   * A SCORM package (.zip) as uploaded (streamed to disk, ADR 0078), what it may hold unpacked, and one file of it
   * (the most the import holds in memory at once).
   */
  scormBytes: 100 * 1024 * 1024,
  scormUnpackedBytes: 300 * 1024 * 1024,
  scormEntryBytes: 16 * 1024 * 1024,
  scormEntries: 2000,
} as const;

/** What an uploaded video or audio may be, detected from its bytes. */
export const COURSE_MEDIA_TYPES = {
  video: ['video/mp4', 'video/webm'],
  audio: ['audio/mpeg', 'audio/mp4', 'audio/ogg', 'audio/wav'],
} as const;

/** The file types a file content may have (what POST /protected/files accepts and detects by its bytes). */
export const COURSE_CONTENT_FILE_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
] as const;

/** A live lesson's rules (ADR 0114): its length, and how early before the start its learners may join. */
export const LIVE_LESSON_LIMITS = { minMinutes: 15, maxMinutes: 480, joinEarlyMinutes: 15 } as const;

/** A module as the dialog sends it (create and edit). */
export interface CourseModuleBody {
  kind: CourseModuleKind;
  title: string;
  title_en?: string | null;
  /** A module assessment (kind 2, ADR 0121): its exam's length in minutes (5–300); the fields below as a quiz's. */
  exam_minutes?: number | null;
  /** A module assessment: a question set of the institute's bank, or else the questions picked. */
  question_set_id?: number | null;
  question_ids?: number[] | null;
  /** A module assessment: how many questions each learner gets, and the pass mark in percent. */
  question_count?: number | null;
  pass_percent?: number | null;
}

/**
 * An assessment lesson's rules (kind 2, ADR 0119): its length in minutes, and how many attempts a learner has — the
 * first, and one retake after a failed one; a passed exam is not retaken.
 */
export const EXAM_LESSON_LIMITS = { minMinutes: 5, maxMinutes: 300, attempts: 2 } as const;

/** A lesson as the dialog sends it (create and edit). */
export interface CourseLessonBody {
  kind: CourseLessonKind;
  title: string;
  title_en?: string | null;
  /** A live lesson (kind 4): its start, 'YYYY-MM-DDTHH:MM' in Asia/Dhaka; dropped for the other kinds. */
  live_starts_at?: string | null;
  /** A live lesson (kind 4): its length in minutes (15–480); dropped for the other kinds. */
  live_minutes?: number | null;
  /** An assessment lesson (kind 2, ADR 0119): its length in minutes (5–300); the fields below as a quiz's. */
  exam_minutes?: number | null;
  /** An assessment lesson: a question set of the institute's bank, or else the questions picked. */
  question_set_id?: number | null;
  question_ids?: number[] | null;
  /** An assessment lesson: how many questions each learner gets, and the pass mark in percent. */
  question_count?: number | null;
  pass_percent?: number | null;
}

/** An assessment lesson's exam (kind 2, ADR 0119) as staff see it: what it draws on and its rules; no answers. */
export interface CourseExamLesson extends CourseQuiz {
  duration_minutes: number;
}

/** A live lesson's class (kind 4, ADR 0114), as the institute's staff see it. */
export interface CourseLiveLesson {
  /** The start, an ISO instant in UTC. */
  starts_at: string;
  /** The same start as 'YYYY-MM-DDTHH:MM' in Asia/Dhaka (what the form edits). */
  starts_local: string;
  duration_minutes: number;
  /** The video room's name the gateway made. */
  room: string;
  /** Its address, `<VIDEO_CONF_BASE_URL>/<room>`, where the teacher holds the class (null outside the staff's calls). */
  room_url: string | null;
}

/**
 * A content as the dialog sends it. Text: `text` (rich text, sanitised by the gateway). Video and audio: `url` (https)
 * or `file_id` (a media file the caller uploaded; the address is then dropped). File: `file_id` (a file the caller
 * uploaded). Quiz: `question_set_id` (a question set of the institute's bank) or `question_ids` (questions picked from
 * its banks), `question_count` (how many each learner gets, at most the questions there are) and `pass_percent`.
 */
export interface CourseContentBody {
  content_type: CourseContentType;
  title: string;
  title_en?: string | null;
  text?: string | null;
  url?: string | null;
  file_id?: string | null;
  question_set_id?: number | null;
  question_ids?: number[] | null;
  question_count?: number | null;
  pass_percent?: number | null;
}

/** What a quiz content draws on: a question set's questions or the questions picked; never answers or marks. */
export interface CourseQuiz {
  question_set_id: number | null;
  /** The questions picked, in order (empty when the quiz takes a question set's). */
  question_ids: number[];
  /** Questions each learner gets. */
  question_count: number;
  /** Pass mark: this percentage of the marks of the questions drawn. */
  pass_percent: number;
}

/**
 * A quiz as a learner will see it (the design page's preview): the questions it can draw from now (a set's current
 * active ones, or those picked) without answers or marks; each learner gets `question_count` of them.
 */
export interface CourseQuizPreview {
  content_id: number;
  question_count: number;
  pass_percent: number;
  questions: ExamQuestion[];
}

/** Spec §3: a SCORM package's version, read from its manifest. */
export type ScormVersion = '1.2' | '2004';

/** A SCORM package imported as a lesson (kind 5, SCORM content): what its manifest says and what it holds. */
export interface CourseScormPackage {
  lesson_id: number;
  version: ScormVersion;
  /** The default organisation's title in the manifest. */
  title: string;
  /** The file a player opens first: the first SCO's resource, relative to the package root. */
  launch_href: string;
  /** SCOs (items with a resource) in the default organisation. */
  scos: number;
  files: number;
  bytes: number;
  original_name: string;
}

/** What importing a package answers: the new lesson and its package. */
export interface CourseScormImport {
  lesson: CourseLessonNode;
  package: CourseScormPackage;
}

/** Swap with the neighbour above (1) or below (2). */
export interface ReorderSwapBody {
  direction: ReorderDirection;
}

/** Move to a place in the order (1 = first), e.g. where a row was dropped. */
export interface ReorderMoveBody {
  position: number;
}

export interface CourseContent {
  id: number;
  lesson_id: number;
  course_id: number;
  content_type: CourseContentType;
  title: string;
  title_en: string | null;
  /** 1…n inside its lesson. */
  position: number;
  /** Sanitised rich text of a text content; null otherwise. */
  text: string | null;
  url: string | null;
  file_id: string | null;
  /** `/protected/files/<id>` of a file content, or null. */
  file_path: string | null;
  file_name: string | null;
  mime_type: string | null;
  /** A quiz content's questions and rules; null for the other types. */
  quiz: CourseQuiz | null;
  updated_at: string;
}

export interface CourseLesson {
  id: number;
  module_id: number;
  course_id: number;
  kind: CourseLessonKind;
  title: string;
  title_en: string | null;
  /** 1…n inside its module. */
  position: number;
  /** A live lesson's class (kind 4); null (or absent) for the other kinds. */
  live?: CourseLiveLesson | null;
  /** An assessment lesson's exam (kind 2, ADR 0119); null (or absent) for the other kinds. */
  exam?: CourseExamLesson | null;
  updated_at: string;
}

export interface CourseModule {
  id: number;
  course_id: number;
  kind: CourseModuleKind;
  title: string;
  title_en: string | null;
  /** 1…n inside its course. */
  position: number;
  /** A module assessment's exam (kind 2, ADR 0121): its rules, no answers; null (or absent) otherwise. */
  exam?: CourseExamLesson | null;
  updated_at: string;
}

export interface CourseLessonNode extends CourseLesson {
  contents: CourseContent[];
}

export interface CourseModuleNode extends CourseModule {
  lessons: CourseLessonNode[];
}

/** The whole course in order: modules → lessons → contents. */
export interface CourseTree {
  course_id: number;
  modules: CourseModuleNode[];
}

/** `status.message` of a refused change of the structure. */
export const COURSE_STRUCTURE_ERRORS = {
  /** Swap up the first or down the last. */
  noNeighbour: 'course_structure.errors.no_neighbour',
  /** More than the limit of modules, lessons or contents at one level. */
  tooMany: 'course_structure.errors.too_many',
  /** An uploaded video or audio over COURSE_STRUCTURE_LIMITS.mediaBytes. */
  mediaTooLarge: 'course_structure.errors.media_too_large',
  /** A quiz's question or question set that is not in the institute's banks (another tenant's, or gone). */
  quizQuestionUnavailable: 'course_structure.errors.quiz_question_unavailable',
  /** A quiz's question a person must mark (descriptive, practical, field work, presentation) or an inactive one. */
  quizQuestionKind: 'course_structure.errors.quiz_question_kind',
  /** A SCORM package over COURSE_STRUCTURE_LIMITS.scormBytes. */
  scormTooLarge: 'course_structure.errors.scorm_too_large',
  /** Not a .zip, or one this gateway does not read (encrypted, zip64, an unknown compression). */
  scormNotZip: 'course_structure.errors.scorm_not_zip',
  /** An entry outside the package (absolute, `..`, a drive letter, a backslash) or twice the same path. */
  scormUnsafePath: 'course_structure.errors.scorm_unsafe_path',
  /** More entries or unpacked bytes than the limits (a zip bomb among them). */
  scormTooBig: 'course_structure.errors.scorm_too_big',
  /** No imsmanifest.xml at the root, or one without a launchable resource or a known SCORM version. */
  scormNoManifest: 'course_structure.errors.scorm_no_manifest',
  scormBadManifest: 'course_structure.errors.scorm_bad_manifest',
} as const;

type IdParams = { id: number };
const P = COURSE_PERMISSIONS;

/** The three levels share their verbs; each gets its own paths (spec §7 modules, lessons, contents, swap). */
/*@__NO_SIDE_EFFECTS__*/
function level<Row, Body>(path: string, what: string) {
  return {
    read: defineEndpoint<Row, undefined, undefined, IdParams>({
      method: 'GET',
      path: `/private/${path}/:id`,
      area: 'private',
      permission: P.viewCourse,
      summary: `A ${what} of the institute with what it holds, in order`,
    }),
    update: defineEndpoint<Row, Body, undefined, IdParams>({
      method: 'PUT',
      path: `/private/${path}/:id`,
      area: 'private',
      permission: P.manageCourse,
      summary: `Edit a ${what}`,
    }),
    remove: defineEndpoint<null, undefined, undefined, IdParams>({
      method: 'DELETE',
      path: `/private/${path}/:id`,
      area: 'private',
      permission: P.manageCourse,
      summary: `Delete a ${what} with everything in it; the others close the gap`,
    }),
    swap: defineEndpoint<CourseTree, ReorderSwapBody, undefined, IdParams>({
      method: 'POST',
      path: `/private/${path}/:id/swap`,
      area: 'private',
      permission: P.manageCourse,
      summary: `Swap a ${what} with its neighbour (direction up 1, down 2); answers the course tree`,
    }),
    move: defineEndpoint<CourseTree, ReorderMoveBody, undefined, IdParams>({
      method: 'POST',
      path: `/private/${path}/:id/move`,
      area: 'private',
      permission: P.manageCourse,
      summary: `Move a ${what} to a place in its order (drag and drop); answers the course tree`,
    }),
  };
}

const modules = level<CourseModuleNode, CourseModuleBody>('modules', 'module');
const lessons = level<CourseLessonNode, CourseLessonBody>('lessons', 'lesson');
const contents = level<CourseContent, CourseContentBody>('contents', 'content');

export const courseStructureEndpoints = {
  courseTree: defineEndpoint<CourseTree, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/private/courses/:id/structure',
    area: 'private',
    permission: P.viewCourse,
    summary: 'The whole course in one answer: modules → lessons → contents, each in order',
  }),
  uploadCourseMedia: defineEndpoint<StoredFile, FormData>({
    method: 'POST',
    path: '/private/course-media',
    area: 'private',
    permission: P.manageCourse,
    summary:
      'Upload one video or audio for a content (multipart field `file`; at most 20 MB; type by its bytes); a public file',
  }),
  createModule: defineEndpoint<CourseModuleNode, CourseModuleBody, undefined, IdParams>({
    method: 'POST',
    path: '/private/courses/:id/modules',
    area: 'private',
    permission: P.manageCourse,
    summary: 'Add a module at the end of a course',
  }),
  courseModule: modules.read,
  updateModule: modules.update,
  deleteModule: modules.remove,
  swapModule: modules.swap,
  moveModule: modules.move,
  createLesson: defineEndpoint<CourseLessonNode, CourseLessonBody, undefined, IdParams>({
    method: 'POST',
    path: '/private/modules/:id/lessons',
    area: 'private',
    permission: P.manageCourse,
    summary: 'Add a lesson at the end of a module',
  }),
  courseLesson: lessons.read,
  updateLesson: lessons.update,
  deleteLesson: lessons.remove,
  swapLesson: lessons.swap,
  moveLesson: lessons.move,
  importScorm: defineEndpoint<CourseScormImport, FormData, undefined, IdParams>({
    method: 'POST',
    path: '/private/modules/:id/scorm',
    area: 'private',
    permission: P.manageCourse,
    summary:
      'Import a SCORM 1.2 or 2004 package (multipart field `file`, a .zip of at most 100 MB, 2,000 entries, 300 MB unpacked, 16 MB a file) as a SCORM lesson at the end of a module',
  }),
  scormPackage: defineEndpoint<CourseScormPackage, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/private/lessons/:id/scorm',
    area: 'private',
    permission: P.viewCourse,
    summary: "A SCORM lesson's package: version, title, launch file, SCOs, files",
  }),
  createContent: defineEndpoint<CourseContent, CourseContentBody, undefined, IdParams>({
    method: 'POST',
    path: '/private/lessons/:id/contents',
    area: 'private',
    permission: P.manageCourse,
    summary:
      'Add a content at the end of a lesson (text sanitised; video and audio by https address; a file)',
  }),
  courseContent: contents.read,
  quizPreview: defineEndpoint<CourseQuizPreview, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/private/contents/:id/quiz-preview',
    area: 'private',
    permission: P.viewCourse,
    summary: "A quiz content's questions as a learner sees them: no answers, no marks, blanks shown as ____",
  }),
  updateContent: contents.update,
  deleteContent: contents.remove,
  swapContent: contents.swap,
  moveContent: contents.move,
};
