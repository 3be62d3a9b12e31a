import { array, type ObjectSchema, object, string } from 'yup';
import {
  COURSE_CONTENT_TYPE as T,
  COURSE_CONTENT_TYPES_OFFERED,
  COURSE_LESSON_KIND,
  COURSE_MODULE_KIND,
  COURSE_STRUCTURE_LIMITS as L,
  type CourseContentBody,
  type CourseLessonBody,
  type CourseModuleBody,
  EXAM_LESSON_LIMITS as EXAM,
  LIVE_LESSON_LIMITS as LIVE,
  type LibraryImportBody,
  REORDER_DIRECTION,
  type ReorderMoveBody,
  type ReorderSwapBody,
} from '@platform/contract';
import { dhakaMinuteInstant } from './dates';
import { msg, VALIDATION_MESSAGES as V } from './messages';
import { arrayMaxMessage, blankToNull, integer, nullableText, REQUIRED, requiredText, text } from './rules';

/*
 * Schemas of a course's structure (issue 15 item 2; spec §3 module kinds, lesson kinds, content types, reorder
 * direction). The dialogs and the gateway use the same ones; the gateway also sanitises a text content's markup and
 * checks that a file content's file is the caller's upload of an allowed type.
 */

const requiredChoice = (values: readonly number[]) =>
  integer()
    .transform(blankToNull)
    .nullable()
    .test({ name: 'required', message: REQUIRED, test: (v) => v !== null && v !== undefined })
    .oneOf([...values, null], msg(V.oneOf));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HTTPS = /^https:\/\/[^\s/?#]+\.[^\s]*$/i;

const isMedia = (type: unknown) => type === T.VIDEO || type === T.AUDIO;

const ref = () => integer().transform(blankToNull).nullable().positive(msg(V.oneOf));
const isQuiz = (type: unknown) => type === T.QUIZ;
const hasSource = (parent: { question_set_id?: unknown; question_ids?: unknown[] | null }) =>
  !!parent.question_set_id || (parent.question_ids?.length ?? 0) > 0;
const requiredNumber = {
  name: 'required',
  message: REQUIRED,
  test: (v: unknown) => v !== null && v !== undefined,
};

/**
 * A quiz's source and rules (ADR 0078), for a quiz content and an assessment lesson's exam (ADR 0119): a question set,
 * or else questions picked; how many each learner gets, and the pass mark. Dropped when `applies` says no: null, or
 * with `omit` left out (a lesson of another kind sends none of them).
 */
const quizRules = (key: string, applies: (v: unknown) => boolean, omit = false) => {
  const dropped = omit ? undefined : null;
  return {
    question_set_id: ref().when(key, { is: applies, otherwise: (s) => s.transform(() => dropped) }),
    question_ids: array(integer().positive(msg(V.oneOf)).required(REQUIRED))
      .nullable()
      .max(L.quizQuestions, arrayMaxMessage)
      .test({
        name: 'unique',
        message: msg(V.alreadyExists),
        test: (ids) => !ids || new Set(ids).size === ids.length,
      })
      .when(key, {
        is: applies,
        then: (s) =>
          s.test({
            name: 'required',
            message: msg(V.noQuestionSelected),
            test: (_ids, ctx) => hasSource(ctx.parent),
          }),
        otherwise: (s) => s.transform(() => dropped),
      }),
    question_count: ref().when(key, {
      is: applies,
      then: (s) =>
        s
          .test(requiredNumber)
          .max(L.quizQuestions, msg(V.max, { max: L.quizQuestions }))
          .test({
            name: 'question_count',
            test(n, ctx) {
              // picked questions: at most as many as picked (a set's size is the gateway's to check)
              const parent = ctx.parent as { question_set_id?: unknown; question_ids?: number[] | null };
              const picked = parent.question_set_id ? 0 : (parent.question_ids?.length ?? 0);
              if (typeof n !== 'number' || !picked || n <= picked) return true;
              return ctx.createError({ message: msg(V.max, { max: picked }) });
            },
          }),
      otherwise: (s) => s.transform(() => dropped),
    }),
    pass_percent: ref().when(key, {
      is: applies,
      then: (s) => s.test(requiredNumber).max(100, msg(V.max, { max: 100 })),
      otherwise: (s) => s.transform(() => dropped),
    }),
  };
};

/** An exam's length in minutes (5–300) when `applies` to the kind; left out for the other kinds (ADR 0119, 0121). */
const examMinutes = (applies: (kind: unknown) => boolean) =>
  integer()
    .transform(blankToNull)
    .nullable()
    .when('kind', {
      is: applies,
      then: (s) =>
        s
          .test(requiredNumber)
          .min(EXAM.minMinutes, msg(V.min, { min: EXAM.minMinutes }))
          .max(EXAM.maxMinutes, msg(V.max, { max: EXAM.maxMinutes })),
      otherwise: (s) => s.transform(() => undefined),
    });

const isModuleExam = (kind: unknown) => kind === COURSE_MODULE_KIND.ASSESSMENT;

/**
 * A module (create and edit). A module assessment (kind 2, ADR 0121) holds one exam over the module: its length and
 * a quiz's source, count and pass mark, as an assessment lesson's; the other kinds send none of them.
 */
export const courseModuleSchema = object({
  kind: requiredChoice(Object.values(COURSE_MODULE_KIND)),
  title: requiredText(L.title),
  title_en: nullableText(L.title),
  exam_minutes: examMinutes(isModuleExam),
  ...quizRules('kind', isModuleExam, true),
}) as unknown as ObjectSchema<CourseModuleBody>;

const isLive = (kind: unknown) => kind === COURSE_LESSON_KIND.LIVE_LESSON;
const isExam = (kind: unknown) => kind === COURSE_LESSON_KIND.ASSESSMENT;

/**
 * A lesson (create and edit). A live lesson (kind 4, ADR 0114) also takes its start — a minute in Asia/Dhaka,
 * 'YYYY-MM-DDTHH:MM' — and its length, 15–480 minutes; the other kinds drop both. An assessment lesson (kind 2,
 * ADR 0119) takes its exam's length (5–300 minutes) and a quiz's source, count and pass mark.
 */
export const courseLessonSchema = object({
  kind: requiredChoice(Object.values(COURSE_LESSON_KIND)),
  title: requiredText(L.title),
  title_en: nullableText(L.title),
  live_starts_at: string()
    .transform(blankToNull)
    .nullable()
    .when('kind', {
      is: isLive,
      then: (s) =>
        s
          .test({ name: 'required', message: REQUIRED, test: (v) => !!v })
          .test({ name: 'format', message: msg(V.date), test: (v) => !v || dhakaMinuteInstant(v) !== null }),
      otherwise: (s) => s.transform(() => null),
    }),
  live_minutes: integer()
    .transform(blankToNull)
    .nullable()
    .when('kind', {
      is: isLive,
      then: (s) =>
        s
          .test(requiredNumber)
          .min(LIVE.minMinutes, msg(V.min, { min: LIVE.minMinutes }))
          .max(LIVE.maxMinutes, msg(V.max, { max: LIVE.maxMinutes })),
      otherwise: (s) => s.transform(() => null),
    }),
  // an assessment lesson's exam (kind 2, ADR 0119): its length, and its questions and pass mark as a quiz's
  exam_minutes: examMinutes(isExam),
  ...quizRules('kind', isExam, true),
}) as unknown as ObjectSchema<CourseLessonBody>;

/**
 * A content: the fields its type needs are required, the others dropped (null). Video and audio take an https
 * address or an uploaded file's id; a file content a file id; a text content its text.
 */
export const courseContentSchema = object({
  content_type: requiredChoice(COURSE_CONTENT_TYPES_OFFERED),
  title: requiredText(L.title),
  title_en: nullableText(L.title),
  text: string()
    .transform(blankToNull)
    .nullable()
    .max(L.text, msg(V.maxLength, { max: L.text }))
    .when('content_type', {
      is: T.TEXT,
      then: (s) => s.test({ name: 'required', message: REQUIRED, test: (v) => !!v && v.trim() !== '' }),
      otherwise: (s) => s.transform(() => null),
    }),
  url: text(L.url)
    .transform(blankToNull)
    .nullable()
    .when('content_type', {
      is: isMedia,
      then: (s) =>
        s
          // an address, or else an uploaded file
          .test({ name: 'required', message: REQUIRED, test: (v, ctx) => !!v || !!ctx.parent.file_id })
          .matches(HTTPS, { message: msg(V.url), excludeEmptyString: true }),
      otherwise: (s) => s.transform(() => null),
    }),
  file_id: string()
    .transform(blankToNull)
    .nullable()
    .matches(UUID, { message: msg(V.format), excludeEmptyString: true })
    .when('content_type', {
      is: T.FILE,
      then: (s) => s.test({ name: 'required', message: REQUIRED, test: (v) => !!v }),
    })
    .when('content_type', {
      is: (type: unknown) => type !== T.FILE && !isMedia(type),
      then: (s) => s.transform(() => null),
    }),
  // a quiz (ADR 0078): a question set, or else questions picked; how many each learner gets, and the pass mark
  ...quizRules('content_type', isQuiz),
}) as unknown as ObjectSchema<CourseContentBody>;

/** Swap: up 1, down 2 (spec §3). */
export const reorderSwapSchema = object({
  direction: requiredChoice(Object.values(REORDER_DIRECTION)),
}) as unknown as ObjectSchema<ReorderSwapBody>;

/** Move to a place 1…n (the gateway refuses a place past the last with the max message). */
export const reorderMoveSchema = object({
  position: integer()
    .required(REQUIRED)
    .min(1, msg(V.min, { min: 1 }))
    .max(L.perLevel, msg(V.max, { max: L.perLevel })),
}) as unknown as ObjectSchema<ReorderMoveBody>;

/** Copy a library content into a lesson (issue 15 item 3, ADR 0091): which one, by id. */
export const libraryImportSchema = object({
  library_content_id: integer().positive(msg(V.required)).required(REQUIRED),
}) as unknown as ObjectSchema<LibraryImportBody>;
