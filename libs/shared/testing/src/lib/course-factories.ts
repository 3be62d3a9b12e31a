import { COURSE_TEXT_FIELDS, type CourseTexts } from '@platform/contract';

/** A course's descriptive texts (contract `CourseTexts`): every field and its `_en` empty unless given. */
export function makeCourseTexts(over: Partial<CourseTexts> = {}): CourseTexts {
  const empty = Object.fromEntries(
    COURSE_TEXT_FIELDS.flatMap((f) => [[f, null] as const, [`${f}_en`, null] as const]),
  );
  return { ...(empty as unknown as CourseTexts), ...over };
}
