import { type ObjectSchema, object, string } from 'yup';
import {
  COURSE_CONTENT_TYPE as T,
  COURSE_CONTENT_TYPES_OFFERED,
  COURSE_LESSON_KIND,
  COURSE_MODULE_KIND,
  COURSE_STRUCTURE_LIMITS as L,
  type CourseContentBody,
  type CourseLessonBody,
  type CourseModuleBody,
  REORDER_DIRECTION,
  type ReorderMoveBody,
  type ReorderSwapBody,
} from '@platform/contract';
import { msg, VALIDATION_MESSAGES as V } from './messages';
import { blankToNull, integer, nullableText, REQUIRED, requiredText, text } from './rules';

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

/** A module (create and edit). */
export const courseModuleSchema = object({
  kind: requiredChoice(Object.values(COURSE_MODULE_KIND)),
  title: requiredText(L.title),
  title_en: nullableText(L.title),
}) as unknown as ObjectSchema<CourseModuleBody>;

/** A lesson (create and edit). */
export const courseLessonSchema = object({
  kind: requiredChoice(Object.values(COURSE_LESSON_KIND)),
  title: requiredText(L.title),
  title_en: nullableText(L.title),
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
