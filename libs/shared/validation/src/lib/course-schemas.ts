import { array, type mixed, type ObjectSchema, object, string } from 'yup';
import {
  COURSE_DIFFICULTY,
  COURSE_LEVEL,
  COURSE_LIMITS as L,
  COURSE_PUBLICATION,
  COURSE_TYPE,
  type CourseBody,
  type CourseDifficulty,
  type CourseLevel,
  type CoursePublication,
  type CourseType,
  LANGUAGE_MEDIUM,
  type LanguageMedium,
} from '@platform/contract';
import { msg, VALIDATION_MESSAGES as V } from './messages';
import {
  arrayMaxMessage,
  blankToNull,
  dateAfter,
  dateString,
  integer,
  maxMessage,
  nullableText,
  REQUIRED,
  requiredText,
  text,
  filterOf,
  numberChoice,
} from './rules';

/*
 * Schemas of a training institute's courses (issue 15 item 1; spec §3 course and course_post fields, §5 "course end
 * date must be greater than start date"). The form and the gateway use the same ones. The descriptive fields are plain
 * text (the gateway never accepts markup as markup: every screen shows them as text).
 */

const nullableDate = () => dateString().transform(blankToNull).nullable();

const requiredChoice = <T extends number>(values: readonly T[]) =>
  numberChoice(values)
    .test({ name: 'required', message: REQUIRED, test: (v) => v !== null && v !== undefined })
    .defined(REQUIRED) as unknown as ReturnType<typeof mixed<T>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const describe = (field: string) => ({
  [field]: nullableText(L.text),
  [`${field}_en`]: nullableText(L.text),
});

/** A course (create and edit); typed by the contract (the descriptive pairs are built from their names). */
export const courseSchema = object({
  title: requiredText(L.title),
  title_en: nullableText(L.titleEn),
  course_type: requiredChoice<CourseType>(Object.values(COURSE_TYPE)),
  duration_hours: integer()
    .required(REQUIRED)
    .min(1, msg(V.min, { min: 1 }))
    .max(L.durationHoursMax, maxMessage),
  fee: integer()
    .required(REQUIRED)
    .min(0, msg(V.min, { min: 0 }))
    .max(L.feeMax, maxMessage),
  language_medium: requiredChoice<LanguageMedium>(Object.values(LANGUAGE_MEDIUM)),
  level: requiredChoice<CourseLevel>(Object.values(COURSE_LEVEL)),
  ...describe('overview'),
  ...describe('target_group'),
  ...describe('objectives'),
  ...describe('contents'),
  ...describe('training_methodology'),
  ...describe('evaluation_system'),
  ...describe('prerequisite'),
  ...describe('eligibility'),
  cover_file_id: string()
    .transform(blankToNull)
    .nullable()
    .matches(UUID, { message: msg(V.format), excludeEmptyString: true }),
  publish_date: nullableDate(),
  nature: nullableText(L.label),
  difficulty: numberChoice<CourseDifficulty>(Object.values(COURSE_DIFFICULTY)),
  learner_type: nullableText(L.label),
  category: nullableText(L.label),
  start_date: nullableDate(),
  end_date: dateAfter('start_date', { strict: true, messageId: V.courseEndAfterStart })
    .transform(blankToNull)
    .nullable(),
  skill_ids: array(integer().positive(msg(V.oneOf)).required(msg(V.oneOf)))
    .max(L.skills, arrayMaxMessage)
    .default([]),
  dependency_ids: array(integer().positive(msg(V.oneOf)).required(msg(V.oneOf)))
    .max(L.dependencies, arrayMaxMessage)
    .default([]),
  instructor_ids: array(integer().positive(msg(V.oneOf)).required(msg(V.oneOf)))
    .max(L.instructors, arrayMaxMessage)
    .default([]),
}) as unknown as ObjectSchema<CourseBody>;

/** The list's query: search, type, status, publication (page and page_size are read by the gateway). */
export const courseListQuerySchema = object({
  search: text(200),
  course_type: numberChoice<CourseType>(Object.values(COURSE_TYPE)),
  row_status: numberChoice<0 | 1>([0, 1]),
  publication_status: filterOf<CoursePublication>(Object.values(COURSE_PUBLICATION)),
});

/** The admin's platform-wide course list (ADR 0107): the institute's filters, the institute and deactivation. */
export const platformCourseListQuerySchema = courseListQuerySchema.shape({
  institute_id: integer().transform(blankToNull).positive(msg(V.oneOf)).nullable(),
  deactivated: numberChoice<0 | 1>([0, 1]),
});
