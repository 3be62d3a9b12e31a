import { catalogue } from '@platform/i18n/catalogue';
import { describe, expect, it } from 'vitest';
import type { AnyObject, ObjectSchema } from 'yup';
import { courseListQuerySchema, courseSchema } from './course-schemas';
import { validateBody } from './validate';

const errorsOf = async (schema: ObjectSchema<AnyObject>, body: unknown) => {
  const r = await validateBody(schema, body);
  return r.ok ? {} : r.errors;
};
const course = {
  title: 'ওয়েব',
  course_type: 1,
  duration_hours: 10,
  fee: 0,
  language_medium: 1,
  level: 1,
};

describe('courseSchema', () => {
  it('accepts the smallest course and reads blanks as nothing', async () => {
    const r = await validateBody(courseSchema, { ...course, title_en: '', start_date: '', difficulty: '' });
    expect(r.ok && r.value).toMatchObject({
      title_en: null,
      start_date: null,
      difficulty: null,
      skill_ids: [],
    });
  });

  it('keeps "course end date must be greater than start date" (the same day is not enough)', async () => {
    for (const end of ['2027-01-01', '2026-12-31'])
      expect(await errorsOf(courseSchema, { ...course, start_date: '2027-01-01', end_date: end })).toEqual({
        end_date: ['validation.course_end_after_start'],
      });
    expect(
      await errorsOf(courseSchema, { ...course, start_date: '2027-01-01', end_date: '2027-01-02' }),
    ).toEqual({});
    expect(catalogue['en-US']['validation.course_end_after_start']).toBe(
      'Course end date must be greater than start date',
    );
  });

  it('names each required field and each value out of range', async () => {
    const errors = await errorsOf(courseSchema, { course_type: 9, duration_hours: 0, fee: -5, level: 4 });
    expect(Object.keys(errors).sort()).toEqual(
      ['course_type', 'duration_hours', 'fee', 'language_medium', 'level', 'title'].sort(),
    );
  });

  it('reads the list query', async () => {
    expect(await errorsOf(courseListQuerySchema, { publication_status: 'gone' })).toHaveProperty(
      'publication_status',
    );
    expect(await errorsOf(courseListQuerySchema, { course_type: '2', row_status: '0' })).toEqual({});
  });
});
