import { array, type ObjectSchema, object } from 'yup';
import { PROGRAM_LIMITS, type ProgramCourseBody, type ProgramSerialBody } from '@platform/contract';
import { msg, VALIDATION_MESSAGES as V } from './messages';
import { arrayMaxMessage, integer, REQUIRED } from './rules';

/* Schemas of a program's courses (issue 15 item 4): add one course; set the serial order. */

/** A course id: a positive whole number a bigint holds (a larger one is no id, never a database error). */
const courseId = () =>
  integer().positive(msg(V.oneOf)).max(Number.MAX_SAFE_INTEGER, msg(V.oneOf)).required(REQUIRED);

export const programCourseSchema = object({
  course_id: courseId(),
}) as unknown as ObjectSchema<ProgramCourseBody>;

export const programSerialSchema = object({
  course_ids: array(courseId()).max(PROGRAM_LIMITS.courses, arrayMaxMessage).required(REQUIRED),
}) as unknown as ObjectSchema<ProgramSerialBody>;
