import { mixed, type ObjectSchema, object } from 'yup';
import {
  COURSE_FEE_FILTER,
  COURSE_LEVEL,
  COURSE_TYPE,
  type CourseCatalogueQuery,
  type CourseFeeFilter,
  type CourseLevel,
  type CourseRatingBody,
  type CourseType,
  type EnrolBody,
  type EnrolmentPaymentBody,
  LANGUAGE_MEDIUM,
  LEARNING_LIMITS as L,
  type LanguageMedium,
} from '@platform/contract';
import { msg, VALIDATION_MESSAGES as V } from './messages';
import {
  blankToNull,
  integer,
  maxMessage,
  minMessage,
  nullableText,
  REQUIRED,
  text,
  filterOf,
  numberChoice,
} from './rules';

/*
 * Schemas of youth learning (issue 16 items 1-2; ADR 0075): the catalogue's query, the enrol and pay bodies, a rating.
 * The gateway and the portal use the same ones.
 */

/** A row id: a positive whole number a bigint holds (a larger one is no id, never a database error). */
const rowId = () => integer().positive(msg(V.oneOf)).max(Number.MAX_SAFE_INTEGER, msg(V.oneOf));

const locale = () =>
  mixed<'en-US' | 'bn-BD'>((value): value is 'en-US' | 'bn-BD' => value === 'en-US' || value === 'bn-BD')
    .optional()
    .typeError(msg(V.oneOf));

const FEES = Object.values(COURSE_FEE_FILTER) as CourseFeeFilter[];

export const courseCatalogueQuerySchema = object({
  search: text(L.search),
  course_type: numberChoice<CourseType>(Object.values(COURSE_TYPE)),
  level: numberChoice<CourseLevel>(Object.values(COURSE_LEVEL)),
  language_medium: numberChoice<LanguageMedium>(Object.values(LANGUAGE_MEDIUM)),
  fee: filterOf(FEES),
  institute_id: rowId().transform(blankToNull).nullable(),
}) as unknown as ObjectSchema<Omit<CourseCatalogueQuery, 'page' | 'page_size'>>;

export const enrolSchema = object({
  batch_id: rowId().required(REQUIRED),
  locale: locale(),
}) as unknown as ObjectSchema<EnrolBody>;

export const enrolmentPaymentSchema = object({
  locale: locale(),
}) as unknown as ObjectSchema<EnrolmentPaymentBody>;

export const courseRatingSchema = object({
  rating: integer().min(L.ratingMin, minMessage).max(L.ratingMax, maxMessage).required(REQUIRED),
  review: nullableText(L.review),
}) as unknown as ObjectSchema<CourseRatingBody>;
