import { array, boolean, object, type ObjectSchema } from 'yup';
import {
  LEARNING_PATH_LIMITS as L,
  LEARNING_PATH_MESSAGES as M,
  type LearningPathBody,
  type LearningPathListQuery,
} from '@platform/contract';
import { msg, VALIDATION_MESSAGES as V } from './messages';
import { arrayMaxMessage, blankToNull, integer, nullableText, REQUIRED, requiredText, text } from './rules';

/* Learning paths (issue 16 item 4, ADR 0100): the path an institute writes, and the lists' search. */

/** A record id: a positive whole number a bigint holds (a larger one is no id, never a database error). */
const recordId = () => integer().positive(msg(V.oneOf)).max(Number.MAX_SAFE_INTEGER, msg(V.oneOf));

/** POST / PUT /private/learning-paths: the courses in order, each once; a published path holds at least one. */
export const learningPathSchema = object({
  title: requiredText(L.title),
  title_en: nullableText(L.title),
  description: nullableText(L.description),
  description_en: nullableText(L.description),
  occupation_id: recordId().transform(blankToNull).nullable().required(REQUIRED),
  published: boolean().typeError(msg(V.format)).required(REQUIRED),
  course_ids: array(recordId().required(REQUIRED))
    .max(L.courses, arrayMaxMessage)
    .required(REQUIRED)
    .test({
      name: 'distinct',
      message: M.duplicateCourse,
      test: (ids) => !ids || new Set(ids).size === ids.length,
    })
    .when('published', {
      is: true,
      then: (s) => s.min(1, M.publishedEmpty),
    }),
}) as unknown as ObjectSchema<LearningPathBody>;

/** GET …/learning-paths: a title search. */
export const learningPathQuerySchema = object({
  search: text(L.search),
}) as unknown as ObjectSchema<Omit<LearningPathListQuery, 'page' | 'page_size'>>;
