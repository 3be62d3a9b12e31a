import { mixed, type ObjectSchema, object } from 'yup';
import {
  type ExamLessonAnswersBody,
  MAX_MEDIA_SECONDS,
  type PopQuizBody,
  type WatchingBody,
} from '@platform/contract';
import { msg, VALIDATION_MESSAGES as V } from './messages';
import { integer, maxMessage, minMessage, REQUIRED } from './rules';

/* Schemas of the youth's course player (issue 16 item 3; ADR 0080); the gateway and the portal use the same ones. */

const seconds = (min: number) =>
  integer().min(min, minMessage).max(MAX_MEDIA_SECONDS, maxMessage).required(REQUIRED);

/** Where a video or audio stopped, and its length (whole seconds). */
export const watchingSchema = object({
  position_seconds: seconds(0),
  duration_seconds: seconds(1),
}) as unknown as ObjectSchema<WatchingBody>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A quiz's answers by question id; their shapes are checked by the question engine when it marks them. */
export const popQuizSchema = object({
  answers: mixed<PopQuizBody['answers']>()
    .test('answers', msg(V.oneOf), (value) => value === undefined || isPlainObject(value))
    .required(REQUIRED),
}) as unknown as ObjectSchema<PopQuizBody>;

/** An exam lesson's answers by question id (ADR 0119); each answer's shape is checked against its question. */
export const examLessonAnswersSchema = object({
  answers: mixed<ExamLessonAnswersBody['answers']>()
    .test('answers', msg(V.oneOf), (value) => value === undefined || isPlainObject(value))
    .required(REQUIRED),
}) as unknown as ObjectSchema<ExamLessonAnswersBody>;
